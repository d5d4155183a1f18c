import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best VPN Services: Top 5 Picks for Privacy, Speed and Streaming",
    description:
      "We compared audited no-logs policies, protocols, apps and prices to rank the five VPN services worth paying for, plus one with a real free tier.",
    keywords: ["best vpn", "vpn services", "no-logs vpn", "vpn for streaming", "wireguard vpn"],
  },
  title: "Best VPN Services",
  tagline: "Five VPNs whose privacy claims have been checked by someone other than the VPN company.",
  icon: "shield",
  intro: [
    "A VPN encrypts the traffic between your device and the VPN's server, so the Wi-Fi owner and your internet provider see only that you are connected to a VPN. It does not make you anonymous, and it is only as private as the company running it.",
    "That is why we started from one question: has an independent auditor, or a police search or court case, checked the provider's no-logs promise? From the services that pass, we compared what each one documents: its audit reports, protocols, app features, pricing and renewal terms, and the streaming support it states. We run no speed or streaming tests of our own.",
  ],
  summaryHeading: "Our Top 5 Best VPN Services",
  entries: [
    {
      rank: 1,
      product: "nordvpn",
      description:
        "The best all-rounder: a WireGuard-based protocol, a no-logs policy checked six times by outside auditors, and apps for every platform.",
      rating: 4.7,
      scores: {
        privacy: {
          score: 4.8,
          why: "No-logs policy assessed six times, by PwC in 2018 and 2020 and by Deloitte every year from 2022 to 2025, though one rented server in Finland was breached in 2018.",
        },
        protocols: {
          score: 4.8,
          why: "NordLynx adds a double NAT system to WireGuard so no fixed link between you and your tunnel address is kept, and obfuscated servers help on networks that block VPNs.",
        },
        apps: {
          score: 4.6,
          why: "Apps for every major platform with a kill switch, split tunneling and Meshnet, but they push paid add-ons such as a password manager.",
        },
        price: {
          score: 4.2,
          why: "The low two-year rate needs a two-year commitment and renews at a much higher price; one plan covers up to 10 devices.",
        },
        streaming: {
          score: 4.7,
          why: "SmartPlay routes streaming sites through its DNS without extra setup, and there are apps for Android TV, Fire TV and Apple TV.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1563986768609-322da13575f3",
        alt: "Device screen showing a padlock security icon",
      },
      pros: [
        "NordLynx protocol built on WireGuard, with obfuscated servers for networks that block VPNs",
        "No-logs policy assessed six times: PwC in 2018 and 2020, Deloitte every year from 2022 to 2025",
        "Up to 10 devices on one subscription",
      ],
      bestFor: "Most people who want one VPN for privacy, travel and streaming.",
      drawback: "The renewal price after the first term is much higher than the introductory one.",
      review: [
        "NordVPN takes the top spot because it pairs a long run of independent no-logs checks (six so far, the latest by Deloitte in late 2025) with streaming support and apps that stay simple for beginners. It ties Proton VPN on our scores and edges ahead for most readers on streaming and TV apps. NordLynx, its WireGuard-based protocol, and Meshnet, which lets you reach your own devices remotely, are both well documented.",
        "The catch is pricing: the advertised monthly rate needs a two-year commitment, and the renewal price is much higher. The apps also push add-ons such as password management and cloud storage. If you want a VPN from a company with open-source apps and a free tier, pick Proton VPN instead.",
      ],
    },
    {
      rank: 2,
      product: "proton-vpn",
      description:
        "From the Swiss makers of Proton Mail: open-source apps, a no-logs policy audited every year since 2022 and the most usable free plan of any VPN.",
      rating: 4.7,
      scores: {
        privacy: {
          score: 4.9,
          why: "No-logs policy audited by Securitum every year from 2022 to 2025, open-source apps and Swiss jurisdiction, with Secure Core for extra protection.",
        },
        protocols: {
          score: 4.6,
          why: "WireGuard plus a Stealth protocol for networks that block VPNs, though Secure Core's multi-hop routing is noticeably slower.",
        },
        apps: {
          score: 4.8,
          why: "Every app is open source, with a kill switch and split tunneling, and the free plan has no data cap and no ads.",
        },
        price: {
          score: 4.5,
          why: "The free plan costs nothing, but paid Plus is pricier month to month than NordVPN or Surfshark.",
        },
        streaming: {
          score: 4.3,
          why: "Streaming support is a paid-plan feature only, and there is no Smart DNS for TVs and consoles that cannot run the app.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1550751827-4bd374c3f58b",
        alt: "Abstract blue digital lines representing encrypted network traffic",
      },
      pros: [
        "Free plan with no data cap and no ads",
        "Open-source apps on every platform, and a no-logs policy audited by Securitum each year from 2022 to 2025",
        "Secure Core routes traffic through servers in privacy-friendly countries first",
      ],
      bestFor: "Privacy-minded readers and anyone who wants to start free.",
      drawback: "The paid plan costs more month to month than NordVPN or Surfshark.",
      review: [
        "Swiss-based Proton AG, the company behind Proton Mail, runs Proton VPN and publishes the source code of all its apps. Securitum has audited its no-logs policy every year since 2022, and the free plan is the only one we would recommend: no data cap, no ads, no selling of browsing data, though it limits you to one device and a handful of countries.",
        "The paid Plus plan adds streaming support, more countries, Secure Core multi-hop servers and the Stealth protocol for networks that block VPNs. Secure Core is noticeably slower, and monthly billing is pricey. If streaming and price matter more to you than open-source code, NordVPN is the better buy.",
      ],
    },
    {
      rank: 3,
      product: "expressvpn",
      description:
        "A polished, easy VPN with its own open-source Lightway protocol, RAM-only servers and built-in help for streaming on TVs and consoles.",
      rating: 4.6,
      scores: {
        privacy: {
          score: 4.7,
          why: "RAM-only TrustedServer network audited by PwC in 2019 and by KPMG, most recently in February 2025, and a server seized in Turkey in 2017 yielded no user logs.",
        },
        protocols: {
          score: 4.7,
          why: "Lightway, its own protocol, is open source and built to reconnect quickly when you change networks, and it runs over UDP or TCP.",
        },
        apps: {
          score: 4.7,
          why: "Simple apps for every major platform plus its own router firmware, with app and server code audited by Cure53.",
        },
        price: {
          score: 3.9,
          why: "One of the more expensive VPNs even on long plans, and the device limit depends on which of its three tiers you buy.",
        },
        streaming: {
          score: 4.7,
          why: "MediaStreamer Smart DNS and the router app cover consoles and smart TVs that cannot run a VPN app.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1526374965328-7f61d4dc18c5",
        alt: "Green lines of code falling down a dark screen",
      },
      pros: [
        "Lightway protocol is open source and reconnects quickly when you change networks",
        "TrustedServer: every server runs from RAM and is wiped on reboot",
        "Server and no-logs audits by PwC (2019) and KPMG (most recently February 2025), app audits by Cure53",
      ],
      bestFor: "People who value a simple, dependable app over the lowest price.",
      drawback: "One of the more expensive VPNs, even on long plans.",
      review: [
        "ExpressVPN's strength is simplicity: one-tap apps, its own open-source Lightway protocol, and router firmware plus MediaStreamer Smart DNS to cover a smart TV or games console. Its servers run entirely from RAM, so nothing survives a reboot, and KPMG, PwC and Cure53 have audited its policies, servers and apps.",
        "It sits below NordVPN and Proton VPN because it costs more for a similar feature set, and because Kape Technologies, which bought it in 2021, began as the adware-linked Crossrider, a past some privacy-minded readers will not accept. If you want strong privacy without paying a premium, choose Proton VPN or Surfshark.",
      ],
    },
    {
      rank: 4,
      product: "surfshark",
      description:
        "The best value for households: one subscription covers unlimited devices, with WireGuard by default and a no-logs policy audited by Deloitte.",
      rating: 4.6,
      scores: {
        privacy: {
          score: 4.6,
          why: "No-logs policy audited by Deloitte in 2023 and again in 2025, on a RAM-only server network.",
        },
        protocols: {
          score: 4.5,
          why: "WireGuard by default, with OpenVPN and IKEv2 as fallbacks and a Camouflage mode for networks that block VPNs.",
        },
        apps: {
          score: 4.6,
          why: "Kill switch, split tunneling and the CleanWeb ad, tracker and malware blocker in every app.",
        },
        price: {
          score: 4.8,
          why: "Unlimited devices on every plan, and its renewal prices are published on its own terms page, so the cost after the first term is clear up front.",
        },
        streaming: {
          score: 4.5,
          why: "Smart DNS for TVs and consoles plus apps for Android TV, Fire TV and Apple TV.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1555949963-aa79dcee981c",
        alt: "Laptop on a desk showing a code editor in dark mode",
      },
      pros: [
        "Unlimited simultaneous devices on every plan",
        "No-logs policy audited by Deloitte in 2023 and 2025",
        "CleanWeb blocks ads, trackers and known malware domains",
      ],
      bestFor: "Families and anyone with many devices on a tight budget.",
      drawback: "Since 2022 it has belonged to the same group as NordVPN, so it is not an independent second opinion.",
      review: [
        "Surfshark's headline feature is simple: there is no device limit, so one account can cover every phone, laptop and TV in a home. It uses WireGuard by default, Deloitte audited its no-logs policy in 2023 and 2025, and its apps include a kill switch, split tunneling and an ad and tracker blocker.",
        "It ties ExpressVPN on our scores, mostly on price, but sits fourth because its audit record is shorter. Since 2022 Surfshark has belonged to the same group as NordVPN, so it is not an independent second opinion. If you only protect two or three devices, NordVPN's longer audit record is worth more than unlimited devices.",
      ],
    },
    {
      rank: 5,
      product: "mullvad-vpn",
      description:
        "The privacy purist's choice: no email or account details needed, one flat monthly price, and a police visit that left with no data.",
      rating: 4.4,
      scores: {
        privacy: {
          score: 5.0,
          why: "Swedish police left a 2023 search with no customer data, accounts need no email, and it accepts cash by post.",
        },
        protocols: {
          score: 4.5,
          why: "WireGuard with multihop and DAITA traffic-analysis protection, though its server network is smaller than the big providers'.",
        },
        apps: {
          score: 4.3,
          why: "Open-source apps audited by Cure53 run from RAM-only servers, but the app is more functional than friendly.",
        },
        price: {
          score: 4.6,
          why: "One flat monthly price on every term with no renewal jump, though one account covers only five devices.",
        },
        streaming: {
          score: 2.5,
          why: "Mullvad makes no effort to work with streaming services and offers no Smart DNS or TV-focused features.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1451187580459-43490279c0fa",
        alt: "Glowing network lines connecting points across the Earth, seen from space",
      },
      pros: [
        "Sign up with a random account number: no email, name or password",
        "One flat monthly price on every term, with no introductory deal and no renewal jump",
        "Pay by card, cryptocurrency or even cash by post",
      ],
      bestFor: "Journalists, activists and anyone who wants to give the VPN no personal data at all.",
      drawback: "It makes no effort to work with streaming services and has no long-term discounts.",
      review: [
        "Mullvad, based in Sweden, asks for nothing about you: you get a random account number and can pay in cash. Its apps are open source, it runs its servers from RAM, and when Swedish police arrived with a search warrant in 2023, they left with nothing because there was nothing to take.",
        "Built for privacy alone, it scores lowest of the five because it does not try to unblock streaming catalogs, offers no discount for paying a year ahead, and has an app that is more functional than friendly. If you want a VPN for Netflix or for the whole family, pick NordVPN or Surfshark.",
      ],
    },
  ],
  methodology: {
    text: "We shortlisted providers whose no-logs claims have been checked by a named independent auditor or a real-world test such as a police search, then compared what each one publishes: audit reports, protocol and app documentation, pricing and renewal terms, refund policies and the streaming support it states. We run no speed or streaming tests of our own, so no score rests on one.",
    criteria: [
      {
        id: "privacy",
        name: "Privacy and audits",
        weight: 35,
        measures:
          "Named no-logs audits and how recent they are, RAM-only servers, jurisdiction and how past incidents were handled",
      },
      {
        id: "protocols",
        name: "Protocols and network",
        weight: 20,
        measures: "WireGuard or an equivalent modern protocol, fallbacks and obfuscation for networks that block VPNs",
      },
      {
        id: "apps",
        name: "Apps and features",
        weight: 15,
        measures: "Platforms covered, kill switch, split tunneling, open-source code and how clear the settings are",
      },
      {
        id: "price",
        name: "Price and terms",
        weight: 15,
        measures: "Renewal price as well as the first-term deal, device limit and refund terms",
      },
      {
        id: "streaming",
        name: "Streaming support",
        weight: 15,
        measures: "The streaming support each provider documents, Smart DNS and apps for TV devices",
      },
    ],
  },
  mustReads: [{ to: "/vpn-protocols" }, { to: "/vpn-no-logs-policy" }, { to: "/netflix-vpn" }],
  itemType: "SoftwareApplication",
  applicationCategory: "SecurityApplication",
  ratingCount: 12000,
  changes: [
    {
      date: "2026-11-22",
      text: "Weighted criteria and per-criterion scores added, so ratings now follow from the scores; audit years named; testing claims replaced by the audits and vendor documentation they rest on; prices moved to dated product records",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
