import type { TrendingPageInput } from "./schema/fixed-pages";

/** /trending and the home page's 'Top 5 Trending Now' (the first three items). Editors order it by season. */
export default {
  meta: {
    title: "Top 5 Lists for the Season: Our Editors' Picks",
    description:
      "The Top5 lists our editors picked for this time of year, from holiday travel and streaming to new-year money moves, each with our number one pick.",
    keywords: ["trending", "top 5 lists", "best of", "popular comparisons"],
  },
  title: "Trending Now",
  intro: [
    "These are the lists that matter most at this time of year, ordered by our editors. Each card shows our current number one pick; open a list to see all five, with who each one suits and what it gets wrong.",
  ],
  items: [
    { list: "/flight-booking", reason: "Holiday and new-year trips: fares for the busiest weeks move fast." },
    {
      list: "/category/tv-services",
      reason: "Sports seasons and holiday viewing make this a good month to compare services.",
    },
    {
      list: "/category/mobile-plans",
      reason: "New phones and year-end carrier deals make this a good time to look for a cheaper plan.",
    },
    { list: "/category/vpn", reason: "Travel and public Wi-Fi: the season when a VPN earns its keep." },
    {
      list: "/category/credit-cards",
      reason: "Holiday spending is when rewards and balance-transfer offers count most.",
    },
    { list: "/category/banking", reason: "Year-end is a good time to move savings to a higher-yield account." },
    { list: "/netflix-shows", reason: "Long evenings and time off: what to binge this weekend." },
    { list: "/category/accounting", reason: "Tax season starts in January; get the books in order first." },
  ],
} satisfies TrendingPageInput;
