import type { RankedListInput } from "../schema";

export default {
  path: "/category/accounting",
  meta: {
    title: "Best Accounting Software for Small Business: Top 5 Compared",
    description: "We compared bookkeeping, invoicing, bank feeds, payroll options and price to rank five accounting apps for small businesses and freelancers.",
    keywords: ["best accounting software", "small business accounting software", "quickbooks alternatives", "free accounting software", "invoicing software"],
  },
  title: "Best Accounting Software",
  tagline: "Five accounting apps that keep your books tidy, from free invoicing to full small-business ledgers.",
  icon: "calculator",
  intro: [
    "We compared cloud accounting software for freelancers and small businesses: how well each one handles bank feeds and reconciliation, invoicing, expenses, reports, payroll and sales tax, how many users you get, and how easily your accountant can work with it.",
    "This is general information, not tax or accounting advice. Prices and plan limits change often and are given as of 2025; for tax rules, rely on the IRS and a qualified accountant or enrolled agent rather than the software's defaults.",
  ],
  summaryHeading: "Our Top 5 Best Accounting Software",
  entries: [
    {
      rank: 1,
      product: "quickbooks-online",
      description: "The most complete small-business accounting app, with strong bank feeds, reports and payroll, and the one most accountants already use.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and sales figures",
      },
      pros: [
        "Widely supported by US accountants and bookkeepers, so handing over the books is easy",
        "Bank feeds with rules that categorize recurring transactions automatically",
        "Add-on payroll and a large marketplace of connected apps",
      ],
      bestFor: "Growing small businesses that work with an accountant and may need payroll.",
      drawback: "Prices have risen repeatedly, from about $35-40 a month for the entry plan as of 2025, and each plan caps the number of users.",
      review: [
        "QuickBooks Online is our number one because it covers the most ground for a typical small business and is the app your accountant is most likely to know already. Bank feeds and rules cut down on manual entry, reports are detailed, and you can add payroll, time tracking and hundreds of connected apps as you grow.",
        "The cost is the sticking point: the entry Simple Start plan allows one user, extra users mean moving up a tier, and Intuit has raised prices several times. If you want unlimited users at a lower price, choose Xero. If you mainly send invoices as a freelancer, FreshBooks is simpler.",
      ],
    },
    {
      rank: 2,
      product: "xero",
      description: "Clean, capable accounting software with unlimited users on every plan and excellent bank reconciliation.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1522071820081-009f0129c71c",
        alt: "Group of colleagues working together on laptops around a shared table",
      },
      pros: [
        "Unlimited users on every plan",
        "Bank reconciliation that suggests matches for each transaction",
        "Large app marketplace, including Gusto for US payroll",
      ],
      bestFor: "Small teams that want several people, plus their accountant, in the books without paying per user.",
      drawback: "The entry plan caps how many invoices and bills you can process each month, and US payroll needs Gusto.",
      review: [
        "Xero's reconciliation screen is one of the best in the category: it proposes a match for each bank transaction and you confirm it with a click. Every plan includes unlimited users, which makes it cheaper than QuickBooks once your bookkeeper, accountant and a partner all need access.",
        "It ranks second because US payroll is not built in; you connect Gusto and pay for it separately. The entry plan also limits how many invoices and bills you can send each month, so most businesses need the middle tier. If you need native payroll and your accountant prefers it, stay with QuickBooks Online.",
      ],
    },
    {
      rank: 3,
      product: "freshbooks",
      description: "Invoicing-first accounting for freelancers and service businesses, with time tracking, proposals and a client portal.",
      rating: 4.5,
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
      drawback: "Plans limit how many clients you can bill (five on the Lite plan as of 2025), and team members cost extra.",
      review: [
        "FreshBooks is the easiest way on this list to get paid for your time. You track hours against a project, turn them into an invoice in a few clicks, and let automatic reminders chase late payers. Clients can view estimates, approve proposals and pay in the portal.",
        "It ranks third because it is built around invoicing rather than full bookkeeping: inventory and complex reporting are limited, the cheapest plan caps billable clients, and each extra team member adds to the bill. If you run a product business or need deeper accounting, choose QuickBooks Online or Xero.",
      ],
    },
    {
      rank: 4,
      product: "zoho-books",
      description: "Full-featured, well-priced accounting that includes workflow automation and connects to the rest of the Zoho suite.",
      rating: 4.4,
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
      drawback: "US payroll is available in only some states, and the software makes most sense inside the Zoho ecosystem.",
      review: [
        "Zoho Books packs more into its lower tiers than most rivals: recurring invoices, a customer portal, purchase orders, project time tracking and automation rules that send emails or update fields when something changes. Very small businesses can start on the free plan, and it links directly to Zoho CRM and Zoho Inventory.",
        "It ranks fourth because fewer US accountants work in it day to day, its payroll covers only some states, and outside the Zoho suite its integrations are thinner than QuickBooks' or Xero's. If you do not use other Zoho apps and want the widest support, choose Xero.",
      ],
    },
    {
      rank: 5,
      product: "wave",
      description: "Free accounting and invoicing for very small businesses, with paid add-ons for card payments, payroll and bookkeeping help.",
      rating: 4.3,
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
        "Wave gives you real double-entry accounting and professional invoices for free, which is rare. You pay only when you use extras such as card payments or payroll, and a paid Pro plan adds more automation. For a freelancer with simple books, that covers most needs.",
        "It ranks fifth because it stops short of what a growing business needs: there is no inventory tracking, few app integrations, limited multi-user controls, and features are aimed at the US and Canada. If you sell products or expect to hire, start with Zoho Books, whose free plan grows into paid tiers, or QuickBooks Online.",
      ],
    },
  ],
  methodology: {
    text: "We compared each app's entry and mid-tier plans as of 2025 on the bookkeeping jobs a small business does every month, from matching bank transactions to sending invoices and running reports for tax time.",
    criteria: [
      "Bank feeds, reconciliation and categorization",
      "Invoicing, payments and expense capture",
      "Reports your accountant needs at tax time",
      "Payroll options and number of users",
      "Price as the business grows",
    ],
  },
  mustReads: [{ to: "/accounting-software" }, { to: "/tax-deductions" }, { to: "/invoice-management" }],
  itemType: "SoftwareApplication",
  applicationCategory: "BusinessApplication",
  ratingCount: 1000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
