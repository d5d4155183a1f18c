import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best TV Streaming Services: Top 5 Live TV and On-Demand Picks",
    description:
      "Five TV streaming services we recommend: two live TV services that replace cable and three on-demand libraries, compared on what you can watch, streams and price.",
    keywords: [
      "best tv streaming services",
      "live tv streaming",
      "cable tv alternatives",
      "youtube tv vs hulu live",
      "best streaming service",
      "cord cutting",
    ],
  },
  title: "Best TV Streaming Services",
  tagline: "Replace cable with live TV, on-demand libraries, or a mix of both.",
  icon: "tv",
  intro: [
    "We compared live TV services and on-demand libraries on what you can watch, how many people can stream and record or download, how stable each service's lineup and ownership have been, and the monthly price of the plan most people start with. The list is for households cutting cable, and for anyone deciding which subscriptions are worth keeping.",
    "Most people need one live TV service at most, plus one or two on-demand apps. Channel lineups vary by ZIP code and prices rise often, so the comparison table shows each figure with the date of its source; check the lineup for your address before you sign up.",
  ],
  summaryHeading: "Our Top 5 Best TV Streaming Services",
  jobs: "These five do different jobs: YouTube TV and Hulu + Live TV replace a cable package with live channels, while Netflix, Peacock and HBO Max are on-demand libraries you can add or rotate. We score each on what every job shares: what you can watch, streams and recording, terms and stability, and price.",
  entries: [
    {
      rank: 1,
      product: "netflix",
      job: "On-demand library",
      runnerUp: {
        name: "Paramount+",
        why: "Essential costs $8.99 a month (January 2026). The service changed owner in August 2025, and Paramount plans to merge it with HBO Max.",
      },
      description:
        "An on-demand service with a large library of original series, films and documentaries in many languages. It is the on-demand service to pair first with an antenna or a live TV service.",
      scores: {
        content: {
          score: 5,
          why: "New original series and films most weeks and a large library in many languages, plus live events such as NFL Christmas Day games.",
        },
        viewing: {
          score: 4,
          why: "Two streams at once and offline downloads on Standard with ads; four streams need the Premium plan.",
        },
        stability: {
          score: 5,
          why: "No contract and no change of owner; its one change in terms since January 2025 was a price rise.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1574375927938-d5a98e8ffe85",
        alt: "Television screen showing the Netflix logo",
      },
      pros: [
        "Standard with ads costs $7.99 a month, the cheapest plan here",
        "Two streams at once and offline downloads on the ad plan",
        "New originals most weeks, plus live events such as NFL Christmas Day games",
      ],
      bestFor: "Viewers who mostly watch series and films on their own schedule.",
      drawback: "There are no local channels and live events are occasional, so it cannot replace cable on its own.",
      review: [
        "For most households, Netflix is the on-demand service to keep. New original series and films arrive most weeks, the library spans many languages, and it now streams some live events, such as NFL Christmas Day games. Standard with ads costs $7.99 a month, allows two streams at once and lets you download titles to watch offline, which is why it scores at the top on price and high on streams.",
        "It can't replace cable: there are no local channels, and live events are occasional, so pair it with an antenna or a live service if you follow news and sports. Sharing an account outside your household costs extra, and the ad-free plans cost more. For NBC shows and live sports, Peacock is the better add-on.",
      ],
    },
    {
      rank: 2,
      product: "peacock",
      job: "On-demand library",
      runnerUp: {
        name: "Paramount+",
        why: "CBS shows and sports for $8.99 a month (January 2026). It stopped offering free trials that month and is set to merge with HBO Max.",
      },
      description:
        "NBCUniversal's streaming service, with NBC and Bravo shows the day after they air and a steady run of live sports. It is the cheapest way here to add network TV and sports on demand.",
      scores: {
        content: {
          score: 4.5,
          why: "NBC and Bravo shows the day after they air, Sunday Night Football, Premier League soccer and NBA games, but new originals arrive less often than on Netflix.",
        },
        viewing: {
          score: 4,
          why: "Three streams at once and six profiles on Premium, but downloads need Premium Plus.",
        },
        stability: {
          score: 5,
          why: "No contract and no change of owner; its one change since January 2025 was a price rise to $10.99 a month in July 2025.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1461151304267-38535e780c79",
        alt: "A television set",
      },
      pros: [
        "Premium costs $10.99 a month with ads",
        "NBC and Bravo shows the day after they air, plus Sunday Night Football, Premier League and NBA games",
        "Three streams at once and six profiles",
      ],
      bestFor: "Households that want NBC shows and live sports without a live TV package.",
      drawback: "It has fewer originals than Netflix, and offline downloads cost extra with Premium Plus.",
      review: [
        "NBC's streaming service is the cheapest way here to keep up with network TV and follow live sports without a cable-style package. Premium costs $10.99 a month with ads and includes NBC and Bravo shows the day after they air, Sunday Night Football, Premier League soccer and, since the 2025-26 season, NBA games. Three people can stream at once, each with a profile.",
        "Its library has fewer originals than Netflix's, and downloads need the pricier Premium Plus plan. The price rose to $10.99 in July 2025, its only change in terms since January 2025. Sunday Night Football also airs on NBC, so a free antenna shows those games too. Netflix is the better first subscription if a deeper library of series and films is what you want.",
      ],
    },
    {
      rank: 3,
      product: "youtube-tv",
      job: "Live TV service",
      runnerUp: {
        name: "DIRECTV STREAM",
        why: "It also carries local networks and the main sports channels, but we couldn't confirm its current package prices and stream limits from a dated source.",
      },
      description:
        "A live TV streaming service with local broadcast networks, major cable and sports channels and unlimited DVR. It is the closest thing here to a full cable replacement.",
      scores: {
        content: {
          score: 5,
          why: "More than 100 channels, including local ABC, CBS, FOX and NBC in most markets and the ESPN, Fox and NBC sports networks, as of 2025.",
        },
        viewing: {
          score: 5,
          why: "Unlimited cloud DVR with recordings kept nine months, three streams at once and six household accounts.",
        },
        stability: {
          score: 3,
          why: "Disney's channels, including ABC and ESPN, were off YouTube TV for about two weeks from October 30, 2025, and TelevisaUnivision's networks were still off in mid-November 2025.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1611162616475-46b635cb6868",
        alt: "YouTube logo",
      },
      pros: [
        "More than 100 live channels, including local ABC, CBS, FOX and NBC in most markets, as of 2025",
        "Unlimited cloud DVR, with recordings kept for nine months",
        "Three streams at once and six household accounts",
      ],
      bestFor: "Cord-cutters who want local channels, sports and cable networks in one app.",
      drawback:
        "At $82.99 a month it costs about ten times the cheapest on-demand plan here, and carriage disputes pulled channels in late 2025.",
      review: [
        "If you want one app that does what a cable box did, YouTube TV comes closest. The Base Plan carries more than 100 channels, including local ABC, CBS, FOX and NBC stations in most markets and the main ESPN, Fox and NBC sports networks, with unlimited cloud DVR, three streams at once and six household accounts. It works on nearly every smart TV and streaming device.",
        "The drawbacks are price and disputes. The Base Plan costs $82.99 a month, and carriage fights have pulled channels: Disney's networks, including ABC and ESPN, were off for about two weeks from October 30, 2025, and TelevisaUnivision's were still missing in mid-November 2025. Without a weekly need for local channels or live sports, an antenna and an on-demand service cost far less.",
      ],
    },
    {
      rank: 4,
      product: "hbo-max",
      job: "On-demand library",
      runnerUp: {
        name: "Paramount+",
        why: "Essential is cheaper at $8.99 a month (January 2026). Paramount plans to combine it with HBO Max into one service.",
      },
      description:
        "An on-demand service with HBO originals, Warner Bros. films and Discovery's reality and lifestyle shows. It was called Max from 2023 to 2025.",
      scores: {
        content: {
          score: 5,
          why: "HBO's series and films, Warner Bros. movies after their theater run and Discovery's reality and lifestyle shows, with new originals most weeks.",
        },
        viewing: {
          score: 3,
          why: "Two streams at once on Basic with Ads, and no downloads without the pricier Standard or Premium plan.",
        },
        stability: {
          score: 3,
          why: "Its owner agreed on February 27, 2026 to be bought by Paramount Skydance, which plans to combine HBO Max with Paramount+; the deal was expected to close in the third quarter of 2026, and we could not confirm whether it has.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1489599849927-2ee91cede3ba",
        alt: "Rows of red seats in an empty movie theater",
      },
      pros: [
        "HBO original series and films alongside Warner Bros. movies",
        "Food Network, HGTV and Discovery shows in the same app",
        "Basic with Ads costs $10.99 a month; 4K comes with the Premium plan",
      ],
      bestFor: "Fans of HBO dramas and Warner Bros. films.",
      drawback: "Basic with Ads has no downloads, and the agreed sale to Paramount Skydance could change the plans.",
      review: [
        "HBO's dramas, comedies and documentaries are the reason to subscribe, alongside Warner Bros. films that arrive after their theater run and a large catalog of Discovery reality and lifestyle shows. Basic with Ads costs $10.99 a month, the same as Peacock's Premium plan, and only the top Premium plan adds 4K streaming.",
        "The cheapest plan is also the most limited here: two streams at once and no downloads, which is why it scores lowest on streams. Its future is unsettled. Warner Bros. Discovery agreed on February 27, 2026 to be bought by Paramount Skydance, which said it plans to combine HBO Max with Paramount+; the companies expected the deal to close in the third quarter of 2026, and we could not confirm that it has. Many people subscribe while a big series airs, then cancel.",
      ],
    },
    {
      rank: 5,
      product: "hulu-live-tv",
      job: "Live TV service",
      runnerUp: {
        name: "DIRECTV STREAM",
        why: "A similar live lineup with unlimited DVR, but we couldn't confirm its current package prices and stream limits from a dated source.",
      },
      description:
        "A live TV service that bundles Disney+, Hulu and ESPN Unlimited with live local and cable channels. It suits households that want live and on-demand TV in one bill.",
      scores: {
        content: {
          score: 5,
          why: "Local networks in most markets and the main cable and sports networks, plus the Disney+, Hulu and ESPN Unlimited libraries, as of October 2025.",
        },
        viewing: {
          score: 4,
          why: "Unlimited cloud DVR for live recordings, but two streams at once unless you pay for an add-on.",
        },
        stability: {
          score: 4,
          why: "Since October 2025 it has been run by the Disney-controlled company that also runs Fubo.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1593359677879-a4bb92f829d1",
        alt: "Flat-screen TV mounted on a wall",
      },
      pros: [
        "Live local and cable channels plus Disney+, Hulu and ESPN Unlimited in one bill, as of October 2025",
        "Unlimited cloud DVR for live recordings",
        "Six profiles for a household",
      ],
      bestFor: "Households that want live TV and the Disney, Hulu and ESPN libraries together.",
      drawback:
        "At $89.99 a month it is the most expensive service here, and the base plan allows two streams at once.",
      review: [
        "Households that would otherwise pay for Disney+, Hulu and ESPN separately get the most from this bundle. One Hulu + Live TV subscription, $89.99 a month, covers live local and cable channels in most markets, unlimited DVR for live recordings, and the Disney+, Hulu and ESPN Unlimited libraries with ads, as of October 2025. Since that month it has been run by the Disney-controlled company that also runs Fubo, though the two are sold separately.",
        "It is the most expensive service here, and the base plan allows two streams at once unless you pay for an add-on, which is why it rates below YouTube TV. Skip it if you don't use Disney+, Hulu or ESPN: YouTube TV gives you a similar live lineup for $7 less, with three streams.",
      ],
    },
  ],
  methodology: {
    text: "We read each service's own plan, channel and help pages, together with dated reports of price changes, carriage disputes and ownership deals, then scored every service on the four weighted criteria below; price is computed from the monthly price of the plan compared. We did not test the services ourselves; where a lineup depends on your ZIP code, the score reflects most markets.",
    criteria: [
      {
        id: "content",
        name: "What you can watch",
        weight: 45,
        measures:
          "For live TV, local and sports networks in most markets; for on-demand, how often new originals arrive and how big the library is",
        rubric: {
          5: "Live: locals in most markets plus ESPN, Fox and NBC sports networks. On demand: new originals most weeks and thousands of titles",
          4: "Live: locals and most sports networks, with one major group missing. On demand: a large library with fewer originals",
          3: "Live: major cable networks, with locals in only some markets. On demand: mostly older licensed titles",
          2: "Live: entertainment channels only, with no locals or sports. On demand: a small niche library",
          1: "A few dozen channels, or a small catalog with no originals",
        },
      },
      {
        id: "viewing",
        name: "Streams and recording",
        weight: 25,
        measures: "Streams at once, and cloud DVR for live TV or downloads for on-demand, on the plan compared",
        rubric: {
          5: "Three or more streams at once, plus unlimited cloud DVR (live) or downloads (on demand), on the plan compared",
          4: "Two streams plus DVR or downloads, or three streams without them, on the plan compared",
          3: "Two streams, with no DVR or downloads on the plan compared",
          2: "One stream at a time",
          1: "One stream, no profiles and no way to record or download",
        },
      },
      {
        id: "stability",
        name: "Terms and stability",
        weight: 15,
        measures: "Contract terms, channel blackouts and changes of owner that can alter what you get",
        rubric: {
          5: "No contract, and no blackout or change of owner since January 2025; a price rise alone still earns a 5",
          4: "No contract; one channel blackout or one change of owner since January 2025",
          3: "No contract; two or more blackouts, or an agreed sale set to merge the service, since January 2025",
          2: "A term commitment or a cancellation fee",
          1: "Channels or titles removed without notice or credit",
        },
      },
      {
        id: "price",
        name: "Price a month",
        weight: 15,
        measures:
          "The monthly price of the plan compared: $10 or less earns a 5, about the price of an ad-supported on-demand plan; $120 or more earns a 1",
        computed: { fact: "price-month-base", five: 10, one: 120 },
      },
    ],
    tiebreak: "content",
  },
  compare: [
    { fact: "price-month-base", label: "Price a month, plan compared" },
    { fact: "streams", label: "Streams at once" },
    { fact: "profiles", label: "Profiles or household accounts" },
    { fact: "record-or-download", label: "Cloud DVR or downloads on this plan" },
  ],
  presets: [
    { label: "Lowest price", levels: { price: 3 } },
    { label: "Most to watch", levels: { content: 3 } },
    { label: "Live TV and recording", levels: { viewing: 3 } },
  ],
  competition: [
    {
      name: "Sling TV",
      why: "Orange costs about $46 a month (February 2026) but allows one stream at a time and carries no local channels; Blue adds some locals but no CBS.",
    },
    {
      name: "Fubo",
      why: "A sports-heavy live lineup for about $80 to $85 a month, but The Desk reported in January 2025 that it had carried no TNT or TBS since 2020, and we found no later report of their return.",
    },
    {
      name: "DIRECTV STREAM",
      why: "Local networks, the main sports channels and unlimited DVR, but we couldn't confirm its current package prices and stream limits from a dated source.",
    },
    {
      name: "Paramount+",
      why: "Essential costs $8.99 a month (January 2026). It stopped offering free trials that month, and Paramount plans to merge it with HBO Max.",
    },
    {
      name: "Philo",
      why: "A low-cost live package of entertainment and lifestyle channels, with no local networks or major sports channels.",
    },
  ],
  sources: [
    {
      title: "YouTube TV Help: Update billing and payments",
      url: "https://support.google.com/youtubetv/answer/7129667",
    },
    { title: "Netflix Help Center: Plans and pricing", url: "https://help.netflix.com/en/node/24926" },
    { title: "Hulu + Live TV: plans", url: "https://www.hulu.com/live-tv" },
    { title: "HBO Max: plans", url: "https://www.hbomax.com/" },
    { title: "Peacock: plans", url: "https://www.peacocktv.com/" },
    { title: "FCC: DTV Reception Maps", url: "https://www.fcc.gov/media/engineering/dtvmaps" },
  ],
  mustReads: [{ to: "/cord-cutting-guide" }, { to: "/live-vs-on-demand-tv" }, { to: "/best-sports-streaming" }],
  itemType: "Product",
  ratingCount: 9000,
  changes: [
    {
      date: "2026-11-25",
      text: "HBO Max's stability score now says we could not confirm whether its sale to Paramount Skydance, expected to close in the third quarter of 2026, has closed",
    },
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, with price computed from each service's monthly price, and each pick labeled as live TV or on demand. Peacock joins and Sling TV leaves: Orange allows one stream and carries no local channels. Netflix moves to first; YouTube TV's late-2025 blackouts and HBO Max's agreed sale are now dated",
    },
    {
      date: "2026-11-22",
      text: "Each service scored on weighted criteria; prices shown with the date of their source (Hulu + Live TV at its October 2025 price, above YouTube TV's, replacing \"about the same\"); Disney's Fubo merger, Sling's 2026 price rise and HBO Max's sale added; reviews rewritten",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
