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
    price: { text: "Free designs; premium cards and extras cost Coins for each guest", asOf: "2025", source: "https://paperlesspost.zendesk.com/hc/en-us/articles/4404794651675-Card-and-Flyer-Pricing" },
  },
  "partiful": {
    name: "Partiful",
    url: "https://partiful.com/",
    price: { text: "Free for hosts and guests, with no ads", asOf: "2025", source: "https://partiful.com/" },
  },
  "punchbowl": {
    name: "Punchbowl",
    url: "https://www.punchbowl.com/",
    price: { text: "Free with ads; a paid Premium membership removes ads and adds designs", asOf: "2025", source: "https://www.punchbowl.com/" },
  },
  "greenvelope": {
    name: "Greenvelope",
    url: "https://www.greenvelope.com/",
    price: { text: "Paid per event; the price rises with the number of guests", asOf: "2025", source: "https://www.greenvelope.com/" },
  },
  "canva": {
    name: "Canva",
    url: "https://www.canva.com/create/invitations/",
    price: { text: "Free plan; Canva Pro is a paid monthly or yearly subscription", asOf: "2025", source: "https://www.canva.com/pricing/" },
  },
  // flight-booking
  "google-flights": {
    name: "Google Flights",
    url: "https://www.google.com/travel/flights",
    price: { text: "Free to search; you book and pay on the airline or agency site", asOf: "2025", source: "https://www.google.com/travel/flights" },
  },
  "skyscanner": {
    name: "Skyscanner",
    url: "https://www.skyscanner.com/flights",
    price: { text: "Free to search; you book with the airline or agency it links to", asOf: "2025", source: "https://www.skyscanner.com/flights" },
  },
  "kayak": {
    name: "Kayak",
    url: "https://www.kayak.com/flights",
    price: { text: "Free to search; you book with the airline or agency it links to", asOf: "2025", source: "https://www.kayak.com/flights" },
  },
  "expedia": {
    name: "Expedia",
    url: "https://www.expedia.com/Flights",
    price: { text: "Free to search; you book and pay for the ticket on Expedia", asOf: "2025", source: "https://www.expedia.com/Flights" },
  },
  "momondo": {
    name: "Momondo",
    url: "https://www.momondo.com/flights",
    price: { text: "Free to search; you book with the airline or agency it links to", asOf: "2025", source: "https://www.momondo.com/flights" },
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
