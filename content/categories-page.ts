import type { CategoriesPageInput } from "./schema/fixed-pages";

/**
 * /categories: the tiles (from content/categories.ts) and links into every list, grouped by topic. A list no group
 * links to is listed under `moreHeading` until it is filed under a topic.
 */
export default {
  meta: {
    title: "All Categories - Top5 Best Lists | Expert Reviews & Rankings",
    description:
      "Every Top5 list in one place: software, money, health, home, travel, streaming and more, each with five ranked picks and honest drawbacks.",
    keywords: ["top 5 categories", "best lists", "product rankings", "service comparisons"],
  },
  title: "Every Top5 Shortlist, all in one place",
  intro: "Pick a category to see its five ranked picks, or jump straight to a topic below.",
  tilesHeading: "All categories",
  groupsHeading: "Browse by topic",
  groups: [
    {
      heading: "Development",
      icon: "code",
      links: [
        { label: "Code Editors", to: "/category/development", pick: "visual-studio-code" },
        { label: "Project Management Tools", to: "/category/development" },
        { label: "Version Control", to: "/category/development", pick: "github" },
        { label: "API Testing Tools", to: "/category/development", pick: "hoppscotch" },
        { label: "Database Tools", to: "/category/development" },
      ],
    },
    {
      heading: "Business",
      icon: "briefcase",
      links: [
        { label: "CRM Software", to: "/category/business", pick: "hubspot" },
        { label: "Email Marketing", to: "/category/business" },
        { label: "Project Management", to: "/category/business", pick: "asana" },
        { label: "Collaboration Tools", to: "/category/business", pick: "slack" },
        { label: "Analytics Platforms", to: "/category/business" },
        { label: "Asana Alternatives", to: "/asana-alternatives" },
        { label: "Project-Management Tools", to: "/asana-alternatives" },
        { label: "Evite Alternatives", to: "/evite-alternatives" },
        { label: "Online Invitations", to: "/evite-alternatives" },
      ],
    },
    {
      heading: "Lifestyle",
      icon: "heart-pulse",
      links: [
        { label: "Flight Booking Sites", to: "/flight-booking" },
        { label: "Travel Deals", to: "/flight-booking" },
        { label: "Fitness Apps", to: "/category/lifestyle", pick: "nike-training-club" },
        { label: "Meal Delivery Services", to: "/category/lifestyle" },
        { label: "Meditation Apps", to: "/category/lifestyle", pick: "headspace" },
        { label: "Sleep Trackers", to: "/category/lifestyle" },
        { label: "Workout Equipment", to: "/category/lifestyle" },
      ],
    },
    {
      heading: "Home & Living",
      icon: "house",
      links: [
        { label: "Smart Speakers", to: "/category/home", pick: "amazon-echo" },
        { label: "Robot Vacuums", to: "/category/home", pick: "roborock" },
        { label: "Smart Thermostats", to: "/category/home", pick: "google-nest-learning-thermostat" },
        { label: "Smart Plugs", to: "/category/home", pick: "tp-link-tapo-p125m" },
        { label: "Smart Lighting", to: "/category/home", pick: "philips-hue" },
      ],
    },
    {
      heading: "Dating Apps",
      icon: "heart",
      links: [
        { label: "Relationship Apps", to: "/category/dating", pick: "hinge" },
        { label: "Casual Dating Apps", to: "/category/dating", pick: "tinder" },
        { label: "Free Dating Apps", to: "/category/dating", pick: "plenty-of-fish" },
        { label: "Apps With Profile Verification", to: "/category/dating", pick: "bumble" },
      ],
    },
    {
      heading: "Mobile Plans",
      icon: "smartphone",
      links: [
        { label: "Best Mobile Plans", to: "/category/mobile-plans" },
        { label: "5G Coverage Compared", to: "/5g-coverage-comparison" },
        { label: "Prepaid vs Postpaid", to: "/prepaid-vs-postpaid" },
        { label: "Cut Your Phone Bill", to: "/mobile-plan-savings" },
      ],
    },
    {
      heading: "Personal Banking",
      icon: "landmark",
      links: [
        { label: "Best Banks", to: "/category/banking" },
        { label: "Online vs Traditional Banks", to: "/online-vs-traditional-banks" },
        { label: "High-Yield Savings", to: "/high-yield-savings" },
        { label: "Overdraft Protection", to: "/overdraft-protection" },
      ],
    },
    {
      heading: "TV Services",
      icon: "tv",
      links: [
        { label: "Best TV Streaming Services", to: "/category/tv-services" },
        { label: "Best Shows on Netflix", to: "/netflix-shows" },
        { label: "Cord-Cutting Guide", to: "/cord-cutting-guide" },
        { label: "Live vs On-Demand TV", to: "/live-vs-on-demand-tv" },
        { label: "Sports Streaming", to: "/best-sports-streaming" },
      ],
    },
    {
      heading: "Credit Cards",
      icon: "credit-card",
      links: [
        { label: "Best Credit Cards", to: "/category/credit-cards" },
        { label: "Credit Card Rewards", to: "/credit-card-rewards" },
        { label: "Balance Transfer Cards", to: "/balance-transfer-cards" },
        { label: "Improve Your Credit Score", to: "/credit-score-improvement" },
      ],
    },
    {
      heading: "Online Therapy",
      icon: "brain",
      links: [
        { label: "Best Online Therapy", to: "/category/therapy" },
        { label: "Online vs In-Person Therapy", to: "/online-vs-in-person-therapy" },
        { label: "What Therapy Costs", to: "/therapy-costs" },
        { label: "Choosing a Therapist", to: "/choosing-therapist" },
      ],
    },
    {
      heading: "VPN Services",
      icon: "shield",
      links: [
        { label: "Best VPN Services", to: "/category/vpn" },
        { label: "VPN Protocols Explained", to: "/vpn-protocols" },
        { label: "No-Logs Policies", to: "/vpn-no-logs-policy" },
        { label: "VPNs for Netflix", to: "/netflix-vpn" },
      ],
    },
    {
      heading: "Hosting",
      icon: "server",
      links: [
        { label: "Best Web Hosting", to: "/category/hosting" },
        { label: "Shared vs Dedicated Hosting", to: "/shared-vs-dedicated-hosting" },
        { label: "Website Uptime", to: "/website-uptime" },
        { label: "WordPress Hosting", to: "/wordpress-hosting" },
      ],
    },
    {
      heading: "Accounting",
      icon: "calculator",
      links: [
        { label: "Best Accounting Software", to: "/category/accounting" },
        { label: "Choosing Accounting Software", to: "/accounting-software" },
        { label: "Tax Deductions", to: "/tax-deductions" },
        { label: "Invoice Management", to: "/invoice-management" },
      ],
    },
  ],
  moreHeading: "More lists",
  moreIcon: "list-checks",
} satisfies CategoriesPageInput;
