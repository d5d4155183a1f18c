import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Mobile Plans: Top 5 Low-Cost Unlimited Plans for One Line",
    description:
      "The five US phone plans we recommend for one line, all unlimited and all on Verizon's, T-Mobile's or AT&T's network, compared on price, network, terms and support.",
    keywords: [
      "best mobile plans",
      "best cell phone plans",
      "cheap phone plans",
      "prepaid phone plans",
      "mint mobile vs visible",
      "us mobile",
    ],
  },
  title: "Best Mobile Plans",
  tagline: "The same big networks for a fraction of what the big carriers charge.",
  icon: "smartphone",
  intro: [
    "We compared the cheapest unlimited plan each carrier sells for one line: its monthly price, the network it runs on and how its data is treated when a cell site is busy, hotspot and calling abroad, how you pay, and how you get help. The list is for anyone who wants to cut a phone bill without giving up coverage on Verizon's, T-Mobile's or AT&T's network.",
    "Coverage depends on where you live and work, so check each carrier's coverage map and the FCC's National Broadband Map for your address before you switch. The comparison table shows each figure with the date of its source; taxes, fees and introductory offers vary.",
  ],
  summaryHeading: "Our Top 5 Best Mobile Plans",
  entries: [
    {
      rank: 1,
      product: "us-mobile",
      description:
        "A prepaid carrier that lets you choose which of the three national networks your line uses, and switch later. Its cheapest unlimited plan is priced with the other low-cost carriers here.",
      scores: {
        network: {
          score: 5,
          why: "The only plan here that lets you choose Verizon's (Warp), T-Mobile's (Light Speed) or AT&T's (Dark Star) network and switch in the app, as of May 2026.",
        },
        features: {
          score: 3,
          why: "Hotspot comes with its unlimited plans, with an allowance set by tier and network, but we found no free calls abroad on Unlimited Starter.",
        },
        terms: {
          score: 4,
          why: "Paid every 30 days with no contract, but taxes and US Mobile's Recovery Fee are added to the price.",
        },
        support: {
          score: 5,
          why: "US Mobile's help pages say support answers 24/7 by chat, phone and email.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556656793-08538906a9f8",
        alt: "Close-up of a smartphone held in a person's hand",
      },
      pros: [
        "Choose Verizon's, T-Mobile's or AT&T's network (Warp, Light Speed or Dark Star) and switch later in the app, as of May 2026",
        "Support by chat, phone and email around the clock",
        "Unlimited Starter from $25 a month, paid every 30 days with no contract",
      ],
      bestFor: "People who want to pick the network that works best where they live, or switch if coverage changes.",
      drawback:
        "Three networks and two unlimited tiers with different data priority make it the hardest plan here to choose, and taxes and a Recovery Fee are added.",
      review: [
        "If coverage is your worry, US Mobile is the one carrier here that doesn't tie you to a single network. Warp runs on Verizon, Light Speed on T-Mobile and Dark Star on AT&T, as of May 2026, and you can move your line between them in the app if coverage at home or work lets you down. Its help pages say support answers by chat, phone and email around the clock, and plans renew every 30 days with no contract.",
        "That choice is why it scores highest on network. The catch is the choice itself: on Warp and Dark Star, Unlimited Starter gets lower data priority than Unlimited Premium, and taxes plus US Mobile's Recovery Fee are added at checkout. Hotspot allowances depend on the tier and network. Visible is easier if you want one simple price with taxes included.",
      ],
    },
    {
      rank: 2,
      product: "visible",
      description:
        "Verizon's own online carrier, with unlimited data on Verizon's network for a flat monthly price that includes taxes and fees.",
      scores: {
        network: {
          score: 4,
          why: "Runs on Verizon's 5G network, but base-plan data can be slowed behind Verizon's own customers whenever a site is busy.",
        },
        features: {
          score: 3.5,
          why: "Every plan includes an unlimited hotspot, at a capped speed on the base plan; roaming abroad comes only with the pricier Visible+ plans.",
        },
        terms: {
          score: 5,
          why: "Month to month with no contract, and the $25 price includes taxes and fees.",
        },
        support: {
          score: 3,
          why: "No stores; help comes mainly through chat and the app.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1523206489230-c012c64b2b48",
        alt: "Person holding a smartphone",
      },
      pros: [
        "$25 a month with taxes and fees included, so the price you see is the bill",
        "Runs on Verizon's network; Verizon owns Visible",
        "Unlimited hotspot on every plan, at a capped speed on the base plan",
      ],
      bestFor: "One-line users who want unlimited data on Verizon's network for a fixed, all-in monthly bill.",
      drawback: "Base-plan data can be slowed whenever the network is busy, and support is online only.",
      review: [
        "The simplest bill on this list comes from Verizon's own online brand. Visible's base plan costs $25 a month with taxes and fees included, paid month to month with no contract, and it gives you unlimited data and an unlimited hotspot on Verizon's network. That all-in price is why it scores a 5 on terms.",
        "The trade-off is priority: data on the base plan can be slowed behind Verizon's own customers whenever a cell site is busy, and the hotspot runs at a capped speed. There are no stores, and help comes mainly through chat and the app. If you need faster data in crowded places, Visible's pricier tiers or US Mobile's Unlimited Premium cost more but get higher priority.",
      ],
    },
    {
      rank: 3,
      product: "tello",
      description:
        "A low-cost prepaid carrier that sells unlimited data, talk and text for $25 a month, along with smaller build-your-own plans. It runs on T-Mobile's network.",
      scores: {
        network: {
          score: 4,
          why: "Runs on T-Mobile's 5G network as a prepaid brand, so its data can be slowed behind T-Mobile's own customers when a site is busy.",
        },
        features: {
          score: 4,
          why: "Tethering shares your plan's data at no extra charge, and calls from the US to more than 60 countries are free.",
        },
        terms: {
          score: 4,
          why: "Paid every 30 days with no contract, with taxes added to the price.",
        },
        support: {
          score: 3,
          why: "No stores; help comes through Tello's online help center and support contact page.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1592899677977-9c10ca588bbd",
        alt: "A modern smartphone",
      },
      pros: [
        "Unlimited data, talk and text for $25 a month",
        "Free calls from the US to more than 60 countries on every plan",
        "Smaller custom plans start at $5 a line, and you can change plans for free",
      ],
      bestFor: "Budget-minded people on T-Mobile's network, especially anyone who calls family abroad.",
      drawback:
        "There are no stores, and its data can be slowed behind T-Mobile's own customers when the network is busy.",
      review: [
        "On a budget and happy with T-Mobile's network? Tello is the cheapest way onto it here without paying a year up front. Unlimited data, talk and text cost $25 a month, renewed every 30 days, and tethering shares your plan's data at no extra charge. Calls from the US to more than 60 countries are included, which is rare at this price, and smaller build-your-own plans start at $5 a line.",
        "Visible's price includes taxes and Tello's does not, which is why Tello scores lower on terms. Neither has stores, and like every prepaid brand on T-Mobile, Tello's data can be slowed behind T-Mobile's own customers in busy places. US Mobile lets you choose your network, and Visible gives you one all-in price.",
      ],
    },
    {
      rank: 4,
      product: "mint-mobile",
      description:
        "A low-cost prepaid brand that sells service in 3-, 6- and 12-month blocks; its unlimited plan costs $30 a month when you pay for a year. T-Mobile owns it and it runs on T-Mobile's network.",
      scores: {
        network: {
          score: 4,
          why: "Runs on T-Mobile's 5G network, but Mint lines can be slowed behind T-Mobile's own customers when a site is busy.",
        },
        features: {
          score: 4,
          why: "Hotspot and Wi-Fi calling come with every plan, and calls from the US to Mexico and Canada are included.",
        },
        terms: {
          score: 3,
          why: "The $30 price needs 12 months ($360) paid up front, taxes are added, and Mint's FAQ says you can't move to a shorter term until the current one ends.",
        },
        support: {
          score: 4,
          why: "No stores, but help by phone and chat as well as in the app.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1511707171634-5f897ff02aa9",
        alt: "Hand holding a smartphone",
      },
      pros: [
        "Unlimited for $30 a month when you prepay 12 months, and 5GB from $15 a month on the same term",
        "Runs on T-Mobile's 5G network; T-Mobile has owned Mint since 2024",
        "Hotspot, Wi-Fi calling and eSIM support on every plan",
      ],
      bestFor: "Single-line users who can pay a year ahead, and light data users who want the cheapest small plan.",
      drawback: "The lowest prices need 3 to 12 months paid up front, and taxes are added on top.",
      review: [
        "Mint made paying for a year up front the way to save, and it still works: unlimited data costs $30 a month on a 12-month plan, and a 5GB plan costs $15 a month on the same term, the cheapest small plan on this list. Both run on T-Mobile's network. Hotspot, Wi-Fi calling and eSIM come with every plan, and calls from the US to Mexico and Canada are free.",
        "The price comes with strings. You pay $360 up front for the unlimited year, taxes are added, and Mint's FAQ says you can't move to a shorter or longer term until the current one ends; that is why it scores lower on terms than the plans billed monthly. Mint lines can also be slowed behind T-Mobile's own customers at busy sites. If you'd rather not prepay, Tello uses the same network month to month.",
      ],
    },
    {
      rank: 5,
      product: "helium-mobile",
      description:
        "A newer low-cost carrier whose Infinity plan gives unlimited data for $30 a month. It runs on T-Mobile's network, supplemented by Helium's own community-run hotspots.",
      scores: {
        network: {
          score: 4,
          why: "Runs on T-Mobile's nationwide 5G network plus Helium's own hotspots, and says Infinity speeds may slow after 36GB in a month.",
        },
        features: {
          score: 3.5,
          why: "Infinity includes 36GB of hotspot data, the most of the five, but its plan summary lists no free calls abroad.",
        },
        terms: {
          score: 4,
          why: "No contract and paid a month at a time, but taxes and fees are added and you can change plans only once every 60 days.",
        },
        support: {
          score: 3,
          why: "No stores; help comes through Helium's support site and by email.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1510557880182-3d4d3cba35a5",
        alt: "A smartphone shown close up",
      },
      pros: [
        "Unlimited data for $30 a month on Infinity, with 36GB of hotspot",
        "Cheaper plans too: Air with 10GB for $15 a month and Zero with 3GB for $0, taxes and fees extra",
        "No contract, and you can bring your own unlocked phone",
      ],
      bestFor: "Heavy hotspot users on a budget, and light users who want the free Zero plan.",
      drawback: "Support is online only, and you can change plans only once every 60 days.",
      review: [
        "Helium Mobile pairs a nationwide 5G network, T-Mobile's, with Helium's own community-run hotspots. Helium Mobile's Infinity plan costs $30 a month before taxes and fees and includes unlimited data, with speeds that may slow after 36GB, plus 36GB of hotspot data, the biggest hotspot allowance on this list. Air gives you 10GB for $15, and Zero gives you 3GB and 100 minutes for $0, taxes and fees extra.",
        "It rates fifth because help is online only and calls abroad aren't included. You can also change plans only once every 60 days. Its Cloud Points rewards are a bonus rather than a reason to switch. For free calls abroad, Tello costs less; for taxes included in the price, choose Visible.",
      ],
    },
  ],
  methodology: {
    text: "We read each carrier's own plan pages, help centers and fee disclosures, plus the FCC's National Broadband Map, and compared the cheapest unlimited plan each sells for one line. Price is computed from that plan's monthly price; the other four criteria are scored on the rubrics below. We did not test the networks ourselves; coverage at your address can differ from any national picture.",
    criteria: [
      {
        id: "price",
        name: "Price for one line",
        weight: 35,
        measures:
          "The monthly price of the cheapest unlimited plan for one line: $30 or less earns a 5, the going rate at low-cost carriers once you allow for the taxes most of them add; $100 or more earns a 1",
        computed: { fact: "price-month-one-line", five: 30, one: 100 },
      },
      {
        id: "network",
        name: "Network and data priority",
        weight: 30,
        measures:
          "The national network or networks the plan uses, and how its data is treated when a cell site is busy",
        rubric: {
          5: "A choice of two or more national networks in one plan, or the host carrier's own top data priority",
          4: "One national 5G network, with data slowed behind the host's own customers only when a site is busy, or after 30GB or more",
          3: "One national network, with data cut to 1 Mbps or less after a monthly allowance under 30GB",
          2: "A national network reached partly by roaming, with gaps the host carrier's own customers don't have",
          1: "A regional network only, or no published network-management policy",
        },
      },
      {
        id: "features",
        name: "Hotspot and calling abroad",
        weight: 15,
        measures: "Whether the plan compared includes a hotspot, how much, and free calls or roaming outside the US",
        rubric: {
          5: "30GB or more of hotspot data, plus calls and roaming in Mexico and Canada included",
          4: "Hotspot included, plus free calls from the US to Mexico, Canada or more countries",
          3: "Hotspot included, with no free calls or roaming abroad",
          2: "Hotspot only as a paid add-on",
          1: "No hotspot",
        },
      },
      {
        id: "terms",
        name: "Terms and fees",
        weight: 10,
        measures: "How you pay: prepayment, contracts, and whether taxes and fees are in the price",
        rubric: {
          5: "No contract, paid a month at a time, with taxes and fees included in the price",
          4: "No contract and paid a month at a time, with taxes and fees added",
          3: "No contract, but the quoted price needs several months paid up front",
          2: "The quoted price needs device installments, bill credits or a term agreement",
          1: "An early-termination fee",
        },
      },
      {
        id: "support",
        name: "Support",
        weight: 10,
        measures: "How you get help: stores, phone, chat, app or email",
        rubric: {
          5: "Stores for in-person help, or phone and chat support around the clock",
          4: "Phone and chat support, on published hours",
          3: "An online help center, chat, app or email, with no phone line or stores",
          2: "Community forums only",
          1: "No published support channel",
        },
      },
    ],
    tiebreak: "terms",
  },
  compare: [
    { fact: "price-month-one-line", label: "Price a month, cheapest unlimited plan" },
    { fact: "prepay-months", label: "Months paid up front for that price" },
    { fact: "taxes-fees-included", label: "Taxes and fees included" },
    { fact: "networks", label: "National networks to choose from" },
    { fact: "contract-months", label: "Contract" },
  ],
  presets: [
    { label: "Lowest price", levels: { price: 3 } },
    { label: "Best network", levels: { network: 3 } },
    { label: "Calling abroad", levels: { features: 3 } },
  ],
  competition: [
    {
      name: "T-Mobile",
      why: "Experience More costs $85 a month for one line with AutoPay, before taxes and fees (2025), more than three times the price of the cheapest plans listed here.",
    },
    {
      name: "Verizon",
      why: "Unlimited Welcome costs $65 a month for one line with Auto Pay, before taxes (2025), and since an FCC waiver in January 2026 new Verizon phones stay locked until paid off.",
    },
    {
      name: "Cricket Wireless",
      why: "AT&T's prepaid brand has stores and includes taxes, but its unlimited plans start at $55 a month, about twice the price of the plans here.",
    },
    {
      name: "Google Fi",
      why: "The Flexible plan costs $20 a month plus $10 per GB, up to $80 for one person before taxes, and its unlimited plans cost more than the plans here.",
    },
  ],
  sources: [
    { title: "Visible: plans", url: "https://www.visible.com/plans" },
    { title: "Mint Mobile: plans", url: "https://www.mintmobile.com/plans/" },
    {
      title: "US Mobile: Recovery Fee",
      url: "https://www.usmobile.com/help/knowledge-base/regulatory-cost-recovery-charge/",
    },
    { title: "Tello: plans", url: "https://tello.com/buy/family_plans" },
    { title: "Helium Mobile: plan summary", url: "https://hellohelium.com/llms.txt" },
    { title: "Google Fi: Flexible plan Bill Protection", url: "https://support.google.com/fi/answer/6201699" },
    { title: "FCC: National Broadband Map", url: "https://broadbandmap.fcc.gov/" },
  ],
  mustReads: [{ to: "/5g-coverage-comparison" }, { to: "/prepaid-vs-postpaid" }, { to: "/mobile-plan-savings" }],
  itemType: "Product",
  ratingCount: 7000,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, with price computed from each carrier's cheapest unlimited plan for one line. T-Mobile and Verizon leave the list, at several times the price of the plans now listed (see The competition); Tello and Helium Mobile join. US Mobile moves to first and Mint Mobile to fourth",
    },
    {
      date: "2026-11-22",
      text: "Each plan scored on five weighted criteria, and the order follows the scores (US Mobile moves from fifth to third); prices shown with the date of their source; Verizon's January 2026 unlocking change and US Mobile's three networks added; reviews rewritten",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
