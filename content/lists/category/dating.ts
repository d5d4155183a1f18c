import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Dating Apps: Top 5 for Relationships and Dating",
    description:
      "The five dating apps we recommend, compared on matching, what the free version includes, and safety tools like photo verification and reporting.",
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
    "We compared the major dating apps on how they help you meet compatible people, what you can do without paying, and how well they protect your safety and privacy. The list is for adults in the US looking for anything from a first date to a long-term relationship.",
    "Hinge, Tinder, OkCupid and Match are all owned by Match Group; Bumble is run by Bumble Inc. Subscription prices vary by age and location, so check in the app before you pay.",
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
        "A relationship-focused dating app where profiles combine photos with written and voice prompts. You like or comment on a specific part of a profile, which makes starting a conversation easier.",
      rating: 4.5,
      scores: {
        matching: {
          score: 4.9,
          why: "Every like or comment attaches to a photo or prompt, and a daily Most Compatible pick suggests someone the app expects you to get along with.",
        },
        safety: {
          score: 4.5,
          why: "Selfie video verification, Hidden Words to filter offensive messages, and hide, block and report options on every profile.",
        },
        free: {
          score: 3.8,
          why: "Free members get a limited number of likes a day; deal-breaker filters and seeing everyone who liked you need a paid plan.",
        },
        privacy: {
          score: 4.2,
          why: "You can pause your profile at any time and choose which prompts, photos and details it shows.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1522673607200-164d1b6ce486",
        alt: "A couple standing close together",
      },
      pros: [
        "Profiles built on prompts and voice answers, not just photos",
        "Likes and comments attach to a specific photo or prompt, giving you an opener",
        "Selfie verification, plus options to hide, block and report profiles",
      ],
      bestFor: "People looking for a relationship who prefer conversation to endless swiping.",
      drawback: "Free users can send only a limited number of likes per day.",
      review: [
        'Hinge leads the list because its design pushes you toward real conversations: every like is attached to a photo or prompt, so matches start with something to talk about rather than a bare "hey". Profiles show more personality than swipe apps, and daily recommendations focus on people you are likely to get along with.',
        "The free version limits how many likes you can send each day, and advanced filters such as deal-breaker preferences need a paid plan. Selfie verification helps, but it doesn't prove someone is who they say they are, so video chat before meeting. If you want a larger pool of people for casual dating, Tinder is the bigger app.",
      ],
    },
    {
      rank: 2,
      product: "bumble",
      description:
        "A dating app known for giving women more control over how conversations start. Matches expire if nobody writes, which keeps things moving.",
      rating: 4.4,
      scores: {
        matching: {
          score: 4.4,
          why: "Opening Moves and a 24-hour window for the first message keep matches active, though profiles say less than Hinge's prompts.",
        },
        safety: {
          score: 4.7,
          why: "Photo verification, Private Detector to blur suspected nude images, Share Date to send plans to a friend, and in-app video calls.",
        },
        free: {
          score: 3.7,
          why: "Swiping and chatting are free, but the list of people who liked you and most advanced filters need a paid tier.",
        },
        privacy: {
          score: 4.4,
          why: "Snooze hides your profile while you take a break, and paid Incognito mode shows you only to people you like.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1518199266791-5375a83190b7",
        alt: "Two people holding hands",
      },
      pros: [
        "Opening Moves: set a question your matches can answer to start the chat",
        "Matches expire after 24 hours without a first message, which cuts down on idle matches",
        "Photo verification with a badge on verified profiles",
      ],
      bestFor: "People who want more control over who can message them.",
      drawback: "Many helpful filters and features sit behind paid tiers.",
      review: [
        "Bumble was built around women making the first move in matches between women and men, and it still gives you more control than most apps. Opening Moves lets you set a question so matches can start with a real answer, and the 24-hour expiry nudges both sides to write. Photo verification, in-app video calls and Share Date help you check someone out and keep a friend informed before meeting.",
        "The downside is that many of the most useful filters and the list of people who already liked you require a paid tier. Some users also find the expiry timer stressful. If you'd rather have more detailed profiles and prompts to reply to, choose Hinge instead.",
      ],
    },
    {
      rank: 3,
      product: "okcupid",
      description:
        "A dating app that matches people by answers to questions on values, lifestyle and politics. It suits people who care about compatibility beyond photos.",
      rating: 4.3,
      scores: {
        matching: {
          score: 4.7,
          why: "Match percentages come from questions you both answer and weight by importance, on topics from politics to whether you want kids.",
        },
        safety: {
          score: 4.1,
          why: "Blocking and reporting on every profile and chat, and answers about values help you screen matches before you meet.",
        },
        free: {
          score: 4.2,
          why: "You can message your matches free; seeing who liked you and removing ads need a paid plan.",
        },
        privacy: {
          score: 4.0,
          why: "You can answer questions privately so they count toward matching without showing on your profile.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1495474472287-4d71bcdd2085",
        alt: "Cup of coffee on a cafe table",
      },
      pros: [
        "Match percentages based on questions you both answered",
        "Wide range of gender identity and sexual orientation options on profiles",
        "Detailed profiles with space to write about yourself",
      ],
      bestFor: "People who want matches based on values and opinions.",
      drawback: "You can't see who liked you without a paid plan, and the free app shows ads.",
      review: [
        "OkCupid goes deeper than most apps. You answer questions about everything from politics to whether you want kids, choose how important each answer is, and see a match percentage on every profile. That makes it quicker to rule out deal-breakers. It is also one of the more inclusive apps, with many options for gender identity and orientation.",
        "The free version shows ads, and seeing who already liked you requires a subscription. Answering enough questions takes time, and the app works best if you do. If you want an app that moves faster with less setup, try Hinge or Bumble.",
      ],
    },
    {
      rank: 4,
      product: "tinder",
      description:
        "The swipe-based app that popularized mobile dating. Its large user base means more profiles to see, especially outside big cities.",
      rating: 4.3,
      scores: {
        matching: {
          score: 3.8,
          why: "Matching rests mostly on photos and short bios, so profiles tell you less than Hinge's prompts or OkCupid's answers.",
        },
        safety: {
          score: 4.8,
          why: "Photo verification with a blue check, Share My Date to send your plans to a friend, and prompts that flag possibly offensive messages before they are sent.",
        },
        free: {
          score: 4.2,
          why: "Swiping, matching and messaging are free; unlimited likes and seeing who liked you need Tinder Plus, Gold or Platinum.",
        },
        privacy: {
          score: 4.2,
          why: "Block Contacts keeps people from your phone's contacts from seeing you, and paid Incognito mode shows you only to people you like.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1516589178581-6cd7833ae3b2",
        alt: "A couple together at sunset",
      },
      pros: [
        "Large user base, so you see more profiles in smaller towns",
        "Photo verification with a blue check mark on verified profiles",
        "Safety tools such as Share My Date and in-app reporting",
      ],
      bestFor: "People who want the biggest pool of profiles, for casual or serious dating.",
      drawback: "Many users are looking for something casual, so finding a serious match can take longer.",
      review: [
        "Reach is Tinder's biggest advantage: if you live somewhere with few dating-app users, it is often the app with the most people nearby. Swiping is quick, and its safety tools are among the strongest here, including photo verification, a Share My Date tool that sends your plans to a friend, and easy blocking and reporting.",
        "It ties with OkCupid on rating but sits below it because profiles are thin and intentions vary widely, so finding someone serious takes more filtering. Many features sit behind several paid tiers. If you want a relationship and live in or near a city, Hinge or Bumble will likely give you better matches.",
      ],
    },
    {
      rank: 5,
      product: "match",
      description:
        "One of the oldest dating services, with detailed profiles and search filters. Its paid model attracts people who are willing to invest in finding a long-term partner.",
      rating: 4.2,
      scores: {
        matching: {
          score: 4.7,
          why: "Long, detailed profiles and search filters for age, distance, education, religion and more, on a service running since 1995.",
        },
        safety: {
          score: 4.3,
          why: "Free in-app video chat (Vibe Check, launched in 2020) lets you see a match live before meeting, and every profile can be blocked or reported.",
        },
        free: {
          score: 2.8,
          why: "Free members can build a profile, browse and send likes, but messaging freely needs a paid subscription.",
        },
        privacy: {
          score: 4.1,
          why: "An optional private mode keeps your profile out of search results, so only people you like can see you.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1511285560929-80b456fea0bc",
        alt: "A wedding celebration",
      },
      pros: [
        "Detailed profiles and search filters for age, location, education and more",
        "In-app video chat so you can talk before meeting in person",
        "Subscription model that screens out some casual users",
      ],
      bestFor: "Daters who want a long-term relationship and are willing to pay for it.",
      drawback: "It is one of the more expensive apps, and messaging freely needs a subscription.",
      review: [
        "Running since 1995, Match still works best for people who know they want a serious relationship. Profiles are detailed, search filters are thorough, and because full features cost money, members tend to be more deliberate than on free swipe apps. Vibe Check video chat lets you get a feel for someone before meeting.",
        "Price is why it ranks last: you can't message freely without a subscription that costs considerably more than most apps, and auto-renewal is on by default, so note the renewal date. The interface also feels dated next to Hinge. If you want to try online dating before paying, start with a free app such as Hinge or OkCupid.",
      ],
    },
  ],
  methodology: {
    text: "We read each app's help center, safety center and feature announcements, and compared how it matches people, what the free version includes, what paid plans add, and which safety and privacy tools it offers. Scores rest on those published features; we did not create test profiles or go on dates.",
    criteria: [
      {
        id: "matching",
        name: "Matching and profiles",
        weight: 35,
        measures: "How well profiles and matching help you find compatible people.",
      },
      {
        id: "safety",
        name: "Safety tools",
        weight: 35,
        measures: "Photo verification, video chat, blocking, reporting and tools for sharing date plans.",
      },
      { id: "free", name: "Free version", weight: 15, measures: "What you can do without paying." },
      {
        id: "privacy",
        name: "Privacy controls",
        weight: 15,
        measures: "Control over who sees your profile and what it shows.",
      },
    ],
  },
  mustReads: [
    { to: "/dating-app-safety" },
    {
      title: "How to Write a Dating Profile That Gets Replies",
      image: {
        url: "https://images.unsplash.com/photo-1523206489230-c012c64b2b48",
        alt: "Person holding a smartphone",
      },
      to: "#",
    },
    {
      title: "First Date Ideas That Make Conversation Easy",
      image: {
        url: "https://images.unsplash.com/photo-1509042239860-f550ce710b93",
        alt: "Cup of coffee with latte art",
      },
      to: "#",
    },
  ],
  itemType: "MobileApplication",
  applicationCategory: "LifestyleApplication",
  ratingCount: 10000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-22",
      text: "Safety section with the RAINN hotline and advice note added; scores per criterion with weights, and Tinder and Match swapped to follow their ratings; free and paid tiers now shown per app in the comparison table",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
