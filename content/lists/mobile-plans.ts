import type { RankedListInput } from "../schema";

export default {
  path: "/category/mobile-plans",
  meta: {
    title: "Best Mobile Plans: Top 5 US Carriers for Price and Coverage",
    description:
      "The five US mobile carriers and plans we recommend, from low-cost prepaid options to major networks, compared on price, coverage, data and perks.",
    keywords: ["best mobile plans", "best cell phone plans", "cheap phone plans", "prepaid phone plans", "mint mobile vs visible", "best carrier"],
  },
  title: "Best Mobile Plans",
  tagline: "Pay less for the same networks, or pay more for perks and priority.",
  icon: "smartphone",
  intro: [
    "We compared US carriers and plans on monthly price, the network they run on, data priority when the network is busy, hotspot and international features, and contract or prepayment terms. The list is for individuals and families who want to cut their phone bill without ending up with poor coverage.",
    "Coverage depends on where you live and work, so check each carrier's coverage map and the FCC's National Broadband Map for your address before you switch. Prices are approximate and as of 2025; taxes, fees and promotions vary.",
  ],
  summaryHeading: "Our Top 5 Best Mobile Plans",
  entries: [
    {
      rank: 1,
      product: "mint-mobile",
      description: "A prepaid carrier on T-Mobile's network with some of the lowest prices for a single line. You save by paying for several months at once.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1511707171634-5f897ff02aa9",
        alt: "Hand holding a smartphone",
      },
      pros: [
        "Plans from about $15 a month when you prepay 12 months, as of 2025",
        "Runs on T-Mobile's 5G network",
        "Hotspot, Wi-Fi calling and eSIM support included",
      ],
      bestFor: "Single-line users who want a major 5G network for the lowest monthly cost.",
      drawback: "The lowest prices require paying 3 to 12 months upfront, and data can be slowed when the network is busy.",
      review: [
        "Mint Mobile is #1 because it gives you a big national 5G network for a fraction of postpaid prices: plans start from about $15 a month on a 12-month prepay, as of 2025, and unlimited plans cost far less than T-Mobile's own. You bring your phone or buy one, activate with an eSIM, and hotspot and Wi-Fi calling are included.",
        "To get those prices you pay upfront for 3, 6 or 12 months, and Mint customers can be slowed behind T-Mobile's own customers when towers are congested. There are no stores for in-person help. If you need several lines or want to pay month to month, Visible or a family plan from a major carrier may work better.",
      ],
    },
    {
      rank: 2,
      product: "visible",
      description: "A Verizon-owned prepaid carrier with unlimited data plans at a flat monthly price. Taxes and fees are included in the price you see.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1523206489230-c012c64b2b48",
        alt: "Person holding a smartphone",
      },
      pros: [
        "Unlimited talk, text and data from about $25 a month with taxes and fees included, as of 2025",
        "Runs on Verizon's network",
        "Hotspot included on every plan, at capped speeds on the base plan",
      ],
      bestFor: "One-line users who want unlimited data on Verizon's network without a contract.",
      drawback: "Support is online only, and data can be slowed during congestion.",
      review: [
        "Visible is the simplest way onto Verizon's network at a low price. Plans are month to month with no prepayment, the price includes taxes and fees, and the base plan already gives you unlimited data and a hotspot. Higher tiers add premium data and some international features.",
        "It ranks second to Mint because its cheapest plan costs more than Mint's entry price, and there are no stores: support happens through chat and the app. Visible customers can also be slowed behind Verizon's own customers in busy areas. If you need in-person help or guaranteed priority data, look at Verizon itself.",
      ],
    },
    {
      rank: 3,
      product: "t-mobile",
      description:
        "A major postpaid carrier with a large 5G network and plans that bundle perks such as streaming subscriptions. It is the strongest all-round choice among the big three.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1592899677977-9c10ca588bbd",
        alt: "A modern smartphone",
      },
      pros: [
        "Extensive 5G coverage, including fast mid-band 5G in many areas",
        "Higher-tier plans include perks such as streaming subscriptions, as of 2025",
        "International data and texting included on many plans",
      ],
      bestFor: "Families and frequent travelers who want perks and strong 5G.",
      drawback: "Postpaid plans cost much more per line than prepaid carriers, especially for one line.",
      review: [
        "T-Mobile's network is the one Mint and several other low-cost carriers use, so signing up directly gets you the same coverage with priority data, more hotspot allowance, stores for in-person help and perks bundled into higher tiers. Many plans include data and texting abroad, which suits travelers. Family plans bring the per-line price down considerably.",
        "For a single line the cost is hard to justify compared with Mint, and plan names and perks change often, so compare the current lineup carefully. If you mostly stay in one area and don't use the perks, a prepaid carrier on the same network will save you money.",
      ],
    },
    {
      rank: 4,
      product: "verizon",
      description: "A major postpaid carrier known for wide coverage, including many rural areas. Its myPlan lets you add perks one at a time.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1510557880182-3d4d3cba35a5",
        alt: "A smartphone shown close up",
      },
      pros: [
        "Wide 4G LTE and 5G coverage, including many rural areas",
        "myPlan lets you add perks such as streaming bundles for an extra monthly fee",
        "Stores and in-person support across the country",
      ],
      bestFor: "People who prioritize coverage in places other networks reach poorly.",
      drawback: "It is one of the most expensive options, especially once you add perks.",
      review: [
        "Verizon is the pick when coverage matters more than price, such as in rural areas, on road trips or where other networks are weak. Postpaid customers get priority data, stores for setup and repairs, and the option to add perks like streaming bundles one by one instead of paying for a package you don't use.",
        "That flexibility comes at a high price: a single line costs far more than Visible, which uses the same network. Check the coverage map for the places you spend time. If Verizon's network works for you and you don't need stores or priority data, Visible gives you much of the same coverage for less.",
      ],
    },
    {
      rank: 5,
      product: "us-mobile",
      description:
        "A prepaid carrier that lets you choose which major network your line uses. It suits people who know which network works best at their address.",
      rating: 4.3,
      image: {
        url: "https://images.unsplash.com/photo-1556656793-08538906a9f8",
        alt: "Close-up of a smartphone",
      },
      pros: [
        "Choose between major networks and switch later if coverage is poor, as of 2025",
        "Plans range from small data allowances to unlimited",
        "eSIM activation in minutes through the app",
      ],
      bestFor: "People who want to pick the network that works best where they live.",
      drawback: "The options can be confusing, and support is online only.",
      review: [
        "US Mobile's main draw is choice: instead of being tied to one network, you pick the one with the best signal at home and work, and you can switch later through the app. Plans run from light users' allowances to unlimited, and eSIM setup takes minutes, which also makes it useful as a second line.",
        "It ranks fifth because the range of networks, plans and add-ons takes longer to understand than Mint or Visible, and there are no stores. Like other prepaid carriers, data may be slowed during congestion. If you just want one simple cheap plan, Mint or Visible is easier.",
      ],
    },
  ],
  methodology: {
    text: "We compared single-line and family pricing, the network each plan runs on, data priority, hotspot and international features, and contract or prepayment terms, using carrier websites as of 2025.",
    criteria: [
      "Monthly price for one line and for a family",
      "Network coverage and data priority",
      "Hotspot and international features",
      "Contract, prepayment and switching terms",
      "Customer support options",
    ],
  },
  mustReads: [{ to: "/5g-coverage-comparison" }, { to: "/prepaid-vs-postpaid" }, { to: "/mobile-plan-savings" }],
  itemType: "Product",
  ratingCount: 7000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
