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
    "We compared business software across the jobs every company has to handle: email and documents, team communication, customer relationships, bookkeeping and project tracking. The list is for small and mid-size businesses that want tools that work together without an IT department.",
    "The five do different jobs, so most teams will use several of them side by side, and we score them only on what the jobs share. Per-user prices change often, so the comparison table shows each price with the date of the vendor page it comes from.",
  ],
  jobs: "These five do different jobs: email and documents, team chat, customer records, accounting and project management. We score each on what every job shares: the price per user for a team of five, the free plan, sign-in security, and how it connects to your other tools.",
  summaryHeading: "Our Top 5 Best Business Software",
  entries: [
    {
      rank: 1,
      product: "google-workspace",
      job: "Email, documents and meetings",
      runnerUp: {
        name: "Microsoft 365 Business Standard",
        why: "The better fit if your team works in desktop Excel and Outlook, but it has no free plan and costs more per user than Business Starter.",
      },
      description:
        "Business email on your own domain plus Docs, Sheets, Drive, Meet and Calendar in one subscription. It is the foundation the other tools on this list plug into.",
      scores: {
        "free-plan": {
          score: 3,
          why: "No free plan for email on your own domain; Google offers a 14-day free trial instead.",
        },
        security: {
          score: 5,
          why: "Admins can enforce 2-Step Verification for every user, and Business Starter supports SAML single sign-on with your identity provider.",
        },
        integrations: {
          score: 5,
          why: "Workspace Marketplace add-ons, public APIs for Gmail, Drive and Calendar, a Zapier connector, and Google Workspace Sync for Microsoft Outlook.",
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
        "Google Workspace covers the basics every business needs on day one, email on your own domain, documents, storage and video calls, in a single bill. It also does well on what this list compares: the per-user price is among the lowest here, admins can require 2-Step Verification for everyone, single sign-on works on the entry plan, and Slack, HubSpot and Asana all connect to it.",
        "It has no free plan, only a 14-day trial, which costs it points against the others. In daily use the weak spot is heavy Microsoft Office work: spreadsheets built around Excel macros or complex formatting may need rework, and some clients will still send Word files. Teams that live in Excel and Outlook will fit better in Microsoft 365 Business.",
      ],
    },
    {
      rank: 2,
      product: "slack",
      job: "Team chat",
      runnerUp: {
        name: "Microsoft Teams",
        why: "Often already paid for inside a Microsoft 365 plan, so it suits companies on Microsoft 365; teams on Google Workspace get more from Slack's official Google apps.",
      },
      description:
        "Team messaging organized into channels, with huddles, file sharing and a large app directory. It moves internal conversation out of crowded inboxes.",
      scores: {
        "free-plan": {
          score: 4,
          why: "The free plan has no time limit and no member cap, but shows only the last 90 days of messages and allows 10 app integrations.",
        },
        security: {
          score: 4,
          why: "Owners can require two-factor sign-in for everyone on every plan, Free and Pro included; SAML single sign-on starts on Business+.",
        },
        integrations: {
          score: 5,
          why: "Slack Marketplace apps, a public API, a Zapier connector, and official Google Calendar and Outlook Calendar apps, with unlimited integrations on Pro.",
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
        "Slack replaces long internal email threads with searchable channels, so new hires can read the history of a project instead of asking for forwards. Huddles handle quick calls, workflows automate routine requests, and integrations post updates from your other tools into the right channel. Owners can require two-factor sign-in on every plan, including Free.",
        "The free plan is a trial more than a home: it keeps only the last 90 days of messages in view and allows 10 integrations. Slack can also become a source of constant interruptions if you don't agree on channel rules. A company that already pays for a Microsoft 365 plan that includes Microsoft Teams may find that enough.",
      ],
    },
    {
      rank: 3,
      product: "hubspot",
      job: "Customer records and sales (CRM)",
      runnerUp: {
        name: "Pipedrive",
        why: "A tidy, pipeline-first CRM for sales teams, but it has no free plan, only a 14-day trial.",
      },
      description:
        "A CRM with free tools for contacts, deals and email tracking, and paid hubs for marketing, sales and service. It gives small businesses a real customer database without upfront cost.",
      scores: {
        "free-plan": {
          score: 4,
          why: "Free CRM tools with no time limit, for up to two users.",
        },
        security: {
          score: 4,
          why: "HubSpot requires two-factor sign-in for every user on Starter, Professional and Enterprise accounts.",
        },
        integrations: {
          score: 5,
          why: "HubSpot's App Marketplace, a public API, a Zapier connector, and its own Gmail and Outlook integrations that log email to contact records.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and figures",
      },
      pros: [
        "Free CRM tools with contact records, deal pipelines and a meeting scheduler",
        "Email tracking and templates through Gmail and Outlook integrations",
        "Paid hubs add marketing automation, sales sequences and help desk tools",
      ],
      bestFor: "Small businesses setting up their first CRM.",
      drawback: "Costs rise quickly once you need Professional-tier features or more seats.",
      review: [
        "For a business still tracking customers in spreadsheets, HubSpot's free CRM tools are the easiest way out. Every email, call and meeting with a contact lands on one timeline, deals move through a visual pipeline, and the Gmail and Outlook integrations log messages automatically. Every paid account requires two-factor sign-in, so customer data is better protected from the start.",
        "Watch the pricing ladder. Starter seats cost the most per user of the five tools here, the free tools stop at two users, and automation, custom reporting and larger teams often push you into Professional, which costs far more per month (both prices are in the price line). Compare Zoho CRM or Pipedrive before committing if you need a cheaper CRM.",
      ],
    },
    {
      rank: 4,
      product: "zoho-books",
      job: "Accounting",
      runnerUp: {
        name: "QuickBooks Online",
        why: "Strong on accountant access in our accounting list, but a team of five needs its Plus plan, the costliest per user of the accounting apps we compared, and it has no free plan.",
      },
      description:
        "Full double-entry accounting with three users on its entry plan, extra users sold one at a time and a free plan for very small businesses.",
      scores: {
        "free-plan": {
          score: 4,
          why: "A free plan with no time limit for one user plus an accountant, capped at 1,000 invoices a year.",
        },
        security: {
          score: 4,
          why: "Zoho organization admins can require multi-factor sign-in for every user.",
        },
        integrations: {
          score: 4,
          why: "A public API from the Standard plan, a Zapier connector and Zoho Marketplace extensions, with its closest links to other Zoho apps.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1454165804606-c3d57bc86b40",
        alt: "Desk with printed charts, a laptop and a notebook",
      },
      pros: [
        "Free plan for one user plus an accountant",
        "Bank rules, reconciliation suggestions, recurring invoices and automatic reminders",
        "Three users on the Standard plan, with extra users sold one at a time",
      ],
      bestFor:
        "Small teams that want several people working in the books at a low cost, especially if they use other Zoho apps.",
      drawback: "Zoho Payroll covers only some US states, and its closest connections are to other Zoho apps.",
      review: [
        "Zoho Books handles the everyday bookkeeping most small businesses put off: it pulls in bank transactions, applies your bank rules, suggests matches when you reconcile, and sends recurring invoices with automatic reminders. For a team of five it is the cheapest per user of the five tools here, because Standard includes three users and extra users are sold one at a time, and very small businesses can start free.",
        "It rates lower here than on our accounting list because the two lists measure different things. There we score bookkeeping, invoicing and accountant reports, which are its strengths; here we score only what all five jobs share, and its connections lean on other Zoho apps. This is software, not tax advice; ask your accountant how to set up your accounts.",
      ],
    },
    {
      rank: 5,
      product: "asana",
      job: "Project management",
      runnerUp: {
        name: "monday.com",
        why: "A flexible work board, but its free plan covers two seats and its paid plans are sold in seat buckets from three seats rather than per user.",
      },
      description:
        "Work management software for planning projects, assigning tasks and tracking deadlines across a team. It keeps everyone clear on who is doing what, and by when.",
      scores: {
        "free-plan": {
          score: 4,
          why: "The free Personal plan has no time limit and covers up to 10 users, but leaves out timelines and automation rules.",
        },
        security: {
          score: 3,
          why: "Each user can turn on two-factor sign-in, but only Enterprise plans let admins require it for everyone.",
        },
        integrations: {
          score: 5,
          why: "Asana's app directory, a public API, a Zapier connector, and add-ons for both Gmail and Outlook.",
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
      drawback:
        "Admins can require two-factor sign-in only on Enterprise plans, and workload views and portfolios need Advanced.",
      review: [
        "Scattered to-do lists become shared projects in Asana. Each task has one owner and a due date, dependencies show what is blocking what, and you can switch the same project between a list, a Kanban board, a calendar and a timeline. Forms and rules cut down on manual updates, and it connects to Slack, Google Workspace, Gmail and Outlook.",
        "Two numbers keep it fifth here: admins can require two-factor sign-in only on Enterprise plans, and its per-user price is the second highest of the five. The features that make it useful for managers, such as workload views and portfolios, sit on the Advanced plan. Trello may suit you better if you want something simpler and more visual; for a database-style workspace, look at monday.com or Notion.",
      ],
    },
  ],
  methodology: {
    text: "We read each product's pricing page (each price in the table carries the date of its source), security help pages and integration documentation, and scored only what all five jobs share: the price per user for a team of five, the free plan, sign-in security and connections to other tools. How well each tool does its own job is in the reviews, not the rating. We did not run our own tests; every score rests on what the vendors document and publish.",
    criteria: [
      {
        id: "price",
        name: "Price per user, team of five",
        weight: 30,
        measures:
          "The cheapest plan that fits five people, billed monthly, divided by five: $10 or less earns 5, $50 or more earns 1",
        computed: { fact: "price-user-month-5", five: 10, one: 50 },
      },
      {
        id: "free-plan",
        name: "Free plan",
        weight: 15,
        measures: "Whether a small team can start without paying, and what the free plan leaves out",
        rubric: {
          5: "A free plan with no time limit for three or more users that covers the core job without cut-down history or features",
          4: "A free plan with no time limit, but with a user cap, shorter history or missing features that growing teams pay to lift",
          3: "No free plan, but a free trial of 14 days or more",
          2: "A free trial shorter than 14 days",
          1: "No free plan or trial",
        },
      },
      {
        id: "security",
        name: "Sign-in security",
        weight: 25,
        measures: "Whether admins can require two-step sign-in and use single sign-on on the entry paid plan",
        rubric: {
          5: "Admins can require two-step sign-in for everyone, and SAML single sign-on is included on the entry paid plan",
          4: "Two-step sign-in is required, or admins can require it for everyone, on the entry paid plan",
          3: "Each user can turn on two-step sign-in, but only higher plans let admins require it",
          2: "Two-step sign-in is optional, and no plan lets admins require it",
          1: "No two-step sign-in",
        },
      },
      {
        id: "integrations",
        name: "Connects to your other tools",
        weight: 30,
        measures:
          "APIs, connectors, app marketplaces and official add-ons for Google and Microsoft email and calendars",
        rubric: {
          5: "Public API and Zapier connector, its own app marketplace, and official add-ons or sync for both Google and Microsoft email and calendars",
          4: "Public API, Zapier connector and its own app marketplace, without official add-ons for both Google and Microsoft email",
          3: "Public API and Zapier connector, but no app marketplace",
          2: "Only a Zapier connector or only a public API",
          1: "No API and no connectors",
        },
      },
    ],
    tiebreak: "integrations",
  },
  compare: [
    { fact: "price-user-month-5", label: "Per user a month, team of five" },
    { fact: "free-plan", label: "Free plan" },
    { fact: "free-plan-users", label: "Users on the free plan" },
  ],
  presets: [
    { label: "Lowest price", levels: { price: 3, "free-plan": 3 } },
    { label: "Security first", levels: { security: 3 } },
    { label: "Fits our other tools", levels: { integrations: 3 } },
  ],
  competition: [
    {
      name: "Microsoft 365 Business Basic",
      why: "Includes web and mobile Office apps only; desktop Word, Excel and Outlook need Business Standard.",
    },
    { name: "Zoom Workplace", why: "The free Basic plan ends group meetings at 40 minutes." },
    {
      name: "Trello",
      why: "Free for up to 10 collaborators per Workspace, but timeline and calendar views need its Premium plan.",
    },
    {
      name: "Xero",
      why: "No free plan, and its Early plan allows 20 invoices and 5 bills a month.",
    },
    {
      name: "QuickBooks Online",
      why: "No free plan, and a team of five needs its Plus plan, the costliest per user of the accounting apps we compared.",
    },
  ],
  sources: [
    { title: "Google Workspace: Pricing", url: "https://workspace.google.com/pricing" },
    { title: "Slack: Pricing", url: "https://slack.com/pricing" },
    { title: "HubSpot: Pricing", url: "https://www.hubspot.com/pricing/marketing" },
    { title: "Zoho Books: Pricing (US)", url: "https://www.zoho.com/us/books/pricing/" },
    { title: "Asana: Pricing", url: "https://asana.com/pricing" },
    {
      title: "Slack Help Center: Mandatory workspace two-factor authentication",
      url: "https://slack.com/help/articles/212221668-Mandatory-workspace-two-factor-authentication-",
    },
    {
      title: "HubSpot Knowledge Base: Manage your account security in the HubSpot Security Center",
      url: "https://knowledge.hubspot.com/settings/manage-your-account-security-in-the-hubspot-security-center",
    },
    {
      title: "Asana Help Center: Mandatory two-factor authentication",
      url: "https://help.asana.com/hc/en-us/articles/14074927390619-Mandatory-two-factor-authentication",
    },
  ],
  mustReads: [{ to: "/asana-alternatives" }, { to: "/crm-systems-small-business" }, { to: "/slack-vs-teams" }],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 9000,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated on what every tool shares: price per user for a team of five, the free plan, sign-in security and connections to other tools; each pick now names its job and runner-up; Zoho Books replaces QuickBooks Online as the accounting pick, and Asana moves to fifth",
    },
    {
      date: "2026-11-22",
      text: "Each pick now shows its score on every criterion, with the weights; prices now show the date of the vendor page they come from",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
