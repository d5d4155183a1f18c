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
    "We compared cloud accounting software for freelancers and small businesses: how well each one handles bank feeds and reconciliation, invoicing, expenses, reports, payroll and sales tax, how many users you get, and how easily your accountant can work with it.",
    "This is general information, not tax or accounting advice. Prices and plan limits change often; the prices in the table are the vendors' published regular prices as of 2025. For tax rules, rely on the IRS and a qualified accountant or enrolled agent rather than the software's defaults.",
  ],
  summaryHeading: "Our Top 5 Best Accounting Software",
  entries: [
    {
      rank: 1,
      product: "quickbooks-online",
      description:
        "The most complete small-business accounting app, with strong bank feeds, reports and payroll, and the one most accountants already use.",
      rating: 4.5,
      scores: {
        bookkeeping: {
          score: 4.8,
          why: "Bank feeds with rules that categorize recurring transactions automatically, and reconciliation on every plan.",
        },
        invoicing: {
          score: 4.5,
          why: "Invoices customers can pay online by card or bank transfer, matched to the invoice when paid; processing fees are extra.",
        },
        accountant: {
          score: 5.0,
          why: "The app most US accountants and bookkeepers already work in, and every plan includes two accountant users who are not billed.",
        },
        growth: {
          score: 4.6,
          why: "Add-on payroll from Intuit, inventory on the Plus plan, and billed users from one on Simple Start up to 25 on Advanced.",
        },
        value: {
          score: 3.4,
          why: "The priciest entry plan of the five, extra users mean a higher tier, and Intuit has raised prices several times.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and figures",
      },
      pros: [
        "Widely supported by US accountants and bookkeepers, so handing over the books is easy",
        "Bank feeds with rules that categorize recurring transactions automatically",
        "Add-on payroll and a large marketplace of connected apps",
      ],
      bestFor: "Growing small businesses that work with an accountant and may need payroll.",
      drawback: "Prices have risen repeatedly, and each plan caps the number of billed users.",
      review: [
        "QuickBooks Online covers the most ground for a typical US small business, and it is the app your accountant is most likely to know already; that familiarity and built-in payroll are why it leads Xero, which ties it on our scores. Bank feeds and rules cut down on manual entry, reports are detailed, and you can add payroll, time tracking and hundreds of connected apps as you grow.",
        "Cost is the sticking point: Simple Start allows one billed user, extra users mean moving up a tier, and Intuit has raised prices several times. If you want unlimited users at a lower price, choose Xero. If you mainly send invoices as a freelancer, FreshBooks is simpler.",
      ],
    },
    {
      rank: 2,
      product: "xero",
      description:
        "Clean, capable accounting software with unlimited users on every plan and excellent bank reconciliation.",
      rating: 4.5,
      scores: {
        bookkeeping: {
          score: 4.9,
          why: "The reconciliation screen proposes a match for each bank transaction, which you confirm with one click.",
        },
        invoicing: {
          score: 4.2,
          why: "Online invoice payments through connected gateways such as Stripe, but the entry plan capped invoices and bills each month as of 2025.",
        },
        accountant: {
          score: 4.6,
          why: "Unlimited users means your accountant and bookkeeper get full access free, though fewer US firms use it than QuickBooks.",
        },
        growth: {
          score: 3.8,
          why: "Unlimited users on every plan, but US payroll needs Gusto, a separate subscription.",
        },
        value: {
          score: 4.4,
          why: "No per-user charges, so it undercuts QuickBooks once several people need access, though most active businesses need the middle tier.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1450101499163-c8848c66ca85",
        alt: "Close-up of a hand writing on financial paperwork with a pen",
      },
      pros: [
        "Unlimited users on every plan",
        "Bank reconciliation that suggests matches for each transaction",
        "Large app marketplace, including Gusto for US payroll",
      ],
      bestFor: "Small teams that want several people, plus their accountant, in the books without paying per user.",
      drawback:
        "The entry plan caps how many invoices and bills you can process each month, and US payroll needs Gusto.",
      review: [
        "Reconciliation is where Xero shines: it proposes a match for each bank transaction and you confirm it with a click. Every plan includes unlimited users, which makes it cheaper than QuickBooks once your bookkeeper, accountant and a partner all need access.",
        "US payroll is the gap. It is not built in; you connect Gusto and pay for it separately, which is why Xero sits second despite tying QuickBooks Online on our scores. The entry plan also limited how many invoices and bills you could send each month as of 2025, so most businesses need the middle tier. If you need native payroll and your accountant prefers it, stay with QuickBooks Online.",
      ],
    },
    {
      rank: 3,
      product: "zoho-books",
      description:
        "Full-featured, well-priced accounting that includes workflow automation and connects to the rest of the Zoho suite.",
      rating: 4.3,
      scores: {
        bookkeeping: {
          score: 4.4,
          why: "Bank feeds with rules that categorize imported transactions, and reconciliation against your statements.",
        },
        invoicing: {
          score: 4.6,
          why: "Recurring invoices, a customer portal and workflow rules that send payment reminders automatically.",
        },
        accountant: {
          score: 3.9,
          why: "Standard tax-time reports and an accountant role, but fewer US accountants work in it day to day.",
        },
        growth: {
          score: 4.0,
          why: "Purchase orders, project time tracking and native links to Zoho Inventory and Zoho CRM, but US payroll covers only some states.",
        },
        value: {
          score: 4.8,
          why: "A free plan for businesses below a revenue limit, and paid tiers that cost less than QuickBooks for similar features as of 2025.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1551288049-bebda4e38f71",
        alt: "Laptop screen showing charts and graphs on an analytics dashboard",
      },
      pros: [
        "Free plan for very small businesses below a revenue limit, as of 2025",
        "Workflow automation rules and a customer portal",
        "Native links to Zoho CRM, Zoho Inventory and other Zoho apps",
      ],
      bestFor: "Small businesses that already use Zoho apps or want lots of features for little money.",
      drawback:
        "US payroll is available in only some states, and the software makes most sense inside the Zoho ecosystem.",
      review: [
        "Zoho Books packs more into its lower tiers than most rivals: recurring invoices, a customer portal, purchase orders, project time tracking and automation rules that send emails or update fields when something changes. Very small businesses can start on the free plan, and it links directly to Zoho CRM and Zoho Inventory.",
        "Support from accountants is thinner. Fewer US accountants work in it day to day, its payroll covers only some states, and outside the Zoho suite its integrations are thinner than those of QuickBooks Online or Xero. If you do not use other Zoho apps and want the widest support, choose Xero.",
      ],
    },
    {
      rank: 4,
      product: "freshbooks",
      description:
        "Invoicing-first accounting for freelancers and service businesses, with time tracking, proposals and a client portal.",
      rating: 4.2,
      scores: {
        bookkeeping: {
          score: 4.1,
          why: "Bank connections and double-entry accounting are included, but reconciliation and categorization are less deep than in QuickBooks or Xero.",
        },
        invoicing: {
          score: 5.0,
          why: "Automatic payment reminders and late fees, time tracking, proposals and a client portal where customers pay.",
        },
        accountant: {
          score: 4.2,
          why: "Accountant access and the core reports, but inventory and complex reporting are limited.",
        },
        growth: {
          score: 3.6,
          why: "Each plan caps billable clients, five on Lite as of 2025, and every team member costs extra.",
        },
        value: {
          score: 4.2,
          why: "A low entry price for a freelancer, but client caps and per-member charges push the bill up as you grow.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d",
        alt: "Person typing on a laptop at a desk",
      },
      pros: [
        "Professional invoices with automatic payment reminders and late fees",
        "Built-in time tracking and project billing",
        "Estimates, proposals and a client portal where customers can pay",
      ],
      bestFor: "Freelancers, consultants and agencies that bill for time.",
      drawback:
        "Plans limit how many clients you can bill (five on the Lite plan as of 2025), and team members cost extra.",
      review: [
        "If you bill for your time, FreshBooks is the easiest way on this list to get paid. You track hours against a project, turn them into an invoice in a few clicks, and let automatic reminders chase late payers. Clients can view estimates, approve proposals and pay in the portal.",
        "Its bookkeeping is thinner than that of the three apps above it: inventory and complex reporting are limited, the cheapest plan caps billable clients, and each extra team member adds to the bill. If you run a product business or need deeper accounting, choose QuickBooks Online, Xero or Zoho Books.",
      ],
    },
    {
      rank: 5,
      product: "wave",
      description:
        "Free accounting and invoicing for very small businesses, with paid add-ons for card payments, payroll and bookkeeping help.",
      rating: 4.2,
      scores: {
        bookkeeping: {
          score: 4.0,
          why: "Free double-entry bookkeeping, though automatic bank imports moved to the paid Pro plan.",
        },
        invoicing: {
          score: 4.5,
          why: "Unlimited invoices on the free plan, with card and bank payments charged per transaction and no monthly fee to accept them.",
        },
        accountant: {
          score: 4.0,
          why: "Profit and loss, balance sheet and cash flow reports, but fewer accountants work in it than in QuickBooks or Xero.",
        },
        growth: {
          score: 3.4,
          why: "Optional payroll and Wave Advisors bookkeeping help, but no inventory tracking, few integrations and only the US and Canada.",
        },
        value: {
          score: 5.0,
          why: "The Starter plan is free, and Pro was the cheapest paid plan of the five as of 2025.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1554224154-26032ffc0d07",
        alt: "Calculator and financial paperwork on a desk",
      },
      pros: [
        "Free Starter plan with unlimited invoices and double-entry bookkeeping",
        "Card and bank payments charged per transaction, with no monthly fee to accept them",
        "Optional payroll and Wave Advisors for bookkeeping and accounting help",
      ],
      bestFor: "Sole proprietors and side businesses in the US or Canada that want to keep costs at zero.",
      drawback: "It is built for the US and Canada, has few integrations and no inventory tracking.",
      review: [
        "Real double-entry accounting and professional invoices for free are rare, and Wave offers both. You pay only when you use extras such as card payments or payroll, and the paid Pro plan adds automatic bank imports and more automation. For a freelancer with simple books, that covers most needs.",
        "Growth is where it falls short: there is no inventory tracking, few app integrations, limited multi-user controls, and its features are aimed at the US and Canada. If you sell products or expect to hire, start with Zoho Books, whose free plan grows into paid tiers, or QuickBooks Online.",
      ],
    },
  ],
  methodology: {
    text: "We compared each app's published plans, pricing pages and help documentation as of 2025 on the bookkeeping jobs a small business does every month, from matching bank transactions to sending invoices and running reports for tax time. We did not run the apps on a business of our own; every score rests on what the vendors document.",
    criteria: [
      {
        id: "bookkeeping",
        name: "Bank feeds and reconciliation",
        weight: 30,
        measures: "How well bank and card transactions import, categorize and reconcile",
      },
      {
        id: "invoicing",
        name: "Invoicing and payments",
        weight: 20,
        measures: "Invoices, reminders, online payments and expense capture",
      },
      {
        id: "accountant",
        name: "Reports and accountant access",
        weight: 20,
        measures: "Tax-time reports, and how easily your accountant can work in the books",
      },
      {
        id: "growth",
        name: "Payroll, users and growth",
        weight: 15,
        measures: "Payroll options, user limits and features such as inventory for a growing business",
      },
      {
        id: "value",
        name: "Price as you grow",
        weight: 15,
        measures: "Entry price, and how the bill rises with users, clients or features",
      },
    ],
  },
  mustReads: [{ to: "/accounting-software" }, { to: "/tax-deductions" }, { to: "/invoice-management" }],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 1000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added; Zoho Books moved above FreshBooks on the weighted ratings; product links and prices dated to the vendors' 2025 pricing pages",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
