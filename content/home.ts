import type { HomePageInput } from "./schema/fixed-pages";

export default {
  meta: {
    title: "Top5 Best Lists: Compare the Top 5 Products and Services",
    description:
      "Independent top-five lists of VPNs, web hosts, credit cards, banks, therapy services, dating apps, mobile plans and more, with honest pros and drawbacks.",
    keywords: ["top 5", "best products", "best services", "comparison", "reviews", "rankings"],
  },
  hero: {
    title: "Compare and find the Top 5 best products & services",
    text: "Each list names five picks, says who each one is for and what it gets wrong, and shows how we ranked them.",
    ctaLabel: "Explore Categories",
  },
  categoriesHeading: "Browse Categories",
  trending: {
    heading: "Top 5 Trending Now",
    intro: "Lists our editors picked for the end of the year: new phones and plans, travel and holiday streaming.",
    viewAllLabel: "View All",
    viewAllHint: "trending lists",
  },
  latestArticles: {
    heading: "Latest Articles",
    pages: [
      "/netflix-shows",
      "/best-days-to-book-flights",
      "/vpn-protocols",
      "/high-yield-savings",
      "/dating-app-safety",
      "/cord-cutting-guide",
    ],
  },
} satisfies HomePageInput;
