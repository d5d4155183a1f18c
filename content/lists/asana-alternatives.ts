import type { RankedListInput } from "../schema/lists";

export default {
  meta: {
    title: "Best Asana Alternatives: Top 5 Project Management Tools",
    description:
      "Five project management tools to use instead of Asana, compared on views, automation, docs, ease of adoption and price per seat.",
    keywords: [
      "asana alternatives",
      "project management software",
      "monday.com vs asana",
      "clickup vs asana",
      "task management tools",
    ],
  },
  back: { label: "Back to Categories", to: "/categories" },
  title: "Best Asana Alternatives",
  tagline: "Five project management tools that fix what pushes teams away from Asana.",
  icon: "list-checks",
  intro: [
    "Asana is a strong task manager, but it is not the right fit for every team. We compared five alternatives on the views they offer (list, board, timeline, calendar), automation, built-in docs, resource and workload planning, how fast a team can adopt them and how the price grows with each seat.",
    "Plans and prices change often, so the comparison table shows each price with the date of the vendor page it comes from. Most of these tools have a free plan or trial, so try your real workflow with two or three teammates before you move everyone.",
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
      description:
        "A flexible, colorful work platform where boards switch between table, Kanban, timeline and calendar views, with easy automation rules.",
      rating: 4.7,
      scores: {
        planning: {
          score: 4.8,
          why: "Each board switches between table, Kanban, Gantt, timeline and calendar views, and dashboards combine several boards.",
        },
        automation: {
          score: 4.6,
          why: "No-code recipes such as 'when status changes, notify someone' are easy to set up, but lower plans cap automation and integration actions each month.",
        },
        adoption: {
          score: 4.9,
          why: "Color-coded boards that read like a spreadsheet let non-technical colleagues start working without training.",
        },
        price: {
          score: 4.3,
          why: "Seats are sold in buckets starting at three, so a team of six pays for more seats than it uses.",
        },
      },
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
      drawback:
        "Seats are sold in buckets (3, 5, 10 and so on), and lower plans cap automation and integration actions each month.",
      review: [
        "No Asana alternative is easier to roll out than monday.com, which is why it leads: most teams understand its color-coded boards within a day, yet it scales to timelines, dashboards and automation rules when you need them. It fits marketing, operations and client work as well as projects.",
        "The pricing model is the drawback. You buy seats in fixed buckets, so a team of six pays for more seats than it has people, and automation and integration actions are capped on the lower tiers; the per-seat prices are in the comparison table. If you want more features per dollar and do not mind complexity, ClickUp is the alternative.",
      ],
    },
    {
      rank: 2,
      product: "clickup",
      description:
        "An all-in-one workspace with tasks, docs, whiteboards, goals, time tracking and chat, and a generous free plan.",
      rating: 4.7,
      scores: {
        planning: {
          score: 4.9,
          why: "Tasks with custom fields, a dozen views including Gantt and workload, plus docs, whiteboards, goals and native time tracking.",
        },
        automation: {
          score: 4.6,
          why: "Automation rules and many integrations are built in, though each plan caps how many automation runs you get a month.",
        },
        adoption: {
          score: 4,
          why: "Spaces, folders, lists and custom statuses need planning before a team starts, and new users can feel lost.",
        },
        price: {
          score: 4.9,
          why: "The Free Forever plan allows unlimited members, and the Unlimited plan's per-user price is among the lowest here, per ClickUp's pricing page.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1454165804606-c3d57bc86b40",
        alt: "Desk with printed charts, a laptop and a notebook",
      },
      pros: [
        "Tasks, docs, whiteboards, goals and chat in one workspace",
        "Native time tracking and workload views",
        "Free Forever plan with unlimited members and tasks",
      ],
      bestFor: "Teams that want to replace several tools with one and are willing to configure it.",
      drawback: "So many features and settings make it harder to learn, and large workspaces can feel slow.",
      review: [
        "ClickUp matches monday.com on rating because it offers the most for the money: tasks with custom fields, a dozen views, docs, whiteboards, native time tracking and goals, even on low-priced plans. Teams that left Asana to stop paying for separate wiki and time-tracking tools often land here.",
        "That depth is also why it sits second, not first: it comes with a learning curve. Setting up spaces, folders and statuses takes planning, new users can feel lost, and big workspaces are sometimes sluggish. If your team needs something it can use on day one, choose monday.com or Trello.",
      ],
    },
    {
      rank: 3,
      product: "trello",
      description: "Atlassian's simple Kanban boards with cards, checklists, Power-Ups and built-in Butler automation.",
      rating: 4.5,
      scores: {
        planning: {
          score: 4,
          why: "Kanban boards are excellent, but timeline, table and dashboard views need paid plans and dependencies are basic.",
        },
        automation: {
          score: 4.6,
          why: "Butler automation for rules, buttons and scheduled commands is built in, and Power-Ups connect Slack, Google Drive and Jira.",
        },
        adoption: {
          score: 5,
          why: "A board, a few lists and cards with checklists are the whole model, so anyone can use it within minutes.",
        },
        price: {
          score: 4.8,
          why: "The free plan covers a small team, and Standard is the cheapest paid per-user tier of the five, per Trello's pricing page.",
        },
      },
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
      drawback:
        "Complex projects outgrow it: timelines, dashboards and workload views need paid plans, and dependencies are limited.",
      review: [
        "Trello is the simplest tool on this list and the quickest to adopt. A board, a few lists and cards with checklists cover most small-team workflows, and Butler automation moves cards, sets due dates and assigns people without code.",
        "Its narrower scope keeps it below the two leaders. Timeline, table and dashboard views sit on paid plans, dependencies and reporting are basic, and the free plan caps how many collaborators a Workspace can have (the cap is in the comparison table). If you run multi-step projects with deadlines that depend on each other, choose monday.com or Wrike.",
      ],
    },
    {
      rank: 4,
      product: "notion",
      description:
        "A connected workspace of docs and databases that you shape into project trackers, wikis and roadmaps.",
      rating: 4.5,
      scores: {
        planning: {
          score: 4.5,
          why: "Task databases switch between board, table, timeline and calendar views with sub-tasks and dependencies, but there is no workload view.",
        },
        automation: {
          score: 4.4,
          why: "Database automation rules, buttons and integrations handle routine updates once someone has built the databases.",
        },
        adoption: {
          score: 4.3,
          why: "Writing pages is easy, but someone has to design the databases and keep them tidy before it works as a project tracker.",
        },
        price: {
          score: 4.6,
          why: "There is a free plan, and one paid seat covers both the wiki and the project tracker, so it can replace two subscriptions.",
        },
      },
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
        "Notion is a toolkit rather than a finished project manager, which keeps it at fourth. Someone has to design the databases and keep them tidy, notifications are easy to miss, and there is no built-in workload view. If you want project management that works out of the box, choose monday.com or ClickUp.",
      ],
    },
    {
      rank: 5,
      product: "wrike",
      description:
        "Heavy-duty project and resource management with Gantt charts, workload planning, request forms and approvals.",
      rating: 4.6,
      scores: {
        planning: {
          score: 5,
          why: "Interactive Gantt charts with dependencies and critical path, plus workload and resource planning across teams.",
        },
        automation: {
          score: 4.8,
          why: "Custom request forms turn incoming asks into tasks, and approvals with proofing route files to the right reviewer.",
        },
        adoption: {
          score: 3.8,
          why: "The interface is dense and takes longer to learn than any other tool here, so onboarding needs real time.",
        },
        price: {
          score: 4.4,
          why: "There is a free plan and the Team plan is priced per user, but resource management sits on the higher-priced plans.",
        },
      },
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
    text: "We read each tool's documentation and pricing page (each price in the table carries the date of its source) and compared them against the reasons teams give for leaving Asana: planning views, automation, how quickly a mixed team could adopt them and the price per seat. We did not run our own tests; every score rests on what the vendors document and publish.",
    criteria: [
      {
        id: "planning",
        name: "Views and planning",
        weight: 40,
        measures: "List, board, timeline, Gantt and workload views, dependencies and resource planning.",
      },
      {
        id: "automation",
        name: "Automation and integrations",
        weight: 20,
        measures: "Built-in automation, request forms and connections to the tools a team already uses.",
      },
      {
        id: "adoption",
        name: "Ease of adoption",
        weight: 20,
        measures: "How quickly non-technical teammates can use it without training.",
      },
      {
        id: "price",
        name: "Price per seat",
        weight: 20,
        measures: "What the free plan covers and how the price grows with each seat.",
      },
    ],
  },
  mustReads: [
    { to: "/project-management-best-practices" },
    { to: "/agile-vs-waterfall" },
    { to: "/team-collaboration-tools" },
  ],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 10000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added behind the unchanged ratings; prices moved to dated vendor records and out of the reviews",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
