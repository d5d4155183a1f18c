/**
 * Every product or service a list ranks, once: its name, its own page on the vendor's site, its price with the
 * date and source of that price, and (set by the operator) an affiliate URL. Lists name products by id;
 * guides quote a price with <Price of="id" />. See content/schema.ts (vendorSchema) for every field.
 */
import type { VendorsInput } from "./schema";

export default {
  // accounting
  "quickbooks-online": {
    name: "QuickBooks Online",
    url: "https://quickbooks.intuit.com/",
  },
  "xero": {
    name: "Xero",
    url: "https://www.xero.com/",
  },
  "freshbooks": {
    name: "FreshBooks",
    url: "https://www.freshbooks.com/",
  },
  "zoho-books": {
    name: "Zoho Books",
    url: "https://www.zoho.com/books/",
  },
  "wave": {
    name: "Wave",
    url: "https://www.waveapps.com/",
  },
  // asana-alternatives
  "monday-com": {
    name: "monday.com",
    url: "https://monday.com/",
  },
  "clickup": {
    name: "ClickUp",
    url: "https://clickup.com/",
  },
  "trello": {
    name: "Trello",
    url: "https://trello.com/",
  },
  "notion": {
    name: "Notion",
    url: "https://www.notion.com/",
  },
  "wrike": {
    name: "Wrike",
    url: "https://www.wrike.com/",
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
  "chase": {
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
  },
  "slack": {
    name: "Slack",
    url: "https://slack.com/",
  },
  "hubspot": {
    name: "HubSpot",
    url: "https://www.hubspot.com/",
  },
  "asana": {
    name: "Asana",
    url: "https://asana.com/",
  },
  // credit-cards
  "chase-sapphire-preferred": {
    name: "Chase Sapphire Preferred",
    url: "https://www.chase.com/",
  },
  "citi-double-cash": {
    name: "Citi Double Cash",
    url: "https://www.citi.com/",
  },
  "capital-one-venture-rewards": {
    name: "Capital One Venture Rewards",
    url: "https://www.capitalone.com/",
  },
  "wells-fargo-active-cash": {
    name: "Wells Fargo Active Cash",
    url: "https://www.wellsfargo.com/",
  },
  "discover-it-cash-back": {
    name: "Discover it Cash Back",
    url: "https://www.discover.com/",
  },
  // dating
  "hinge": {
    name: "Hinge",
    url: "https://hinge.co/",
  },
  "bumble": {
    name: "Bumble",
    url: "https://bumble.com/",
  },
  "okcupid": {
    name: "OkCupid",
    url: "https://www.okcupid.com/",
  },
  "match": {
    name: "Match",
    url: "https://www.match.com/",
  },
  "tinder": {
    name: "Tinder",
    url: "https://tinder.com/",
  },
  // development
  "visual-studio-code": {
    name: "Visual Studio Code",
    url: "https://code.visualstudio.com/",
  },
  "github": {
    name: "GitHub",
    url: "https://github.com/",
  },
  "intellij-idea": {
    name: "IntelliJ IDEA",
    url: "https://www.jetbrains.com/",
  },
  "postman": {
    name: "Postman",
    url: "https://www.postman.com/",
  },
  "docker-desktop": {
    name: "Docker Desktop",
    url: "https://www.docker.com/",
  },
  // evite-alternatives
  "paperless-post": {
    name: "Paperless Post",
    url: "https://www.paperlesspost.com/",
  },
  "partiful": {
    name: "Partiful",
    url: "https://partiful.com/",
  },
  "punchbowl": {
    name: "Punchbowl",
    url: "https://www.punchbowl.com/",
  },
  "greenvelope": {
    name: "Greenvelope",
    url: "https://www.greenvelope.com/",
  },
  "canva": {
    name: "Canva",
    url: "https://www.canva.com/",
  },
  // flight-booking
  "google-flights": {
    name: "Google Flights",
    url: "https://www.google.com/travel/flights",
  },
  "skyscanner": {
    name: "Skyscanner",
    url: "https://www.skyscanner.com/",
  },
  "kayak": {
    name: "Kayak",
    url: "https://www.kayak.com/",
  },
  "expedia": {
    name: "Expedia",
    url: "https://www.expedia.com/",
  },
  "momondo": {
    name: "Momondo",
    url: "https://www.momondo.com/",
  },
  // home
  "amazon-echo": {
    name: "Amazon Echo",
    url: "https://www.amazon.com/",
  },
  "google-nest-learning-thermostat": {
    name: "Google Nest Learning Thermostat",
    url: "https://store.google.com/",
  },
  "ring-video-doorbell": {
    name: "Ring Video Doorbell",
    url: "https://ring.com/",
  },
  "philips-hue": {
    name: "Philips Hue",
    url: "https://www.philips-hue.com/",
  },
  "roborock": {
    name: "Roborock",
    url: "https://us.roborock.com/",
  },
  // hosting
  "siteground": {
    name: "SiteGround",
    url: "https://www.siteground.com/",
  },
  "hostinger": {
    name: "Hostinger",
    url: "https://www.hostinger.com/",
  },
  "kinsta": {
    name: "Kinsta",
    url: "https://kinsta.com/",
  },
  "bluehost": {
    name: "Bluehost",
    url: "https://www.bluehost.com/",
  },
  "dreamhost": {
    name: "DreamHost",
    url: "https://www.dreamhost.com/",
  },
  // lifestyle
  "headspace": {
    name: "Headspace",
    url: "https://www.headspace.com/",
  },
  "strava": {
    name: "Strava",
    url: "https://www.strava.com/",
  },
  "calm": {
    name: "Calm",
    url: "https://www.calm.com/",
  },
  "myfitnesspal": {
    name: "MyFitnessPal",
    url: "https://www.myfitnesspal.com/",
  },
  "nike-training-club": {
    name: "Nike Training Club",
    url: "https://www.nike.com/",
  },
  // mobile-plans
  "mint-mobile": {
    name: "Mint Mobile",
    url: "https://www.mintmobile.com/",
  },
  "visible": {
    name: "Visible",
    url: "https://www.visible.com/",
  },
  "t-mobile": {
    name: "T-Mobile",
    url: "https://www.t-mobile.com/",
  },
  "verizon": {
    name: "Verizon",
    url: "https://www.verizon.com/",
  },
  "us-mobile": {
    name: "US Mobile",
    url: "https://www.usmobile.com/",
  },
  // netflix-shows
  "stranger-things": {
    name: "Stranger Things",
  },
  "squid-game": {
    name: "Squid Game",
  },
  "the-crown": {
    name: "The Crown",
  },
  "ozark": {
    name: "Ozark",
  },
  "black-mirror": {
    name: "Black Mirror",
  },
  // therapy
  "talkspace": {
    name: "Talkspace",
    url: "https://www.talkspace.com/",
    price: {
      text: "From $69 a week without insurance; with in-network coverage you pay your plan's copay",
      asOf: "2025",
      source: "https://help.talkspace.com/hc/en-us/sections/360000075383-Cost",
    },
  },
  "betterhelp": {
    name: "BetterHelp",
    url: "https://www.betterhelp.com/",
    price: {
      text: "$70 to $100 a week, billed every four weeks; no insurance",
      asOf: "2025",
      source: "https://www.betterhelp.com/faq/",
    },
  },
  "brightside": {
    name: "Brightside",
    url: "https://www.brightside.com/",
    price: {
      text: "Without insurance: $95 a month for psychiatry, $299 for therapy (four sessions) or $349 for both",
      asOf: "2026-08",
      source: "https://www.brightside.com/online-care-affordable/",
    },
  },
  "amwell": {
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
  },
  "netflix": {
    name: "Netflix",
    url: "https://www.netflix.com/",
  },
  "hulu-live-tv": {
    name: "Hulu + Live TV",
    url: "https://www.hulu.com/",
  },
  "sling-tv": {
    name: "Sling TV",
    url: "https://www.sling.com/",
  },
  "hbo-max": {
    name: "HBO Max",
    url: "https://www.hbomax.com/",
  },
  // vpn
  "nordvpn": {
    name: "NordVPN",
    url: "https://nordvpn.com/",
  },
  "proton-vpn": {
    name: "Proton VPN",
    url: "https://protonvpn.com/",
  },
  "expressvpn": {
    name: "ExpressVPN",
    url: "https://www.expressvpn.com/",
  },
  "surfshark": {
    name: "Surfshark",
    url: "https://surfshark.com/",
  },
  "mullvad-vpn": {
    name: "Mullvad VPN",
    url: "https://mullvad.net/",
  },
} satisfies VendorsInput;
