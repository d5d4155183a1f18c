import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best VPN Services: Top 5 Picks for Privacy, Price and Streaming",
    description:
      "We compared audited no-logs policies, apps, TV support, prices and device limits to rank the five VPN services worth paying for, plus one with a free plan.",
    keywords: ["best vpn", "vpn services", "no-logs vpn", "vpn for streaming", "wireguard vpn"],
  },
  title: "Best VPN Services",
  tagline: "Five VPNs whose privacy claims have been checked by someone other than the VPN company.",
  icon: "shield",
  intro: [
    "A VPN encrypts the traffic between your device and the VPN's server, so the Wi-Fi owner and your internet provider see only that you are connected to a VPN. It does not make you anonymous, and it is only as private as the company running it.",
    "That is why we started from one question: has an independent auditor, or a police search or court case, checked the provider's no-logs promise? From the services that pass, we compared what each one documents: its audit reports, apps and protocols, TV and streaming support, its price on the longest plan and after renewal, and how many devices one plan covers. We run no speed or streaming tests of our own.",
  ],
  summaryHeading: "Our Top 5 Best VPN Services",
  entries: [
    {
      rank: 1,
      product: "expressvpn",
      description:
        "A simple, polished VPN whose no-logs setup KPMG has assessed twice since 2023, on servers that run only from RAM, with Smart DNS for TVs and consoles.",
      scores: {
        privacy: {
          score: 5,
          why: "KPMG assessed its no-logs setup in 2023 and February 2025, every server runs from RAM, and a server seized in Turkey in 2017 held no logs that identified users.",
        },
        apps: {
          score: 4.5,
          why: "Apps for all five platforms with a kill switch and automatic obfuscation; the apps are closed source, but its own Lightway protocol is open source.",
        },
        streaming: {
          score: 5,
          why: "MediaStreamer Smart DNS covers TVs and consoles, and there are apps for Android TV, Fire TV and Apple TV.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1526374965328-7f61d4dc18c5",
        alt: "Green lines of code falling down a dark screen",
      },
      pros: [
        "Two KPMG no-logs assurance reports in the last four years, the latest dated February 2025",
        "TrustedServer: every server runs from RAM, and a server seized in Turkey in 2017 held no user logs",
        "MediaStreamer Smart DNS plus apps for Android TV, Fire TV and Apple TV",
      ],
      bestFor: "People who want the best-tested privacy record in an app that stays simple.",
      drawback: "After the first term the Basic plan renews at $99.95 a year.",
      review: [
        "For the best-tested privacy record in an app that stays simple, choose ExpressVPN. It rates highest because it is the only pick that meets every step of our privacy rubric: KPMG has assessed its no-logs setup twice since 2023, most recently in February 2025, its TrustedServer machines run only from RAM, and a server Turkish investigators seized in 2017 held no logs that identified users. Its own Lightway protocol is open source, and MediaStreamer Smart DNS covers TVs and consoles that cannot run a VPN app.",
        "The catch is the long-term price: the $2.99 monthly rate needs a two-year commitment, and the Basic plan then renews at $99.95 a year. Since 2021 ExpressVPN has belonged to Kape Technologies, which began as the adware-linked Crossrider, a past some privacy-minded readers will not accept. Choose Proton VPN instead for open-source apps or a free plan.",
      ],
    },
    {
      rank: 2,
      product: "nordvpn",
      description:
        "A strong all-around pick: a WireGuard-based protocol, a no-logs policy Deloitte has checked every year since 2022, and apps for every major platform and TV.",
      scores: {
        privacy: {
          score: 4.5,
          why: "Deloitte assessed the no-logs policy in December 2022, 2023, 2024 and 2025 and every server runs from RAM, but no police search or court case has tested it.",
        },
        apps: {
          score: 4.5,
          why: "Apps for all five platforms with a kill switch, NordLynx and obfuscated servers; only the Linux app is open source.",
        },
        streaming: {
          score: 5,
          why: "SmartPlay, a Smart DNS option for TVs and consoles, and apps for Android TV, Fire TV and Apple TV.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1563986768609-322da13575f3",
        alt: "Device screen showing a padlock security icon",
      },
      pros: [
        "NordLynx protocol built on WireGuard, with obfuscated servers for networks that block VPNs",
        "Deloitte assessed the no-logs policy in December 2022, 2023, 2024 and 2025",
        "Up to 10 devices on one subscription",
      ],
      bestFor: "Most people who want one VPN for privacy, travel and streaming.",
      drawback: "The Basic plan renews at $139.08 a year, the highest renewal price of the five.",
      review: [
        "NordVPN has the longest run of recent no-logs checks here: Deloitte assessed its policy four times in the last four years, most recently in December 2025, and its servers run from RAM. NordLynx, its WireGuard-based protocol, handles everyday use, obfuscated servers help on networks that block VPNs, and SmartPlay plus apps for Android TV, Fire TV and Apple TV cover streaming.",
        "It sits below ExpressVPN because no police search or court case has tested its policy, and only its Linux app is open source. Renewal is the real cost: the $3.49 monthly rate covers the first 27 months, then the Basic plan renews at $139.08 a year. The apps also push add-ons such as a password manager. With many devices and a tight budget, Surfshark covers more for less.",
      ],
    },
    {
      rank: 3,
      product: "surfshark",
      description:
        "The value pick for households: unlimited devices on every plan, WireGuard by default and a no-logs policy audited by Deloitte in 2023 and 2025.",
      scores: {
        privacy: {
          score: 4.5,
          why: "Deloitte audited the no-logs policy in January 2023 and June 2025 and every server runs from RAM, but no police search or court case has tested it.",
        },
        apps: {
          score: 4,
          why: "Apps for all five platforms with a kill switch, WireGuard and Camouflage mode for networks that block VPNs, all closed source.",
        },
        streaming: {
          score: 5,
          why: "Smart DNS for TVs and consoles plus apps for Android TV, Fire TV and Apple TV.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1555949963-aa79dcee981c",
        alt: "Laptop on a desk showing a code editor in dark mode",
      },
      pros: [
        "Unlimited simultaneous devices on every plan",
        "No-logs policy audited by Deloitte in January 2023 and June 2025, on RAM-only servers",
        "Smart DNS plus apps for Android TV, Fire TV and Apple TV",
      ],
      bestFor: "Families and anyone with many devices on a tight budget.",
      drawback: "Since 2022 it has belonged to the same group as NordVPN, so it is not an independent second opinion.",
      review: [
        "Surfshark's headline is simple: one account covers every phone, laptop and TV in your home, with no device limit. At $2.49 a month over its 27-month first term it has the lowest two-year price of the five, its servers run from RAM, and Deloitte audited its no-logs policy in 2023 and 2025. Smart DNS and TV apps make streaming on a big screen straightforward.",
        "Next to NordVPN, its lower price earns more points, but its apps, all closed source, earn fewer. After the first term it renews at $79 a year. Since 2022 Surfshark has belonged to the same group as NordVPN, so choosing one after the other gives you no independent second opinion. If open-source apps matter to you, pick Proton VPN or Private Internet Access.",
      ],
    },
    {
      rank: 4,
      product: "proton-vpn",
      description:
        "From the Swiss makers of Proton Mail: open-source apps, a no-logs policy Securitum has audited every year since 2022, and a free plan with no data cap.",
      scores: {
        privacy: {
          score: 4.5,
          why: "Securitum audited the no-logs policy every year from 2023 to May 2026, and Proton says a 2019 court order found no logs to hand over.",
        },
        apps: {
          score: 5,
          why: "Every app is open source, on all five platforms, with a kill switch, WireGuard and the Stealth protocol for networks that block VPNs.",
        },
        streaming: {
          score: 3,
          why: "Streaming support comes with paid plans only, the TV app is for Android TV, and there is no Smart DNS for TVs and consoles.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1550751827-4bd374c3f58b",
        alt: "Abstract blue digital lines representing encrypted network traffic",
      },
      pros: [
        "Free plan with no data cap and no ads, for one device",
        "Open-source apps on every platform, with a Stealth protocol for networks that block VPNs",
        "Securitum audited the no-logs policy every year from 2022 to May 2026",
      ],
      bestFor: "Privacy-minded readers and anyone who wants to start free.",
      drawback: "Streaming support is for paid plans only, and there is no Smart DNS for TVs and consoles.",
      review: [
        "Privacy-minded readers, and anyone who wants to start free, should look at Proton VPN first. Proton AG, the Swiss company behind Proton Mail, publishes the source code of every Proton VPN app, and Securitum has audited its no-logs policy every year since 2022, most recently in May 2026. It is the only pick with a free plan: no data cap and no ads, though it covers one device and fewer server locations than the paid VPN Plus plan.",
        "Streaming is where it loses ground: support for streaming services comes with paid plans only, its TV app is for Android TV, and there is no Smart DNS. VPN Plus costs $3.49 a month on a two-year plan, then renews at $83.88 a year. If watching on a TV matters most, Surfshark or NordVPN fits better.",
      ],
    },
    {
      rank: 5,
      product: "pia",
      description:
        "The cheapest way to cover every device: open-source apps, no device limit, and a no-logs policy that held up in a 2016 FBI case, from $2.03 a month.",
      scores: {
        privacy: {
          score: 3.5,
          why: "Deloitte's 2024 check is its only no-logs audit in the last four years; its servers run from RAM, and a 2016 FBI subpoena found no logs that identified a user.",
        },
        apps: {
          score: 5,
          why: "Every app is open source, on all five platforms, with a kill switch, WireGuard and a Shadowsocks proxy option for networks that block VPNs.",
        },
        streaming: {
          score: 4,
          why: "Apps for Android TV, Fire TV and Apple TV; a Smart DNS option is not among the features we could confirm.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1451187580459-43490279c0fa",
        alt: "Glowing network lines connecting points across the Earth, seen from space",
      },
      pros: [
        "Unlimited devices and open-source apps on every platform",
        "$2.03 a month on the 3-year plan, renewing at $79 for three more years",
        "RAM-only servers, and a 2016 FBI subpoena found no logs that identified a user",
      ],
      bestFor: "Households on a budget who want open-source apps and no device limit.",
      drawback: "It is based in the US, and Deloitte's 2024 check is its only no-logs audit in the last four years.",
      review: [
        "Private Internet Access keeps both its first-term and renewal prices low: $2.03 a month on the three-year plan, then $79 for another three years, with no device limit. Its apps are open source, it supports WireGuard, and its servers run from RAM. When the FBI subpoenaed it in a 2016 case, PIA could only name the cluster of IP addresses used, because it kept no logs.",
        "It ranks fifth because Deloitte's 2024 assessment is its only no-logs audit in the last four years, a step below the others on privacy. It is based in the US and, like ExpressVPN, owned by Kape Technologies. Apps for Android TV, Fire TV and Apple TV cover streaming on a TV. For a longer audit record, choose NordVPN or Proton VPN.",
      ],
    },
  ],
  methodology: {
    text: "We shortlisted providers whose no-logs claims have been checked by a named independent auditor or a real-world test such as a police search, then compared what each one publishes: audit reports, app and protocol documentation, TV and streaming support, pricing and renewal terms, and device limits. Prices and device limits come from each provider's own pricing page and are scored by the fixed rules below. We run no speed or streaming tests of our own, so no score rests on one.",
    criteria: [
      {
        id: "privacy",
        name: "Privacy and audits",
        weight: 35,
        measures:
          "Independent no-logs audits in the last four years, RAM-only servers, and how the policy held up when tested",
        rubric: {
          5: "Two or more independent no-logs audits in the last four years, RAM-only servers, and a clean result when police or a court tested the policy",
          4: "Two or more independent no-logs audits in the last four years",
          3: "One independent no-logs audit in the last four years, or a clean result when police or a court tested the policy",
          2: "Only older no-logs audits, or audits of the apps rather than of the no-logs policy",
          1: "No independent check of the no-logs policy, or a record of handing over logs that identify users",
        },
      },
      {
        id: "apps",
        name: "Apps and protocols",
        weight: 20,
        measures:
          "Apps for Windows, macOS, Linux, iOS and Android, kill switch, WireGuard, obfuscation and open-source code",
        rubric: {
          5: "Open-source apps for Windows, macOS, Linux, iOS and Android, with a kill switch, WireGuard or a protocol built on it, and obfuscation",
          4: "Apps for all five platforms with a kill switch, a WireGuard-class protocol and an obfuscation mode, but closed source",
          3: "Apps for all five platforms with a kill switch and WireGuard, but no obfuscation mode",
          2: "No app for one of the five platforms, or no WireGuard-class protocol",
          1: "Manual configuration only",
        },
      },
      {
        id: "streaming",
        name: "Streaming and TVs",
        weight: 15,
        measures: "The streaming support each provider documents, Smart DNS and apps for TV devices",
        rubric: {
          5: "Streaming support, Smart DNS for TVs and consoles that cannot run an app, and apps for Android TV, Fire TV and Apple TV",
          4: "Streaming support and apps for Android TV, Fire TV and Apple TV",
          3: "Streaming support on some plans or TV platforms only, and no Smart DNS",
          2: "No stated streaming support; TVs need a router or manual setup",
          1: "Forbids streaming use or blocks streaming sites",
        },
      },
      {
        id: "price",
        name: "Price on the longest plan",
        weight: 20,
        measures: "The price a month on the plan with the longest first term, from the provider's pricing page",
        computed: { fact: "price-month-longest", five: 2, one: 12 },
      },
      {
        id: "devices",
        name: "Devices on one plan",
        weight: 10,
        measures: "How many devices one subscription covers at the same time",
        computed: { fact: "devices", five: 10, one: 1 },
      },
    ],
    tiebreak: "privacy",
  },
  compare: [
    { fact: "price-month-longest", label: "Price a month, longest plan" },
    { fact: "renewal-month", label: "Price a month after the first term" },
    { fact: "devices", label: "Devices on one plan" },
    { fact: "free-plan", label: "Free plan" },
    { fact: "no-logs-audits", label: "No-logs audits, last four years" },
  ],
  presets: [
    { label: "Privacy first", levels: { privacy: 3 } },
    { label: "Lowest price", levels: { price: 3, devices: 3 } },
    { label: "Streaming and TVs", levels: { streaming: 3 } },
  ],
  competition: [
    {
      name: "Mullvad VPN",
      why: "Its last audit of its VPN servers was Assured's in 2022; a 2023 police search found no data, but it offers no streaming support and covers five devices.",
    },
    {
      name: "CyberGhost",
      why: "One plan covers seven devices and its apps are closed source, which keeps it below the five on devices and apps.",
    },
    {
      name: "Windscribe",
      why: "A 2025 court case found no logs and it has a free plan, but we found no independent audit of its no-logs policy.",
    },
    {
      name: "IPVanish",
      why: "Under its previous owner it handed logs to US investigators in a 2016 case, despite advertising a no-logs policy.",
    },
    {
      name: "PureVPN",
      why: "It supplied connection records to the FBI in a 2017 stalking case, before its later audits.",
    },
  ],
  sources: [
    { title: "NordVPN: Pricing", url: "https://nordvpn.com/pricing/" },
    { title: "ExpressVPN: Order page", url: "https://www.expressvpn.com/order" },
    {
      title: "ExpressVPN: Independent audits",
      url: "https://www.expressvpn.com/support/knowledge-hub/independent-audits/",
    },
    { title: "Surfshark: Pricing", url: "https://surfshark.com/pricing" },
    { title: "Proton VPN: Pricing", url: "https://protonvpn.com/pricing" },
    { title: "Proton VPN: No-logs policy audits by Securitum", url: "https://protonvpn.com/blog/no-logs-audit" },
    { title: "Private Internet Access: Plans", url: "https://www.privateinternetaccess.com/buy-vpn-online" },
  ],
  mustReads: [{ to: "/vpn-protocols" }, { to: "/vpn-no-logs-policy" }, { to: "/netflix-vpn" }],
  itemType: "SoftwareApplication",
  applicationCategory: "SecurityApplication",
  ratingCount: 12000,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, and price and device limits now scored from each VPN's own pricing page; ExpressVPN moves to first, Private Internet Access replaces Mullvad VPN, whose last server audit dates from 2022, and a compare table shows prices, renewals, devices, free plans and recent audits",
    },
    {
      date: "2026-11-22",
      text: "Ratings now come from five weighted criteria; audit firms and years named; claims now rest on audits and the providers' own documentation rather than tests; prices dated",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
