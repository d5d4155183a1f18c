import type { RankedListInput } from "../schema";

export default {
  path: "/category/lifestyle",
  meta: {
    title: "Best Lifestyle Apps: Top 5 for Fitness, Sleep and Calm",
    description:
      "The five lifestyle apps we recommend for meditation, sleep, running, nutrition tracking and home workouts, with free options and drawbacks compared.",
    keywords: ["best lifestyle apps", "best meditation app", "best sleep app", "fitness tracking app", "calorie counter app", "free workout app"],
  },
  title: "Best Lifestyle Apps",
  tagline: "Five phone apps that help you move more, sleep better and eat with a plan.",
  icon: "heart-pulse",
  intro: [
    "We compared apps for meditation, sleep, fitness tracking, nutrition logging and guided workouts. The list is for people who want to build healthier daily habits with their phone, whether or not they want to pay for a subscription.",
    "This is general information, not medical advice. If you have a health condition, are pregnant, or are starting a new exercise or diet plan, check with a doctor or registered dietitian first. For how much activity adults need, the U.S. Department of Health and Human Services' Physical Activity Guidelines for Americans are a good reference. Subscription prices change; figures below are approximate and as of 2025.",
  ],
  summaryHeading: "Our Top 5 Best Lifestyle Apps",
  entries: [
    {
      rank: 1,
      product: "headspace",
      description:
        "A guided meditation and sleep app with structured courses that teach the basics step by step. It is the easiest way to start a daily mindfulness habit.",
      rating: 4.8,
      image: {
        url: "https://images.unsplash.com/photo-1506126613408-eca07ce68773",
        alt: "Person meditating outdoors",
      },
      pros: [
        "Beginner courses that teach meditation in short daily sessions",
        "Sleepcasts, sleep music and wind-down exercises for bedtime",
        "Sessions you can download and play offline",
      ],
      bestFor: "Beginners who want a guided, structured start to meditation.",
      drawback: "Most of the library requires a subscription after the free trial.",
      review: [
        "Headspace is #1 because it teaches rather than just plays recordings: its beginner course walks you through the basics in short sessions, then builds into courses on stress, focus and sleep, so one app covers both your day and your night. Sessions range from a few minutes to longer practices, and you can download them for flights or commutes.",
        "The drawback is cost. After the trial most content sits behind a subscription of about $70 a year, as of 2025, and the free tier is thin. If you mainly want help falling asleep, Calm's Sleep Stories may suit you better; if you want free meditation, try Insight Timer.",
      ],
    },
    {
      rank: 2,
      product: "strava",
      description:
        "A GPS activity tracker for running, cycling, walking and other sports, with a social feed that keeps you motivated. It records workouts from your phone or your watch.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1476480862126-209bfaa8edc8",
        alt: "Person running outdoors",
      },
      pros: [
        "Records runs, rides, walks and swims with phone GPS or a connected watch",
        "Segments and leaderboards let you compare efforts on the same stretch of road or trail",
        "Syncs with Garmin, Apple Watch, COROS and many other devices",
      ],
      bestFor: "Runners and cyclists who want to track progress and train with friends.",
      drawback: "Route planning and detailed training analysis need a paid subscription.",
      review: [
        "Strava turns every run or ride into a record you can look back on: distance, pace, elevation and a map, plus kudos and comments from friends that make it easier to keep going. Segments show how your time on a favorite hill changes over the months, and clubs help you find local group runs and rides.",
        "Route building, training plans and deeper fitness analysis require a subscription. Activities can also be public by default, so set privacy zones around your home before you share. If you want structured training more than social features, the app from your watch maker may be enough.",
      ],
    },
    {
      rank: 3,
      product: "calm",
      description:
        "A sleep and relaxation app best known for Sleep Stories, narrated tales designed to help you drift off. It also offers daily guided meditation and breathing exercises.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1541781774459-bb2af2f05b55",
        alt: "Person sleeping in bed",
      },
      pros: [
        "Sleep Stories, soundscapes and sleep music for bedtime",
        "A new guided Daily Calm meditation each day",
        "Breathing exercises and content made for kids",
      ],
      bestFor: "People who mainly want help falling asleep.",
      drawback: "The free version is limited; most Sleep Stories need Calm Premium.",
      review: [
        "Calm is the app to pick if bedtime is your main problem. Its Sleep Stories are slow, calm narrations meant to quiet a busy mind, and you can set them to fade out or pair them with rain, ocean or white-noise soundscapes. During the day, the Daily Calm offers a short guided session, and breathing exercises help in stressful moments.",
        "It ranks below Headspace because its meditation teaching is less structured for beginners, and most of the library needs a Premium subscription after the trial. If you want to learn meditation step by step, start with Headspace. If sleep problems persist, talk to a doctor: an app is not a treatment for insomnia.",
      ],
    },
    {
      rank: 4,
      product: "myfitnesspal",
      description: "A food diary and calorie counter with a large food database. It shows you what you actually eat, which is the first step in changing it.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1512621776951-a57141f2eefd",
        alt: "Bowl of fresh salad and vegetables",
      },
      pros: [
        "Food database covering packaged foods and restaurant items",
        "Tracks calories, protein, carbohydrates and fat against daily goals",
        "Syncs with Apple Health, Garmin, Fitbit and other fitness apps",
      ],
      bestFor: "People who want to track calories or macros for a weight or fitness goal.",
      drawback: "Barcode scanning and many tools need Premium, and the free app shows ads.",
      review: [
        "MyFitnessPal makes logging meals quick enough to keep doing: search its food database, save recipes and repeat meals, and see how the day adds up against your calorie and macro targets. Syncing with fitness trackers adds the energy you burn. Logging for even a week or two often shows where extra calories come from, which helps with meal planning.",
        "Barcode scanning moved to the paid Premium plan, and the free version shows ads. Some database entries are submitted by users, so double-check numbers for foods you eat often. If tracking every bite makes you anxious, or you have a history of disordered eating, skip calorie counting and talk to a registered dietitian.",
      ],
    },
    {
      rank: 5,
      product: "nike-training-club",
      description:
        "A free workout app with guided strength, cardio, yoga and mobility sessions from Nike trainers. It earns its place as the best no-cost option on the list.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1571019613454-1cb2f99b2d8b",
        alt: "Person exercising in a gym",
      },
      pros: [
        "Guided workouts and multi-week programs at no cost",
        "Filter sessions by length, focus area and equipment",
        "Many bodyweight workouts you can do at home with no equipment",
      ],
      bestFor: "People who want free guided workouts at home or in the gym.",
      drawback: "It has no nutrition tracking and only basic progress tracking.",
      review: [
        "Nike Training Club gives you a large library of guided workouts without a subscription. Pick a session by time, muscle group or equipment, follow the video and audio cues, or commit to a multi-week program for strength, endurance or mobility. Short bodyweight sessions make it practical on busy days.",
        "It ranks fifth because it does one job: it doesn't log food, and progress tracking is basic compared with paid fitness apps. Workouts are not adapted to injuries, so scale down or skip moves that hurt and get advice from a physical therapist if you are recovering. If you want adaptive plans or live classes, a paid app such as Peloton may suit you better.",
      ],
    },
  ],
  methodology: {
    text: "We compared what each app offers free versus paid, the range and quality of its guided content, device support and privacy settings, using the apps' own documentation and published pricing as of 2025.",
    criteria: [
      "What you can do without paying",
      "Range and quality of guided content",
      "Support for phones, watches and wearables",
      "Privacy controls",
      "Subscription cost",
    ],
  },
  mustReads: [{ to: "/meal-prep-guide" }, { to: "/productivity-apps" }, { to: "/minimalist-living" }],
  itemType: "MobileApplication",
  applicationCategory: "HealthApplication",
  ratingCount: 8000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
