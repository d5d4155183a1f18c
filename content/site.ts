/**
 * The words of the site's chrome: header, footer, card and section labels, notes, and the not-found and error
 * screens. `{name}` marks a value the page fills in (a rank, a title, a count). Schema: siteTextSchema.
 */
import type { SiteTextInput } from "./schema/site-text";

export default {
  brand: "Top5",
  skipLink: "Skip to content",
  header: {
    home: "home",
    links: [
      { label: "Categories", to: "/categories" },
      { label: "Trending", to: "/trending" },
      { label: "About", to: "/about" },
    ],
    navLabel: "Main",
    menu: "Menu",
    searchName: "Site search",
    searchLabel: "Search lists and guides",
    searchPlaceholder: "Search",
    searchButton: "Search",
  },
  footer: {
    navLabel: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Use", to: "/terms-of-use" },
    ],
    affiliateNote:
      "Top5 may earn a commission on qualifying purchases made through links on this site, at no extra cost to you. Commissions never change our rankings.",
    disclaimer:
      "The content on this site is general information only and is no substitute for professional medical advice, diagnosis or treatment. Terms, prices and descriptions may change without notice.",
    copyright: "© 2025 Top5. All rights reserved.",
  },
  errorPage: { title: "Unexpected Application Error!", unknownError: "Unknown error" },
  notFound: {
    meta: {
      title: "Page not found",
      description:
        "The page you asked for does not exist. Return to the Top5 home page to browse every ranked list and guide.",
      keywords: ["top5"],
    },
    code: "404",
    title: "Oops! Page not found",
    homeLink: "Return to Home",
    searchHint: "Looking for something in particular? Search every list and guide.",
    searchName: "Search this site",
    popularHeading: "Popular lists",
    popular: [
      { label: "Best VPN Services", to: "/category/vpn" },
      { label: "Best Credit Cards", to: "/category/credit-cards" },
      { label: "Best Online Therapy Services", to: "/category/therapy" },
    ],
    consoleLog: "404 Error: User attempted to access non-existent route: {path}",
  },
  lastUpdated: "Last updated",
  whatChanged: "What changed",
  feed: {
    title: "Top5: lists and guides",
    subtitle: "Every Top5 ranked list and buying guide, newest change first.",
  },
  asOf: "as of {date}",
  adviceNote:
    "This page is general information, not professional financial, medical, legal or mental-health advice. Check the details with a qualified professional before you act.",
  plainLastUpdated: "Last Updated {date}",
  rating: { scale: "/5", outOf: "{rating} out of 5" },
  breadcrumbs: { label: "Breadcrumb", home: "Home", categories: "Categories" },
  list: {
    rankPrefix: "Number {rank}:",
    bestFor: "Best for:",
    topFeatures: "Top Features:",
    learnMore: "Learn More",
    learnMoreHint: "about {title}",
    visitSite: "Visit Site",
    visitSiteHint: "of {title} (opens in a new tab)",
    detailedReviews: "Detailed Reviews",
    drawback: "Drawback:",
    sidebarLabel: "About this list",
    moreLabel: "Must Reads and the five picks",
    jumpToPick: "Jump to a pick",
    affiliateLink: "Affiliate link",
    weight: "{weight}%",
    mustReads: "Must Reads",
    readMore: "Read more",
    comingSoon: "Coming soon",
  },
  compare: {
    heading: "Compare the five",
    caption: "Compare the five picks: scores out of 5 on each weighted criterion, price and who each one suits",
    scrollLabel: "Comparison of the five picks; scroll sideways to see them all",
    scrollHint: "Scroll the table sideways to see all five picks.",
    criterion: "Criterion (weight)",
    price: "Price",
    bestFor: "Best for",
    visit: "Visit",
  },
  breakdown: {
    caption: "How the {rating} rating of {title} adds up",
    criterion: "Criterion",
    weight: "Weight",
    score: "Score",
    why: "Why",
    total: "Rating: the weighted mean, rounded",
  },
  guide: {
    tableOfContents: "In this guide",
    bottomLine: "Bottom Line",
    sources: "Sources",
    relatedReading: "Related reading",
  },
  cards: {
    readNow: "Read Now",
    trendingPrefix: "Trending number {position}:",
    topPick: "Our #1 pick:",
    seeTopFive: "See the Top 5",
  },
  sponsored: {
    heading: "Sponsored",
    placeholder: "Advertisement",
    midArticleLabel: "Sponsored content, mid-article",
    belowArticleLabel: "Sponsored content, below the article",
  },
  prosCons: { pros: "Pros", cons: "Cons" },
  tableScrollLabel: "Comparison table, scrolls sideways",
  checklistProgress: "{done} of {total} checked",
  shareImageAlt: "Top5: compare and find the Top 5 best products & services",
} satisfies SiteTextInput;
