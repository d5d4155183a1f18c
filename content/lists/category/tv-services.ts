import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best TV Streaming Services: Top 5 for Live TV and On-Demand",
    description:
      "The five TV streaming services we recommend, from live TV with local channels to on-demand libraries, compared on price, channels, DVR and streams.",
    keywords: [
      "best tv streaming services",
      "live tv streaming",
      "cable tv alternatives",
      "youtube tv vs hulu live",
      "cheapest live tv streaming",
      "cord cutting",
    ],
  },
  title: "Best TV Streaming Services",
  tagline: "Replace cable with live TV, on-demand libraries, or a mix of both.",
  icon: "tv",
  intro: [
    "We compared live TV streaming services and on-demand subscriptions on channel lineups and libraries, monthly price, DVR and stream limits, and how stable each service's lineup and ownership have been. The list is for households cutting cable, and for anyone deciding which subscriptions are worth keeping.",
    "Most people need only one live TV service, if any, plus one or two on-demand apps. Channel lineups vary by ZIP code and prices rise often, so the comparison table shows each price with the date of the source it comes from; check the lineup for your address before you sign up.",
  ],
  summaryHeading: "Our Top 5 Best TV Streaming Services",
  entries: [
    {
      rank: 1,
      product: "youtube-tv",
      description:
        "A live TV streaming service with local broadcast networks, major cable channels and unlimited DVR. It is the closest thing to a full cable replacement.",
      rating: 4.5,
      scores: {
        channels: {
          score: 4.9,
          why: "More than 100 live channels, including local ABC, CBS, FOX and NBC in most markets and the main ESPN, Fox and NBC sports networks, as of 2025.",
        },
        value: {
          score: 4.0,
          why: "The Base Plan is among the priciest live services after several increases, though YouTube TV announced cheaper genre-based plans, including a sports plan, for 2026.",
        },
        features: {
          score: 4.9,
          why: "Unlimited cloud DVR with each recording kept for nine months, six household accounts and three streams at once.",
        },
        stability: {
          score: 4.2,
          why: "No contract, but a carriage dispute took Disney's channels, including ABC and ESPN, off the service for about two weeks in late 2025.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1611162616475-46b635cb6868",
        alt: "YouTube logo",
      },
      pros: [
        "More than 100 live channels, including local ABC, CBS, FOX and NBC in most markets, as of 2025",
        "Unlimited DVR storage, with recordings kept for nine months",
        "Up to six accounts per household and three streams at once",
      ],
      bestFor: "Cord-cutters who want local channels, sports and cable networks in one app.",
      drawback: "The Base Plan is one of the most expensive live services, and its price has risen several times.",
      review: [
        "If you want one app that does what a cable box did, start here. YouTube TV carries local networks in most markets, the major news, sports and entertainment channels, and unlimited DVR space, in an app that works on nearly every smart TV and streaming device. Six household members get their own recommendations and recordings, and add-ons such as NFL Sunday Ticket are available.",
        "The drawback is cost: the Base Plan in the table is close to what some households paid for cable, and carriage disputes can pull networks for a while, as happened with Disney's channels in late 2025. YouTube TV announced smaller genre-based plans for 2026, so compare those before paying for the full package. If you don't need local channels or live sports, an on-demand service such as Netflix costs far less.",
      ],
    },
    {
      rank: 2,
      product: "netflix",
      description:
        "An on-demand streaming service with a large library of original series, films and documentaries. It is the on-demand service we'd pair first with live TV or an antenna.",
      rating: 4.5,
      scores: {
        channels: {
          score: 4.4,
          why: "A deep catalog of originals in many languages, but no local or cable channels and only occasional live events such as NFL Christmas Day games.",
        },
        value: {
          score: 4.8,
          why: "Standard with ads is one of the cheapest ways into a major on-demand library, though the ad-free plans have risen in price.",
        },
        features: {
          score: 4.4,
          why: "Profiles, parental controls and offline downloads on every plan, with 4K and four streams at once only on Premium.",
        },
        stability: {
          score: 4.5,
          why: "No contract and no change of owner, but since 2023 sharing an account outside your household costs extra.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1574375927938-d5a98e8ffe85",
        alt: "Television screen showing the Netflix logo",
      },
      pros: [
        "Large library of original series, films and documentaries in many languages",
        "Standard with ads is the cheapest of its three US plans",
        "Download titles to watch offline on phones and tablets",
      ],
      bestFor: "Viewers who mostly watch series and movies on their own schedule.",
      drawback: "There are no local channels and only occasional live events.",
      review: [
        "For on-demand viewing, Netflix is the safest default. New original series and films arrive every week, the recommendations are good at surfacing things you will like, and the ad-supported plan keeps the monthly cost low. Profiles, downloads and parental controls make it easy to share with a household, and it now streams some live events, such as NFL Christmas Day games and, from 2026, MLB's Opening Night game and Home Run Derby.",
        "It ties YouTube TV on our scores but sits second because it cannot replace cable: there are no local channels and live events are occasional. Sharing outside your household costs extra, and ad-free plans have risen in price. If you want live news and sports, pair it with an antenna or a live service such as YouTube TV or Sling TV.",
      ],
    },
    {
      rank: 3,
      product: "hulu-live-tv",
      description:
        "A live TV service that bundles Disney+, Hulu's on-demand library and ESPN Unlimited with live channels. It suits households that want live and on-demand in one bill.",
      rating: 4.3,
      scores: {
        channels: {
          score: 4.8,
          why: "Local networks in most markets and the main cable channels, plus the Disney+, Hulu and ESPN Unlimited libraries in the same subscription.",
        },
        value: {
          score: 3.9,
          why: "Its monthly price is higher than YouTube TV's, though it includes Disney+, Hulu and ESPN Unlimited, which would cost extra on their own.",
        },
        features: {
          score: 4.3,
          why: "Unlimited cloud DVR for live recordings, but the Disney+ and Hulu libraries in the base plan show ads.",
        },
        stability: {
          score: 3.9,
          why: "Disney combined it with Fubo in October 2025 and has reshuffled its streaming plans several times, so what the plan includes may change.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1593359677879-a4bb92f829d1",
        alt: "Flat-screen TV mounted on a wall",
      },
      pros: [
        "Live channels, including local networks in most markets",
        "Disney+, Hulu and ESPN Unlimited included, with ads, as of October 2025",
        "Unlimited DVR for live recordings",
      ],
      bestFor: "Households that want live TV and a large on-demand library together.",
      drawback:
        "It costs more each month than YouTube TV, and the included Disney+ and Hulu libraries show ads on the base plan.",
      review: [
        "Households that would otherwise pay for Disney+, Hulu and ESPN separately get the most from this bundle. One subscription covers live local and cable channels, the Hulu and Disney+ libraries and ESPN Unlimited, with unlimited DVR for live recordings, as of October 2025. Since that month it has been run by the same Disney-controlled company as Fubo, though the two are still sold as separate services.",
        "It ranks below YouTube TV because it costs more each month, so if you don't use Disney+, Hulu or ESPN you pay for extras you won't watch, and the base plan shows ads in those libraries. The Fubo merger may bring new packages, so check exactly what the current plan includes. If you don't care about the Disney bundle, YouTube TV is simpler.",
      ],
    },
    {
      rank: 4,
      product: "sling-tv",
      description:
        "A lower-cost live TV service built around two base packages, Orange and Blue, with add-on packs and short passes. It is the budget way to get cable channels without a contract.",
      rating: 4.2,
      scores: {
        channels: {
          score: 4.0,
          why: "Orange carries ESPN and Disney channels and Blue more news and entertainment networks, but local ABC, Fox and NBC only in some markets on Blue, and no CBS.",
        },
        value: {
          score: 4.7,
          why: "The cheapest way here to get ESPN or cable channels live without a contract, with day, weekend and week passes added in 2025.",
        },
        features: {
          score: 3.8,
          why: "Cloud DVR is included but with a limited allowance, and Orange allows only one stream at a time.",
        },
        stability: {
          score: 4.1,
          why: "No contract, but Blue's price rose again in February 2026 in markets where it carries local channels.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1461151304267-38535e780c79",
        alt: "A television set",
      },
      pros: [
        "Base plans cost far less than YouTube TV or Hulu + Live TV (see the comparison table)",
        "Add-on packs for sports, news and kids' channels, plus day, weekend and week passes introduced in 2025",
        "Cloud DVR included",
      ],
      bestFor: "Budget cord-cutters who pair streaming with an over-the-air antenna.",
      drawback: "Local channels come only on Blue and only in some markets, and Orange allows only one stream.",
      review: [
        "Sling TV lets you pay for the channels you actually watch. Orange carries ESPN and Disney channels, Blue carries more news and entertainment networks and, in some markets, local ABC, Fox and NBC stations, and you can combine them or add packs for sports, news or kids. No contract means you can subscribe for a season and cancel, and the short passes added in 2025 cover a single day, weekend or week.",
        "The trade-offs: Orange allows just one stream at a time, CBS is missing everywhere, and in many markets you still need an antenna for local stations. Blue's price went up in February 2026 where it includes local channels, and the DVR allowance is far smaller than YouTube TV's unlimited recordings. If you want locals and everything in one app, pay more for YouTube TV.",
      ],
    },
    {
      rank: 5,
      product: "hbo-max",
      description:
        "An on-demand service with HBO originals, Warner Bros. films and Discovery's reality and lifestyle shows. It was called Max from 2023 to 2025.",
      rating: 4.3,
      scores: {
        channels: {
          score: 4.6,
          why: "HBO originals, Warner Bros. films after their theater run and Discovery lifestyle shows, but almost no live channels for most viewers.",
        },
        value: {
          score: 4.3,
          why: "Basic with Ads costs about what rival ad tiers do, but 4K needs the most expensive Premium plan.",
        },
        features: {
          score: 4.3,
          why: "Profiles on every plan, but downloads come only with the ad-free plans and 4K with Dolby Atmos only with Premium, as of 2025.",
        },
        stability: {
          score: 3.7,
          why: "Paramount Skydance agreed in February 2026 to buy Warner Bros. Discovery and said it would combine HBO Max with Paramount+, so plans may change.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1489599849927-2ee91cede3ba",
        alt: "Rows of red seats in an empty movie theater",
      },
      pros: [
        "HBO original series and films alongside Warner Bros. movies",
        "Three plans, with 4K streaming only on the top Premium plan",
        "Food Network, HGTV and Discovery shows in the same app, as of 2025",
      ],
      bestFor: "Fans of HBO dramas and Warner Bros. films.",
      drawback: "It is mostly on-demand, prices have risen, and a pending change of owner could change the plans.",
      review: [
        "HBO's drama, comedy and documentary series are the reason to subscribe, alongside Warner Bros. films that arrive after their theater run and a large catalog of Discovery reality and lifestyle shows. The ad-supported Basic plan is the cheaper way in, and only the top plan adds 4K streaming.",
        "Its rating edges out Sling TV's, but it ranks fifth because it supplements a TV setup rather than replacing one, with little live programming for most viewers. Ownership is also in flux: in February 2026 Paramount Skydance agreed to buy Warner Bros. Discovery and said it plans to combine HBO Max with Paramount+. Many people subscribe for a month or two while a big series airs, then cancel. If you want one on-demand service for the whole household, Netflix has a broader range.",
      ],
    },
  ],
  methodology: {
    text: "We read each service's own plan, channel and help pages (DVR, streams, profiles), together with dated reports of price changes, carriage disputes and ownership deals, then scored every service on the four weighted criteria below. We did not test the services ourselves; where a lineup depends on your ZIP code, the score reflects most markets.",
    criteria: [
      {
        id: "channels",
        name: "Channels and library",
        weight: 35,
        measures: "Local and cable channels for live services, or the size and range of the catalog for on-demand ones",
      },
      {
        id: "value",
        name: "Price and value",
        weight: 30,
        measures: "The monthly price against what the service replaces or includes, and how often it has risen",
      },
      {
        id: "features",
        name: "DVR, streams and profiles",
        weight: 20,
        measures: "Cloud DVR space, streams at once, household profiles and offline downloads",
      },
      {
        id: "stability",
        name: "Stability and terms",
        weight: 15,
        measures: "Contract terms, carriage disputes and ownership or plan changes that can alter what you get",
      },
    ],
  },
  mustReads: [{ to: "/cord-cutting-guide" }, { to: "/live-vs-on-demand-tv" }, { to: "/best-sports-streaming" }],
  itemType: "Product",
  ratingCount: 9000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion with weights; prices moved to dated records (Hulu + Live TV at its October 2025 price, above YouTube TV's, replacing \"about the same\"); Disney's Fubo merger, Sling's 2026 price rise and HBO Max's pending sale added; reviews rewritten",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
