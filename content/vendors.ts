/**
 * Every product or service a list ranks, once: its name, its own page on the vendor's site, its price with the
 * date and source of that price, and (set by the operator) an affiliate URL. Lists name products by id;
 * guides quote a price with <Price of="id" />. See content/schema/vendors.ts for every field.
 */
import type { VendorsInput } from "./schema/vendors";

export default {
  // accounting
  "quickbooks-online": {
    name: "QuickBooks Online",
    url: "https://quickbooks.intuit.com/online/",
    price: {
      text: "Simple Start $38 a month for one billed user plus two accountant users; no free plan",
      asOf: "2026-07",
      source: "https://quickbooks.intuit.com/pricing/",
    },
    facts: {
      "entry-price-month": {
        value: 38,
        unit: "usd-month",
        text: "$38 a month, Simple Start",
        asOf: "2026-07",
        source: "https://quickbooks.intuit.com/pricing/",
      },
      "users-entry": {
        value: 1,
        unit: "count",
        text: "1 billed user, plus 2 accountant users",
        asOf: "2026-07",
        source: "https://quickbooks.intuit.com/pricing/",
      },
      "invoices-year-entry": {
        value: "unlimited",
        unit: "count",
        asOf: "2026-07",
        source: "https://quickbooks.intuit.com/pricing/",
      },
      "free-plan": { value: 0, unit: "yes-no", asOf: "2026-07", source: "https://quickbooks.intuit.com/pricing/" },
    },
  },
  xero: {
    name: "Xero",
    url: "https://www.xero.com/us/",
    price: {
      text: "Early plan $25 a month with unlimited users, up to 20 invoices and 5 bills a month; no free plan",
      asOf: "2026-07",
      source: "https://www.xero.com/us/pricing-plans/",
    },
    facts: {
      "entry-price-month": {
        value: 25,
        unit: "usd-month",
        text: "$25 a month, Early plan",
        asOf: "2026-07",
        source: "https://www.xero.com/us/pricing-plans/",
      },
      "users-entry": {
        value: "unlimited",
        unit: "count",
        asOf: "2026-07",
        source: "https://www.xero.com/us/pricing-plans/",
      },
      "invoices-year-entry": {
        value: 240,
        unit: "count",
        text: "240 (20 invoices a month, plus 5 bills)",
        asOf: "2026-07",
        source: "https://www.xero.com/us/pricing-plans/",
      },
      "free-plan": { value: 0, unit: "yes-no", asOf: "2026-07", source: "https://www.xero.com/us/pricing-plans/" },
    },
  },
  freshbooks: {
    name: "FreshBooks",
    url: "https://www.freshbooks.com/",
    price: {
      text: "Lite $23 a month for the owner and up to 5 billable clients; team members $11 a month each; no free plan",
      asOf: "2026-05",
      source: "https://www.freshbooks.com/pricing",
    },
    facts: {
      "entry-price-month": {
        value: 23,
        unit: "usd-month",
        text: "$23 a month, Lite",
        asOf: "2026-05",
        source: "https://www.freshbooks.com/pricing",
      },
      "users-entry": {
        value: 1,
        unit: "count",
        text: "1 (the owner); team members $11 a month each",
        asOf: "2026-05",
        source: "https://www.freshbooks.com/pricing",
      },
      "invoices-year-entry": {
        value: "unlimited",
        unit: "count",
        text: "Unlimited, to at most 5 billable clients",
        asOf: "2026-05",
        source: "https://www.freshbooks.com/pricing",
      },
      "free-plan": { value: 0, unit: "yes-no", asOf: "2026-05", source: "https://www.freshbooks.com/pricing" },
    },
  },
  "zoho-books": {
    name: "Zoho Books",
    url: "https://www.zoho.com/books/",
    price: {
      text: "Free plan for 1 user and an accountant; Standard $20 a month billed monthly, or $15 billed yearly, for 3 users",
      asOf: "2026-09",
      source: "https://www.zoho.com/us/books/pricing/",
    },
    facts: {
      "entry-price-month": {
        value: 20,
        unit: "usd-month",
        text: "$20 a month, Standard billed monthly ($15 billed yearly)",
        asOf: "2026-09",
        source: "https://www.zoho.com/us/books/pricing/",
      },
      "users-entry": { value: 3, unit: "count", asOf: "2026-09", source: "https://www.zoho.com/us/books/pricing/" },
      "invoices-year-entry": {
        value: 5000,
        unit: "count",
        asOf: "2026-09",
        source: "https://www.zoho.com/us/books/pricing/",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: 1 user plus an accountant, up to 1,000 invoices a year",
        asOf: "2026-09",
        source: "https://www.zoho.com/us/books/pricing/",
      },
      "free-plan-users": {
        value: 1,
        unit: "count",
        text: "1, plus an accountant",
        asOf: "2026-09",
        source: "https://www.zoho.com/us/books/pricing/",
      },
      "price-user-month-5": {
        value: 5.2,
        unit: "usd-month",
        text: "$5.20: Standard ($20) plus 2 extra users at $3 each, billed monthly",
        asOf: "2026-09",
        source: "https://www.zoho.com/us/books/pricing/",
      },
    },
  },
  wave: {
    name: "Wave",
    url: "https://www.waveapps.com/accounting",
    price: {
      text: "Free Starter plan; Pro $19 a month or $190 a year",
      asOf: "2026-06",
      source: "https://www.waveapps.com/pricing",
    },
    facts: {
      "entry-price-month": {
        value: 19,
        unit: "usd-month",
        text: "$19 a month, Pro ($190 billed yearly)",
        asOf: "2026-06",
        source: "https://www.waveapps.com/pricing",
      },
      "users-entry": {
        value: "unlimited",
        unit: "count",
        text: "Invited users on Pro; Wave publishes no cap",
        asOf: "2026-06",
        source: "https://www.waveapps.com/pricing",
      },
      "invoices-year-entry": {
        value: "unlimited",
        unit: "count",
        asOf: "2026-06",
        source: "https://www.waveapps.com/pricing",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: the Starter plan",
        asOf: "2026-06",
        source: "https://www.waveapps.com/pricing",
      },
    },
  },
  // asana-alternatives
  "monday-com": {
    name: "monday.com",
    url: "https://monday.com/work-management",
    price: {
      text: "Free for up to 2 seats; Basic $9 and Standard $12 per seat a month billed yearly, sold in seat buckets from 3 seats",
      asOf: "2025",
      source: "https://monday.com/pricing",
    },
    facts: {
      "price-seat-month": {
        value: 9,
        unit: "usd-month",
        text: "$9 a seat a month on Basic, billed yearly",
        asOf: "2025",
        source: "https://monday.com/pricing",
      },
      "free-plan-seats": {
        value: 2,
        unit: "count",
        asOf: "2025",
        source: "https://monday.com/pricing",
      },
      "min-seats": {
        value: 3,
        unit: "count",
        text: "3, sold in seat buckets (3, 5, 10 and up)",
        asOf: "2025",
        source: "https://monday.com/pricing",
      },
      storage: {
        value: 5,
        unit: "gb",
        text: "5 GB on Basic",
        asOf: "2025",
        source: "https://monday.com/pricing",
      },
      "automations-month": {
        value: 0,
        unit: "count",
        text: "None on Basic; 250 a month from Standard",
        asOf: "2025",
        source: "https://monday.com/pricing",
      },
    },
  },
  clickup: {
    name: "ClickUp",
    url: "https://clickup.com/",
    price: {
      text: "Free Forever plan; Unlimited $7 per user a month billed yearly, or $10 monthly",
      asOf: "2026-09",
      source: "https://clickup.com/pricing",
    },
    facts: {
      "price-seat-month": {
        value: 7,
        unit: "usd-month",
        text: "$7 a user a month on Unlimited, billed yearly",
        asOf: "2026-09",
        source: "https://clickup.com/pricing",
      },
      "free-plan-seats": {
        value: "unlimited",
        unit: "count",
        asOf: "2026-09",
        source: "https://clickup.com/pricing",
      },
      "min-seats": {
        value: 1,
        unit: "count",
        asOf: "2026-09",
        source: "https://clickup.com/pricing",
      },
      storage: {
        value: "unlimited",
        unit: "gb",
        asOf: "2026-09",
        source: "https://clickup.com/pricing",
      },
      "automations-month": {
        value: 1000,
        unit: "count",
        asOf: "2026-09",
        source: "https://clickup.com/pricing",
      },
    },
  },
  trello: {
    name: "Trello",
    url: "https://trello.com/",
    price: {
      text: "Free for up to 10 collaborators per Workspace; Standard $5 per user a month billed yearly, or $6 monthly",
      asOf: "2026-09",
      source: "https://trello.com/pricing",
    },
    facts: {
      "price-seat-month": {
        value: 5,
        unit: "usd-month",
        text: "$5 a user a month on Standard, billed yearly",
        asOf: "2026-09",
        source: "https://trello.com/pricing",
      },
      "free-plan-seats": {
        value: 10,
        unit: "count",
        text: "10 collaborators per Workspace",
        asOf: "2026-09",
        source: "https://support.atlassian.com/trello/docs/how-billing-works-with-trello-premium-and-standard/",
      },
      "min-seats": {
        value: 1,
        unit: "count",
        asOf: "2026-09",
        source: "https://trello.com/pricing",
      },
      storage: {
        value: "unlimited",
        unit: "gb",
        text: "No total cap; 250 MB a file on Standard",
        asOf: "2026-09",
        source: "https://trello.com/pricing",
      },
      "automations-month": {
        value: 1000,
        unit: "count",
        text: "1,000 command runs a month per Workspace",
        asOf: "2026-09",
        source: "https://trello.com/pricing",
      },
    },
  },
  notion: {
    name: "Notion",
    url: "https://www.notion.com/",
    price: {
      text: "Free plan; Plus $10 per seat a month billed yearly, or $12 monthly",
      asOf: "2026-03",
      source: "https://www.notion.com/pricing",
    },
    facts: {
      "price-seat-month": {
        value: 10,
        unit: "usd-month",
        text: "$10 a seat a month on Plus, billed yearly",
        asOf: "2026-03",
        source: "https://www.notion.com/pricing",
      },
      "free-plan-seats": {
        value: 1,
        unit: "count",
        text: "1 member plus 10 guests; more members get a limited block trial",
        asOf: "2026-03",
        source: "https://www.notion.com/pricing",
      },
      "min-seats": {
        value: 1,
        unit: "count",
        asOf: "2026-03",
        source: "https://www.notion.com/pricing",
      },
      storage: {
        value: "unlimited",
        unit: "gb",
        text: "Unlimited file uploads on Plus",
        asOf: "2026-03",
        source: "https://www.notion.com/pricing",
      },
      "automations-month": {
        value: "unlimited",
        unit: "count",
        text: "Custom database automations on Plus; no monthly run cap listed",
        asOf: "2026-03",
        source: "https://www.notion.com/pricing",
      },
    },
  },
  wrike: {
    name: "Wrike",
    url: "https://www.wrike.com/",
    price: {
      text: "Free plan; Team $10 per user a month",
      asOf: "2025",
      source: "https://www.wrike.com/price/",
    },
    facts: {
      "price-seat-month": {
        value: 10,
        unit: "usd-month",
        text: "$10 a user a month on Team",
        asOf: "2025",
        source: "https://www.wrike.com/price/",
      },
      "free-plan-seats": {
        value: 5,
        unit: "count",
        text: "Individuals or teams of up to five",
        asOf: "2025",
        source: "https://help.wrike.com/hc/en-us/articles/209605689",
      },
      "min-seats": {
        value: 2,
        unit: "count",
        text: "2, for teams of 2 to 15 users",
        asOf: "2025",
        source: "https://www.wrike.com/price/",
      },
      storage: {
        value: 2,
        unit: "gb",
        text: "2 GB per user on Team",
        asOf: "2025",
        source: "https://www.wrike.com/price/",
      },
      "automations-month": {
        value: 50,
        unit: "count",
        text: "50 actions per user a month on Team",
        asOf: "2025",
        source: "https://www.wrike.com/price/",
      },
    },
  },
  // banking
  "ally-bank": {
    name: "Ally Bank",
    url: "https://www.ally.com/bank/online-savings-account/",
    price: {
      text: "No monthly maintenance fees or minimum balance; savings APY is variable",
      asOf: "2024-02",
      source: "https://www.ally.com/bank/online-savings-account/",
    },
    facts: {
      "monthly-fee": {
        value: 0,
        unit: "usd-month",
        text: "None on checking or savings",
        asOf: "2024-02",
        source: "https://www.ally.com/bank/interest-checking-account/",
      },
      "overdraft-fee": {
        value: 0,
        unit: "usd",
        text: "None since June 2021",
        asOf: "2024-02",
        source: "https://www.ally.com/overdraft",
      },
      "atm-fee-refunds": {
        value: 10,
        unit: "usd-month",
        text: "Up to $10 a statement cycle; Allpoint ATMs are free",
        asOf: "2024-02",
        source: "https://www.ally.com/bank/interest-checking-account/",
      },
      "top-rate-condition": {
        value: 0,
        unit: "yes-no",
        text: "No: every balance earns the savings rate",
        asOf: "2024-02",
        source: "https://www.ally.com/bank/online-savings-account/",
      },
    },
  },
  "capital-one-360": {
    name: "Capital One 360",
    url: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
    price: {
      text: "No monthly fees or minimums on 360 Checking and 360 Performance Savings; no overdraft fees",
      asOf: "2025",
      source: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
    },
    facts: {
      "monthly-fee": {
        value: 0,
        unit: "usd-month",
        text: "None on 360 Checking or 360 Performance Savings",
        asOf: "2024",
        source: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
      },
      "overdraft-fee": {
        value: 0,
        unit: "usd",
        text: "None; no-fee overdraft is opt-in",
        asOf: "2024",
        source: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
      },
      "atm-fee-refunds": {
        value: 0,
        unit: "usd-month",
        text: "None; Capital One, MoneyPass and Allpoint ATMs are free",
        asOf: "2024",
        source: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
      },
      "top-rate-condition": {
        value: 0,
        unit: "yes-no",
        text: "No: 3.40% APY on any balance in October 2025",
        asOf: "2025-10",
        source: "https://www.capitalone.com/bank/savings-accounts/online-performance-savings-account/",
      },
    },
  },
  "sofi-checking-and-savings": {
    name: "SoFi Checking and Savings",
    url: "https://www.sofi.com/banking/",
    price: {
      text: "No account or maintenance fees; the top savings APY needs direct deposit or $5,000 in deposits every 30 days",
      asOf: "2025-01",
      source: "https://www.sofi.com/banking/",
    },
    facts: {
      "monthly-fee": {
        value: 0,
        unit: "usd-month",
        text: "No account or maintenance fees",
        asOf: "2025",
        source: "https://www.sofi.com/banking/",
      },
      "overdraft-fee": {
        value: 0,
        unit: "usd",
        text: "None",
        asOf: "2025",
        source: "https://www.sofi.com/banking/",
      },
      "atm-fee-refunds": {
        value: 0,
        unit: "usd-month",
        text: "None; Allpoint ATMs are free",
        asOf: "2025",
        source: "https://www.sofi.com/banking/",
      },
      "top-rate-condition": {
        value: 1,
        unit: "yes-no",
        text: "Yes: direct deposit, or $5,000 in deposits every 30 days",
        asOf: "2025",
        source: "https://www.sofi.com/legal/banking-rate-sheet/",
      },
    },
  },
  "charles-schwab-bank": {
    name: "Charles Schwab Bank",
    url: "https://www.schwab.com/checking",
    price: {
      text: "No monthly service fees or minimums; needs a linked Schwab One brokerage account, also free",
      asOf: "2025",
      source: "https://www.schwab.com/checking",
    },
  },
  chase: {
    name: "Chase",
    url: "https://www.chase.com/personal/checking/total-checking",
    price: {
      text: "Total Checking: $15 a month unless you get $500 in monthly electronic deposits or meet another waiver; $34 overdraft fee, none if overdrawn by $50 or less",
      asOf: "2025",
      source: "https://www.chase.com/personal/checking/total-checking",
    },
  },
  "axos-one": {
    name: "Axos ONE",
    url: "https://www.axosbank.com/personal/bank/axos-one",
    price: {
      text: "No maintenance, balance or overdraft fees; top savings APY needs $1,500 in monthly direct deposits and average daily balance, or $5,000 in deposits and balance",
      asOf: "2025-10",
      source: "https://www.axosbank.com/personal/bank/axos-one",
    },
    facts: {
      "monthly-fee": {
        value: 0,
        unit: "usd-month",
        text: "None",
        asOf: "2025-10",
        source: "https://www.axosbank.com/personal/bank/axos-one",
      },
      "overdraft-fee": {
        value: 0,
        unit: "usd",
        text: "None",
        asOf: "2025-10",
        source: "https://www.axosbank.com/personal/bank/axos-one",
      },
      "atm-fee-refunds": {
        value: 0,
        unit: "usd-month",
        text: "None listed for Axos ONE; about 91,000 fee-free ATMs",
        asOf: "2025-10",
        source: "https://www.axosbank.com/Customer-Support/Personal-Support/FAQ",
      },
      "top-rate-condition": {
        value: 1,
        unit: "yes-no",
        text: "Yes: $1,500 direct deposit and balance a month, or $5,000",
        asOf: "2025-10",
        source: "https://www.axosbank.com/personal/bank/axos-one",
      },
    },
  },
  "american-express-rewards-checking": {
    name: "American Express Rewards Checking",
    url: "https://www.americanexpress.com/en-us/banking/online-checking/",
    price: {
      text: "No monthly fees or minimum deposit; open only to holders of a US consumer card issued by American Express",
      asOf: "2024-04",
      source: "https://www.americanexpress.com/en-us/banking/online-checking/frequently-asked-questions/",
    },
    facts: {
      "monthly-fee": {
        value: 0,
        unit: "usd-month",
        text: "None on Rewards Checking or High Yield Savings",
        asOf: "2024-04",
        source: "https://www.americanexpress.com/en-us/banking/online-checking/frequently-asked-questions/",
      },
      "overdraft-fee": {
        value: 0,
        unit: "usd",
        text: "None listed; debit purchases over the balance may be declined",
        asOf: "2024-04",
        source: "https://www.americanexpress.com/en-us/banking/online-checking/frequently-asked-questions/",
      },
      "atm-fee-refunds": {
        value: 0,
        unit: "usd-month",
        text: "None; Allpoint and MoneyPass ATMs are free",
        asOf: "2024-04",
        source: "https://www.americanexpress.com/en-us/banking/online-checking/frequently-asked-questions/",
      },
      "top-rate-condition": {
        value: 0,
        unit: "yes-no",
        text: "No: High Yield Savings has no minimum or deposit condition",
        asOf: "2024-04",
        source: "https://www.americanexpress.com/personalsavings/faq.html",
      },
    },
  },
  // business
  "google-workspace": {
    name: "Google Workspace",
    url: "https://workspace.google.com/",
    price: {
      text: "Business Starter $7 per user a month on an annual plan",
      asOf: "2026-09",
      source: "https://workspace.google.com/pricing",
    },
    facts: {
      "price-user-month-5": {
        value: 8.4,
        unit: "usd-month",
        text: "$8.40, Business Starter billed monthly ($7 on an annual plan)",
        asOf: "2026-05",
        source: "https://workspace.google.com/pricing",
      },
      "free-plan": {
        value: 0,
        unit: "yes-no",
        text: "No; 14-day free trial",
        asOf: "2026-09",
        source: "https://workspace.google.com/pricing",
      },
      "free-plan-users": { value: 0, unit: "count", asOf: "2026-09", source: "https://workspace.google.com/pricing" },
    },
  },
  slack: {
    name: "Slack",
    url: "https://slack.com/",
    price: {
      text: "Free plan shows the last 90 days of messages; Pro $7.25 per user a month billed yearly, or $8.75 monthly",
      asOf: "2026-03",
      source: "https://slack.com/pricing",
    },
    facts: {
      "price-user-month-5": {
        value: 8.75,
        unit: "usd-month",
        text: "$8.75, Pro billed monthly ($7.25 billed yearly)",
        asOf: "2026-03",
        source: "https://slack.com/pricing",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: the last 90 days of messages",
        asOf: "2026-03",
        source: "https://slack.com/pricing",
      },
      "free-plan-users": { value: "unlimited", unit: "count", asOf: "2026-03", source: "https://slack.com/pricing" },
    },
  },
  hubspot: {
    name: "HubSpot",
    url: "https://www.hubspot.com/products/crm",
    price: {
      text: "Free CRM tools for up to 2 users; Starter from $20 per seat a month billed monthly; Professional from $890 a month with 3 seats",
      asOf: "2026-08",
      source: "https://www.hubspot.com/pricing/marketing",
    },
    facts: {
      "price-user-month-5": {
        value: 20,
        unit: "usd-month",
        text: "$20, Starter per seat billed monthly",
        asOf: "2026-08",
        source: "https://www.hubspot.com/pricing/marketing",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: free CRM tools",
        asOf: "2026-08",
        source: "https://www.hubspot.com/pricing/marketing",
      },
      "free-plan-users": {
        value: 2,
        unit: "count",
        asOf: "2026-08",
        source: "https://www.hubspot.com/pricing/marketing",
      },
    },
  },
  asana: {
    name: "Asana",
    url: "https://asana.com/",
    price: {
      text: "Free Personal plan; Starter $10.99 per user a month billed yearly, or $13.49 monthly",
      asOf: "2026-05",
      source: "https://asana.com/pricing",
    },
    facts: {
      "price-user-month-5": {
        value: 13.49,
        unit: "usd-month",
        text: "$13.49, Starter billed monthly ($10.99 billed yearly)",
        asOf: "2026-05",
        source: "https://asana.com/pricing",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: the Personal plan",
        asOf: "2026-05",
        source: "https://asana.com/pricing",
      },
      "free-plan-users": { value: 10, unit: "count", asOf: "2024-07", source: "https://asana.com/pricing" },
    },
  },
  // credit-cards
  "chase-sapphire-preferred": {
    name: "Chase Sapphire Preferred",
    url: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
    price: {
      text: "$95 annual fee; no foreign transaction fee",
      asOf: "2025",
      source: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
    },
    facts: {
      "annual-fee": {
        value: 95,
        unit: "usd-year",
        asOf: "2026-05",
        source: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
      },
      "rewards-rate": {
        value: 1,
        unit: "percent",
        text: "1 point per $1; 3x dining, 2x other travel, 5x through Chase Travel",
        asOf: "2026-05",
        source: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
      },
      "intro-apr-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2026-05",
        source: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
      },
      "regular-apr-low": {
        value: 19.24,
        unit: "percent",
        text: "19.24% to 27.49% variable",
        asOf: "2026-05",
        source: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
      },
      "welcome-bonus": {
        value: 750,
        unit: "usd",
        text: "75,000 points after $5,000 spent in 3 months; $750 at a cent a point",
        asOf: "2026-05",
        source: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
      },
    },
  },
  "citi-double-cash": {
    name: "Citi Double Cash",
    url: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
    price: {
      text: "$0 annual fee; 3% foreign transaction fee; balance transfer fee 3%, then 5% after four months",
      asOf: "2025",
      source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
    },
    facts: {
      "annual-fee": {
        value: 0,
        unit: "usd-year",
        asOf: "2026-05",
        source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
      },
      "rewards-rate": {
        value: 2,
        unit: "percent",
        text: "1% when you buy plus 1% when you pay",
        asOf: "2026-05",
        source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
      },
      "intro-apr-months": {
        value: 18,
        unit: "months",
        text: "18 months on balance transfers only",
        asOf: "2026-05",
        source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
      },
      "regular-apr-low": {
        value: 17.49,
        unit: "percent",
        text: "17.49% to 27.49% variable",
        asOf: "2026-05",
        source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
      },
      "welcome-bonus": {
        value: 200,
        unit: "usd",
        text: "$200 after $1,500 spent in 6 months",
        asOf: "2026-05",
        source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
      },
    },
  },
  "capital-one-venture-rewards": {
    name: "Capital One Venture Rewards",
    url: "https://www.capitalone.com/credit-cards/venture/",
    price: {
      text: "$95 annual fee; no foreign transaction fee",
      asOf: "2025",
      source: "https://www.capitalone.com/credit-cards/venture/",
    },
    facts: {
      "annual-fee": {
        value: 95,
        unit: "usd-year",
        asOf: "2026-05",
        source: "https://www.capitalone.com/credit-cards/venture/",
      },
      "rewards-rate": {
        value: 2,
        unit: "percent",
        text: "2 miles per $1; 5 on hotels and rental cars via Capital One Travel",
        asOf: "2026-05",
        source: "https://www.capitalone.com/credit-cards/venture/",
      },
      "intro-apr-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2026-05",
        source: "https://www.capitalone.com/credit-cards/venture/",
      },
      "regular-apr-low": {
        value: 19.49,
        unit: "percent",
        text: "19.49% to 28.49% variable",
        asOf: "2026-05",
        source: "https://www.capitalone.com/credit-cards/venture/",
      },
      "welcome-bonus": {
        value: 750,
        unit: "usd",
        text: "75,000 miles after $4,000 spent in 3 months; $750 toward travel",
        asOf: "2026-05",
        source: "https://www.capitalone.com/credit-cards/venture/",
      },
    },
  },
  "wells-fargo-active-cash": {
    name: "Wells Fargo Active Cash",
    url: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
    price: {
      text: "$0 annual fee; 3% foreign transaction fee; balance transfer fee 3%, then up to 5% after 120 days",
      asOf: "2025",
      source: "https://www.wellsfargo.com/credit-cards/active-cash/terms/",
    },
    facts: {
      "annual-fee": {
        value: 0,
        unit: "usd-year",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
      },
      "rewards-rate": {
        value: 2,
        unit: "percent",
        text: "Unlimited 2% cash rewards on purchases",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
      },
      "intro-apr-months": {
        value: 12,
        unit: "months",
        text: "12 months on purchases and qualifying balance transfers",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
      },
      "regular-apr-low": {
        value: 18.49,
        unit: "percent",
        text: "18.49%, 24.49% or 28.49% variable",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
      },
      "welcome-bonus": {
        value: 200,
        unit: "usd",
        text: "$200 after $500 spent in 3 months",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
      },
    },
  },
  "wells-fargo-autograph": {
    name: "Wells Fargo Autograph",
    url: "https://creditcards.wellsfargo.com/autograph-visa-credit-card/",
    price: {
      text: "$0 annual fee",
      asOf: "2026-05",
      source: "https://www.wellsfargo.com/credit-cards/autograph-visa/terms/",
    },
    facts: {
      "annual-fee": {
        value: 0,
        unit: "usd-year",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/autograph-visa-credit-card/",
      },
      "rewards-rate": {
        value: 1,
        unit: "percent",
        text: "1x base; 3x on dining, travel, gas, transit, streaming and phone plans",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/autograph-visa-credit-card/",
      },
      "intro-apr-months": {
        value: 12,
        unit: "months",
        text: "12 months on purchases only",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/autograph-visa-credit-card/",
      },
      "regular-apr-low": {
        value: 18.49,
        unit: "percent",
        text: "18.49%, 24.49% or 28.49% variable",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/autograph-visa-credit-card/",
      },
      "welcome-bonus": {
        value: 200,
        unit: "usd",
        text: "20,000 points after $1,000 spent in 3 months; $200 in cash",
        asOf: "2026-05",
        source: "https://creditcards.wellsfargo.com/autograph-visa-credit-card/",
      },
    },
  },
  "discover-it-cash-back": {
    name: "Discover it Cash Back",
    url: "https://www.discover.com/credit-cards/cash-back/it-card.html",
    price: {
      text: "$0 annual fee; no foreign transaction fee",
      asOf: "2025",
      source: "https://www.discover.com/credit-cards/cash-back/it-card.html",
    },
  },
  // dating
  hinge: {
    name: "Hinge",
    url: "https://hinge.co/",
    price: {
      text: "Free; Hinge+ and HingeX priced in the app by age and location",
      asOf: "2025",
      source: "https://hinge.co/",
    },
    facts: {
      "free-messaging": {
        value: 1,
        unit: "yes-no",
        text: "Yes; free members get a limited number of likes a day",
        asOf: "2025",
        source: "https://hinge.co/",
      },
      "photo-verification": {
        value: 1,
        unit: "yes-no",
        text: "Yes, by video selfie",
        asOf: "2024-02",
        source: "https://mtch.com/kr/single-trust-and-safety/71",
      },
      "safety-tools": {
        value: 2,
        unit: "count",
        text: "2: selfie verification and Hidden Words",
        asOf: "2024-04",
        source:
          "https://www.prnewswire.com/news-releases/hinge-introduces-hidden-words-to-give-daters-curated-control-of-comments-302125470.html",
      },
    },
  },
  bumble: {
    name: "Bumble",
    url: "https://bumble.com/",
    price: {
      text: "Free; paid Boost and Premium tiers priced in the app",
      asOf: "2025",
      source: "https://bumble.com/",
    },
    facts: {
      "free-messaging": {
        value: 1,
        unit: "yes-no",
        text: "Yes; in matches between women and men, the woman writes first",
        asOf: "2025",
        source: "https://bumble.com/",
      },
      "photo-verification": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://bumble.com/en-in/help/richiesta-foto-verifica",
      },
      "safety-tools": {
        value: 4,
        unit: "count",
        text: "4: photo verification, video calls, Share Date, Private Detector",
        asOf: "2025",
        source: "https://bumble.com/",
      },
    },
  },
  okcupid: {
    name: "OkCupid",
    url: "https://www.okcupid.com/",
    price: {
      text: "Free with ads; Basic and Premium plans priced in the app",
      asOf: "2025",
      source: "https://www.okcupid.com/",
    },
    facts: {
      "free-messaging": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://www.okcupid.com/",
      },
      "photo-verification": {
        value: 1,
        unit: "yes-no",
        asOf: "2024-02",
        source: "https://mtch.com/kr/single-trust-and-safety/71",
      },
      "safety-tools": {
        value: 2,
        unit: "count",
        text: "2: photo verification and automatic flags on harassing messages",
        asOf: "2024-02",
        source: "https://okcupid.desk.com/customer/en/portal/articles/2955386-how-okcupid-prevents-harassment",
      },
    },
  },
  match: {
    name: "Match",
    url: "https://www.match.com/",
    price: {
      text: "Free to browse and like; messaging freely needs a paid subscription",
      asOf: "2025",
      source: "https://www.match.com/",
    },
  },
  tinder: {
    name: "Tinder",
    url: "https://tinder.com/",
    price: {
      text: "Free; Tinder Plus, Gold and Platinum priced in the app by age and location",
      asOf: "2025",
      source: "https://tinder.com/",
    },
    facts: {
      "free-messaging": {
        value: 1,
        unit: "yes-no",
        text: "Yes; free members get a limited number of likes",
        asOf: "2025",
        source: "https://tinder.com/",
      },
      "photo-verification": {
        value: 1,
        unit: "yes-no",
        asOf: "2024-02",
        source: "https://mtch.com/kr/single-trust-and-safety/71",
      },
      "safety-tools": {
        value: 4,
        unit: "count",
        text: "4: photo verification, Face to Face calls, Share My Date, message flags",
        asOf: "2025",
        source: "https://www.help.tinder.com/hc/en-us/articles/360046122311",
      },
    },
  },
  "plenty-of-fish": {
    name: "Plenty of Fish",
    url: "https://www.pof.com/",
    price: {
      text: "Free; paid upgrades priced in the app",
      asOf: "2025",
      source: "https://www.pof.com/",
    },
    facts: {
      "free-messaging": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://www.pof.com/",
      },
      "photo-verification": {
        value: 1,
        unit: "yes-no",
        asOf: "2024-02",
        source: "https://mtch.com/kr/single-trust-and-safety/71",
      },
      "safety-tools": {
        value: 2,
        unit: "count",
        text: "2: photo verification and Are You Sure? message warnings",
        asOf: "2024-02",
        source: "https://mtch.com/kr/single-trust-and-safety/71",
      },
    },
  },
  // development
  "visual-studio-code": {
    name: "Visual Studio Code",
    url: "https://code.visualstudio.com/",
    price: {
      text: "Free, including for commercial use",
      asOf: "2025",
      source: "https://code.visualstudio.com/docs/supporting/faq",
    },
    facts: {
      "team-price-month": {
        value: 0,
        unit: "usd-month",
        text: "No paid plan: free for every user",
        asOf: "2025-12",
        source: "https://code.visualstudio.com/docs/supporting/faq",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        asOf: "2025-12",
        source: "https://code.visualstudio.com/docs/supporting/faq",
      },
      "open-source": {
        value: 1,
        unit: "yes-no",
        text: "Yes: source MIT-licensed as Code - OSS; Microsoft's download has its own license",
        asOf: "2025-12",
        source: "https://github.com/microsoft/vscode",
      },
      platforms: {
        value: 4,
        unit: "count",
        text: "Windows, macOS, Linux and the browser (vscode.dev)",
        asOf: "2025-12",
        source: "https://code.visualstudio.com/docs/setup/vscode-web",
      },
    },
  },
  "eclipse-ide": {
    name: "Eclipse IDE",
    url: "https://eclipseide.org/",
    price: {
      text: "Free and open source under the Eclipse Public License 2.0; no paid edition",
      asOf: "2025-12",
      source: "https://www.eclipse.org/downloads/packages/release/2025-12/r",
    },
    facts: {
      "team-price-month": {
        value: 0,
        unit: "usd-month",
        text: "No paid plan: free for every user",
        asOf: "2025-12",
        source: "https://www.eclipse.org/downloads/packages/release/2025-12/r",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        asOf: "2025-12",
        source: "https://www.eclipse.org/downloads/packages/release/2025-12/r",
      },
      "open-source": {
        value: 1,
        unit: "yes-no",
        text: "Yes: Eclipse Public License 2.0",
        asOf: "2025-12",
        source: "https://www.eclipse.org/legal/epl-2.0/",
      },
      platforms: {
        value: 3,
        unit: "count",
        text: "Windows, macOS and Linux",
        asOf: "2025-12",
        source: "https://www.eclipse.org/downloads/packages/release/2025-12/r",
      },
    },
  },
  "podman-desktop": {
    name: "Podman Desktop",
    url: "https://podman-desktop.io/",
    price: {
      text: "Free and open source under the Apache 2.0 license; no paid edition",
      asOf: "2024-03",
      source: "https://podman-desktop.io/blog/podman-desktop-release-1.8",
    },
    facts: {
      "team-price-month": {
        value: 0,
        unit: "usd-month",
        text: "No paid plan: free for every user",
        asOf: "2024-03",
        source: "https://podman-desktop.io/blog/podman-desktop-release-1.8",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        asOf: "2024-03",
        source: "https://podman-desktop.io/blog/podman-desktop-release-1.8",
      },
      "open-source": {
        value: 1,
        unit: "yes-no",
        text: "Yes: Apache 2.0",
        asOf: "2024-03",
        source: "https://github.com/podman-desktop/podman-desktop",
      },
      platforms: {
        value: 3,
        unit: "count",
        text: "Windows, macOS and Linux",
        asOf: "2024-03",
        source: "https://podman-desktop.io/blog/podman-desktop-release-1.8",
      },
    },
  },
  hoppscotch: {
    name: "Hoppscotch",
    url: "https://hoppscotch.com/",
    price: {
      text: "Free plan; Organization $6 per user a month billed yearly, or $8 monthly",
      asOf: "2025-11",
      source: "https://hoppscotch.com/pricing",
    },
    facts: {
      "team-price-month": {
        value: 6,
        unit: "usd-month",
        text: "$6 a user a month on Organization, billed yearly",
        asOf: "2025-11",
        source: "https://hoppscotch.com/pricing",
      },
      "free-plan": { value: 1, unit: "yes-no", asOf: "2025-11", source: "https://hoppscotch.com/pricing" },
      "open-source": {
        value: 1,
        unit: "yes-no",
        text: "Yes: MIT; Enterprise edition features are commercial",
        asOf: "2025-11",
        source: "https://github.com/hoppscotch/hoppscotch",
      },
      platforms: {
        value: 4,
        unit: "count",
        text: "Browser, plus desktop apps for Windows, macOS and Linux",
        asOf: "2025-11",
        source: "https://docs.hoppscotch.io/documentation/clients/desktop/setup",
      },
    },
  },
  github: {
    name: "GitHub",
    url: "https://github.com/",
    price: {
      text: "Free plan with unlimited repositories; Team listed at $4 per user a month for the first 12 months",
      asOf: "2026-09",
      source: "https://github.com/pricing",
    },
    facts: {
      "team-price-month": {
        value: 4,
        unit: "usd-month",
        text: "$4 a user a month on Team, for the first 12 months",
        asOf: "2026-09",
        source: "https://github.com/pricing",
      },
      "free-plan": { value: 1, unit: "yes-no", asOf: "2026-09", source: "https://github.com/pricing" },
      "open-source": {
        value: 0,
        unit: "yes-no",
        asOf: "2026-09",
        source: "https://docs.github.com/en/site-policy/github-terms/github-terms-of-service",
      },
      platforms: {
        value: 4,
        unit: "count",
        text: "Browser, plus GitHub CLI for Windows, macOS and Linux",
        asOf: "2026-09",
        source: "https://cli.github.com/",
      },
    },
  },
  "github-copilot": {
    name: "GitHub Copilot",
    url: "https://github.com/features/copilot",
    price: {
      text: "Free plan with a monthly cap on completions and chat; Pro $10 a month or $100 a year",
      asOf: "2026-10",
      source: "https://github.com/features/copilot/plans",
    },
  },
  "intellij-idea": {
    name: "IntelliJ IDEA",
    url: "https://www.jetbrains.com/idea/",
    price: {
      text: "Core Java and Kotlin features free; Ultimate $719 per user a year for organizations",
      asOf: "2026-09",
      source: "https://www.jetbrains.com/idea/buy/",
    },
  },
  postman: {
    name: "Postman",
    url: "https://www.postman.com/",
    price: {
      text: "Free plan for a single user; shared workspaces need a paid team plan",
      asOf: "2026",
      source: "https://learning.postman.com/docs/administration/free-and-solo",
    },
  },
  "docker-desktop": {
    name: "Docker Desktop",
    url: "https://www.docker.com/products/docker-desktop/",
    price: {
      text: "Free for personal use, education, non-commercial open source and businesses under 250 employees and $10 million revenue; larger companies need a paid subscription",
      asOf: "2025",
      source: "https://docs.docker.com/subscription/desktop-license/",
    },
  },
  // evite-alternatives
  "paperless-post": {
    name: "Paperless Post",
    url: "https://www.paperlesspost.com/",
    price: {
      text: "Free designs; premium cards and extras cost Coins for each guest",
      asOf: "2025",
      source: "https://paperlesspost.zendesk.com/hc/en-us/articles/4404794651675-Card-and-Flyer-Pricing",
    },
    facts: {
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: free designs are free to send and track",
        asOf: "2025",
        source: "https://www.paperlesspost.com/info/terms/refund_policy/payment_refunds_policy",
      },
      "guest-ads": {
        value: 0,
        unit: "yes-no",
        text: "No: paid extras are bought with Coins instead",
        asOf: "2025",
        source: "https://paperlesspost.zendesk.com/hc/en-us/articles/4404794651675-Card-and-Flyer-Pricing",
      },
      "rsvp-tracking": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://paperlesspost.zendesk.com/hc/en-us/articles/360012808252-How-To-Set-a-Maximum-Capacity",
      },
    },
  },
  partiful: {
    name: "Partiful",
    url: "https://partiful.com/",
    price: { text: "Free for hosts and guests, with no ads", asOf: "2025", source: "https://partiful.com/" },
    facts: {
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: free for hosts and guests",
        asOf: "2025",
        source: "https://partiful.com/",
      },
      "guest-ads": { value: 0, unit: "yes-no", asOf: "2025", source: "https://partiful.com/" },
      "rsvp-tracking": { value: 1, unit: "yes-no", asOf: "2025", source: "https://getpartiful.com/faq/me" },
    },
  },
  luma: {
    name: "Luma",
    url: "https://luma.com/",
    price: {
      text: "Free to create events, invite guests and track RSVPs; Luma Plus is a paid upgrade",
      asOf: "2025",
      source: "https://help.luma.com/p/managing-luma-plus",
    },
    facts: {
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: events, invitations and RSVPs are free",
        asOf: "2025",
        source: "https://help.luma.com/p/inviting-and-adding-guests-to-your-event",
      },
      "guest-ads": {
        value: 0,
        unit: "yes-no",
        asOf: "2025",
        source: "https://help.lu.ma/p/helpart-ULf0wUFr7qsv6r8/event-registration-process",
      },
      "rsvp-tracking": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://help.lu.ma/p/updating-guest-information",
      },
    },
  },
  punchbowl: {
    name: "Punchbowl",
    url: "https://www.punchbowl.com/",
    price: {
      text: "Free with ads; a paid Premium membership removes ads and adds designs",
      asOf: "2025",
      source: "https://www.punchbowl.com/",
    },
  },
  greenvelope: {
    name: "Greenvelope",
    url: "https://www.greenvelope.com/",
    price: {
      text: "Paid per event; the price rises with the number of guests",
      asOf: "2025",
      source: "https://www.greenvelope.com/",
    },
    facts: {
      "free-plan": {
        value: 0,
        unit: "yes-no",
        text: "No: every event is paid",
        asOf: "2025",
        source: "https://www.greenvelope.com/",
      },
      "guest-ads": {
        value: 0,
        unit: "yes-no",
        text: "No free plan; paid invitations show no ads",
        asOf: "2025",
        source: "https://www.greenvelope.com/",
      },
      "rsvp-tracking": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://support.greenvelope.com/hc/en-us/articles/360022524294-Handle-a-Cancelled-Postponed-Event",
      },
    },
  },
  rsvpify: {
    name: "RSVPify",
    url: "https://rsvpify.com/",
    price: {
      text: "Free up to 100 RSVPs; larger guest lists need a paid plan",
      asOf: "2025",
      source: "https://help.rsvpify.com/articles/1222572-what-happens-if-i-reach-my-100-free-rsvps-limit",
    },
    facts: {
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes, up to 100 RSVPs",
        asOf: "2025",
        source: "https://help.rsvpify.com/articles/1222572-what-happens-if-i-reach-my-100-free-rsvps-limit",
      },
      "guest-ads": {
        value: 0,
        unit: "yes-no",
        asOf: "2025",
        source: "https://help.rsvpify.com/en/articles/1222532-what-is-the-invite-list-and-do-i-need-to-use-it",
      },
      "rsvp-tracking": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://help.rsvpify.com/en/articles/1222532-what-is-the-invite-list-and-do-i-need-to-use-it",
      },
    },
  },
  canva: {
    name: "Canva",
    url: "https://www.canva.com/create/invitations/",
    price: {
      text: "Free plan; Canva Pro is a paid monthly or yearly subscription",
      asOf: "2025",
      source: "https://www.canva.com/pricing/",
    },
  },
  // flight-booking
  "google-flights": {
    name: "Google Flights",
    url: "https://www.google.com/travel/flights",
    price: {
      text: "Free to search; you book and pay on the airline or agency site",
      asOf: "2025",
      source: "https://www.google.com/travel/flights",
    },
    facts: {
      "booking-fee": {
        value: 0,
        unit: "usd",
        text: "$0; you pay the fare to the airline or agency",
        asOf: "2025",
        source: "https://support.google.com/travel/answer/7664728",
      },
      "price-alerts": {
        value: 1,
        unit: "yes-no",
        text: "Yes, on set dates or any dates",
        asOf: "2025",
        source: "https://support.google.com/travel/answer/6235879",
      },
      "flexible-dates": {
        value: 1,
        unit: "yes-no",
        text: "Yes: date grid and price graph",
        asOf: "2025",
        source: "https://support.google.com/travel/answer/7664728",
      },
      "sells-tickets": {
        value: 0,
        unit: "yes-no",
        text: "No: links to airlines and agencies",
        asOf: "2025",
        source: "https://support.google.com/travel/answer/7664728",
      },
    },
  },
  skyscanner: {
    name: "Skyscanner",
    url: "https://www.skyscanner.com/flights",
    price: {
      text: "Free to search; you book with the airline or agency it links to",
      asOf: "2025",
      source: "https://www.skyscanner.com/flights",
    },
    facts: {
      "booking-fee": {
        value: 0,
        unit: "usd",
        text: "$0; you pay the fare to the airline or agency",
        asOf: "2025",
        source: "https://www.skyscanner.co.il/media/how-skyscanner-works",
      },
      "price-alerts": {
        value: 1,
        unit: "yes-no",
        text: "Yes, including whole-month searches",
        asOf: "2025",
        source: "https://www.skyscanner.ie/news/how-does-airline-pricing-work",
      },
      "flexible-dates": {
        value: 1,
        unit: "yes-no",
        text: "Yes: month view and 'Everywhere'",
        asOf: "2025",
        source: "https://www.skyscanner.ie/news/how-does-airline-pricing-work",
      },
      "sells-tickets": {
        value: 0,
        unit: "yes-no",
        text: "No: links to airlines and agencies",
        asOf: "2025",
        source: "https://www.skyscanner.co.il/media/how-skyscanner-works",
      },
    },
  },
  kayak: {
    name: "Kayak",
    url: "https://www.kayak.com/flights",
    price: {
      text: "Free to search; you book with the airline or agency it links to",
      asOf: "2025",
      source: "https://www.kayak.com/flights",
    },
    facts: {
      "booking-fee": {
        value: 0,
        unit: "usd",
        text: "$0; no extra fee from Kayak",
        asOf: "2025",
        source: "https://www.kayak.com/company",
      },
      "price-alerts": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://www.kayak.com/flights",
      },
      "flexible-dates": {
        value: 1,
        unit: "yes-no",
        text: "Yes: up to three days either side",
        asOf: "2025",
        source: "https://www.kayak.com/flights",
      },
      "sells-tickets": {
        value: 0,
        unit: "yes-no",
        text: "No: links to airlines and agencies",
        asOf: "2025",
        source: "https://www.kayak.com/company",
      },
    },
  },
  expedia: {
    name: "Expedia",
    url: "https://www.expedia.com/Flights",
    price: {
      text: "Free to search; you book and pay for the ticket on Expedia",
      asOf: "2025",
      source: "https://www.expedia.com/Flights",
    },
    facts: {
      "booking-fee": {
        value: 0,
        unit: "usd",
        text: "$0; the fare shown is what you pay Expedia",
        asOf: "2025",
        source: "https://www.expedia.com/Flights",
      },
      "price-alerts": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source:
          "https://medium.com/@oarinde/increasing-travelers-engagement-through-relevant-price-alerts-at-expedia-group-75aa6a377864",
      },
      "flexible-dates": {
        value: 1,
        unit: "yes-no",
        text: "Yes: up to three days either side",
        asOf: "2025",
        source: "https://developers.expediagroup.com/xap/products/xap/flight/shopping/flex-search-api",
      },
      "sells-tickets": {
        value: 1,
        unit: "yes-no",
        text: "Yes: Expedia sells and manages the booking",
        asOf: "2025",
        source: "https://www.expedia.com/Flights",
      },
    },
  },
  momondo: {
    name: "Momondo",
    url: "https://www.momondo.com/flights",
    price: {
      text: "Free to search; you book with the airline or agency it links to",
      asOf: "2025",
      source: "https://www.momondo.com/flights",
    },
    facts: {
      "booking-fee": {
        value: 0,
        unit: "usd",
        text: "$0; you pay the fare to the airline or agency",
        asOf: "2025",
        source: "https://momondo.com.au/company",
      },
      "price-alerts": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://www.momondo.com/flights",
      },
      "flexible-dates": {
        value: 1,
        unit: "yes-no",
        text: "Yes: price calendar around your dates",
        asOf: "2025",
        source: "https://www.momondo.com/flights",
      },
      "sells-tickets": {
        value: 0,
        unit: "yes-no",
        text: "No: links to airlines and agencies",
        asOf: "2025",
        source: "https://www.momondo.com/about/terms",
      },
    },
  },
  // home
  "amazon-echo": {
    name: "Amazon Echo",
    url: "https://www.amazon.com/dp/B09B8V1LZ3",
    price: {
      text: "$49.99 for the Echo Dot (5th Gen); Echo Show displays cost more",
      asOf: "2025",
      source: "https://www.amazon.com/dp/B09B8V1LZ3",
    },
  },
  "google-nest-learning-thermostat": {
    name: "Google Nest Learning Thermostat",
    url: "https://store.google.com/product/nest_learning_thermostat_4th_gen",
    price: {
      text: "$279.99 (4th gen, launch price), with no subscription",
      asOf: "2024-08",
      source: "https://store.google.com/product/nest_learning_thermostat_4th_gen",
    },
  },
  "ring-video-doorbell": {
    name: "Ring Video Doorbell",
    url: "https://ring.com/doorbell-cameras",
    price: {
      text: "Battery Doorbell $99.99; saved video needs a Ring Home plan, from $4.99 a month",
      asOf: "2025",
      source: "https://ring.com/doorbell-cameras",
    },
  },
  "philips-hue": {
    name: "Philips Hue",
    url: "https://www.philips-hue.com/en-us",
    price: {
      text: "Sold per bulb, light strip and Hue Bridge, or in starter kits; no subscription for lights",
      asOf: "2025",
      source: "https://www.philips-hue.com/en-us",
    },
  },
  roborock: {
    name: "Roborock",
    url: "https://us.roborock.com/pages/robot-vacuum-cleaner",
    price: {
      text: "Varies by model, from Q-series robots to Saros models with all-in-one docks; no subscription",
      asOf: "2025",
      source: "https://us.roborock.com/pages/robot-vacuum-cleaner",
    },
  },
  // hosting
  siteground: {
    name: "SiteGround",
    url: "https://www.siteground.com/web-hosting.htm",
    price: {
      text: "Low first-term price on StartUp, then the much higher regular price at renewal",
      asOf: "2025",
      source: "https://www.siteground.com/web-hosting.htm",
    },
  },
  hostinger: {
    name: "Hostinger",
    url: "https://www.hostinger.com/web-hosting",
    price: {
      text: "Lowest monthly rate on a 48-month prepaid term; renews higher",
      asOf: "2025",
      source: "https://www.hostinger.com/web-hosting",
    },
  },
  kinsta: {
    name: "Kinsta",
    url: "https://kinsta.com/wordpress-hosting/",
    price: {
      text: "From about $35 a month; two months free on annual billing",
      asOf: "2025",
      source: "https://kinsta.com/pricing/",
    },
  },
  bluehost: {
    name: "Bluehost",
    url: "https://www.bluehost.com/hosting/shared",
    price: {
      text: "Low first-term price on a multi-year term; renews much higher",
      asOf: "2025",
      source: "https://www.bluehost.com/hosting/shared",
    },
  },
  dreamhost: {
    name: "DreamHost",
    url: "https://www.dreamhost.com/hosting/shared/",
    price: {
      text: "Shared Starter billed monthly or prepaid by the year; email costs extra",
      asOf: "2025",
      source: "https://www.dreamhost.com/hosting/shared/",
    },
  },
  // lifestyle
  headspace: {
    name: "Headspace",
    url: "https://www.headspace.com/",
    price: {
      text: "$12.99 a month or $69.99 a year after a free trial",
      asOf: "2025",
      source: "https://www.headspace.com/subscriptions",
    },
  },
  strava: {
    name: "Strava",
    url: "https://www.strava.com/",
    price: {
      text: "Free; subscription $11.99 a month or $79.99 a year",
      asOf: "2025",
      source: "https://www.strava.com/",
    },
  },
  calm: {
    name: "Calm",
    url: "https://www.calm.com/",
    price: { text: "Free version; Calm Premium $69.99 a year", asOf: "2025", source: "https://www.calm.com/" },
  },
  myfitnesspal: {
    name: "MyFitnessPal",
    url: "https://www.myfitnesspal.com/",
    price: {
      text: "Free with ads; Premium $19.99 a month or $79.99 a year",
      asOf: "2025",
      source: "https://www.myfitnesspal.com/",
    },
  },
  "nike-training-club": {
    name: "Nike Training Club",
    url: "https://www.nike.com/ntc-app",
    price: { text: "Free with a Nike account; no paid tier", asOf: "2025", source: "https://www.nike.com/ntc-app" },
  },
  // mobile-plans
  "mint-mobile": {
    name: "Mint Mobile",
    url: "https://www.mintmobile.com/",
    price: {
      text: "From $15 a month when you prepay 12 months (5GB plan); unlimited from $30 a month on the same term",
      asOf: "2025",
      source: "https://www.mintmobile.com/plans/",
    },
  },
  visible: {
    name: "Visible",
    url: "https://www.visible.com/",
    price: {
      text: "From $25 a month, taxes and fees included",
      asOf: "2025",
      source: "https://www.visible.com/plans",
    },
  },
  "t-mobile": {
    name: "T-Mobile",
    url: "https://www.t-mobile.com/cell-phone-plans",
    price: {
      text: "Experience More from $85 a month for one line with AutoPay, before taxes and fees",
      asOf: "2025",
      source: "https://www.t-mobile.com/cell-phone-plans",
    },
  },
  verizon: {
    name: "Verizon",
    url: "https://www.verizon.com/plans/unlimited/",
    price: {
      text: "Unlimited Welcome from $65 a month for one line with Auto Pay, before taxes and fees; perks extra",
      asOf: "2025",
      source: "https://www.verizon.com/plans/unlimited/",
    },
  },
  "us-mobile": {
    name: "US Mobile",
    url: "https://www.usmobile.com/",
    price: {
      text: "Varies by network and plan (Unlimited Starter or Unlimited Premium); month to month",
      asOf: "2026-05",
      source: "https://www.usmobile.com/",
    },
  },
  // netflix-shows
  "stranger-things": {
    name: "Stranger Things",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  "squid-game": {
    name: "Squid Game",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
    facts: {
      seasons: { value: 3, unit: "count", asOf: "2025-06", source: "https://www.netflix.com/title/81040344" },
      episodes: {
        value: 22,
        unit: "count",
        text: "22: nine, seven and six a season",
        asOf: "2025-06",
        source: "https://www.netflix.com/title/81040344",
      },
      "first-released": {
        value: 2021,
        unit: "count",
        text: "2021",
        asOf: "2025-06",
        source: "https://www.netflix.com/title/81040344",
      },
      "latest-season": {
        value: 2025,
        unit: "count",
        text: "2025, the final season",
        asOf: "2025-06",
        source: "https://www.netflix.com/title/81040344",
      },
    },
  },
  "the-crown": {
    name: "The Crown",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
    facts: {
      seasons: { value: 6, unit: "count", asOf: "2023-12", source: "https://www.netflix.com/title/80025678" },
      episodes: { value: 60, unit: "count", asOf: "2023-12", source: "https://www.netflix.com/title/80025678" },
      "first-released": {
        value: 2016,
        unit: "count",
        text: "2016",
        asOf: "2023-12",
        source: "https://www.netflix.com/title/80025678",
      },
      "latest-season": {
        value: 2023,
        unit: "count",
        text: "2023, the final season",
        asOf: "2023-12",
        source: "https://www.netflix.com/title/80025678",
      },
    },
  },
  ozark: {
    name: "Ozark",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  "black-mirror": {
    name: "Black Mirror",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
    facts: {
      seasons: { value: 7, unit: "count", asOf: "2025-04", source: "https://www.netflix.com/title/70264888" },
      episodes: {
        value: 33,
        unit: "count",
        text: "33, counting the 2014 special White Christmas",
        asOf: "2025-04",
        source: "https://www.netflix.com/title/70264888",
      },
      "first-released": {
        value: 2011,
        unit: "count",
        text: "2011; on Netflix since 2016",
        asOf: "2025-04",
        source: "https://www.netflix.com/title/70264888",
      },
      "latest-season": {
        value: 2025,
        unit: "count",
        text: "2025 (season 7)",
        asOf: "2025-04",
        source: "https://www.netflix.com/title/70264888",
      },
    },
  },
  adolescence: {
    name: "Adolescence",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
    facts: {
      seasons: {
        value: 1,
        unit: "count",
        text: "1 (limited series)",
        asOf: "2025-03",
        source: "https://www.netflix.com/title/81756069",
      },
      episodes: { value: 4, unit: "count", asOf: "2025-03", source: "https://www.netflix.com/title/81756069" },
      "first-released": {
        value: 2025,
        unit: "count",
        text: "2025",
        asOf: "2025-03",
        source: "https://www.netflix.com/title/81756069",
      },
      "latest-season": {
        value: 2025,
        unit: "count",
        text: "2025, a single limited series",
        asOf: "2025-03",
        source: "https://www.netflix.com/title/81756069",
      },
    },
  },
  "the-queens-gambit": {
    name: "The Queen's Gambit",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
    facts: {
      seasons: {
        value: 1,
        unit: "count",
        text: "1 (limited series)",
        asOf: "2020-10",
        source: "https://www.netflix.com/title/80234304",
      },
      episodes: { value: 7, unit: "count", asOf: "2020-10", source: "https://www.netflix.com/title/80234304" },
      "first-released": {
        value: 2020,
        unit: "count",
        text: "2020",
        asOf: "2020-10",
        source: "https://www.netflix.com/title/80234304",
      },
      "latest-season": {
        value: 2020,
        unit: "count",
        text: "2020, a single limited series",
        asOf: "2020-10",
        source: "https://www.netflix.com/title/80234304",
      },
    },
  },
  // therapy
  talkspace: {
    name: "Talkspace",
    url: "https://www.talkspace.com/",
    price: {
      text: "Without insurance, from $69 a week for messaging therapy (no live sessions); plans with live video cost more; with in-network coverage you pay your plan's copay",
      asOf: "2025",
      source: "https://help.talkspace.com/hc/en-us/sections/360000075383-Cost",
    },
    facts: {
      insurance: {
        value: 1,
        unit: "yes-no",
        text: "Yes, in-network with many health plans and employer programs",
        asOf: "2025",
        source: "https://help.talkspace.com/hc/en-us/sections/360000075383-Cost",
      },
      psychiatry: {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://help.talkspace.com/hc/en-us/articles/360000287026-Talkspace-Billing-How-it-Works",
      },
      messaging: {
        value: 1,
        unit: "yes-no",
        text: "Yes: text, audio and video messages, answered within one working day",
        asOf: "2025",
        source:
          "https://help.talkspace.com/hc/en-us/articles/360041048412-How-Do-I-Start-Schedule-Update-or-Cancel-a-Session-or-Appointment-with-My-Provider",
      },
      "pay-per-session": {
        value: 0,
        unit: "yes-no",
        text: "No: therapy is a subscription that renews each month",
        asOf: "2025",
        source: "https://help.talkspace.com/hc/en-us/articles/360000287026-Talkspace-Billing-How-it-Works",
      },
    },
  },
  betterhelp: {
    name: "BetterHelp",
    url: "https://www.betterhelp.com/",
    price: {
      text: "$70 to $100 a week, billed every four weeks; no insurance",
      asOf: "2025",
      source: "https://www.betterhelp.com/faq/",
    },
  },
  brightside: {
    name: "Brightside",
    url: "https://www.brightside.com/",
    price: {
      text: "Without insurance: $95 a month for psychiatry, $299 for therapy (four sessions) or $349 for both",
      asOf: "2026-08",
      source: "https://www.brightside.com/online-care-affordable/",
    },
    facts: {
      insurance: {
        value: 1,
        unit: "yes-no",
        text: "Yes, including Medicare and Medicaid plans",
        asOf: "2026-08",
        source: "https://www.brightside.com/online-care-affordable/",
      },
      psychiatry: {
        value: 1,
        unit: "yes-no",
        asOf: "2026-08",
        source: "https://www.brightside.com/online-care-affordable/",
      },
      messaging: {
        value: 1,
        unit: "yes-no",
        text: "Yes; providers typically reply within 24 hours on weekdays",
        asOf: "2025",
        source: "https://www.brightside.com/faqs/what-should-expect-in-my-first-visit-with-my-provider/",
      },
      "pay-per-session": {
        value: 0,
        unit: "yes-no",
        text: "No: monthly plans ($299 buys four therapy sessions)",
        asOf: "2026-08",
        source: "https://www.brightside.com/online-care-affordable/",
      },
    },
  },
  amwell: {
    name: "Amwell",
    url: "https://amwell.com/",
    price: {
      text: "Per visit, no subscription; the cost depends on the clinician and your insurance",
      asOf: "2025",
      source: "https://amwell.com/",
    },
    facts: {
      insurance: {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://amwell.com/",
      },
      psychiatry: {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://amwell.com/",
      },
      messaging: {
        value: 0,
        unit: "yes-no",
        text: "No messaging plan between scheduled visits",
        asOf: "2025",
        source: "https://amwell.com/",
      },
      "pay-per-session": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://amwell.com/",
      },
    },
  },
  "grow-therapy": {
    name: "Grow Therapy",
    url: "https://growtherapy.com/",
    price: {
      text: "Per session: your plan's copay or coinsurance in network; many providers also set a cash rate",
      asOf: "2025",
      source: "https://help.growtherapy.com/clients/en/articles/6557758-understand-your-insurance-coverage",
    },
    facts: {
      insurance: {
        value: 1,
        unit: "yes-no",
        text: "Yes: most major plans, varying by state, and some employee assistance programs",
        asOf: "2025",
        source: "https://help.growtherapy.com/en/articles/6797766-manage-your-accepted-insurance-plans",
      },
      psychiatry: {
        value: 1,
        unit: "yes-no",
        text: "Yes, medication management with psychiatric providers",
        asOf: "2025",
        source:
          "https://help.growtherapy.com/clients/en/articles/11533923-when-to-reach-out-to-your-provider-versus-the-support-team-with-questions",
      },
      messaging: {
        value: 1,
        unit: "yes-no",
        text: "Yes, through the client portal",
        asOf: "2025",
        source:
          "https://help.growtherapy.com/clients/en/articles/11533923-when-to-reach-out-to-your-provider-versus-the-support-team-with-questions",
      },
      "pay-per-session": {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source: "https://help.growtherapy.com/clients/en/collections/5760610-navigate-insurance-billing",
      },
    },
  },
  rula: {
    name: "Rula",
    url: "https://www.rula.com/",
    price: {
      text: "Per visit: your plan's copay or coinsurance in network, or a self-pay rate",
      asOf: "2025",
      source: "https://patientsupport.rula.com/hc/en-us/articles/22411480421915-Overview-of-your-charges-and-billing",
    },
    facts: {
      insurance: {
        value: 1,
        unit: "yes-no",
        text: "Yes, in network with many plans, including some Medicare Advantage plans",
        asOf: "2025",
        source:
          "https://patientsupport.rula.com/hc/en-us/articles/33213834994843-How-to-access-in-person-therapy-services-at-Rula",
      },
      psychiatry: {
        value: 1,
        unit: "yes-no",
        asOf: "2025",
        source:
          "https://patientsupport.rula.com/hc/en-us/articles/33213834994843-How-to-access-in-person-therapy-services-at-Rula",
      },
      messaging: {
        value: 1,
        unit: "yes-no",
        text: "Yes, if your therapist uses Rula's secure messaging tool",
        asOf: "2025",
        source: "https://patientsupport.rula.com/hc/en-us/articles/22411331375515-Contacting-your-therapist",
      },
      "pay-per-session": {
        value: 1,
        unit: "yes-no",
        text: "Yes: each visit is billed after it takes place",
        asOf: "2025",
        source: "https://patientsupport.rula.com/hc/en-us/articles/22411480421915-Overview-of-your-charges-and-billing",
      },
    },
  },
  "online-therapy-com": {
    name: "Online-Therapy.com",
    url: "https://www.online-therapy.com/",
    price: {
      text: "Three weekly plans: Basic has no live sessions, Standard one a week, Premium two; no insurance",
      asOf: "2025",
      source: "https://www.online-therapy.com/faq.php",
    },
  },
  // tv-services
  "youtube-tv": {
    name: "YouTube TV",
    url: "https://tv.youtube.com/",
    price: {
      text: "$82.99 a month for the Base Plan",
      asOf: "2025-01",
      source: "https://support.google.com/youtubetv/answer/7129667",
    },
  },
  netflix: {
    name: "Netflix",
    url: "https://www.netflix.com/",
    price: {
      text: "$7.99 a month for Standard with ads, $17.99 for Standard, $24.99 for Premium",
      asOf: "2025-01",
      source: "https://help.netflix.com/en/node/24926",
    },
  },
  "hulu-live-tv": {
    name: "Hulu + Live TV",
    url: "https://www.hulu.com/live-tv",
    price: {
      text: "$89.99 a month, including Disney+, Hulu and ESPN Unlimited with ads",
      asOf: "2025-10",
      source: "https://www.hulu.com/live-tv",
    },
  },
  "sling-tv": {
    name: "Sling TV",
    url: "https://www.sling.com/",
    price: {
      text: "Orange from about $46 a month; Blue about $50 to $55 a month, depending on local channels",
      asOf: "2026-02",
      source: "https://www.sling.com/",
    },
  },
  "hbo-max": {
    name: "HBO Max",
    url: "https://www.hbomax.com/",
    price: {
      text: "$10.99 a month for Basic with Ads, $18.49 for Standard, $22.99 for Premium with 4K",
      asOf: "2025-10",
      source: "https://www.hbomax.com/",
    },
  },
  fubo: {
    name: "Fubo",
    url: "https://www.fubo.tv/",
    price: {
      text: "About $80 to $85 a month for the main plan, plus a regional sports fee in some areas",
      asOf: "2025",
      source: "https://www.fubo.tv/",
    },
  },
  peacock: {
    name: "Peacock",
    url: "https://www.peacocktv.com/",
    price: {
      text: "$10.99 a month for Premium (with ads), $16.99 for Premium Plus",
      asOf: "2025-07",
      source: "https://www.peacocktv.com/",
    },
  },
  "paramount-plus": {
    name: "Paramount+",
    url: "https://www.paramountplus.com/",
    price: {
      text: "$8.99 a month for Essential (with ads), $13.99 for Premium",
      asOf: "2026-01",
      source: "https://www.paramountplus.com/",
    },
  },
  "espn-unlimited": {
    name: "ESPN Unlimited",
    url: "https://www.espn.com/",
    price: {
      text: "$29.99 a month",
      asOf: "2025-08",
      source: "https://www.espn.com/",
    },
  },
  "espn-select": {
    name: "ESPN Select",
    url: "https://www.espn.com/",
    price: {
      text: "$11.99 a month",
      asOf: "2025-08",
      source: "https://www.espn.com/",
    },
  },
  // vpn
  nordvpn: {
    name: "NordVPN",
    url: "https://nordvpn.com/",
    price: {
      text: "From $3.49 a month on the 2-year Basic plan ($94.23 for 27 months); renews at $139.08 a year",
      asOf: "2026-10",
      source: "https://nordvpn.com/pricing/",
    },
    facts: {
      "price-month-longest": {
        value: 3.49,
        unit: "usd-month",
        text: "$3.49 a month on the 2-year Basic plan ($94.23 for 27 months)",
        asOf: "2026-10",
        source: "https://nordvpn.com/pricing/",
      },
      "renewal-month": {
        value: 11.59,
        unit: "usd-month",
        text: "$139.08 a year after the first term",
        asOf: "2026-10",
        source: "https://nordvpn.com/pricing/",
      },
      devices: { value: 10, unit: "count", asOf: "2026-09", source: "https://nordvpn.com/pricing/" },
      "free-plan": { value: 0, unit: "yes-no", asOf: "2026-10", source: "https://nordvpn.com/pricing/" },
      "no-logs-audits": {
        value: 4,
        unit: "count",
        text: "Deloitte, December 2022, 2023, 2024 and 2025",
        asOf: "2025-12",
        source: "https://nordvpn.com/blog/nordvpn-audit/",
      },
    },
  },
  "proton-vpn": {
    name: "Proton VPN",
    url: "https://protonvpn.com/",
    price: {
      text: "Free plan; VPN Plus from $3.49 a month on the 2-year plan ($83.76), then $83.88 a year",
      asOf: "2026-08",
      source: "https://protonvpn.com/pricing",
    },
    facts: {
      "price-month-longest": {
        value: 3.49,
        unit: "usd-month",
        text: "$3.49 a month on the 2-year VPN Plus plan ($83.76)",
        asOf: "2026-08",
        source: "https://protonvpn.com/pricing",
      },
      "renewal-month": {
        value: 6.99,
        unit: "usd-month",
        text: "$83.88 a year after the first term",
        asOf: "2026-08",
        source: "https://protonvpn.com/pricing",
      },
      devices: {
        value: 10,
        unit: "count",
        text: "10 on VPN Plus; 1 on the free plan",
        asOf: "2026-10",
        source: "https://protonvpn.com/pricing",
      },
      "free-plan": {
        value: 1,
        unit: "yes-no",
        text: "Yes: one device, no data cap",
        asOf: "2026-10",
        source: "https://protonvpn.com/pricing",
      },
      "no-logs-audits": {
        value: 4,
        unit: "count",
        text: "Securitum, every year from 2023 to May 2026",
        asOf: "2026-05",
        source: "https://protonvpn.com/blog/no-logs-audit",
      },
    },
  },
  expressvpn: {
    name: "ExpressVPN",
    url: "https://www.expressvpn.com/",
    price: {
      text: "From $2.99 a month on the 2-year Basic plan ($83.72 for 28 months); renews at $99.95 a year",
      asOf: "2026-10",
      source: "https://www.expressvpn.com/order",
    },
    facts: {
      "price-month-longest": {
        value: 2.99,
        unit: "usd-month",
        text: "$2.99 a month on the 2-year Basic plan ($83.72 for 28 months)",
        asOf: "2026-10",
        source: "https://www.expressvpn.com/order",
      },
      "renewal-month": {
        value: 8.33,
        unit: "usd-month",
        text: "$99.95 a year after the first term",
        asOf: "2026-10",
        source: "https://www.expressvpn.com/order",
      },
      devices: {
        value: 10,
        unit: "count",
        text: "10 on Basic; 12 on Advanced and 14 on Pro",
        asOf: "2026-10",
        source: "https://www.expressvpn.com/pricing",
      },
      "free-plan": { value: 0, unit: "yes-no", asOf: "2026-10", source: "https://www.expressvpn.com/order" },
      "no-logs-audits": {
        value: 2,
        unit: "count",
        text: "KPMG, 2023 and February 2025",
        asOf: "2025-02",
        source: "https://www.expressvpn.com/support/knowledge-hub/independent-audits/",
      },
    },
  },
  surfshark: {
    name: "Surfshark",
    url: "https://surfshark.com/",
    price: {
      text: "From $2.49 a month on the 2-year Starter plan ($67.23 for 27 months); renews at $79 a year",
      asOf: "2026-10",
      source: "https://surfshark.com/pricing",
    },
    facts: {
      "price-month-longest": {
        value: 2.49,
        unit: "usd-month",
        text: "$2.49 a month on the 2-year Starter plan ($67.23 for 27 months)",
        asOf: "2026-10",
        source: "https://surfshark.com/pricing",
      },
      "renewal-month": {
        value: 6.58,
        unit: "usd-month",
        text: "$79 a year after the first term",
        asOf: "2026-10",
        source: "https://surfshark.com/pricing",
      },
      devices: { value: "unlimited", unit: "count", asOf: "2026-10", source: "https://surfshark.com/pricing" },
      "free-plan": { value: 0, unit: "yes-no", asOf: "2026-10", source: "https://surfshark.com/pricing" },
      "no-logs-audits": {
        value: 2,
        unit: "count",
        text: "Deloitte, January 2023 and June 2025",
        asOf: "2025-06",
        source: "https://surfshark.com/privacy",
      },
    },
  },
  pia: {
    name: "Private Internet Access",
    url: "https://www.privateinternetaccess.com/",
    price: {
      text: "From $2.03 a month on the 3-year plan ($79 for 39 months); renews at $79 every three years",
      asOf: "2026-10",
      source: "https://www.privateinternetaccess.com/buy-vpn-online",
    },
    facts: {
      "price-month-longest": {
        value: 2.03,
        unit: "usd-month",
        text: "$2.03 a month on the 3-year plan ($79 for 39 months)",
        asOf: "2026-10",
        source: "https://www.privateinternetaccess.com/buy-vpn-online",
      },
      "renewal-month": {
        value: 2.19,
        unit: "usd-month",
        text: "$79 every three years after the first term",
        asOf: "2026-10",
        source: "https://www.privateinternetaccess.com/buy-vpn-online",
      },
      devices: {
        value: "unlimited",
        unit: "count",
        asOf: "2026-10",
        source: "https://www.privateinternetaccess.com/buy-vpn-online",
      },
      "free-plan": {
        value: 0,
        unit: "yes-no",
        asOf: "2026-10",
        source: "https://www.privateinternetaccess.com/buy-vpn-online",
      },
      "no-logs-audits": {
        value: 1,
        unit: "count",
        text: "Deloitte, 2024",
        asOf: "2024-04",
        source: "https://helpdesk.privateinternetaccess.com/kb/articles/do-you-log-the-traffic-of-your-users-2",
      },
    },
  },
  "mullvad-vpn": {
    name: "Mullvad VPN",
    url: "https://mullvad.net/en/vpn",
    price: {
      text: "€5 a month, the same on every term",
      asOf: "2026-03",
      source: "https://mullvad.net/en/pricing",
    },
  },
} satisfies VendorsInput;
