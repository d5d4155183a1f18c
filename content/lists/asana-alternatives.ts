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
      scores: {
        planning: {
          score: 5,
          why: "Boards switch between table, Kanban, Gantt with dependencies, timeline and calendar views, and a Workload view shows who is over capacity.",
        },
        automation: {
          score: 4.5,
          why: "No-code rules, WorkForms and Slack and Google Drive integrations are built in, but Standard allows 250 automation actions a month and Basic has none.",
        },
        adoption: {
          score: 5,
          why: "A board template works on day one, and everything is an item on a board that reads like a spreadsheet.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1519389950473-47ba0277781c",
        alt: "Team of colleagues working on laptops around a table",
      },
      pros: [
        "Boards switch between table, Kanban, Gantt, timeline and calendar views",
        'No-code automation recipes such as "when status changes, notify someone"',
        "Dashboards that combine several boards for managers",
      ],
      bestFor: "Teams that want a tool non-technical colleagues will adopt quickly.",
      drawback:
        "Seats are sold in buckets (3, 5, 10 and so on), and lower plans cap automation and integration actions each month.",
      review: [
        "Most teams understand monday.com's color-coded boards within a day, yet it scales to Gantt timelines with dependencies, workload views, dashboards and automation rules when you need them. It fits marketing, operations and client work as well as projects, and WorkForms turn requests from other departments into items on a board.",
        "The pricing model is the drawback. You buy seats in fixed buckets starting at three, so a team of six pays for more seats than it has people; Basic has no automations, and Standard caps them at 250 actions a month. Teams that want more features per dollar, and do not mind complexity, should look at ClickUp.",
      ],
    },
    {
      rank: 2,
      product: "clickup",
      description:
        "An all-in-one workspace with tasks, docs, whiteboards, goals, time tracking and chat, and a generous free plan.",
      scores: {
        planning: {
          score: 5,
          why: "List, board, table, calendar and Gantt views with dependencies, plus a Workload view and native time tracking.",
        },
        automation: {
          score: 5,
          why: "Rules with conditions, a Forms view and Slack and Google Drive integrations, with 1,000 automation runs a month on Unlimited.",
        },
        adoption: {
          score: 4,
          why: "A default Space is ready at sign-up, but team use needs Spaces, Folders, Lists and custom statuses planned first.",
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
        "ClickUp packs the most into a low-priced plan, which makes it the pick for teams ready to swap several tools for one: tasks with custom fields, a dozen views including Gantt and Workload, docs, whiteboards, native time tracking and goals, with 1,000 automation runs a month on Unlimited at $7 a user billed yearly. Teams that left Asana to stop paying for separate wiki and time-tracking tools often land here.",
        "That depth comes with a learning curve, the one score where it trails monday.com. Setting up spaces, folders and statuses takes planning, new users can feel lost, and big workspaces are sometimes sluggish. A team that needs something it can use on day one is better off with monday.com or Trello.",
      ],
    },
    {
      rank: 3,
      product: "trello",
      description: "Atlassian's simple Kanban boards with cards, checklists, Power-Ups and built-in Butler automation.",
      scores: {
        planning: {
          score: 4,
          why: "Board, table, timeline and calendar views on Premium, but no native task dependencies or workload view.",
        },
        automation: {
          score: 4.5,
          why: "Butler rules, buttons and scheduled commands with 1,000 runs a month on Standard, and Slack and Google Drive Power-Ups, but no built-in request forms.",
        },
        adoption: {
          score: 5,
          why: "A board, a few lists and cards are the whole model, and a template board works on day one.",
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
      bestFor: 'Small teams and simple workflows that move cards from "to do" to "done".',
      drawback:
        "Complex projects outgrow it: timelines, dashboards and workload views need paid plans, and dependencies are limited.",
      review: [
        "For small teams with simple workflows, Trello is the simplest tool on this list and the cheapest paid one, at $5 a user a month on Standard billed yearly. A board, a few lists and cards with checklists cover most small-team workflows, and Butler automation moves cards, sets due dates and assigns people without code, with 1,000 runs a month on Standard.",
        "The limits show on bigger projects. Timeline, table and dashboard views sit on Premium, there are no native task dependencies or workload view, and the free plan caps a Workspace at 10 collaborators. Multi-step projects with deadlines that depend on each other belong in monday.com or Wrike.",
      ],
    },
    {
      rank: 4,
      product: "notion",
      description:
        "A connected workspace of docs and databases that you shape into project trackers, wikis and roadmaps.",
      scores: {
        planning: {
          score: 4.5,
          why: "Task databases switch between board, table, timeline and calendar views with dependencies, but there is no workload view.",
        },
        automation: {
          score: 5,
          why: "Database automations with conditions, built-in Notion Forms and Slack and Google Drive integrations, with no monthly run cap listed on Plus.",
        },
        adoption: {
          score: 4.5,
          why: "The Projects template works on day one and everything is a page, but changing how work is tracked means editing databases yourself.",
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
        "If your team's work lives in documents, Notion is the pick. Project pages hold briefs, meeting notes and tasks together, and its databases give you boards, timelines and calendars with sub-tasks and dependencies. Database automations and Notion Forms handle routine updates and incoming requests, so it can replace both Asana and a separate wiki.",
        "It is a toolkit rather than a finished project manager. Someone has to design the databases and keep them tidy, notifications are easy to miss, and there is no built-in workload view. The free plan is meant for one person, so a team needs Plus at $10 a seat a month billed yearly. For project management that works out of the box, choose monday.com or ClickUp.",
      ],
    },
    {
      rank: 5,
      product: "wrike",
      description:
        "Heavy-duty project and resource management with Gantt charts, workload planning, request forms and approvals.",
      outOfOrder:
        "Its 4.6 is above Trello and Notion, but it ranks fifth because its strengths, such as workload planning and approvals, serve larger teams and PMOs, while most teams leaving Asana want something simpler or cheaper.",
      scores: {
        planning: {
          score: 5,
          why: "Interactive Gantt charts with dependencies and critical path, plus workload and resource planning across teams.",
        },
        automation: {
          score: 5,
          why: "Rules, custom request forms and Slack and Google Drive integrations, with 50 automation actions per user a month on Team.",
        },
        adoption: {
          score: 4,
          why: "Templates work on day one, but team use needs spaces, folders and projects planned first.",
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
        "For complex work, Wrike is the most capable tool on this list: Gantt charts with dependencies and critical path, workload planning across teams, request forms that turn incoming asks into tasks, and approvals with proofing for files. Its planning and automation scores are the highest here, which puts its rating above Trello and Notion.",
        "Its fit is narrower than that rating. Most teams leaving Asana want something simpler or cheaper, and Wrike is neither: the interface is dense, team use needs spaces and folders planned first, and Team costs $10 a user a month with 2 GB of storage per user. Run a PMO or a busy agency and it belongs at the top of your list; otherwise start with monday.com or ClickUp.",
      ],
    },
  ],
  methodology: {
    text: "We read each tool's documentation and pricing page (each figure in the table carries the date of its source) and scored them against the reasons teams give for leaving Asana: planning views, automation, how quickly a mixed team could adopt them and the price per seat. Price is computed from each tool's first paid plan; the other scores follow the published rubrics below. We did not run our own tests. Wrike's card says why it ranks fifth despite its rating.",
    criteria: [
      {
        id: "planning",
        name: "Views and planning",
        weight: 40,
        measures: "List, board, timeline, Gantt and workload views, dependencies and resource planning.",
        rubric: {
          5: "Board, table, timeline or Gantt and calendar views, with task dependencies and a workload or resource view",
          4: "Board, table, timeline and calendar views, but no native task dependencies or workload view",
          3: "Board and list or table views, with timeline or calendar only through add-ons",
          2: "Board or list views only",
          1: "A single list of tasks",
        },
      },
      {
        id: "automation",
        name: "Automation and integrations",
        weight: 20,
        measures: "Built-in automation, request forms and connections to the tools a team already uses.",
        rubric: {
          5: "Rules with conditions, built-in request forms, Slack and Google Drive integrations, and 500+ runs a month for a 10-person team",
          4: "Rules with conditions and Slack and Google Drive integrations, but no built-in request forms or under 500 runs a month",
          3: "Rules with triggers and actions, but few native integrations",
          2: "Buttons or fixed recipes only, no rules",
          1: "No built-in automation",
        },
      },
      {
        id: "adoption",
        name: "Ease of adoption",
        weight: 20,
        measures: "How quickly non-technical teammates can use it without training.",
        rubric: {
          5: "A ready-made template works on day one, and there is one building block to learn (an item, a card or a page)",
          4: "A template works on day one, but team use needs a hierarchy (spaces, folders, lists) or custom statuses planned first",
          3: "You build the structure (databases, fields, views) yourself before it works as a project tracker",
          2: "Needs admin configuration or vendor onboarding before a team can start",
          1: "Needs a paid implementation project before first use",
        },
      },
      {
        id: "price",
        name: "Price per seat",
        weight: 20,
        measures: "What one seat costs a month, billed yearly, on the first paid plan.",
        computed: { fact: "price-seat-month", five: 5, one: 25 },
      },
    ],
    tiebreak: "adoption",
  },
  compare: [
    { fact: "price-seat-month", label: "Price a seat a month, first paid plan" },
    { fact: "free-plan-seats", label: "Free plan seats" },
    { fact: "min-seats", label: "Minimum seats, first paid plan" },
    { fact: "storage", label: "Storage, first paid plan" },
    { fact: "automations-month", label: "Automation runs a month, first paid plan" },
  ],
  presets: [
    { label: "Lowest price", levels: { price: 3 } },
    { label: "Easiest to adopt", levels: { adoption: 3 } },
    { label: "Automation first", levels: { automation: 3 } },
  ],
  competition: [
    {
      name: "Jira",
      why: "Built around software issues, sprints and workflows; marketing and operations teams find it harder to adopt than the five here.",
    },
    {
      name: "Basecamp",
      why: "Flat pricing and simple to-dos, but no Gantt chart with dependencies and no workload view.",
    },
    {
      name: "Airtable",
      why: "A database first: project views must be built, and Team costs $20 a seat a month billed yearly.",
    },
    {
      name: "Smartsheet",
      why: "Strong Gantt and forms, but its spreadsheet grid is harder for non-spreadsheet users to adopt than monday.com's boards.",
    },
    {
      name: "Linear",
      why: "Made for software teams' issues and cycles, not for the marketing, operations and client work most Asana teams run.",
    },
  ],
  sources: [
    { title: "monday.com pricing", url: "https://monday.com/pricing" },
    { title: "ClickUp pricing", url: "https://clickup.com/pricing" },
    { title: "Trello pricing", url: "https://trello.com/pricing" },
    {
      title: "How billing works with Trello Premium and Standard",
      url: "https://support.atlassian.com/trello/docs/how-billing-works-with-trello-premium-and-standard/",
    },
    { title: "Notion pricing", url: "https://www.notion.com/pricing" },
    { title: "Wrike pricing", url: "https://www.wrike.com/price/" },
  ],
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
      date: "2026-11-25",
      text: "Each score now follows a published rubric, and price is computed from each tool's price per seat on its first paid plan; the table now compares free-plan seats, minimum seats, storage and automation runs; the ratings and order are unchanged, and Wrike's card says why it ranks fifth",
    },
    {
      date: "2026-11-22",
      text: "Each pick's score on every criterion and the weights now shown; every price now shows the date of its source, and reviews point to the comparison table for prices",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
