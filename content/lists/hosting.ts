import type { RankedListInput } from "../schema";

export default {
  path: "/category/hosting",
  meta: {
    title: "Best Web Hosting: Top 5 Hosts for WordPress and Small Sites",
    description:
      "We compared speed, support, backups, renewal prices and WordPress tools to rank the five web hosts worth your money, from budget shared plans to managed hosting.",
    keywords: ["best web hosting", "wordpress hosting", "shared hosting", "managed wordpress hosting", "cheap web hosting"],
  },
  title: "Best Web Hosting",
  tagline: "Five hosts that keep your site fast and backed up, without surprises at renewal.",
  icon: "server",
  intro: [
    "We compared web hosts for personal sites, blogs and small business websites, most of them running WordPress. We looked at server speed, how backups and security are handled, the quality of support, the control panel and, above all, what you pay after the first term ends.",
    "Hosting prices are quoted with long prepaid terms and introductory discounts, so we note where the renewal price jumps. Prices and plan limits here are as of 2025; check the host's current plan page before you buy.",
  ],
  summaryHeading: "Our Top 5 Best Web Hosting Providers",
  entries: [
    {
      rank: 1,
      product: "siteground",
      description: "Fast, well-supported shared and WordPress hosting on Google Cloud, with daily backups and its own speed and security plugins.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1558494949-ef010cbdcc31",
        alt: "Server rack in a data center with bundles of network cables plugged into it",
      },
      pros: [
        "Runs on Google Cloud infrastructure with a free CDN",
        "Daily automatic backups and free SSL certificates on every plan",
        "Speed Optimizer and Security Optimizer plugins for WordPress, plus staging on higher plans",
      ],
      bestFor: "Small businesses and bloggers who want reliable WordPress hosting and responsive support.",
      drawback: "Renewal prices are much higher than the first-term price, and storage on the entry plan is modest.",
      review: [
        "SiteGround is our number one because it delivers the best balance of speed, backups and support at a shared-hosting price. Sites load quickly on its Google Cloud setup, daily backups are included, and its in-house WordPress plugins handle caching and security without extra tools. Support by chat and tickets is knowledgeable and quick.",
        "The drawback is cost over time: the introductory price rises sharply at renewal, and the entry plan's storage, about 10 GB as of 2025, fills up if you keep large media files. If you want the lowest long-term price and can live with lighter support, choose Hostinger.",
      ],
    },
    {
      rank: 2,
      product: "hostinger",
      description: "Low-cost hosting on LiteSpeed servers with a simple custom control panel and a free domain on most annual plans.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1451187580459-43490279c0fa",
        alt: "Glowing network lines connecting points across the Earth, seen from space",
      },
      pros: [
        "LiteSpeed web servers with LiteSpeed Cache for WordPress",
        "hPanel, a clean custom control panel that beginners find easy",
        "Free domain for the first year on most annual plans, as of 2025",
      ],
      bestFor: "Budget-minded beginners and side projects that need good speed for little money.",
      drawback: "The lowest advertised price needs a multi-year prepayment, and support is by chat only, with no phone line.",
      review: [
        "Hostinger gives you strong performance for very little money. Its LiteSpeed servers and caching plugin make WordPress sites fast, and hPanel makes setting up a site, email and SSL simple even if you have never managed hosting before.",
        "It ranks second because its best price depends on paying for several years up front, renewals cost more, and support runs through chat with no phone option. Backups on the cheapest plans are weekly rather than daily. If you want daily backups and stronger WordPress tools on every plan, SiteGround is worth the extra money.",
      ],
    },
    {
      rank: 3,
      product: "kinsta",
      description: "Premium managed WordPress hosting on Google Cloud with Cloudflare integration, staging and expert WordPress support.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1518770660439-4636190af475",
        alt: "Close-up of a green computer circuit board",
      },
      pros: [
        "Managed WordPress on Google Cloud's premium tier network with compute-optimized machines",
        "Cloudflare integration with a free CDN and edge caching",
        "Free staging environments, daily backups and an application performance monitoring tool in the MyKinsta dashboard",
      ],
      bestFor: "Busy business sites, stores and agencies that want WordPress managed for them.",
      drawback: "It is expensive, from about $35 a month as of 2025, and it does not include email hosting.",
      review: [
        "Kinsta is managed WordPress hosting done properly. It handles server-level caching, uptime monitoring, malware removal and daily backups, runs on Google Cloud's compute-optimized machines, and routes traffic through Cloudflare. Its support team knows WordPress well, and the MyKinsta dashboard makes staging and restores simple.",
        "It ranks third, not first, because it costs several times more than shared hosting, plans are priced by monthly visits, and email is not included, so you pay for that elsewhere. For a personal blog or a small brochure site that is money you do not need to spend; pick SiteGround or Hostinger instead.",
      ],
    },
    {
      rank: 4,
      product: "bluehost",
      description: "Beginner-friendly WordPress hosting with guided setup, a free first-year domain and round-the-clock phone and chat support.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1555066931-4365d14bab8c",
        alt: "Computer screen showing colorful lines of code",
      },
      pros: [
        "Long listed among WordPress.org's recommended hosts",
        "Guided WordPress setup and a free domain for the first year",
        "24/7 support by phone and chat",
      ],
      bestFor: "First-time site owners who want WordPress set up for them and phone support.",
      drawback: "Checkout adds paid extras you may not need, and renewal prices are much higher than the intro rate.",
      review: [
        "Bluehost makes starting a WordPress site easy: it installs WordPress for you, walks you through the first steps and includes a free domain for the first year. Phone support is available around the clock, which many beginners value.",
        "It ranks fourth because its speed is average next to SiteGround and Hostinger, checkout tends to add optional extras such as security and backup add-ons, and the renewal price is much higher than the first term. Untick the extras you do not need before you pay. If speed matters more than hand-holding, choose Hostinger.",
      ],
    },
    {
      rank: 5,
      product: "dreamhost",
      description: "Independent host with month-to-month plans, a 97-day money-back guarantee on shared hosting and free domain privacy.",
      rating: 4.3,
      image: {
        url: "https://images.unsplash.com/photo-1460925895917-afdab827c52f",
        alt: "Laptop screen showing a dashboard of charts and figures",
      },
      pros: [
        "97-day money-back guarantee on shared hosting",
        "Monthly billing available, so you are not locked into a long contract",
        "Free domain privacy and free SSL certificates",
      ],
      bestFor: "People who want to pay monthly or test a host with a long refund window.",
      drawback: "Its entry Shared Starter plan does not include email; you pay extra for it (as of 2025).",
      review: [
        "DreamHost is one of the few hosts that lets you pay month to month without a huge price penalty, and its 97-day money-back guarantee on shared plans gives you time to test it properly. Domain privacy and SSL are free, and it is one of the hosts WordPress.org has long recommended.",
        "It ranks fifth because it uses its own control panel rather than the familiar cPanel, its entry plan leaves out email, and its speed on shared plans trails SiteGround and Hostinger. If you want everything included in one plan and faster pages, pick SiteGround.",
      ],
    },
  ],
  methodology: {
    text: "We compared each host's entry and mid-tier plans as of 2025 on server setup, backups and security, support channels, ease of use and the price you pay after the first term.",
    criteria: [
      "Page speed and uptime on the entry and mid-tier plans",
      "Backups, security tools and SSL",
      "Support quality and channels",
      "Renewal price, not just the intro price",
      "Ease of use for WordPress beginners",
    ],
  },
  mustReads: [{ to: "/shared-vs-dedicated-hosting" }, { to: "/website-uptime" }, { to: "/wordpress-hosting" }],
  itemType: "Product",
  ratingCount: 8000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
