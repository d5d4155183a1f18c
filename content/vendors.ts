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
      text: "From about $38 a month (Simple Start, one user)",
      asOf: "2025",
      source: "https://quickbooks.intuit.com/pricing/",
    },
  },
  xero: {
    name: "Xero",
    url: "https://www.xero.com/us/",
    price: {
      text: "From about $25 a month (Early plan), unlimited users",
      asOf: "2025",
      source: "https://www.xero.com/us/pricing-plans/",
    },
  },
  freshbooks: {
    name: "FreshBooks",
    url: "https://www.freshbooks.com/",
    price: {
      text: "From about $20 a month (Lite plan, five billable clients)",
      asOf: "2025",
      source: "https://www.freshbooks.com/pricing",
    },
  },
  "zoho-books": {
    name: "Zoho Books",
    url: "https://www.zoho.com/books/",
    price: {
      text: "Free plan below a revenue limit; paid from about $20 a month",
      asOf: "2025",
      source: "https://www.zoho.com/books/pricing/",
    },
  },
  wave: {
    name: "Wave",
    url: "https://www.waveapps.com/accounting",
    price: {
      text: "Free Starter plan; Pro about $16 a month",
      asOf: "2025",
      source: "https://www.waveapps.com/pricing",
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
  },
  clickup: {
    name: "ClickUp",
    url: "https://clickup.com/",
    price: {
      text: "Free Forever plan; Unlimited $7 per user a month billed yearly, or $10 monthly",
      asOf: "2026-09",
      source: "https://clickup.com/pricing",
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
  },
  notion: {
    name: "Notion",
    url: "https://www.notion.com/",
    price: {
      text: "Free plan; Plus $10 per seat a month billed yearly, or $12 monthly",
      asOf: "2026-03",
      source: "https://www.notion.com/pricing",
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
  },
  "capital-one-360": {
    name: "Capital One 360",
    url: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
    price: {
      text: "No monthly fees or minimums on 360 Checking and 360 Performance Savings; no overdraft fees",
      asOf: "2025",
      source: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
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
  },
  slack: {
    name: "Slack",
    url: "https://slack.com/",
    price: {
      text: "Free plan shows the last 90 days of messages; Pro $7.25 per user a month billed yearly, or $8.75 monthly",
      asOf: "2026-03",
      source: "https://slack.com/pricing",
    },
  },
  hubspot: {
    name: "HubSpot",
    url: "https://www.hubspot.com/products/crm",
    price: {
      text: "Free CRM tools; Starter from $20 per seat a month billed monthly; Professional from $890 a month with 3 seats",
      asOf: "2026-08",
      source: "https://www.hubspot.com/pricing/marketing",
    },
  },
  asana: {
    name: "Asana",
    url: "https://asana.com/",
    price: {
      text: "Free Personal plan; Starter $10.99 per user a month billed yearly",
      asOf: "2025",
      source: "https://asana.com/pricing",
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
  },
  "citi-double-cash": {
    name: "Citi Double Cash",
    url: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
    price: {
      text: "$0 annual fee; 3% foreign transaction fee; balance transfer fee 3%, then 5% after four months",
      asOf: "2025",
      source: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
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
  },
  "wells-fargo-active-cash": {
    name: "Wells Fargo Active Cash",
    url: "https://creditcards.wellsfargo.com/active-cash-credit-card/",
    price: {
      text: "$0 annual fee; 3% foreign transaction fee; balance transfer fee 3%, then up to 5% after 120 days",
      asOf: "2025",
      source: "https://www.wellsfargo.com/credit-cards/active-cash/terms/",
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
  },
  bumble: {
    name: "Bumble",
    url: "https://bumble.com/",
    price: {
      text: "Free; paid Boost and Premium tiers priced in the app",
      asOf: "2025",
      source: "https://bumble.com/",
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
  },
  github: {
    name: "GitHub",
    url: "https://github.com/",
    price: {
      text: "Free plan with unlimited repositories; Team listed at $4 per user a month for the first 12 months",
      asOf: "2026-09",
      source: "https://github.com/pricing",
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
  },
  partiful: {
    name: "Partiful",
    url: "https://partiful.com/",
    price: { text: "Free for hosts and guests, with no ads", asOf: "2025", source: "https://partiful.com/" },
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
  },
  skyscanner: {
    name: "Skyscanner",
    url: "https://www.skyscanner.com/flights",
    price: {
      text: "Free to search; you book with the airline or agency it links to",
      asOf: "2025",
      source: "https://www.skyscanner.com/flights",
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
  },
  expedia: {
    name: "Expedia",
    url: "https://www.expedia.com/Flights",
    price: {
      text: "Free to search; you book and pay for the ticket on Expedia",
      asOf: "2025",
      source: "https://www.expedia.com/Flights",
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
    facts: {
      "price-month-one-line": {
        value: 30,
        unit: "usd-month",
        text: "$30 a month for Unlimited when you prepay 12 months ($360 up front)",
        asOf: "2025-01",
        source: "https://www.mintmobile.com/plans/",
      },
      "prepay-months": {
        value: 12,
        unit: "months",
        text: "12 months up front for that price",
        asOf: "2025-01",
        source: "https://www.mintmobile.com/plans/",
      },
      "taxes-fees-included": {
        value: 0,
        unit: "yes-no",
        text: "No: taxes and fees added at checkout",
        asOf: "2025-01",
        source: "https://www.mintmobile.com/plans/",
      },
      networks: {
        value: 1,
        unit: "count",
        text: "1 (T-Mobile)",
        asOf: "2025-01",
        source: "https://www.mintmobile.com/plans/",
      },
      "contract-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2025-01",
        source: "https://www.mintmobile.com/plans/",
      },
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
    facts: {
      "price-month-one-line": {
        value: 25,
        unit: "usd-month",
        text: "$25 a month for Visible, its base unlimited plan, taxes and fees included",
        asOf: "2025-01",
        source: "https://www.visible.com/plans",
      },
      "prepay-months": {
        value: 1,
        unit: "months",
        text: "Paid a month at a time",
        asOf: "2025-01",
        source: "https://www.visible.com/plans",
      },
      "taxes-fees-included": {
        value: 1,
        unit: "yes-no",
        asOf: "2025-01",
        source: "https://www.visible.com/plans",
      },
      networks: {
        value: 1,
        unit: "count",
        text: "1 (Verizon)",
        asOf: "2025-01",
        source: "https://www.visible.com/plans",
      },
      "contract-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2025-01",
        source: "https://www.visible.com/plans",
      },
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
      text: "From $25 a month for Unlimited Starter, paid every 30 days; Unlimited Premium costs more",
      asOf: "2025-01",
      source: "https://www.usmobile.com/",
    },
    facts: {
      "price-month-one-line": {
        value: 25,
        unit: "usd-month",
        text: "$25 a month for Unlimited Starter, before taxes and its Recovery Fee",
        asOf: "2025-01",
        source: "https://www.usmobile.com/",
      },
      "prepay-months": {
        value: 1,
        unit: "months",
        text: "Paid every 30 days",
        asOf: "2025-01",
        source: "https://usmobile.helpdocs.io/billing/what-is-a-base-plan-2",
      },
      "taxes-fees-included": {
        value: 0,
        unit: "yes-no",
        text: "No: taxes and a Recovery Fee added",
        asOf: "2025-01",
        source: "https://www.usmobile.com/help/knowledge-base/regulatory-cost-recovery-charge/",
      },
      networks: {
        value: 3,
        unit: "count",
        text: "3 (Verizon, T-Mobile and AT&T)",
        asOf: "2026-05",
        source: "https://www.usmobile.com/",
      },
      "contract-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2025-01",
        source: "https://usmobile.helpdocs.io/billing/what-is-a-base-plan-2",
      },
    },
  },
  tello: {
    name: "Tello",
    url: "https://tello.com/",
    price: {
      text: "$25 a month for unlimited data, talk and text; smaller plans cost less",
      asOf: "2025-01",
      source: "https://tello.com/buy/family_plans",
    },
    facts: {
      "price-month-one-line": {
        value: 25,
        unit: "usd-month",
        text: "$25 a month for unlimited data, talk and text, before taxes",
        asOf: "2025-01",
        source: "https://tello.com/buy/family_plans",
      },
      "prepay-months": {
        value: 1,
        unit: "months",
        text: "Paid every 30 days",
        asOf: "2025-01",
        source: "https://tello.com/help_center/when-does-my-billing-cycle-start-and-renew",
      },
      "taxes-fees-included": {
        value: 0,
        unit: "yes-no",
        text: "No: taxes added",
        asOf: "2025-01",
        source: "https://tello.com/buy/family_plans",
      },
      networks: {
        value: 1,
        unit: "count",
        text: "1 (T-Mobile)",
        asOf: "2025-01",
        source: "https://tello.com/help_center",
      },
      "contract-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2025-01",
        source: "https://tello.com/buy/family_plans",
      },
    },
  },
  "helium-mobile": {
    name: "Helium Mobile",
    url: "https://heliummobile.com/",
    price: {
      text: "$30 a month for the Infinity plan (unlimited data); Air $15 for 10GB; Zero $0 for 3GB; taxes and fees extra",
      asOf: "2025-01",
      source: "https://hellohelium.com/llms.txt",
    },
    facts: {
      "price-month-one-line": {
        value: 30,
        unit: "usd-month",
        text: "$30 a month for Infinity, its unlimited plan, before taxes and fees",
        asOf: "2025-01",
        source: "https://hellohelium.com/llms.txt",
      },
      "prepay-months": {
        value: 1,
        unit: "months",
        text: "Paid a month at a time",
        asOf: "2025-01",
        source: "https://hellohelium.com/llms.txt",
      },
      "taxes-fees-included": {
        value: 0,
        unit: "yes-no",
        text: "No: taxes and fees added",
        asOf: "2025-01",
        source: "https://hellohelium.com/llms.txt",
      },
      networks: {
        value: 1,
        unit: "count",
        text: "1 (T-Mobile), plus Helium's own hotspots",
        asOf: "2025-01",
        source: "https://hellohelium.com/llms.txt",
      },
      "contract-months": {
        value: 0,
        unit: "months",
        text: "None",
        asOf: "2025-01",
        source: "https://hellohelium.com/llms.txt",
      },
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
  },
  "the-crown": {
    name: "The Crown",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  ozark: {
    name: "Ozark",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  "black-mirror": {
    name: "Black Mirror",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  // therapy
  talkspace: {
    name: "Talkspace",
    url: "https://www.talkspace.com/",
    price: {
      text: "From $69 a week without insurance; with in-network coverage you pay your plan's copay",
      asOf: "2025",
      source: "https://help.talkspace.com/hc/en-us/sections/360000075383-Cost",
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
  },
  amwell: {
    name: "Amwell",
    url: "https://amwell.com/",
    price: {
      text: "Per visit, no subscription; the cost depends on the clinician and your insurance",
      asOf: "2025",
      source: "https://amwell.com/",
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
    facts: {
      "price-month-base": {
        value: 82.99,
        unit: "usd-month",
        text: "$82.99 a month for the Base Plan",
        asOf: "2025-01",
        source: "https://support.google.com/youtubetv/answer/7129667",
      },
      streams: {
        value: 3,
        unit: "count",
        text: "3 at once",
        asOf: "2025-01",
        source: "https://tv.youtube.com/",
      },
      profiles: {
        value: 6,
        unit: "count",
        text: "6 household accounts",
        asOf: "2025-01",
        source: "https://tv.youtube.com/",
      },
      "record-or-download": {
        value: 1,
        unit: "yes-no",
        text: "Yes: unlimited cloud DVR, recordings kept 9 months",
        asOf: "2025-01",
        source: "https://tv.youtube.com/",
      },
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
    facts: {
      "price-month-base": {
        value: 7.99,
        unit: "usd-month",
        text: "$7.99 a month for Standard with ads",
        asOf: "2025-01",
        source: "https://help.netflix.com/en/node/24926",
      },
      streams: {
        value: 2,
        unit: "count",
        text: "2 at once on Standard with ads",
        asOf: "2025-01",
        source: "https://help.netflix.com/en/node/24926",
      },
      profiles: {
        value: 5,
        unit: "count",
        text: "5 profiles",
        asOf: "2025-01",
        source: "https://help.netflix.com/en/node/24926",
      },
      "record-or-download": {
        value: 1,
        unit: "yes-no",
        text: "Yes: downloads on Standard with ads",
        asOf: "2025-01",
        source: "https://help.netflix.com/en/node/24926",
      },
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
    facts: {
      "price-month-base": {
        value: 89.99,
        unit: "usd-month",
        text: "$89.99 a month, with Disney+, Hulu and ESPN Unlimited (with ads)",
        asOf: "2025-10",
        source: "https://www.hulu.com/live-tv",
      },
      streams: {
        value: 2,
        unit: "count",
        text: "2 at once; more with a paid add-on",
        asOf: "2025-10",
        source: "https://www.hulu.com/live-tv",
      },
      profiles: {
        value: 6,
        unit: "count",
        text: "6 profiles",
        asOf: "2025-10",
        source: "https://www.hulu.com/live-tv",
      },
      "record-or-download": {
        value: 1,
        unit: "yes-no",
        text: "Yes: unlimited cloud DVR",
        asOf: "2025-10",
        source: "https://www.hulu.com/live-tv",
      },
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
    facts: {
      "price-month-base": {
        value: 10.99,
        unit: "usd-month",
        text: "$10.99 a month for Basic with Ads",
        asOf: "2025-10",
        source: "https://www.hbomax.com/",
      },
      streams: {
        value: 2,
        unit: "count",
        text: "2 at once on Basic with Ads",
        asOf: "2025-10",
        source: "https://www.hbomax.com/",
      },
      profiles: {
        value: 5,
        unit: "count",
        text: "5 profiles",
        asOf: "2025-10",
        source: "https://www.hbomax.com/",
      },
      "record-or-download": {
        value: 0,
        unit: "yes-no",
        text: "No: downloads need Standard or Premium",
        asOf: "2025-10",
        source: "https://www.hbomax.com/",
      },
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
    facts: {
      "price-month-base": {
        value: 10.99,
        unit: "usd-month",
        text: "$10.99 a month for Premium (with ads)",
        asOf: "2025-07",
        source: "https://www.peacocktv.com/",
      },
      streams: {
        value: 3,
        unit: "count",
        text: "3 at once",
        asOf: "2025-07",
        source: "https://www.peacocktv.com/",
      },
      profiles: {
        value: 6,
        unit: "count",
        text: "6 profiles",
        asOf: "2025-07",
        source: "https://www.peacocktv.com/",
      },
      "record-or-download": {
        value: 0,
        unit: "yes-no",
        text: "No: downloads need Premium Plus",
        asOf: "2025-07",
        source: "https://www.peacocktv.com/",
      },
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
      text: "From $3.39 a month on a two-year plan ($81.36 up front); renews at a higher price",
      asOf: "2026",
      source: "https://nordvpn.com/pricing/",
    },
  },
  "proton-vpn": {
    name: "Proton VPN",
    url: "https://protonvpn.com/",
    price: {
      text: "Free plan; VPN Plus billed monthly, yearly or every two years, cheapest per month on the longest term",
      asOf: "2025",
      source: "https://protonvpn.com/pricing",
    },
  },
  expressvpn: {
    name: "ExpressVPN",
    url: "https://www.expressvpn.com/",
    price: {
      text: "Basic, Advanced and Pro tiers, billed monthly or yearly; longer terms cost less per month",
      asOf: "2025",
      source: "https://www.expressvpn.com/order",
    },
  },
  surfshark: {
    name: "Surfshark",
    url: "https://surfshark.com/",
    price: {
      text: "Starter: $15.45 month to month; longer plans renew at $59.76 a year after a cheaper first term",
      asOf: "2025",
      source: "https://surfshark.com/terms-of-service/pricing",
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
