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
    url: "https://www.ally.com/",
  },
  "capital-one-360": {
    name: "Capital One 360",
    url: "https://www.capitalone.com/",
  },
  "sofi-checking-and-savings": {
    name: "SoFi Checking and Savings",
    url: "https://www.sofi.com/",
  },
  "charles-schwab-bank": {
    name: "Charles Schwab Bank",
    url: "https://www.schwab.com/",
  },
  "chase": {
    name: "Chase",
    url: "https://www.chase.com/",
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
    price: { text: "Free; Hinge+ and HingeX priced in the app by age and location", asOf: "2025", source: "https://hinge.co/" },
  },
  "bumble": {
    name: "Bumble",
    url: "https://bumble.com/",
    price: { text: "Free; paid Boost and Premium tiers priced in the app", asOf: "2025", source: "https://bumble.com/" },
  },
  "okcupid": {
    name: "OkCupid",
    url: "https://www.okcupid.com/",
    price: { text: "Free with ads; Basic and Premium plans priced in the app", asOf: "2025", source: "https://www.okcupid.com/" },
  },
  "match": {
    name: "Match",
    url: "https://www.match.com/",
    price: { text: "Free to browse and like; messaging freely needs a paid subscription", asOf: "2025", source: "https://www.match.com/" },
  },
  "tinder": {
    name: "Tinder",
    url: "https://tinder.com/",
    price: { text: "Free; Tinder Plus, Gold and Platinum priced in the app by age and location", asOf: "2025", source: "https://tinder.com/" },
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
    url: "https://www.amazon.com/dp/B09B8V1LZ3",
    price: { text: "$49.99 for the Echo Dot (5th Gen); Echo Show displays cost more", asOf: "2025", source: "https://www.amazon.com/dp/B09B8V1LZ3" },
  },
  "google-nest-learning-thermostat": {
    name: "Google Nest Learning Thermostat",
    url: "https://store.google.com/product/nest_learning_thermostat_4th_gen",
    price: { text: "$279.99 (4th gen, launch price), with no subscription", asOf: "2024-08", source: "https://store.google.com/product/nest_learning_thermostat_4th_gen" },
  },
  "ring-video-doorbell": {
    name: "Ring Video Doorbell",
    url: "https://ring.com/doorbell-cameras",
    price: { text: "Battery Doorbell $99.99; saved video needs a Ring Home plan, from $4.99 a month", asOf: "2025", source: "https://ring.com/doorbell-cameras" },
  },
  "philips-hue": {
    name: "Philips Hue",
    url: "https://www.philips-hue.com/en-us",
    price: { text: "Sold per bulb, light strip and Hue Bridge, or in starter kits; no subscription for lights", asOf: "2025", source: "https://www.philips-hue.com/en-us" },
  },
  "roborock": {
    name: "Roborock",
    url: "https://us.roborock.com/pages/robot-vacuum-cleaner",
    price: { text: "Varies by model, from Q-series robots to Saros models with all-in-one docks; no subscription", asOf: "2025", source: "https://us.roborock.com/pages/robot-vacuum-cleaner" },
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
    price: { text: "$12.99 a month or $69.99 a year after a free trial", asOf: "2025", source: "https://www.headspace.com/subscriptions" },
  },
  "strava": {
    name: "Strava",
    url: "https://www.strava.com/",
    price: { text: "Free; subscription $11.99 a month or $79.99 a year", asOf: "2025", source: "https://www.strava.com/" },
  },
  "calm": {
    name: "Calm",
    url: "https://www.calm.com/",
    price: { text: "Free version; Calm Premium $69.99 a year", asOf: "2025", source: "https://www.calm.com/" },
  },
  "myfitnesspal": {
    name: "MyFitnessPal",
    url: "https://www.myfitnesspal.com/",
    price: { text: "Free with ads; Premium $19.99 a month or $79.99 a year", asOf: "2025", source: "https://www.myfitnesspal.com/" },
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
  "ozark": {
    name: "Ozark",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  "black-mirror": {
    name: "Black Mirror",
    price: { text: "Included with every Netflix plan", asOf: "2025", source: "https://help.netflix.com/en/node/24926" },
  },
  // therapy
  "talkspace": {
    name: "Talkspace",
    url: "https://www.talkspace.com/",
  },
  "betterhelp": {
    name: "BetterHelp",
    url: "https://www.betterhelp.com/",
  },
  "brightside": {
    name: "Brightside",
    url: "https://www.brightside.com/",
  },
  "amwell": {
    name: "Amwell",
    url: "https://amwell.com/",
  },
  "online-therapy-com": {
    name: "Online-Therapy.com",
    url: "https://www.online-therapy.com/",
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
