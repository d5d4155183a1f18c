import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Mobile Plans: Top 5 US Carriers for Price and Coverage",
    description:
      "The five US mobile carriers and plans we recommend, from low-cost prepaid options to major networks, compared on price, coverage, data and perks.",
    keywords: [
      "best mobile plans",
      "best cell phone plans",
      "cheap phone plans",
      "prepaid phone plans",
      "mint mobile vs visible",
      "best carrier",
    ],
  },
  title: "Best Mobile Plans",
  tagline: "Pay less for the same networks, or pay more for perks and priority.",
  icon: "smartphone",
  intro: [
    "We compared US carriers and plans on the monthly price of one line, the network they run on, data priority when the network is busy, hotspot and international features, contract, prepayment and unlocking terms, and how you get help. The list is for individuals and families who want to cut their phone bill without ending up with poor coverage.",
    "Coverage depends on where you live and work, so check each carrier's coverage map and the FCC's National Broadband Map for your address before you switch. The comparison table shows each price with the date of its source; taxes, fees and promotions vary.",
  ],
  summaryHeading: "Our Top 5 Best Mobile Plans",
  entries: [
    {
      rank: 1,
      product: "mint-mobile",
      description:
        "A prepaid carrier on T-Mobile's network with some of the lowest prices for a single line. You save by paying for several months at once.",
      rating: 4.4,
      scores: {
        price: {
          score: 4.9,
          why: "The lowest entry price of the five when you prepay 12 months, and its unlimited plan costs far less than T-Mobile's own, as of 2025.",
        },
        network: {
          score: 4.2,
          why: "Runs on T-Mobile's network, which has had the widest mid-band 5G footprint, but Mint lines get lower priority than T-Mobile's own when a site is busy.",
        },
        features: {
          score: 4.2,
          why: "Hotspot, Wi-Fi calling and eSIM are included on every plan, but travel features are thinner than on T-Mobile's own postpaid plans.",
        },
        terms: {
          score: 3.9,
          why: "The low prices need 3, 6 or 12 months paid upfront, and Mint's FAQ says you cannot move to a shorter or longer term until the current one ends.",
        },
        support: {
          score: 3.8,
          why: "Plans are simple (a data amount and a prepay length), but there are no stores; help comes through the app, chat or phone.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1511707171634-5f897ff02aa9",
        alt: "Hand holding a smartphone",
      },
      pros: [
        "The lowest monthly prices of the five when you prepay 12 months (see the comparison table)",
        "Runs on T-Mobile's 5G network; T-Mobile has owned Mint since 2024",
        "Hotspot, Wi-Fi calling and eSIM support included",
      ],
      bestFor: "Single-line users who want a major 5G network for the lowest monthly cost.",
      drawback:
        "The lowest prices require paying 3 to 12 months upfront, and data can be slowed when the network is busy.",
      review: [
        "Mint Mobile gives you a big national 5G network for a fraction of postpaid prices. Its smallest plan on a 12-month prepay is the cheapest way onto any network on this list, and its unlimited plan costs far less than T-Mobile's own, as of 2025. You bring your phone or buy one, activate with an eSIM, and hotspot and Wi-Fi calling are included.",
        "It tops the list because price carries the most weight for most readers, and Mint pairs the lowest price with a strong 5G network. To get those prices you pay upfront for 3, 6 or 12 months, and Mint lines can be slowed behind T-Mobile's own customers when towers are congested. There are no stores for in-person help. If you need several lines or want to pay month to month, Visible or a family plan from a major carrier may work better.",
      ],
    },
    {
      rank: 2,
      product: "visible",
      description:
        "A Verizon-owned prepaid carrier with unlimited data plans at a flat monthly price. Taxes and fees are included in the price you see.",
      rating: 4.3,
      scores: {
        price: {
          score: 4.6,
          why: "A flat monthly price with taxes and fees included and no prepayment, though its entry price is above Mint's 12-month rate.",
        },
        network: {
          score: 4.3,
          why: "Runs on Verizon's network, but base-plan data can be slowed behind Verizon's own customers when a site is busy.",
        },
        features: {
          score: 4.1,
          why: "Every plan includes unlimited hotspot, at capped speeds on the base plan; the higher tiers add premium data and some travel features.",
        },
        terms: {
          score: 4.6,
          why: "Month to month with no prepayment, no contract and no credit check.",
        },
        support: {
          score: 3.7,
          why: "No stores; support runs mainly through chat and the app.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1523206489230-c012c64b2b48",
        alt: "Person holding a smartphone",
      },
      pros: [
        "Unlimited talk, text and data with taxes and fees included in the price",
        "Runs on Verizon's network; Verizon owns Visible",
        "Hotspot included on every plan, at capped speeds on the base plan",
      ],
      bestFor: "One-line users who want unlimited data on Verizon's network without a contract.",
      drawback: "Support is online only, and data can be slowed during congestion.",
      review: [
        "The simplest way onto Verizon's network at a low price is Verizon's own online brand. Plans are month to month with no prepayment, the price includes taxes and fees, and the base plan already gives you unlimited data and a hotspot. Higher tiers add premium data and some international features.",
        "Mint still undercuts its entry price, which is why Visible sits second, and there are no stores: support happens through chat and the app. Visible customers can also be slowed behind Verizon's own customers in busy areas. If you need in-person help or guaranteed priority data, look at Verizon itself.",
      ],
    },
    {
      rank: 3,
      product: "us-mobile",
      description:
        "A prepaid carrier that lets you choose which major network your line uses. It suits people who know which network works best at their address.",
      rating: 4.3,
      scores: {
        price: {
          score: 4.2,
          why: "Prepaid, month to month and priced in the range of other low-cost carriers, though the price depends on the network and tier you pick.",
        },
        network: {
          score: 4.7,
          why: "The only carrier here that lets you choose among Verizon's, T-Mobile's and AT&T's networks and switch between them in the app, as of May 2026.",
        },
        features: {
          score: 4.2,
          why: "eSIM activation in minutes makes it easy to add as a second line, but hotspot and other extras depend on the tier and network.",
        },
        terms: {
          score: 4.5,
          why: "Pay for 30 days at a time with no contract, change plan when you renew, and move your line to another network in the app.",
        },
        support: {
          score: 3.4,
          why: "Support answers 24/7 by chat, phone and email, but three networks and two unlimited tiers with different priority make it the hardest plan here to choose.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556656793-08538906a9f8",
        alt: "Close-up of a smartphone held in a person's hand",
      },
      pros: [
        "Choose Verizon's, T-Mobile's or AT&T's network (Warp, Light Speed or Dark Star) and switch later in the app, as of May 2026",
        "Unlimited Starter and Unlimited Premium tiers, with the data priority of each tier published for each network",
        "eSIM activation in minutes through the app",
      ],
      bestFor: "People who want to pick the network that works best where they live.",
      drawback:
        "The choice of networks, tiers and priority levels takes effort to understand, and there are no stores.",
      review: [
        "Instead of tying you to one network, US Mobile lets you pick the one with the best signal at home and work: Warp runs on Verizon, Light Speed on T-Mobile and Dark Star on AT&T, as of May 2026. You can switch later through the app, and eSIM setup takes minutes, which also makes it useful as a second line.",
        "It ties Visible on our scores and sits just behind it because its networks, tiers and priority levels take longer to understand, and a wrong pick costs you coverage or speed. On Warp and Dark Star, the Starter tier gets lower data priority than Premium. There are no stores, though US Mobile says support answers by chat, phone and email around the clock. If you just want one simple cheap plan, Mint or Visible is easier.",
      ],
    },
    {
      rank: 4,
      product: "t-mobile",
      description:
        "A major postpaid carrier with a large 5G network and plans that bundle perks such as streaming subscriptions. It is the strongest all-round choice among the big three.",
      rating: 4.2,
      scores: {
        price: {
          score: 3.5,
          why: "Experience More costs far more for one line than any prepaid plan here, with taxes and fees added on top, though extra family lines bring the per-line price down.",
        },
        network: {
          score: 4.8,
          why: "It has generally had the widest mid-band 5G footprint of the three national networks since its 2020 Sprint merger, with priority data on postpaid plans.",
        },
        features: {
          score: 4.8,
          why: "Experience plans include data and texting in many countries, a large hotspot allowance and streaming perks, as of 2025.",
        },
        terms: {
          score: 4.0,
          why: "No annual contract, but phone deals tie you in through device installments and monthly bill credits that stop if you leave.",
        },
        support: {
          score: 4.5,
          why: "Stores nationwide for setup and repairs, plus phone and app support, though plan names and perks change often.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1592899677977-9c10ca588bbd",
        alt: "A modern smartphone",
      },
      pros: [
        "Extensive 5G coverage, including fast mid-band 5G in many areas",
        "Experience plans include perks such as streaming subscriptions, as of 2025",
        "International data and texting included on many plans",
      ],
      bestFor: "Families and frequent travelers who want perks and strong 5G.",
      drawback: "Postpaid plans cost much more per line than prepaid carriers, especially for one line.",
      review: [
        "Mint and several other low-cost carriers run on this network, so signing up with T-Mobile directly gets you the same coverage with priority data, more hotspot allowance, stores for in-person help and perks bundled into higher tiers. Many plans include data and texting abroad, which suits travelers. Family plans bring the per-line price down considerably.",
        "For a single line the cost is hard to justify next to Mint, and the Experience plans are priced before taxes and fees, which T-Mobile's older plans included. It shares Verizon's rating and ranks above it because its mid-band 5G reaches more places and its travel data needs no add-on. If you mostly stay in one area and don't use the perks, a prepaid carrier on the same network will save you money.",
      ],
    },
    {
      rank: 5,
      product: "verizon",
      description:
        "A major postpaid carrier known for wide coverage, including many rural areas. Its myPlan lets you add perks one at a time.",
      rating: 4.2,
      scores: {
        price: {
          score: 3.6,
          why: "Unlimited Welcome is its cheapest unlimited plan, but taxes, fees and each perk cost extra, so a single line costs far more than on Visible.",
        },
        network: {
          score: 4.9,
          why: "Long-established LTE and low-band reach in rural areas, with C-band mid-band 5G (5G Ultra Wideband) across many metro and suburban areas.",
        },
        features: {
          score: 4.2,
          why: "Perks such as streaming bundles are added one by one for a monthly fee, and hotspot allowances grow with the pricier plans.",
        },
        terms: {
          score: 3.6,
          why: "No annual contract, but since an FCC waiver in January 2026 new phones no longer unlock automatically after 60 days and stay locked until paid off.",
        },
        support: {
          score: 4.5,
          why: "Stores across the country for setup and repairs, plus phone and chat support.",
        },
      },
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
      drawback:
        "It is one of the most expensive options once you add perks, and since January 2026 its phones stay locked longer.",
      review: [
        "Choose Verizon when coverage matters more than price: in rural areas, on road trips or where other networks are weak. Postpaid customers get priority data, stores for setup and repairs, and the option to add perks like streaming bundles one by one instead of paying for a package you don't use.",
        "That flexibility comes at a high price: a single line costs far more than Visible, which uses the same network. Since an FCC waiver in January 2026, new Verizon phones also follow the industry unlocking code instead of unlocking automatically after 60 days, so a financed phone stays locked until it is paid off. Check the coverage map for the places you spend time. If Verizon's network works for you and you don't need stores or priority data, Visible gives you much of the same coverage for less.",
      ],
    },
  ],
  methodology: {
    text: "We read each carrier's plan pages, network-management and data-priority disclosures and unlocking policies, the FCC's National Broadband Map and the FCC's January 2026 Verizon unlocking waiver, along with dated reports of plan changes, then scored every plan on the five weighted criteria below. We did not test the networks ourselves; coverage at your address can differ from any national picture.",
    criteria: [
      {
        id: "price",
        name: "Price for one line",
        weight: 35,
        measures: "What one line costs each month, including prepayment terms and whether taxes and fees are included",
      },
      {
        id: "network",
        name: "Network and data priority",
        weight: 30,
        measures: "The host network's coverage and how the plan's data is treated when a cell site is busy",
      },
      {
        id: "features",
        name: "Hotspot and travel",
        weight: 15,
        measures: "Hotspot allowance, international data and texting, and included perks",
      },
      {
        id: "terms",
        name: "Terms and flexibility",
        weight: 10,
        measures: "Prepayment, installment and unlocking terms, and how easily you can leave",
      },
      {
        id: "support",
        name: "Support and simplicity",
        weight: 10,
        measures: "How easy the plans are to understand and how you get help: stores, phone or chat",
      },
    ],
  },
  mustReads: [{ to: "/5g-coverage-comparison" }, { to: "/prepaid-vs-postpaid" }, { to: "/mobile-plan-savings" }],
  itemType: "Product",
  ratingCount: 7000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion with weights, and the order now follows them (US Mobile moves from fifth to third); prices moved to dated records; Verizon's January 2026 unlocking change and US Mobile's three networks added; reviews rewritten",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
