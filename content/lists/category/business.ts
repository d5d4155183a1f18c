import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Business Software: Top 5 Picks for Small and Growing Teams",
    description:
      "The five business software tools we recommend for email and files, team chat, CRM, project management and accounting, with prices and drawbacks.",
    keywords: [
      "best business software",
      "small business software",
      "best crm for small business",
      "project management software",
      "team chat app",
      "accounting software",
    ],
  },
  title: "Best Business Software",
  tagline: "The five tools that cover email, chat, customers, projects and the books.",
  icon: "briefcase",
  intro: [
    "We compared business software across the jobs every company has to handle: email and documents, team communication, customer relationships, project tracking and bookkeeping. The list is for small and mid-size businesses that want tools that work together without an IT department.",
    "Each pick leads its own category, so most teams will use several of them side by side. Per-user prices change often, so the comparison table shows each price with the date of the vendor page it comes from.",
  ],
  summaryHeading: "Our Top 5 Best Business Software",
  entries: [
    {
      rank: 1,
      product: "google-workspace",
      description:
        "Business email on your own domain plus Docs, Sheets, Drive, Meet and Calendar in one subscription. It is the foundation the other tools on this list plug into.",
      rating: 4.7,
      scores: {
        core: {
          score: 4.8,
          why: "Gmail on your own domain, Docs, Sheets, Drive, Meet and Calendar come in one subscription.",
        },
        price: {
          score: 4.5,
          why: "Business Starter is priced per user, and Google raised its Workspace prices in 2025 when it folded Gemini AI into every business plan.",
        },
        integrations: {
          score: 4.8,
          why: "Slack, HubSpot, Asana and QuickBooks all offer Google Workspace connections for sign-in, calendars or files.",
        },
        setup: {
          score: 4.6,
          why: "The admin console adds and removes staff in a few clicks, though connecting your own domain means editing its DNS records.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1497366216548-37526070297c",
        alt: "Modern office workspace with desks",
      },
      pros: [
        "Gmail with your own company domain",
        "Several people can edit the same Docs, Sheets and Slides file at once",
        "Google Meet video calls, shared calendars and cloud storage included",
      ],
      bestFor: "Small and mid-size businesses that need email, files and meetings in one place.",
      drawback: "Complex Excel files with macros don't always convert cleanly to Sheets.",
      review: [
        "Start here because Google Workspace covers the basics every business needs on day one (email, documents, storage and video calls) in a single bill, and Slack, HubSpot, Asana and QuickBooks all connect to it. The admin console makes adding or removing staff simple, and the entry plan's per-user price is in the comparison table.",
        "The weak spot is compatibility with heavy Microsoft Office use: spreadsheets built around Excel macros or complex formatting may need rework, and some clients will still send Word files. If your team lives in Excel and Outlook, Microsoft 365 Business is the better fit.",
      ],
    },
    {
      rank: 2,
      product: "slack",
      description:
        "Team messaging organized into channels, with huddles, file sharing and a large app directory. It moves internal conversation out of crowded inboxes.",
      rating: 4.6,
      scores: {
        core: {
          score: 4.7,
          why: "Channels, huddles with screen sharing, Workflow Builder and Slack Connect channels shared with outside companies.",
        },
        price: {
          score: 4,
          why: "The free plan only shows recent message history, so a team that wants its archive pays per user from the first seat.",
        },
        integrations: {
          score: 4.9,
          why: "The Slack app directory connects Google Drive, Asana, HubSpot, GitHub and many other tools that post into channels.",
        },
        setup: {
          score: 4.7,
          why: "A workspace and its first channels take minutes to create, and new members only need an invite link.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1522071820081-009f0129c71c",
        alt: "Group of colleagues working together on laptops around a shared table",
      },
      pros: [
        "Channels by team, project or client, plus Slack Connect for outside partners",
        "Huddles for quick audio and video calls with screen sharing",
        "Integrations with Google Drive, Asana, HubSpot, GitHub and many other apps",
      ],
      bestFor: "Teams that want faster internal communication than email.",
      drawback: "The free plan only shows recent history, so older messages and files drop out of view.",
      review: [
        "Slack replaces long internal email threads with searchable channels, so new hires can read the history of a project instead of asking for forwards. Huddles handle quick calls, workflows automate routine requests, and integrations post updates from your other tools into the right channel.",
        "The free plan is a trial more than a home: it keeps only recent messages and files in view (the exact window is in the comparison table). Slack can also become a source of constant interruptions if you don't agree on channel rules. If your company already pays for a Microsoft 365 plan that includes Microsoft Teams, that may be enough.",
      ],
    },
    {
      rank: 3,
      product: "hubspot",
      description:
        "A CRM with a free tier for contacts, deals and email tracking, and paid hubs for marketing, sales and service. It gives small businesses a real customer database without upfront cost.",
      rating: 4.4,
      scores: {
        core: {
          score: 4.6,
          why: "The free CRM tools include contact records, deal pipelines, email tracking and a meeting scheduler.",
        },
        price: {
          score: 3.6,
          why: "Starter is priced per seat, but Professional starts at a monthly fee many times higher, per HubSpot's pricing page.",
        },
        integrations: {
          score: 4.7,
          why: "Gmail and Outlook add-ons log email automatically, and HubSpot's app marketplace connects the other tools on this list.",
        },
        setup: {
          score: 4.6,
          why: "Contacts import from a spreadsheet and the default deal pipeline works as is, so a small sales team can start the same day.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and figures",
      },
      pros: [
        "Free CRM with contact records, deal pipelines and a meeting scheduler",
        "Email tracking and templates through Gmail and Outlook integrations",
        "Paid hubs add marketing automation, sales sequences and help desk tools",
      ],
      bestFor: "Small businesses setting up their first CRM.",
      drawback: "Costs rise quickly once you need Professional-tier features or more seats.",
      review: [
        "For a business still tracking customers in spreadsheets, HubSpot's free CRM is the easiest way out. Every email, call and meeting with a contact lands on one timeline, deals move through a visual pipeline, and the Gmail and Outlook add-ons log messages automatically. It is easy enough that a small sales team can set it up in an afternoon.",
        "Watch the pricing ladder. Starter seats are affordable, but automation, custom reporting and larger teams often push you into Professional tiers that cost far more per month (both are in the comparison table). If you need a CRM you can customize heavily on a tight budget, compare Zoho CRM or Pipedrive before committing.",
      ],
    },
    {
      rank: 4,
      product: "asana",
      description:
        "Work management software for planning projects, assigning tasks and tracking deadlines across a team. It keeps everyone clear on who is doing what, and by when.",
      rating: 4.3,
      scores: {
        core: {
          score: 4.6,
          why: "List, board, timeline and calendar views of the same project, with dependencies, forms and rules.",
        },
        price: {
          score: 3.9,
          why: "Timelines, workload views and portfolio reporting sit on paid plans priced per user, above Trello's or ClickUp's entry tiers.",
        },
        integrations: {
          score: 4.5,
          why: "Built-in Slack and Google Workspace integrations create tasks from messages and attach Drive files.",
        },
        setup: {
          score: 4.3,
          why: "Projects, sections and rules give a very small team more structure than it may want on day one.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1552664730-d307ca884978",
        alt: "Colleagues planning work together in a meeting",
      },
      pros: [
        "List, board, timeline and calendar views of the same project",
        "Rules that automate task assignment and status updates",
        "Free Personal plan for individuals and very small teams",
      ],
      bestFor: "Teams juggling several projects with shared deadlines.",
      drawback: "Timelines, advanced automation and portfolio reporting need paid plans.",
      review: [
        "Scattered to-do lists become shared projects in Asana. Each task has one owner and a due date, dependencies show what is blocking what, and you can switch the same project between a list, a Kanban board, a calendar and a timeline. Forms and rules cut down on manual updates, and it integrates with Slack and Google Workspace.",
        "It can feel like more structure than a very small team needs, and the features that make it useful for managers, such as timelines, workload views and portfolio reporting, sit behind paid plans. If you want something simpler and more visual, Trello may suit you; if you want a database-style workspace, look at monday.com or Notion.",
      ],
    },
    {
      rank: 5,
      product: "quickbooks-online",
      description:
        "Cloud accounting software from Intuit for invoicing, expense tracking and financial reports. Many accountants already know it, which makes tax time easier.",
      rating: 4.2,
      scores: {
        core: {
          score: 4.6,
          why: "Bank and card feeds, online-payable invoices and profit and loss, balance sheet and cash flow reports.",
        },
        price: {
          score: 3.5,
          why: "Intuit has raised subscription prices several times in recent years, and payroll and extra users cost more.",
        },
        integrations: {
          score: 4.5,
          why: "It imports transactions from bank and card accounts and gives your accountant a seat of their own.",
        },
        setup: {
          score: 4.1,
          why: "Setting up the chart of accounts and categories is best done with your accountant, which adds a step for a new business.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1454165804606-c3d57bc86b40",
        alt: "Desk with printed charts, a laptop and a notebook",
      },
      pros: [
        "Connects to bank and card accounts to import and categorize transactions",
        "Invoices that customers can pay online by card or bank transfer",
        "Profit and loss, balance sheet and cash flow reports, with a seat for your accountant",
      ],
      bestFor: "Small businesses that want bookkeeping their accountant already uses.",
      drawback: "Subscription prices have risen several times in recent years, and payroll costs extra.",
      review: [
        "QuickBooks Online handles the everyday bookkeeping most small businesses put off: it pulls in bank transactions, suggests categories, sends invoices and tracks who owes you money. Because so many bookkeepers and accountants use it, you can usually invite yours in and skip the year-end scramble. This is software, not tax advice; ask your accountant how to set up your accounts.",
        "Cost is why it sits fifth. Intuit has raised prices several times in recent years, and payroll, extra users and advanced inventory all increase the monthly bill. If you are a freelancer or very small business with simple books, Wave or FreshBooks may cost less.",
      ],
    },
  ],
  methodology: {
    text: "We read each product's documentation and pricing page (each price in the table carries the date of its source) and compared core features, how the price grows per user, integrations with the rest of the list and how easily a team without IT staff can set it up. We did not run our own tests; every score rests on what the vendors document and publish.",
    criteria: [
      {
        id: "core",
        name: "Core features",
        weight: 30,
        measures: "How well it does its main job for a small business.",
      },
      {
        id: "price",
        name: "Price as you grow",
        weight: 25,
        measures: "The per-user price and how fast costs climb with seats and tiers.",
      },
      {
        id: "integrations",
        name: "Integrations",
        weight: 20,
        measures: "Connections to email, calendar and the other tools on this list.",
      },
      {
        id: "setup",
        name: "Ease of setup",
        weight: 25,
        measures: "How quickly a team without IT staff can get it running.",
      },
    ],
  },
  mustReads: [
    { to: "/asana-alternatives" },
    { to: "/crm-systems-small-business" },
    {
      title: "Slack vs. Microsoft Teams: Which Chat App Fits Your Team",
      image: {
        url: "https://images.unsplash.com/photo-1588196749597-9ff075ee6b5b",
        alt: "Person on a video call using a laptop at home",
      },
      to: "#",
    },
  ],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 9000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added; ratings recalculated from them; prices moved to dated vendor records and out of the reviews",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
