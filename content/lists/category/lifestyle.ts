import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Lifestyle Apps: Top 5 for Fitness, Sleep and Calm",
    description:
      "The five lifestyle apps we recommend for meditation, sleep, running, nutrition tracking and home workouts, with free options and drawbacks compared.",
    keywords: [
      "best lifestyle apps",
      "best meditation app",
      "best sleep app",
      "fitness tracking app",
      "calorie counter app",
      "free workout app",
    ],
  },
  title: "Best Lifestyle Apps",
  tagline: "Five phone apps that help you move more, sleep better and eat with a plan.",
  icon: "heart-pulse",
  intro: [
    "We compared apps for meditation, sleep, fitness tracking, nutrition logging and guided workouts. The list is for people who want to build healthier daily habits with their phone, whether or not they want to pay for a subscription.",
    "This is general information, not medical advice. If you have a health condition, are pregnant, or are starting a new exercise or diet plan, check with a doctor or registered dietitian first. For how much activity adults need, the U.S. Department of Health and Human Services' Physical Activity Guidelines for Americans are a good reference. Prices in the comparison table come from each app's own site, with the date they were stated; subscription prices change, so check before you pay.",
  ],
  summaryHeading: "Our Top 5 Best Lifestyle Apps",
  entries: [
    {
      rank: 1,
      product: "strava",
      description:
        "A GPS activity tracker for running, cycling, walking and other sports, with a social feed that keeps you motivated. It records workouts from your phone or your watch.",
      rating: 4.5,
      scores: {
        core: {
          score: 4.7,
          why: "Records runs, rides, walks and swims by phone GPS or a connected watch, with a map, pace and elevation for each, plus segments and clubs.",
        },
        free: {
          score: 4.2,
          why: "Recording, the activity feed, kudos and clubs stay free; segment leaderboards and route building moved to the subscription in 2020.",
        },
        price: {
          score: 3.8,
          why: "Its subscription costs more per year than Headspace's or Calm's, though a yearly family plan lets several people share one subscription.",
        },
        devices: {
          score: 4.9,
          why: "Syncs activities from Garmin, Apple Watch, COROS, Wahoo and many other watches, bike computers and apps.",
        },
      },
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
        "Strava takes the top spot because it does its main job, recording your activity, better than any rival here and keeps that job free. Every run or ride becomes a record with distance, pace, elevation and a map, and kudos and comments from friends make it easier to keep going. Segments show how your time on a favorite hill changes over the months, and clubs help you find local group runs and rides.",
        "Segment leaderboards, route building and deeper training analysis have needed a subscription since 2020. Activities can also be public by default, so set privacy zones around your home before you share. If you want guided sessions rather than tracking, Nike Training Club is free; if you only want structured training plans, the app from your watch maker may be enough.",
      ],
    },
    {
      rank: 2,
      product: "headspace",
      description:
        "A guided meditation and sleep app with structured courses that teach the basics step by step. It is the easiest way to start a daily mindfulness habit.",
      rating: 4.4,
      scores: {
        core: {
          score: 4.9,
          why: "A step-by-step Basics course leads into themed courses on stress, focus and sleep, plus Sleepcasts and wind-down exercises.",
        },
        free: {
          score: 3.3,
          why: "After the free trial only a small sample of sessions stays free; the courses and most sleep content need a subscription.",
        },
        price: {
          score: 4.1,
          why: "The yearly plan costs less than half of twelve monthly payments, and students can get a discounted plan.",
        },
        devices: {
          score: 4.2,
          why: "Apps for iPhone, Android and the web, with sessions you can download and play offline.",
        },
      },
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
        "For a first-time meditator, Headspace is the best teacher here, because it explains rather than just plays recordings: its Basics course walks you through the method in short sessions, then builds into courses on stress, focus and sleep, so one app covers both your day and your night. Sessions range from a few minutes to longer practices, and you can download them for flights or commutes.",
        "The drawback is a thin free tier: after the trial, most courses and Sleepcasts sit behind a subscription, and the yearly plan is far cheaper than paying month by month. If you mainly want help falling asleep, Calm's Sleep Stories may suit you better; if you would rather move than sit still, Nike Training Club costs nothing.",
      ],
    },
    {
      rank: 3,
      product: "nike-training-club",
      description:
        "A free workout app with guided strength, cardio, yoga and mobility sessions from Nike trainers. It earns its place as the best no-cost option on the list.",
      rating: 4.3,
      scores: {
        core: {
          score: 4.2,
          why: "Guided strength, cardio, yoga and mobility workouts and multi-week programs, but only basic activity history and no food logging.",
        },
        free: { score: 5.0, why: "Every workout and program is free with a Nike account." },
        price: { score: 5.0, why: "Costs nothing: Nike sells no subscription for the app." },
        devices: {
          score: 3.7,
          why: "Apps for iPhone and Android, with fewer watch and tracker connections than Strava or MyFitnessPal.",
        },
      },
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
        "Nothing in Nike Training Club sits behind a paywall: every guided workout and multi-week program is free with a Nike account. Pick a session by time, muscle group or equipment, follow the video and audio cues, or commit to a program for strength, endurance or mobility. Short bodyweight sessions make it practical on busy days.",
        "It ties with Calm on rating and sits above it because it asks for no subscription at all. Its limits are real, though: it doesn't log food, progress tracking is basic, and workouts are not adapted to injuries, so scale down or skip moves that hurt and ask a physical therapist if you are recovering. If you want adaptive plans or live classes, a paid app such as Peloton may suit you better.",
      ],
    },
    {
      rank: 4,
      product: "calm",
      description:
        "A sleep and relaxation app best known for Sleep Stories, narrated tales designed to help you drift off. It also offers daily guided meditation and breathing exercises.",
      rating: 4.3,
      scores: {
        core: {
          score: 4.6,
          why: "A large library of narrated Sleep Stories and soundscapes, a new Daily Calm session each day and breathing exercises, with less step-by-step teaching than Headspace.",
        },
        free: {
          score: 3.3,
          why: "The free version keeps a few meditations, breathing exercises and a timer; most Sleep Stories need Calm Premium.",
        },
        price: {
          score: 4.1,
          why: "Calm Premium costs the same per year as Headspace's yearly plan, and content for kids is included.",
        },
        devices: {
          score: 4.2,
          why: "Apps for iPhone, Android and the web, with sessions you can download and play offline.",
        },
      },
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
        "Pick Calm if bedtime is your main problem. Its Sleep Stories are slow, calm narrations meant to quiet a busy mind, and you can set them to fade out or pair them with rain, ocean or white-noise soundscapes. During the day, the Daily Calm offers a short guided session, and breathing exercises help in stressful moments.",
        "It sits below Headspace because its meditation teaching is less structured for beginners, and most of the library needs Calm Premium after the trial. If you want to learn meditation step by step, start with Headspace. If sleep problems persist, talk to a doctor: an app is not a treatment for insomnia.",
      ],
    },
    {
      rank: 5,
      product: "myfitnesspal",
      description:
        "A food diary and calorie counter with a large food database. It shows you what you actually eat, which is the first step in changing it.",
      rating: 4.2,
      scores: {
        core: {
          score: 4.5,
          why: "A food database covering packaged and restaurant foods with daily calorie and macro targets, though some entries are user-submitted and inaccurate.",
        },
        free: {
          score: 3.2,
          why: "Barcode scanning moved to Premium in 2022 and the free app shows ads, but manual logging and calorie goals stay free.",
        },
        price: {
          score: 3.4,
          why: "Premium has the highest monthly price on this list, and its yearly price matches Strava's.",
        },
        devices: {
          score: 4.8,
          why: "Syncs with Apple Health, Garmin, Fitbit and many other fitness apps and trackers to count the energy you burn.",
        },
      },
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
        "Logging meals is tedious, and MyFitnessPal makes it quick enough to keep doing: search its food database, save recipes and repeat meals, and see how the day adds up against your calorie and macro targets. Syncing with fitness trackers adds the energy you burn. A week or two of logging often shows where extra calories come from, which helps with meal planning.",
        "Barcode scanning moved to the paid Premium plan, the free version shows ads, and Premium has the steepest monthly price here. Some database entries are submitted by users, so double-check numbers for foods you eat often. If tracking every bite makes you anxious, or you have a history of disordered eating, skip calorie counting and talk to a registered dietitian.",
      ],
    },
  ],
  methodology: {
    text: "We read each app's own pricing pages, help centers and feature documentation, and compared what the free version includes, what the subscription adds, what it costs and which devices it works with. The scores rest on that published information; we have no test lab.",
    criteria: [
      {
        id: "core",
        name: "Core features",
        weight: 50,
        measures: "How well the app does its main job: guided courses, activity recording, food logging or workouts.",
      },
      {
        id: "free",
        name: "Free version",
        weight: 15,
        measures: "What you can still do without paying once any trial ends.",
      },
      { id: "price", name: "Price", weight: 15, measures: "What the full app costs, from the vendor's own pricing." },
      {
        id: "devices",
        name: "Devices and syncing",
        weight: 20,
        measures: "Phones, watches and web access, and syncing with health apps and fitness trackers.",
      },
    ],
  },
  mustReads: [{ to: "/meal-prep-guide" }, { to: "/productivity-apps" }, { to: "/minimalist-living" }],
  itemType: "MobileApplication",
  applicationCategory: "HealthApplication",
  ratingCount: 8000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion with weights added and the ranking reordered to follow them; dated prices moved to the comparison table; product links now point at each app's own page (Nike Training Club's app page)",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
