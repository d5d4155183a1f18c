import type { RankedListInput } from "../schema";

export default {
  path: "/category/tv-services",
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
    "We compared live TV streaming services and on-demand subscriptions on monthly price, channel lineups, local channel availability, DVR and simultaneous streams. The list is for households cutting cable, and for anyone deciding which subscriptions are worth keeping.",
    "Most people need only one live TV service, if any, plus one or two on-demand apps. Channel lineups vary by ZIP code and prices rise often, so the figures below are approximate and as of 2025; check the lineup for your address before you sign up.",
  ],
  summaryHeading: "Our Top 5 Best TV Streaming Services",
  entries: [
    {
      rank: 1,
      product: "youtube-tv",
      description:
        "A live TV streaming service with local broadcast networks, major cable channels and unlimited DVR. It is the closest thing to a full cable replacement.",
      rating: 4.7,
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
      drawback: "The base plan costs about $83 a month as of 2025, and the price has risen several times.",
      review: [
        "YouTube TV is #1 because it replaces cable most completely: local networks in most markets, the major news, sports and entertainment channels, and unlimited DVR space, all in an app that works on nearly every smart TV and streaming device. Six household members get their own recommendations and recordings, and add-ons such as NFL Sunday Ticket are available.",
        "The drawback is cost. At about $83 a month for the base plan, as of 2025, it is close to what some people paid for cable, and channel disputes occasionally remove networks for a time. If you don't need local channels or live sports, an on-demand service like Netflix costs far less.",
      ],
    },
    {
      rank: 2,
      product: "netflix",
      description:
        "An on-demand streaming service with a large library of original series, films and documentaries. It is the on-demand service we'd pair first with live TV or an antenna.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1574375927938-d5a98e8ffe85",
        alt: "Netflix logo on a screen",
      },
      pros: [
        "Large library of original series, films and documentaries in many languages",
        "Lower-cost Standard with ads plan, from about $8 a month as of 2025",
        "Download titles to watch offline on phones and tablets",
      ],
      bestFor: "Viewers who mostly watch series and movies on their own schedule.",
      drawback: "There are no local channels and only occasional live events.",
      review: [
        "Netflix is a strong default for on-demand viewing. New original series and films arrive every week, the recommendation system is good at surfacing things you will like, and the ad-supported plan keeps the monthly cost low. Profiles, downloads and parental controls make it easy to share with a household.",
        "It is not a cable replacement: there are no local channels and only a handful of live events. Password sharing outside your household now costs extra, and ad-free plans have risen in price. If you want live news and sports, pair it with an antenna or a live service such as YouTube TV or Sling TV.",
      ],
    },
    {
      rank: 3,
      product: "hulu-live-tv",
      description:
        "A live TV service that bundles Disney+, Hulu's on-demand library and ESPN streaming with live channels. It suits households that want live and on-demand in one bill.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1593359677879-a4bb92f829d1",
        alt: "Flat-screen TV mounted on a wall",
      },
      pros: [
        "Live channels, including local networks in most markets",
        "Disney+, Hulu on-demand and ESPN streaming included, as of 2025",
        "Unlimited DVR for live recordings",
      ],
      bestFor: "Households that want live TV and a large on-demand library together.",
      drawback: "It costs about as much as YouTube TV, and the included Disney+ and Hulu libraries show ads on the base plan.",
      review: [
        "Hulu + Live TV is the best value if you would otherwise pay for Disney+ and Hulu separately. One subscription covers live local and cable channels, the Hulu and Disney+ libraries, and ESPN's streaming content, with unlimited DVR for live recordings, as of 2025.",
        "It ranks below YouTube TV because it costs about the same, so if you don't use Disney+ or Hulu's library you pay for extras you won't watch, and the base plan shows ads in those libraries. Disney has been reorganizing its streaming services, so check exactly what the current plan includes. If you don't care about the Disney bundle, YouTube TV is simpler.",
      ],
    },
    {
      rank: 4,
      product: "sling-tv",
      description:
        "A lower-cost live TV service built around two base packages, Orange and Blue, with add-on packs. It is the budget way to get cable channels without a contract.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1461151304267-38535e780c79",
        alt: "A television set",
      },
      pros: [
        "Base plans cost noticeably less than YouTube TV or Hulu + Live TV, as of 2025",
        "Add-on packs for sports, news and kids' channels",
        "Cloud DVR included",
      ],
      bestFor: "Budget cord-cutters who pair streaming with an over-the-air antenna.",
      drawback: "Local channels are limited to some markets, and the Orange plan allows only one stream.",
      review: [
        "Sling TV lets you pay for the channels you actually watch. Orange carries ESPN and Disney channels, Blue carries more news and entertainment networks, and you can combine them or add packs for sports, news or kids. No contract means you can subscribe for a season and cancel.",
        "The trade-offs: local broadcast networks are available only on Blue and only in some markets, so most households need an antenna for ABC, CBS and NBC, and Orange allows just one stream at a time. The DVR allowance is smaller than on YouTube TV. If you want locals and everything in one app, pay more for YouTube TV.",
      ],
    },
    {
      rank: 5,
      product: "hbo-max",
      description:
        "An on-demand service with HBO originals, Warner Bros. films and Discovery's reality and lifestyle shows. It was called Max from 2023 to 2025.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1489599849927-2ee91cede3ba",
        alt: "Rows of red seats in a movie theater",
      },
      pros: [
        "HBO original series and films alongside Warner Bros. movies",
        "Plans with and without ads, with 4K on the top plan",
        "Food Network, HGTV and Discovery shows in the same app",
      ],
      bestFor: "Fans of HBO dramas and Warner Bros. films.",
      drawback: "It is on-demand only for most viewers, and prices have risen.",
      review: [
        "HBO Max earns its place on the strength of its library: HBO's drama, comedy and documentary series, Warner Bros. films that arrive after their theater run, and a large catalog of Discovery reality and lifestyle shows. The ad-supported plan is a cheaper way in, and the top plan adds 4K streaming.",
        "It ranks fifth because it is a supplement rather than a TV replacement, with little live programming for most viewers, and prices have gone up. Many people subscribe for a month or two when a big series is airing, then cancel. If you want one on-demand service for the whole household, Netflix has a broader range.",
      ],
    },
  ],
  methodology: {
    text: "We compared monthly price, channel lineups and local channel availability, DVR and stream limits, and on-demand libraries, using each service's published plans as of 2025.",
    criteria: [
      "Monthly price and how often it has risen",
      "Local and cable channel lineup",
      "DVR space and simultaneous streams",
      "Size and range of the on-demand library",
      "Device support and contract terms",
    ],
  },
  mustReads: [{ to: "/cord-cutting-guide" }, { to: "/live-vs-on-demand-tv" }, { to: "/best-sports-streaming" }],
  itemType: "Product",
  ratingCount: 9000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
