import type { SearchPageInput } from "./schema/fixed-pages";

export default {
  meta: {
    title: "Search Top5",
    description:
      "Search every Top5 list, product and buying guide by name or topic, from VPNs and web hosts to credit cards and therapy services.",
    keywords: ["search", "top5", "find a list", "find a guide"],
  },
  title: "Search Top5",
  label: "Search lists, products and guides",
  emptyQuery: "Type a product, a service or a topic, such as NordVPN, savings or WordPress.",
  noScript:
    "Searching as you type needs JavaScript, which is off in this browser, so every list and guide is listed below by topic.",
  directoryHeading: "Every list and guide, by topic",
  noResults: "Nothing matches that search. Check the spelling or try a broader word.",
  browseHint: "Prefer to browse? Every list is on the",
  browseLink: "categories page",
  formLabel: "Search this site",
  button: "Search",
  loading: "Loading the search index…",
  failed: "Search is not available right now.",
  results: {
    one: "1 result for “{query}”",
    other: "{count} results for “{query}”",
    capped: "{count}+ results for “{query}”",
  },
  resultsLabel: "Search results",
  types: { list: "List", guide: "Guide" },
  jumpTo: "Jump to:",
} satisfies SearchPageInput;
