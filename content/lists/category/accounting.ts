import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Accounting Software for Small Business: Top 5 Compared",
    description:
      "We compared bookkeeping, invoicing, bank feeds, payroll options and price to rank five accounting apps for small businesses and freelancers.",
    keywords: [
      "best accounting software",
      "small business accounting software",
      "quickbooks alternatives",
      "free accounting software",
      "invoicing software",
    ],
  },
  title: "Best Accounting Software",
  tagline: "Five accounting apps that keep your books tidy, from free invoicing to full small-business ledgers.",
  icon: "calculator",
  intro: [
    "We compared cloud accounting software for freelancers and small businesses: how well each one handles bank feeds and reconciliation, invoicing and online payments, reports for your accountant, payroll, inventory and users, and what the cheapest paid plan costs.",
    "This is general information, not tax or accounting advice. Prices and plan limits change often; each figure in the comparison table carries the date of the vendor page it comes from. For tax rules, rely on the IRS and a qualified accountant or enrolled agent rather than the software's defaults.",
  ],
  summaryHeading: "Our Top 5 Best Accounting Software",
  entries: [
    {
      rank: 1,
      product: "zoho-books",
      description:
        "Full double-entry accounting with bank rules, a free plan for very small businesses, three users on its entry paid plan and a payroll add-on from Zoho.",
      scores: {
        bookkeeping: {
          score: 5,
          why: "Bank rules categorize imported transactions, and Zoho Books suggests matching entries when you reconcile a bank account.",
        },
        invoicing: {
          score: 5,
          why: "Card and bank payments through connected gateways, recurring invoices and automatic reminders, with 5,000 invoices a year on Standard.",
        },
        accountant: {
          score: 4,
          why: "The free plan includes an accountant seat beside the owner, and general ledger and trial balance reports are built in.",
        },
        growth: {
          score: 5,
          why: "Zoho sells its own payroll add-on (in some US states), Zoho Books tracks inventory, and the Standard plan includes three users.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1551288049-bebda4e38f71",
        alt: "Laptop screen showing charts and graphs on an analytics dashboard",
      },
      pros: [
        "Free plan for one user plus an accountant, up to 1,000 invoices a year",
        "Bank rules, reconciliation suggestions, recurring invoices and automatic payment reminders",
        "Three users on the Standard plan, and native links to Zoho CRM and Zoho Inventory",
      ],
      bestFor:
        "Small businesses that want full accounting for a few people at a low price, especially if they already use Zoho apps.",
      drawback:
        "Zoho Payroll covers only some US states, so many employers will still need a separate payroll service.",
      review: [
        "Zoho Books comes first because it pairs complete bookkeeping with a low-cost way to get a small team into the books: bank rules and reconciliation suggestions, recurring invoices with automatic reminders, and three users on the Standard plan, with a free plan for one user plus an accountant. It links directly to Zoho CRM and Zoho Inventory, and Zoho sells its own payroll add-on.",
        "The limits are practical ones. Zoho Payroll works in only some US states, the free plan caps invoices at 1,000 a year, and outside the Zoho suite you rely on its API, Zapier or Zoho Marketplace extensions. If your accountant already works in QuickBooks Online, or you need payroll in a state Zoho does not cover, QuickBooks Online is the safer choice.",
      ],
    },
    {
      rank: 2,
      product: "quickbooks-online",
      description:
        "Complete small-business accounting with strong bank feeds, two accountant users on every plan and Intuit's own payroll add-on.",
      scores: {
        bookkeeping: {
          score: 5,
          why: "Bank rules categorize recurring transactions automatically, and the bank feed suggests matches to existing entries before you reconcile.",
        },
        invoicing: {
          score: 5,
          why: "Invoices customers can pay online by card or bank transfer, recurring invoices and automatic reminders, with no invoice cap on Simple Start.",
        },
        accountant: {
          score: 5,
          why: "Every plan includes two accountant users at no charge, reports include the general ledger and trial balance, and Intuit certifies ProAdvisors.",
        },
        growth: {
          score: 4,
          why: "Intuit sells its own payroll add-on and the Plus plan tracks inventory, but Simple Start allows one billed user.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and figures",
      },
      pros: [
        "Two accountant users included on every plan, plus Intuit's ProAdvisor program for accountants",
        "Bank rules and match suggestions that cut manual categorizing",
        "Intuit's own payroll add-on, and inventory tracking on the Plus plan",
      ],
      bestFor: "Small businesses that work closely with an accountant and want payroll from the same company.",
      drawback: "It has the highest entry price of the five, and Simple Start allows only one billed user.",
      review: [
        "If you work closely with an accountant, QuickBooks Online makes that easiest: every plan includes two accountant users at no charge, and Intuit certifies accountants and bookkeepers as ProAdvisors. It matches Zoho Books on bookkeeping and invoicing, bank rules and match suggestions keep the bank feed tidy, and you can add Intuit's own payroll and, on the Plus plan, inventory tracking.",
        "Price is what the numbers hold against it. Simple Start costs the most of the five, covers one billed user, and there is no free plan, so a growing team pays more as it moves up a tier. If several people need access on a budget, Xero includes unlimited users on every plan; if you mainly send invoices and track expenses, Wave costs less.",
      ],
    },
    {
      rank: 3,
      product: "xero",
      description:
        "Capable accounting with unlimited users on every plan and bank reconciliation you confirm with one click.",
      scores: {
        bookkeeping: {
          score: 5,
          why: "Bank rules categorize repeat transactions, and the reconciliation screen proposes a match for each bank line that you confirm with one click.",
        },
        invoicing: {
          score: 4,
          why: "Card and bank payments through providers such as Stripe and GoCardless, repeating invoices and reminders, but Early allows 20 invoices a month.",
        },
        accountant: {
          score: 5,
          why: "Unlimited users on every plan let your accountant join at no charge, general ledger and trial balance reports are standard, and Xero certifies advisors.",
        },
        growth: {
          score: 4,
          why: "Unlimited users on every plan and inventory tracking, but US payroll runs through Gusto, a separate subscription.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1450101499163-c8848c66ca85",
        alt: "Close-up of a hand writing on financial paperwork with a pen",
      },
      pros: [
        "Unlimited users on every plan, including your accountant and bookkeeper",
        "Reconciliation that proposes a match for each bank transaction",
        "Inventory tracking, with US payroll available through Gusto",
      ],
      bestFor: "Small teams that want several people, plus their accountant, in the books without paying per user.",
      drawback:
        "The Early plan allows 20 invoices and 5 bills a month, and US payroll needs a separate Gusto subscription.",
      review: [
        "Reconciliation is where Xero shines: it proposes a match for each bank transaction and you confirm it with a click, while bank rules handle the repeats. Every plan includes unlimited users, so your bookkeeper, accountant and business partner can all work in the books without extra charges, and Xero runs a certification program for the advisors who support it.",
        "Two gaps hold its score down. The Early plan allows only 20 invoices and 5 bills a month, so an active business soon needs a higher tier, and US payroll is not built in; you connect Gusto and pay for it separately. For payroll from the same company as your accounting, choose QuickBooks Online or Zoho Books.",
      ],
    },
    {
      rank: 4,
      product: "wave",
      description:
        "Free invoicing and double-entry bookkeeping, with a low-cost Pro plan that adds automatic bank imports, reminders and more users.",
      scores: {
        bookkeeping: {
          score: 4.5,
          why: "Pro imports bank transactions automatically and categorizes them for you, and reconciliation is built in; the free Starter plan relies on statement uploads.",
        },
        invoicing: {
          score: 5,
          why: "Unlimited invoices, card and bank payments through Wave Payments, recurring invoices, and automatic payment reminders on Pro.",
        },
        accountant: {
          score: 4,
          why: "Pro lets you invite your accountant as an admin, editor or viewer, and general ledger and trial balance reports are built in.",
        },
        growth: {
          score: 4,
          why: "Wave sells its own payroll add-on and Pro lets you invite users, but Wave has no inventory tracking.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1554224154-26032ffc0d07",
        alt: "Calculator and financial paperwork on a desk",
      },
      pros: [
        "Free Starter plan with unlimited invoices and double-entry bookkeeping",
        "Pro adds automatic bank imports, receipt scanning and payment reminders",
        "Wave's own payroll add-on, and Wave Advisors for bookkeeping help",
      ],
      bestFor: "Sole proprietors and side businesses in the US or Canada that want to keep costs low.",
      drawback:
        "It serves only the US and Canada, has no inventory tracking, and automatic bank imports need the paid Pro plan.",
      review: [
        "Real double-entry accounting and unlimited invoices for free are rare, and Wave offers both on its Starter plan. Pro, the cheapest paid plan of the five, adds automatic bank imports that it categorizes for you, payment reminders and invited users, so your accountant can work in the same books. Wave also sells its own payroll add-on.",
        "Growth is where it falls short: there is no inventory tracking, it serves only businesses in the US and Canada, and on the free plan you upload bank statements yourself. If you sell products or expect to hire, start with Zoho Books, whose free plan grows into paid tiers, or QuickBooks Online.",
      ],
    },
    {
      rank: 5,
      product: "freshbooks",
      description:
        "Invoicing-first accounting for freelancers and service businesses, with time tracking, proposals and a client portal.",
      scores: {
        bookkeeping: {
          score: 4.5,
          why: "Bank connections import transactions, and reconciliation on Plus and above suggests a matching FreshBooks entry for each bank line.",
        },
        invoicing: {
          score: 4,
          why: "Card and bank payments, recurring invoices, automatic reminders and late fees, but the Lite plan bills at most five clients.",
        },
        accountant: {
          score: 4,
          why: "General ledger and trial balance reports on Plus and above, and FreshBooks certifies accountants, but an accountant takes a paid team seat.",
        },
        growth: {
          score: 4,
          why: "FreshBooks sells its own payroll add-on and tracks inventory counts on items, but Lite covers only the owner.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d",
        alt: "Person typing on a laptop at a desk",
      },
      pros: [
        "Automatic payment reminders and late fees that chase slow payers",
        "Built-in time tracking and project billing",
        "Estimates, proposals and a client portal where customers can pay",
      ],
      bestFor: "Freelancers, consultants and agencies that bill for time.",
      drawback:
        "The Lite plan bills only five clients and leaves out bank reconciliation and double-entry reports, which start on Plus.",
      review: [
        "If you bill for your time, FreshBooks is the easiest way on this list to get paid. You track hours against a project, turn them into an invoice in a few clicks, and let automatic reminders and late fees chase slow payers. Clients can view estimates, approve proposals and pay in the portal.",
        "The entry plan is what holds its rating down. Lite bills at most five clients and covers only the owner, while bank reconciliation and double-entry reports start on Plus, and each team member, including an accountant, adds to the monthly bill. Anyone after full bookkeeping at the entry price will do better with Zoho Books or Wave.",
      ],
    },
  ],
  methodology: {
    text: "We compared each app's published plans, pricing pages and help documentation on the bookkeeping jobs a small business does every month, from matching bank transactions to sending invoices and running reports for tax time. Features count on any plan, and each reason names the plan where that matters; the price score uses the cheapest paid plan billed monthly. We did not run the apps on a business of our own; every score rests on what the vendors document.",
    criteria: [
      {
        id: "bookkeeping",
        name: "Bank feeds and reconciliation",
        weight: 30,
        measures: "How bank and card transactions import, get categorized and reconcile",
        rubric: {
          5: "Automatic bank feeds, rules you set to categorize transactions, and suggested matches when you reconcile",
          4: "Automatic bank feeds and a reconciliation tool",
          3: "Automatic bank feeds, but no reconciliation tool",
          2: "Bank transactions come in only by uploading statement files",
          1: "No bank import; every transaction is typed in by hand",
        },
      },
      {
        id: "invoicing",
        name: "Invoicing and getting paid",
        weight: 20,
        measures: "Online payments, recurring invoices, reminders, and caps on the cheapest paid plan",
        rubric: {
          5: "Card and bank payments, recurring invoices and automatic reminders, with 1,000+ invoices a year and no client cap on the cheapest paid plan",
          4: "Card and bank payments, recurring invoices and automatic reminders, but the cheapest paid plan caps invoices or clients below that",
          3: "Online card or bank payments, but no recurring invoices or no automatic reminders",
          2: "Invoices without online payment",
          1: "No invoicing",
        },
      },
      {
        id: "accountant",
        name: "Reports and accountant access",
        weight: 20,
        measures: "Tax-time reports, and how easily and cheaply your accountant can work in the books",
        rubric: {
          5: "Accountant users at no charge on every paid plan, general ledger and trial balance reports, and a certification program the vendor runs for accountants",
          4: "General ledger and trial balance reports, plus either free accountant users or a vendor certification program for accountants",
          3: "General ledger and trial balance reports, but accountant users cost extra and there is no certification program",
          2: "Accountant access, but no general ledger or trial balance report",
          1: "No way to give an accountant access to the books",
        },
      },
      {
        id: "growth",
        name: "Payroll, inventory and users",
        weight: 15,
        measures: "What a growing business can add without changing software",
        rubric: {
          5: "A payroll add-on from the same company, inventory tracking, and three or more users on the cheapest paid plan",
          4: "Two of those three",
          3: "One of those three",
          2: "None of the three, but payroll connects through a partner app",
          1: "None of the three and no payroll connection",
        },
      },
      {
        id: "price",
        name: "Entry price a month",
        weight: 15,
        measures:
          "The cheapest paid plan, billed monthly: $15 or less earns 5, $55 or more earns 1, and each $10 in between costs a point",
        computed: { fact: "entry-price-month", five: 15, one: 55 },
      },
    ],
    tiebreak: "bookkeeping",
  },
  compare: [
    { fact: "entry-price-month", label: "Cheapest paid plan, a month" },
    { fact: "users-entry", label: "Users on the cheapest paid plan" },
    { fact: "invoices-year-entry", label: "Invoices a year, cheapest paid plan" },
    { fact: "free-plan", label: "Free plan" },
  ],
  presets: [
    { label: "Lowest price", levels: { price: 3 } },
    { label: "Working with an accountant", levels: { accountant: 3 } },
    { label: "A growing team", levels: { growth: 3 } },
  ],
  competition: [
    {
      name: "Sage Accounting",
      why: "Its Start plan leaves out quotes, purchase invoices and products and services, which need Sage's higher plans.",
    },
    {
      name: "Patriot Software Accounting",
      why: "Its Basic plan leaves out bank reconciliation and automatic payment reminders, which need the Premium plan.",
    },
    {
      name: "Zoho Invoice",
      why: "Free, but it only handles invoices, quotes and expenses; it has no general ledger or bank reconciliation.",
    },
    {
      name: "Oracle NetSuite",
      why: "Sold only by quote, with no published price, and built for companies larger than the readers of this list.",
    },
  ],
  sources: [
    { title: "Zoho Books: Pricing (US)", url: "https://www.zoho.com/us/books/pricing/" },
    { title: "QuickBooks Online: Plans and pricing", url: "https://quickbooks.intuit.com/pricing/" },
    { title: "Xero: US pricing plans", url: "https://www.xero.com/us/pricing-plans/" },
    { title: "Wave: Pricing", url: "https://www.waveapps.com/pricing" },
    { title: "FreshBooks: Pricing", url: "https://www.freshbooks.com/pricing" },
    {
      title: "FreshBooks Support: What is Bank Reconciliation?",
      url: "https://support.freshbooks.com/hc/en-us/articles/360020333092-What-is-Bank-Reconciliation-",
    },
    {
      title: "Wave Help Center: Invite or remove collaborators from your business",
      url: "https://support.waveapps.com/hc/en-us/articles/208621236-Invite-or-remove-collaborators-from-your-business",
    },
  ],
  mustReads: [{ to: "/accounting-software" }, { to: "/tax-deductions" }, { to: "/invoice-management" }],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 1000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, and price now scored from each app's cheapest paid plan billed monthly; prices and plan limits updated to the vendors' 2026 pages; Zoho Books moves to first, QuickBooks Online to second and Xero to third, and Wave moves above FreshBooks",
    },
    {
      date: "2026-11-22",
      text: "Each pick now shows its score on every criterion, with the weights; Zoho Books moves above FreshBooks; prices show the date of the vendor page they come from",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
