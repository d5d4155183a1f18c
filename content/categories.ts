import type { CategoryTileInput } from "./schema/fixed-pages";

/**
 * The tiles of 'Browse Categories' (home) and of /categories, in the spec's order. A category list without a tile here
 * gets one after these, made from the list's title, icon and tagline.
 */
export default [
  {
    title: "Development",
    icon: "code",
    path: "/category/development",
    description: "Code editors, Git hosting and the tools developers reach for every day.",
  },
  {
    title: "Business",
    icon: "briefcase",
    path: "/category/business",
    description: "CRM, work management and communication software for growing teams.",
  },
  {
    title: "Lifestyle",
    icon: "heart-pulse",
    path: "/category/lifestyle",
    description: "Fitness, sleep, meditation and meal apps that fit into a busy week.",
  },
  {
    title: "Home & Living",
    icon: "house",
    path: "/category/home",
    description: "Smart-home devices and appliances that save time around the house.",
  },
  {
    title: "Dating Apps",
    icon: "heart",
    path: "/category/dating",
    description: "Dating apps compared on matching, safety features and what is free.",
  },
  {
    title: "Mobile Plans",
    icon: "smartphone",
    path: "/category/mobile-plans",
    description: "US carriers and prepaid plans compared on coverage, data and price.",
  },
  {
    title: "Personal Banking",
    icon: "landmark",
    path: "/category/banking",
    description: "FDIC-insured checking and savings accounts with low fees and fair rates.",
  },
  {
    title: "TV Services",
    icon: "tv",
    path: "/category/tv-services",
    description: "Live TV and on-demand streaming services for cord cutters.",
  },
  {
    title: "Credit Cards",
    icon: "credit-card",
    path: "/category/credit-cards",
    description: "Cash-back, travel and balance-transfer cards and who each one suits.",
  },
  {
    title: "Online Therapy",
    icon: "brain",
    path: "/category/therapy",
    description: "Licensed therapists by video, phone or chat, compared on cost and care.",
  },
  {
    title: "VPN Services",
    icon: "shield",
    path: "/category/vpn",
    description: "VPNs with audited no-logs policies, modern protocols and honest prices.",
  },
  {
    title: "Hosting Services",
    shortTitle: "Hosting",
    icon: "server",
    path: "/category/hosting",
    description: "Web hosts for blogs, shops and WordPress sites, from shared to managed.",
  },
  {
    title: "Accounting Software",
    shortTitle: "Accounting",
    icon: "calculator",
    path: "/category/accounting",
    description: "Bookkeeping, invoicing and tax-ready reports for small businesses.",
  },
  {
    title: "Alternatives to Evite",
    shortTitle: "Online invitations",
    icon: "mail",
    path: "/evite-alternatives",
    description: "Online invitation platforms for parties, weddings and events.",
  },
] satisfies CategoryTileInput[];
