import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Dating Apps: Top 5 for Relationships and Dating",
    description:
      "The five dating apps we recommend, compared on matching, what you can do free, safety tools like photo verification, and each app's privacy record.",
    keywords: [
      "best dating apps",
      "dating apps for relationships",
      "hinge vs bumble",
      "free dating apps",
      "dating app safety",
    ],
  },
  title: "Best Dating Apps",
  tagline: "Where to look for a match, and which apps take your safety seriously.",
  icon: "heart",
  intro: [
    "We compared the major dating apps on how they help you meet compatible people, whether you can message your matches without paying, which safety tools they offer, and how they have handled your privacy. The list is for adults in the US looking for anything from a first date to a long-term relationship.",
    "Hinge, Tinder, OkCupid and Plenty of Fish are all owned by Match Group; Bumble is run by Bumble Inc. None of the five publishes its subscription prices outside the app, where they vary by age and location, so we compare what each lets you do free and check the price in the app before you pay.",
  ],
  summaryHeading: "Our Top 5 Best Dating Apps",
  sections: [
    {
      heading: "Safety first, on any app",
      paragraphs: [
        "Verification badges help, but no app can promise that a match is who they say they are. Our Dating App Safety guide covers checking a profile, spotting romance scams and planning a first date; the short version is below.",
      ],
      points: [
        "Meet in a busy public place and get there and home on your own.",
        "Tell a friend who you are meeting, where and when, and agree on a time to check in.",
        "Never send money or gifts to someone you haven't met in person; the Federal Trade Commission (FTC) publishes guidance on romance scams.",
        "In an emergency call 911. For support after sexual assault, call RAINN's National Sexual Assault Hotline at 800-656-4673.",
      ],
    },
  ],
  entries: [
    {
      rank: 1,
      product: "hinge",
      description:
        "A relationship-focused dating app where every profile carries written prompts. You like or comment on a specific photo or answer, which makes starting a conversation easier.",
      scores: {
        matching: {
          score: 5,
          why: "Every profile carries three written prompts you can like or answer, and a daily Most Compatible pick suggests someone the app expects you to get along with.",
        },
        safety: {
          score: 4,
          why: "Two of the five tools we check: video-selfie verification, and Hidden Words, which sets aside comments that contain words or emojis you have listed.",
        },
        privacy: {
          score: 4,
          why: "You can pause your profile free at any time, and we found no FTC or state order against Hinge in the last five years.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1522673607200-164d1b6ce486",
        alt: "A couple standing close together",
      },
      pros: [
        "Three written prompts on every profile, and likes attach to a specific photo or answer",
        "A daily Most Compatible pick on top of your regular recommendations",
        "Video-selfie verification and Hidden Words to screen comments you don't want to see",
      ],
      bestFor: "People looking for a relationship who prefer conversation to endless swiping.",
      drawback:
        "Free users can send only a limited number of likes per day, and its safety tools are fewer than Bumble's or Tinder's.",
      review: [
        "Hinge is built for people who want a relationship and would rather talk than swipe. Every profile carries three written prompts, and a like attaches to a specific photo or answer, so a match starts with something to talk about. A daily Most Compatible pick adds a suggestion the app expects to suit you, which is why it earns top marks on matching, and messaging your matches is free.",
        "Its safety kit is thinner than Bumble's or Tinder's: video-selfie verification and Hidden Words, which sets aside comments containing words you have listed. Free members get a limited number of likes a day, and most filters need Hinge+ or HingeX. A verification badge shows a match looks like their photos, not who they are, so video chat before you meet. For the biggest pool of people nearby, Tinder is the bigger app.",
      ],
    },
    {
      rank: 2,
      product: "bumble",
      description:
        "A dating app known for giving women more control over how conversations start, with the widest set of safety tools on this list.",
      scores: {
        matching: {
          score: 3.5,
          why: "Profiles can carry prompts, badges and an Opening Moves question, but discovery is a swipe feed and most filters beyond age and distance need a paid tier.",
        },
        safety: {
          score: 5,
          why: "Four of the five tools we check: photo verification, in-app video calls, Share Date to send your plans to a friend, and Private Detector, which blurs suspected nude images.",
        },
        privacy: {
          score: 4,
          why: "Snooze hides your profile free while you take a break, Incognito mode costs extra, and we found no FTC or state order against Bumble in the last five years.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1518199266791-5375a83190b7",
        alt: "Two people holding hands",
      },
      pros: [
        "Share Date sends your date's name, place and time to a friend from inside the app",
        "Private Detector blurs suspected nude images before you choose to open them",
        "Opening Moves: set a question your matches can answer to start the chat",
      ],
      bestFor: "People who want more control over who can message them and strong safety tools.",
      drawback: "Most filters and the list of people who already liked you sit behind paid tiers.",
      review: [
        "Bumble has the strongest safety kit here: photo verification, video calls inside the app, Share Date to send your plans to a friend, and Private Detector, which blurs suspected nude images until you choose to see them. In matches between women and men, the woman sends the first message, and Opening Moves lets you set a question your matches can answer instead of a bare hello.",
        "Matching is where it scores lower. Discovery is a swipe feed built on photos, and although profiles can carry prompts and badges, most filters beyond age and distance and the list of people who already liked you need a paid tier. Some users find the 24-hour window to start a chat stressful. Readers who would rather see written answers before they match should choose Hinge or OkCupid.",
      ],
    },
    {
      rank: 3,
      product: "okcupid",
      description:
        "A dating app that matches people by their answers to questions on values, lifestyle and politics, for people who care about compatibility beyond photos.",
      scores: {
        matching: {
          score: 5,
          why: "Match percentages on every profile come from questions you both answer, weighted by how much each answer matters, on topics from politics to whether you want kids.",
        },
        safety: {
          score: 4,
          why: "Two of the five tools we check: photo verification, and automatic prompts to report messages its software reads as harassing or overly sexual.",
        },
        privacy: {
          score: 2,
          why: "A March 2026 FTC order bars it from misrepresenting its data practices after it gave about three million users' photos and location data to an AI company in 2014.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1495474472287-4d71bcdd2085",
        alt: "Cup of coffee on a cafe table",
      },
      pros: [
        "Match percentages based on questions you both answered, weighted by importance",
        "Messaging your matches is free",
        "Wide range of gender identity and sexual orientation options on profiles",
      ],
      bestFor: "People who want matches based on values and opinions.",
      drawback:
        "Its privacy record: a 2026 FTC order over sharing users' photos with an AI company in 2014. The free app also shows ads.",
      review: [
        "OkCupid goes deeper than most apps, which suits you if you want matches based on values and opinions. You answer questions about everything from politics to whether you want kids, choose how much each answer matters, and see a match percentage on every profile, which earns it top marks on matching. Messaging your matches is free, and it offers many options for gender identity and orientation.",
        "Its privacy score is low for a reason you should weigh. In March 2026 it settled FTC charges that in 2014 it gave nearly three million users' photos, with location and other data, to an AI company without telling them; the order bars it from misrepresenting how it uses your data. Safety tools are photo verification and prompts to report harassing messages. For stronger safety tools, choose Bumble or Tinder.",
      ],
    },
    {
      rank: 4,
      product: "tinder",
      description:
        "The swipe-based app that popularized mobile dating. It pairs a large pool of profiles with one of the strongest sets of safety tools here.",
      scores: {
        matching: {
          score: 3,
          why: "Matching rests on photos, a short bio and interest badges in a swipe feed, and filters beyond age and distance sit behind the paid tiers.",
        },
        safety: {
          score: 5,
          why: "Four of the five tools we check: photo verification, Face to Face video calls, Share My Date, and prompts that flag possibly offensive messages before they are sent.",
        },
        privacy: {
          score: 4,
          why: "Block Contacts keeps people in your phone's contacts from seeing you, Incognito mode costs extra, and we found no FTC or state order against Tinder in five years.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1516589178581-6cd7833ae3b2",
        alt: "A couple together at sunset",
      },
      pros: [
        "Face to Face video calls inside the app, only once both people opt in",
        "Share My Date sends your plans to a friend",
        "Swiping, matching and messaging are free",
      ],
      bestFor: "People who want a big pool of profiles, for casual or serious dating.",
      drawback: "Profiles say little beyond photos and a short bio, so finding a serious match can take longer.",
      review: [
        "Tinder backs its reach with one of the strongest safety kits here: photo verification, Face to Face video calls that work only once both people opt in, Share My Date to send your plans to a friend, and prompts that flag possibly offensive messages. Swiping, matching and messaging are free, and Block Contacts keeps people in your phone's contacts from seeing you.",
        "Matching is where it scores lowest on our criteria. Profiles are mostly photos, a short bio and interest badges, and filters beyond age and distance sit behind Tinder Plus, Gold or Platinum, priced in the app by age and location. Many users are looking for something casual. Someone who wants a relationship, and more to go on before a match, will learn more from Hinge or OkCupid.",
      ],
    },
    {
      rank: 5,
      product: "plenty-of-fish",
      description:
        "One of the oldest free dating services, with written profiles and free search, for people who want to browse and message without paying.",
      scores: {
        matching: {
          score: 4,
          why: 'Profiles include a written "about me" and what you are looking for, and free members can search with filters beyond age and distance.',
        },
        safety: {
          score: 4,
          why: "Two of the five tools we check: photo verification, and Are You Sure? warnings that ask senders to rethink possibly harassing messages before sending.",
        },
        privacy: {
          score: 4,
          why: "You can block people and switch off your profile free, and we found no FTC or state order over its own practices in five years; the 2025 order concerned Match.com.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1511285560929-80b456fea0bc",
        alt: "A wedding celebration",
      },
      pros: [
        "Messaging your matches is free",
        "Free search with filters beyond age and distance",
        "Photo verification and Are You Sure? warnings on possibly harassing messages",
      ],
      bestFor: "People who want to search and message without paying.",
      drawback:
        "It has fewer safety tools than Bumble or Tinder, with no in-app way to share date details with a friend.",
      review: [
        'Plenty of Fish has offered free online dating since 2003, and messaging your matches still costs nothing. Profiles include a written "about me" and what each person is looking for, and free members can search with filters beyond age and distance, which scores it above the swipe-first apps on matching. Paid upgrades, priced in the app, remove ads and add extras.',
        "Its safety tools are basic: photo verification, and Are You Sure? warnings that ask senders to rethink possibly harassing messages. There is no in-app tool to share your date plans, so tell a friend yourself, and check that a match is verified before you meet. If safety tools matter most to you, Bumble and Tinder offer more.",
      ],
    },
  ],
  methodology: {
    text: "We read each app's help center, safety pages and announcements, Match Group's safety releases and regulators' orders, and compared how each app matches people, whether you can message your matches free, which of five safety tools it offers and how it has handled your data. Free messaging is scored from each app's record: yes earns 5, no earns 1. We did not create test profiles or go on dates.",
    criteria: [
      {
        id: "matching",
        name: "Matching and profiles",
        weight: 35,
        measures: "How much profiles tell you and what the app does to suggest compatible people.",
        rubric: {
          5: "A compatibility signal on profiles (a match percentage or a daily most-compatible pick) plus written prompts or answers on every profile",
          4: 'Written prompts, answers or a long "about me" on profiles, and free filters beyond age and distance',
          3: "A swipe feed built on photos, with a short bio and interest badges; filters beyond age and distance cost extra",
          2: "Photos and a one-line bio, with matches by age and distance only",
          1: "Photos only, with no filters at all",
        },
      },
      {
        id: "safety",
        name: "Safety tools",
        weight: 35,
        measures:
          "How many of five tools the app offers: photo verification, ID checks, in-app video calls, sharing date details with a friend, and flags or filters on offensive messages.",
        rubric: {
          5: "Four or more of the five tools: photo verification, ID checks, in-app video calls, sharing date details with a friend, flags or filters on offensive messages",
          4: "Two or three of those five tools",
          3: "One of those five tools",
          2: "None of the five, but blocking and reporting from every profile and chat",
          1: "No way to block or report someone from a chat",
        },
      },
      {
        id: "free",
        name: "Free messaging",
        weight: 15,
        measures: "Whether you can message your matches without a paid plan.",
        computed: { fact: "free-messaging", five: 1, one: 0 },
      },
      {
        id: "privacy",
        name: "Privacy controls and record",
        weight: 15,
        measures: "Control over who sees your profile, and any FTC or state order over the app in the last five years.",
        rubric: {
          5: "Free controls to pause your profile and to show it only to people you like, and no FTC or state order over the app in the last five years",
          4: "A free pause or hide control (showing you only to people you like is paid or missing), and no FTC or state order in five years",
          3: "An FTC or state order in the last five years over its billing, advertising or cancellation practices",
          2: "An FTC or state order in the last five years over sharing users' personal data, for conduct that ended over five years earlier",
          1: "An FTC or state order over sharing users' personal data, for conduct within the last five years",
        },
      },
    ],
    tiebreak: "safety",
  },
  compare: [
    { fact: "free-messaging", label: "Message your matches free" },
    { fact: "photo-verification", label: "Selfie or photo verification" },
    { fact: "safety-tools", label: "Safety tools, of the five we check" },
  ],
  presets: [
    { label: "Safety first", levels: { safety: 3 } },
    { label: "Free to use", levels: { free: 3 } },
    { label: "Privacy first", levels: { privacy: 3 } },
  ],
  competition: [
    {
      name: "Match",
      why: "Reading and answering messages needs a paid subscription, and a 2025 FTC order covered its guarantee, billing and cancellation practices; it rates 3.4 on our criteria.",
    },
    {
      name: "Coffee Meets Bagel",
      why: "Curated daily matches and free chat, but its terms of service (March 2024) say it does not routinely verify users' identity.",
    },
    {
      name: "Facebook Dating",
      why: "Free with no paid tier, but in 2024 Meta paid Texas $1.4 billion to settle claims that it captured users' facial-recognition data without consent.",
    },
    {
      name: "HER",
      why: "Built for lesbian, bisexual and queer people; this list compares apps for a general audience.",
    },
  ],
  sources: [
    {
      title: "Match Group: platforms remind users to photo verify their profiles (February 2024)",
      url: "https://mtch.com/kr/single-trust-and-safety/71",
    },
    {
      title: "Hinge: Hidden Words (April 2024)",
      url: "https://www.prnewswire.com/news-releases/hinge-introduces-hidden-words-to-give-daters-curated-control-of-comments-302125470.html",
    },
    {
      title: "Tinder Help Center: Face to Face video chat",
      url: "https://www.help.tinder.com/hc/en-us/articles/360046122311",
    },
    {
      title: "OkCupid: how OkCupid prevents harassment",
      url: "https://okcupid.desk.com/customer/en/portal/articles/2955386-how-okcupid-prevents-harassment",
    },
    {
      title: "Match Help Center: Messages",
      url: "https://help.match.com/hc/en-us/articles/7341373823771-Messages",
    },
    {
      title:
        "FTC: Match Group agrees to pay $14 million over deceptive advertising, cancellation and billing practices",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/match-group-agrees-pay-14-million-permanently-stop-deceptive-advertising-cancellation-billing",
    },
    {
      title: "FTC: What to know about romance scams",
      url: "https://consumer.ftc.gov/articles/what-know-about-romance-scams",
    },
  ],
  mustReads: [{ to: "/dating-app-safety" }, { to: "/dating-profile-tips" }, { to: "/first-date-ideas" }],
  itemType: "MobileApplication",
  applicationCategory: "LifestyleApplication",
  ratingCount: 10000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, and free messaging now scored from each app's record. Match leaves the list because reading and answering messages needs a subscription; Plenty of Fish joins at fifth. OkCupid's privacy score now reflects its 2026 FTC order, and Tinder moves to fourth.",
    },
    {
      date: "2026-11-22",
      text: "Safety section with the RAINN hotline added, with a note that this is general information; ratings now weigh matching, safety, the free version and privacy; Tinder moves above Match; each app's free and paid tiers shown in the comparison table",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
