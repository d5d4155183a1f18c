import type { RankedListInput } from "../schema";

export default {
  path: "/category/dating",
  meta: {
    title: "Best Dating Apps: Top 5 for Relationships and Dating",
    description:
      "The five dating apps we recommend, compared on matching, what the free version includes, and safety tools like photo verification and reporting.",
    keywords: ["best dating apps", "dating apps for relationships", "hinge vs bumble", "free dating apps", "dating app safety"],
  },
  title: "Best Dating Apps",
  tagline: "Where to look for a match, and which apps take your safety seriously.",
  icon: "heart",
  intro: [
    "We compared the major dating apps on how they help you meet compatible people, what you can do without paying, and how well they protect your safety and privacy. The list is for adults in the US looking for anything from a first date to a long-term relationship.",
    "Hinge, Tinder, OkCupid and Match are all owned by Match Group; Bumble is run by Bumble Inc. On any app, meet in a public place, tell a friend where you'll be, and never send money to someone you haven't met. The Federal Trade Commission (FTC) publishes guidance on spotting romance scams. Subscription prices vary by age and location, so check in the app.",
  ],
  summaryHeading: "Our Top 5 Best Dating Apps",
  entries: [
    {
      rank: 1,
      product: "hinge",
      description:
        "A relationship-focused dating app where profiles combine photos with written and voice prompts. You like or comment on a specific part of a profile, which makes starting a conversation easier.",
      rating: 4.7,
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
        'Hinge is #1 because its design pushes you toward real conversations: every like is attached to a photo or prompt, so matches start with something to talk about rather than a bare "hey". Profiles show more personality than swipe apps, and daily recommendations focus on people you are likely to get along with.',
        "The free version limits how many likes you can send each day, and advanced filters such as dealbreaker preferences need a paid plan. Selfie verification helps, but it doesn't prove someone is who they say they are, so video chat before meeting. If you want a larger pool of people for casual dating, Tinder is the bigger app.",
      ],
    },
    {
      rank: 2,
      product: "bumble",
      description: "A dating app known for giving women more control over how conversations start. Matches expire if nobody writes, which keeps things moving.",
      rating: 4.6,
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
        "Bumble was built around women making the first move in matches between women and men, and it still gives you more control than most apps. Opening Moves lets you set a question so matches can start with a real answer, and the 24-hour expiry nudges both sides to write. Photo verification and in-app video calls let you check someone out before meeting.",
        "The downside is that many of the most useful filters and the list of people who already liked you require a paid subscription. Some users also find the expiry timer stressful. If you'd rather have more detailed profiles and prompts to reply to, choose Hinge instead.",
      ],
    },
    {
      rank: 3,
      product: "okcupid",
      description:
        "A dating app that matches people by answers to questions on values, lifestyle and politics. It suits people who care about compatibility beyond photos.",
      rating: 4.5,
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
        "OkCupid goes deeper than most apps. You answer questions about everything from politics to whether you want kids, choose how important each answer is, and see a match percentage on every profile. That makes it quicker to rule out dealbreakers. It is also one of the more inclusive apps, with many options for gender identity and orientation.",
        "The free version shows ads, and seeing who already liked you requires a subscription. Answering enough questions takes time, and the app works best if you do. If you want an app that moves faster with less setup, try Hinge or Bumble.",
      ],
    },
    {
      rank: 4,
      product: "match",
      description:
        "One of the oldest dating services, with detailed profiles and search filters. Its paid model attracts people who are willing to invest in finding a long-term partner.",
      rating: 4.4,
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
        "Match has been around since the 1990s and still works best for people who know they want a serious relationship. Profiles are detailed, search filters are thorough, and because full features cost money, members tend to be more deliberate than on free swipe apps. In-app video chat lets you get a feel for someone before meeting.",
        "The main drawback is price: a subscription costs considerably more than most apps, and auto-renewal is on by default, so note the renewal date. The interface also feels dated next to Hinge. If you want to try online dating before paying, start with a free app.",
      ],
    },
    {
      rank: 5,
      product: "tinder",
      description: "The swipe-based app that popularized mobile dating. Its large user base means more profiles to see, especially outside big cities.",
      rating: 4.3,
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
        "Tinder's biggest advantage is reach: if you live somewhere with few dating-app users, it is often the app with the most people nearby. Swiping is quick, and safety features have grown, including photo verification, a Share My Date tool that sends your plans to a friend, and easy blocking and reporting.",
        "It ranks last because profiles are thin and intentions vary widely, so finding someone serious takes more filtering. Many features sit behind several paid tiers. If you want a relationship and live in or near a city, Hinge or Bumble will likely give you better matches.",
      ],
    },
  ],
  methodology: {
    text: "We compared how each app matches people, what the free version includes, what paid plans add, and the safety and privacy tools each offers, using the apps' own help centers and published features as of 2025.",
    criteria: [
      "Safety tools: photo verification, blocking, reporting and video chat",
      "How well profiles and matching help you find compatible people",
      "What you can do without paying",
      "Privacy settings and control over who sees you",
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
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
