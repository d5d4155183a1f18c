import type { RankedListInput } from "../schema";

export default {
  path: "/asana-alternatives",
  meta: {
    title: "Best Asana Alternatives: Top 5 Project Management Tools",
    description: "Five project management tools to use instead of Asana, compared on views, automation, docs, ease of adoption and price per seat.",
    keywords: ["asana alternatives", "project management software", "monday.com vs asana", "clickup vs asana", "task management tools"],
  },
  back: { label: "Back to Categories", to: "/categories" },
  title: "Best Asana Alternatives",
  tagline: "Five project management tools that fix what pushes teams away from Asana.",
  icon: "list-checks",
  intro: [
    "Asana is a strong task manager, but it is not the right fit for every team. We compared five alternatives on the views they offer (list, board, timeline, calendar), automation, built-in docs, resource and workload planning, how fast a team can adopt them and how the price grows with each seat.",
    "Plans and prices change often; the details here are as of 2025. Most of these tools have a free plan or trial, so test your real workflow with two or three teammates before you move everyone.",
  ],
  sections: [
    {
      heading: "Why Teams Switch",
      paragraphs: [
        "Teams rarely leave Asana because it fails at tasks. They leave because they need something it does not give them at the price they want to pay, or because the team wants a different way of working.",
        "Before you switch, write down the two or three problems you want the new tool to solve. That list, not the feature grid, should decide your pick.",
      ],
      points: [
        "Per-seat pricing that climbs as the team grows",
        "Wanting docs, wikis and tasks in the same place",
        "Needing workload, resource or time tracking without moving to a higher-priced plan",
        "Wanting a simpler board for small projects, or more structure for complex ones",
        "Needing custom request forms and approvals for work coming from other departments",
      ],
    },
  ],
  summaryHeading: "Our Top 5 Asana Alternatives",
  entries: [
    {
      rank: 1,
      product: "monday-com",
      description: "A flexible, colorful work platform where boards switch between table, Kanban, timeline and calendar views, with easy automations.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1519389950473-47ba0277781c",
        alt: "Team of colleagues working on laptops around a table",
      },
      pros: [
        "Boards switch between table, Kanban, Gantt, timeline and calendar views",
        "No-code automation recipes such as 'when status changes, notify someone'",
        "Dashboards that combine several boards for managers",
      ],
      bestFor: "Teams that want a tool non-technical colleagues will adopt quickly.",
      drawback: "Seats are sold in buckets (3, 5, 10 and so on), and lower plans cap automation and integration actions each month.",
      review: [
        "monday.com is our number one because it is the easiest Asana alternative to roll out: most teams understand its color-coded boards within a day, yet it scales to timelines, dashboards and automations when you need them. It fits marketing, operations and client work as well as projects.",
        "The pricing model is the drawback. You buy seats in fixed buckets, so a team of six pays for ten, and automation and integration actions are capped on the lower tiers, from about $9-12 per seat a month billed yearly as of 2025. If you want more features per dollar and do not mind complexity, ClickUp is the alternative.",
      ],
    },
    {
      rank: 2,
      product: "clickup",
      description: "An all-in-one workspace with tasks, docs, whiteboards, goals, time tracking and chat, and a generous free plan.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and figures",
      },
      pros: [
        "Tasks, docs, whiteboards, goals and chat in one workspace",
        "Native time tracking and workload views",
        "Free Forever plan and low-priced paid tiers, as of 2025",
      ],
      bestFor: "Teams that want to replace several tools with one and are willing to configure it.",
      drawback: "So many features and settings make it harder to learn, and large workspaces can feel slow.",
      review: [
        "ClickUp matches monday.com on rating because it offers the most for the money: tasks with custom fields, a dozen views, docs, whiteboards, native time tracking and goals, even on low-priced plans. Teams that left Asana to stop paying for separate wiki and time-tracking tools often land here.",
        "It ranks second, not first, because that depth comes with a learning curve. Setting up spaces, folders and statuses takes planning, new users can feel lost, and big workspaces are sometimes sluggish. If your team needs something it can use on day one, choose monday.com or Trello.",
      ],
    },
    {
      rank: 3,
      product: "trello",
      description: "Atlassian's simple Kanban boards with cards, checklists, Power-Ups and built-in Butler automation.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1484480974693-6ca0a78fb36b",
        alt: "Notebook and pen on a desk, ready for planning the day",
      },
      pros: [
        "Kanban boards anyone can use within minutes",
        "Butler automation built in for rules, buttons and scheduled commands",
        "Power-Ups connect boards to tools such as Slack, Google Drive and Jira",
      ],
      bestFor: "Small teams and simple workflows that move cards from 'to do' to 'done'.",
      drawback: "Complex projects outgrow it: timelines, dashboards and workload views need paid plans, and dependencies are limited.",
      review: [
        "Trello is the simplest tool on this list and the quickest to adopt. A board, a few lists and cards with checklists cover most small-team workflows, and Butler automation moves cards, sets due dates and assigns people without code.",
        "It ranks third because it is narrower than the tools above it. Timeline, table and dashboard views sit on paid plans, dependencies and reporting are basic, and the free plan limits each workspace to ten collaborators as of 2025. If you run multi-step projects with deadlines that depend on each other, choose monday.com or Wrike.",
      ],
    },
    {
      rank: 4,
      product: "notion",
      description: "A connected workspace of docs and databases that you shape into project trackers, wikis and roadmaps.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1434030216411-0b793f4b4173",
        alt: "Person writing notes in a notebook next to a laptop",
      },
      pros: [
        "Docs and task databases live together, so specs sit next to the work",
        "Databases switch between board, table, timeline and calendar views",
        "Templates for projects, sprints, roadmaps and team wikis",
      ],
      bestFor: "Teams that write a lot and want their wiki and project tracker in one place.",
      drawback: "You build the system yourself, and it lacks native workload planning that dedicated tools include.",
      review: [
        "Notion is the pick if your team's work lives in documents. Project pages hold briefs, meeting notes and tasks together, and its databases give you boards, timelines and calendars with sub-tasks and dependencies. It can replace both Asana and a separate wiki.",
        "It ranks fourth because it is a toolkit rather than a finished project manager. Someone has to design the databases and keep them tidy, notifications are easy to miss, and there is no built-in workload view. If you want project management that works out of the box, choose monday.com or ClickUp.",
      ],
    },
    {
      rank: 5,
      product: "wrike",
      description: "Heavy-duty project and resource management with Gantt charts, workload planning, request forms and approvals.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1517245386807-bb43f82c33c4",
        alt: "Group of colleagues meeting around a table with laptops",
      },
      pros: [
        "Interactive Gantt charts with dependencies and critical path",
        "Workload and resource planning across teams",
        "Custom request forms, approvals and proofing for creative work",
      ],
      bestFor: "Larger teams, agencies and PMOs that manage many projects and people at once.",
      drawback: "It takes longer to learn than any other tool here, and its best features sit on higher-priced plans.",
      review: [
        "Wrike scores higher than Trello and Notion because, for complex work, it is the most capable tool on this list: Gantt charts with dependencies, workload planning across teams, request forms that turn incoming asks into tasks, and approvals with proofing for files.",
        "It sits fifth despite its 4.6 because its fit is narrower. Most teams leaving Asana want something simpler or cheaper, and Wrike is neither: the interface is dense, onboarding takes real time, and resource management needs the higher plans. If you run a PMO or a busy agency, move it to the top of your list; otherwise start with monday.com or ClickUp.",
      ],
    },
  ],
  methodology: {
    text: "We compared each tool's free and paid plans as of 2025 against the reasons teams give for leaving Asana, and weighed how quickly a mixed team could adopt it.",
    criteria: [
      "Views and project planning features",
      "Automation and integrations",
      "Ease of adoption for non-technical teammates",
      "Price per seat as the team grows",
    ],
  },
  mustReads: [{ to: "/project-management-best-practices" }, { to: "/agile-vs-waterfall" }, { to: "/team-collaboration-tools" }],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 10000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
