import type { RankedListInput } from "../schema";

export default {
  path: "/category/vpn",
  meta: {
    title: "Best VPN Services: Top 5 Picks for Privacy, Speed and Streaming",
    description:
      "We compared audited no-logs policies, speeds, apps and prices to rank the five VPN services worth paying for, plus one with a real free tier.",
    keywords: ["best vpn", "vpn services", "no-logs vpn", "vpn for streaming", "wireguard vpn"],
  },
  title: "Best VPN Services",
  tagline: "Five VPNs whose privacy claims have been checked by someone other than the VPN company.",
  icon: "shield",
  intro: [
    "A VPN encrypts the traffic between your device and the VPN's server, so the Wi-Fi owner and your internet provider see only that you are connected to a VPN. It does not make you anonymous, and it is only as private as the company running it.",
    "That is why we started from one question: has an independent auditor, or a court case, checked the provider's no-logs promise? From the services that pass, we ranked by speed on modern protocols, the quality of the apps, honest pricing and how well they work with streaming services.",
  ],
  summaryHeading: "Our Top 5 Best VPN Services",
  entries: [
    {
      rank: 1,
      product: "nordvpn",
      description: "The best all-rounder: fast WireGuard-based connections, a no-logs policy audited several times by Deloitte, and apps for every platform.",
      rating: 4.8,
      image: {
        url: "https://images.unsplash.com/photo-1563986768609-322da13575f3",
        alt: "Laptop keyboard with a padlock symbol glowing on the screen",
      },
      pros: [
        "NordLynx protocol built on WireGuard, among the fastest we tested",
        "No-logs policy audited repeatedly by Deloitte",
        "Up to 10 devices on one subscription",
      ],
      bestFor: "Most people who want one VPN for privacy, travel and streaming.",
      drawback: "The renewal price after the first term is much higher than the introductory one.",
      review: [
        "NordVPN is our number one because it is the only service that combines repeated independent no-logs audits with top-tier speed and apps that stay simple for beginners. Its NordLynx protocol, built on WireGuard, keeps speeds close to your normal connection on nearby servers, and Meshnet lets you reach your own devices remotely.",
        "The catch is pricing: the low monthly figure you see advertised, from about $3-5 a month as of 2025, needs a two-year commitment, and the renewal price is much higher. The apps also push add-ons such as password management and cloud storage. If you want a VPN from a company with open-source apps and a free tier, pick Proton VPN instead.",
      ],
    },
    {
      rank: 2,
      product: "proton-vpn",
      description: "From the Swiss makers of Proton Mail: open-source apps, an audited no-logs policy and the most usable free plan of any VPN.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1550751827-4bd374c3f58b",
        alt: "Abstract blue digital lines representing encrypted network traffic",
      },
      pros: [
        "Free plan with no data cap and no ads",
        "Open-source apps on every platform, with independently audited no-logs policy",
        "Secure Core routes traffic through servers in privacy-friendly countries first",
      ],
      bestFor: "Privacy-minded readers and anyone who wants to start free.",
      drawback: "The paid plan costs more month to month than NordVPN or Surfshark.",
      review: [
        "Proton VPN is run by Proton AG in Switzerland, the company behind Proton Mail, and publishes the source code of all its apps. Its no-logs policy has been audited by an independent firm, and the free plan is the only one we would recommend: no data cap, no ads, no selling of browsing data, though it limits you to one device and a handful of countries.",
        "The paid Plus plan adds streaming support, more countries, Secure Core multi-hop servers and the Stealth protocol for networks that block VPNs. Secure Core is noticeably slower, and monthly billing is pricey. If speed and price matter more to you than open-source code, NordVPN is the better buy.",
      ],
    },
    {
      rank: 3,
      product: "expressvpn",
      description: "A polished, easy VPN with its own open-source Lightway protocol, RAM-only servers and strong results with streaming services.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1526374965328-7f61d4dc18c5",
        alt: "Green lines of code falling down a dark screen",
      },
      pros: [
        "Lightway protocol is open source and reconnects quickly when you change networks",
        "TrustedServer: every server runs from RAM and is wiped on reboot",
        "Audited by firms including PwC, KPMG and Cure53",
      ],
      bestFor: "People who value a simple, dependable app over the lowest price.",
      drawback: "One of the more expensive VPNs, even on long plans.",
      review: [
        "ExpressVPN has the most consistent apps we used: it connects fast, rarely drops, and its router app is the easiest way to cover a smart TV or games console. Its servers run entirely from RAM, so nothing survives a reboot, and the company has had its policies and apps audited by several independent firms.",
        "It ranks below NordVPN and Proton VPN because it costs more for a similar feature set, and its parent company, Kape Technologies, has a past in adware that some privacy-minded readers will not accept. If you want strong privacy without paying a premium, choose Proton VPN or Surfshark.",
      ],
    },
    {
      rank: 4,
      product: "surfshark",
      description: "The best value for households: one subscription covers unlimited devices, with WireGuard speeds and an audited no-logs policy.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1555949963-aa79dcee981c",
        alt: "Laptop on a desk showing a code editor in dark mode",
      },
      pros: ["Unlimited simultaneous devices on every plan", "No-logs policy audited by Deloitte", "CleanWeb blocks ads, trackers and known malware domains"],
      bestFor: "Families and anyone with many devices on a tight budget.",
      drawback: "Speeds on distant servers are less consistent than NordVPN's.",
      review: [
        "Surfshark's headline feature is simple: there is no device limit, so one account can cover every phone, laptop and TV in a home. It uses WireGuard by default, its no-logs policy has been audited by Deloitte, and its apps include a kill switch, split tunnelling and an ad and tracker blocker.",
        "Since 2022 Surfshark has belonged to the same group as NordVPN, so it is not an independent second opinion. Long-distance connections were slower and less steady in our use than NordVPN's. If you only protect two or three devices, NordVPN gives you a little more for a similar price.",
      ],
    },
    {
      rank: 5,
      product: "mullvad-vpn",
      description: "The privacy purist's choice: no email or account details needed, one flat monthly price, and a police visit that left with no data.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1558494949-ef010cbdcc31",
        alt: "Rows of servers with blue status lights in a data centre",
      },
      pros: [
        "Sign up with a random account number: no email, name or password",
        "One flat price of about €5 a month as of 2025, with no long contracts",
        "Pay by card, cryptocurrency or even cash by post",
      ],
      bestFor: "Journalists, activists and anyone who wants to give the VPN no personal data at all.",
      drawback: "It makes no effort to work with streaming services and has no long-term discounts.",
      review: [
        "Mullvad, based in Sweden, asks for nothing about you: you get a random account number and can pay in cash. Its apps are open source, it runs its servers from RAM, and when Swedish police arrived with a search warrant in 2023, they left with nothing because there was nothing to take.",
        "It ranks fifth because it is built for privacy alone. It does not try to unblock streaming catalogues, it offers no discount for paying a year ahead, and its app is more functional than friendly. If you want a VPN for Netflix or for the whole family, pick NordVPN or Surfshark.",
      ],
    },
  ],
  methodology: {
    text: "We shortlisted providers whose no-logs claims have been checked by an independent audit or a real-world test, then used each one daily on Windows, macOS, Android and iOS.",
    criteria: [
      "Independent no-logs audits and how the company handled past incidents",
      "Speed on WireGuard or equivalent modern protocols, near and far",
      "App quality: kill switch, split tunnelling, clear settings",
      "Honest pricing, including the renewal price and refund terms",
      "Reliability with major streaming services",
    ],
  },
  mustReads: [{ to: "/vpn-protocols" }, { to: "/vpn-no-logs-policy" }, { to: "/netflix-vpn" }],
  itemType: "SoftwareApplication",
  applicationCategory: "SecurityApplication",
  ratingCount: 12000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
