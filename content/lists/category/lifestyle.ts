import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Lifestyle Apps: Top 5 for Fitness, Sleep and Calm",
    description:
      "The five lifestyle apps we recommend for home workouts, sleep, meditation, run and ride tracking and food logging, scored on cost, free versions, devices and privacy.",
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
    "We compared apps for guided workouts, sleep, meditation, fitness tracking and nutrition logging. The list is for people who want to build healthier daily habits with their phone, whether or not they want to pay for a subscription.",
    "This is general information, not medical advice. If you have a health condition, are pregnant, or are starting a new exercise or diet plan, check with a doctor or registered dietitian first. For how much activity adults need, the U.S. Department of Health and Human Services' Physical Activity Guidelines for Americans are a good reference. Prices in the comparison table come from each app's own site, with the date they were stated; subscription prices change, so check before you pay.",
  ],
  jobs: "These five do different jobs: home workouts, sleep, learning to meditate, tracking runs and rides, and logging food. We score each on what every job shares: what it costs, what stays free, which devices it works with and how it handles your data.",
  summaryHeading: "Our Top 5 Best Lifestyle Apps",
  sections: [
    {
      heading: "If tracking food starts to feel out of control",
      paragraphs: [
        "Counting calories and macros, as MyFitnessPal does, is not right for everyone. If logging food makes you anxious, you find yourself restricting, bingeing or purging, or you have a history of disordered eating, stop tracking and talk to a doctor or a registered dietitian. ANAD, a US nonprofit, runs a free eating disorder helpline (anad.org). If you are in crisis or thinking about harming yourself, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time, in the US.",
      ],
    },
  ],
  entries: [
    {
      rank: 1,
      product: "nike-training-club",
      job: "Home workouts",
      runnerUp: {
        name: "Peloton App",
        why: "Live and on-demand classes across many kinds of workout, but most of the library needs a paid membership.",
      },
      description:
        "A free workout app with guided strength, cardio, yoga and mobility sessions from Nike trainers. It comes first because every workout is free, it shows no third-party ads and your workouts stay private.",
      scores: {
        free: { score: 5, why: "Every workout and multi-week program is free with a Nike account." },
        devices: {
          score: 4,
          why: "Apps for iPhone and Android that can save workouts to Apple Health, but no web app and fewer watch connections than Strava or MyFitnessPal.",
        },
        privacy: {
          score: 5,
          why: "Workouts stay private to your Nike account, the app carries no third-party ads, and no data breach or regulator action over it in the last five years.",
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
        "Nothing in Nike Training Club sits behind a paywall: every guided workout and multi-week program is free with a Nike account, and it rates highest here because it also keeps your workouts private and shows no third-party ads. Pick a session by time, muscle group or equipment, follow the video and audio cues, or commit to a program for strength, endurance or mobility. Short bodyweight sessions make it practical on busy days.",
        "Its limits are real: it doesn't log food, progress tracking is basic, there is no web app, and workouts are not adapted to injuries, so scale down or skip moves that hurt and ask a physical therapist if you are recovering. A paid app such as Peloton may suit you better for live classes or adaptive plans.",
      ],
    },
    {
      rank: 2,
      product: "calm",
      job: "Sleep",
      runnerUp: {
        name: "Insight Timer",
        why: "A large free library of sleep and meditation tracks, but offline listening and its courses need the paid membership.",
      },
      description:
        "A sleep and relaxation app best known for Sleep Stories, narrated tales designed to help you drift off. It also offers a daily guided meditation and breathing exercises.",
      scores: {
        free: {
          score: 3,
          why: "The free version keeps a few meditations, breathing exercises and a timer; most Sleep Stories need Calm Premium.",
        },
        devices: {
          score: 5,
          why: "Apps for iPhone, Android and the web and an Apple Watch app, with mindful minutes saved to Apple Health.",
        },
        privacy: {
          score: 5,
          why: "No third-party ads in the app, your sessions stay private to your account, and no data breach or regulator action over Calm data in the last five years.",
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
        "Pick Calm if bedtime is your main problem. Its Sleep Stories are slow, calm narrations meant to quiet a busy mind, and you can set them to fade out or pair them with rain, ocean or white-noise soundscapes. During the day, the Daily Calm offers a short guided session, and breathing exercises help in stressful moments. Sessions download for offline listening, and Premium includes content for kids.",
        "Most of the library needs Calm Premium after the trial, though the free version keeps a few meditations, breathing exercises and a timer. Its meditation teaching is less structured than Headspace's, so if you want to learn step by step, start there. If sleep problems persist, talk to a doctor: an app is not a treatment for insomnia.",
      ],
    },
    {
      rank: 3,
      product: "headspace",
      job: "Learning to meditate",
      runnerUp: {
        name: "Waking Up",
        why: "In-depth courses on meditation and the ideas behind it, but it costs more a year than Headspace, though it offers free access to anyone who can't afford it.",
      },
      description:
        "A guided meditation and sleep app with structured courses that teach the basics step by step, then build into themed courses on stress, focus and sleep.",
      scores: {
        free: {
          score: 2,
          why: "After the free trial only a small sample of sessions stays free; the courses and most sleep content need a subscription.",
        },
        devices: {
          score: 5,
          why: "Apps for iPhone, Android and the web and an Apple Watch app, with mindful minutes saved to Apple Health.",
        },
        privacy: {
          score: 5,
          why: "No third-party ads in the app, your sessions stay private to your account, and no data breach or regulator action over Headspace data in the last five years.",
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
        "For a first-time meditator, Headspace explains rather than just plays recordings: its Basics course walks you through the method in short sessions, then builds into courses on stress, focus and sleep, so one app covers both your day and your night. Sessions range from a few minutes to longer practices, and you can download them for flights or commutes.",
        "The drawback is a thin free tier, the one score that puts it below Calm here: after the trial only a small sample stays free, and the yearly plan is far cheaper than paying month by month. Students can get a discounted plan. If you mainly want help falling asleep, Calm's Sleep Stories may suit you better; if you would rather move than sit still, Nike Training Club costs nothing.",
      ],
    },
    {
      rank: 4,
      product: "strava",
      job: "Run and ride tracking",
      runnerUp: {
        name: "Garmin Connect",
        why: "Free, with detailed training data, but it works fully only with a Garmin watch or bike computer.",
      },
      description:
        "A GPS activity tracker for running, cycling, walking and other sports, with a social feed that keeps you motivated. It records workouts from your phone or your watch.",
      scores: {
        free: {
          score: 4,
          why: "Recording, the activity feed, kudos and clubs stay free; segment leaderboards, route building and deeper analysis need the subscription.",
        },
        devices: {
          score: 5,
          why: "Apps for iPhone, Android and the web, Apple Watch and Wear OS apps, and sync with Garmin, COROS, Wahoo and Apple Health.",
        },
        privacy: {
          score: 4,
          why: "No third-party ads, but activities can be visible to everyone until you change the default, and privacy zones around your home are off until you set them.",
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
        "Strava records every run, ride, walk or swim with a map, pace and elevation, from your phone's GPS or from the watch or bike computer you already own, and that recording stays free. Kudos and comments from friends make it easier to keep going, segments show how your time on a favorite hill changes over the months, and clubs help you find local group runs and rides.",
        "Two things hold its rating down: the yearly subscription costs more than the meditation apps here, and activities can be public by default, so set privacy zones around your home before you share. Segment leaderboards, route building and deeper training analysis have needed the subscription since 2020. For guided sessions rather than tracking, Nike Training Club is free.",
      ],
    },
    {
      rank: 5,
      product: "myfitnesspal",
      job: "Food logging",
      runnerUp: {
        name: "Lose It!",
        why: "Barcode scanning is free, but macro and nutrient goals need its Premium plan.",
      },
      description:
        "A food diary and calorie counter with a large food database. It shows what you eat against daily calorie and macro targets.",
      scores: {
        free: {
          score: 3.5,
          why: "Searching the database, logging meals and calorie goals stay free, but barcode scanning moved to Premium in 2022.",
        },
        devices: {
          score: 5,
          why: "Apps for iPhone, Android and the web, with sync to Apple Health, Garmin, Fitbit and many other fitness apps.",
        },
        privacy: {
          score: 4,
          why: "The free version shows third-party ads; its 2018 data breach is more than five years old.",
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
        "Logging meals is tedious, and MyFitnessPal makes it quick enough to keep doing: search its food database, save recipes and repeat meals, and see how the day adds up against your calorie and macro targets. Logging itself stays free, and syncing with fitness trackers adds the energy you burn.",
        "Barcode scanning moved to the paid Premium plan, the free version shows ads, and Premium costs as much a year as Strava's subscription. Some database entries are submitted by users, so double-check numbers for foods you eat often. If tracking every bite makes you anxious, or you have a history of disordered eating, skip calorie counting and talk to a registered dietitian.",
      ],
    },
  ],
  methodology: {
    text: "We read each app's own pricing pages, help centers and feature documentation, and compared what it costs, what the free version keeps, which devices it works with and how it handles your data. The scores rest on that published information; we have no test lab.",
    criteria: [
      {
        id: "price",
        name: "Price",
        weight: 20,
        measures: "What the full app costs a year on its yearly plan, from the vendor's own pricing.",
        computed: { fact: "price-year", five: 0, one: 200 },
      },
      {
        id: "free",
        name: "Free version",
        weight: 10,
        measures: "What you can still do without paying once any trial ends.",
        rubric: {
          5: "Every feature is free",
          4: "The main job works free with no time limit; the subscription adds extras",
          3: "The free version covers part of the main job; most of the library or a key tool needs the subscription",
          2: "After a free trial, only a small sample stays free",
          1: "No free version",
        },
      },
      {
        id: "devices",
        name: "Devices and syncing",
        weight: 35,
        measures: "Phones, watches and web access, and syncing with health apps and fitness trackers.",
        rubric: {
          5: "iPhone and Android apps, plus a web or watch app, and sync with Apple Health or other fitness apps",
          4: "iPhone and Android apps with sync to Apple Health or other fitness apps",
          3: "iPhone and Android apps only",
          2: "An app for one phone platform only",
          1: "Web only",
        },
      },
      {
        id: "privacy",
        name: "Privacy",
        weight: 35,
        measures: "Ads, what is public by default, and any data breach or regulator action.",
        rubric: {
          5: "No third-party ads, nothing public by default, and no data breach or regulator action in the last five years",
          4: "As a 5, except third-party ads in the free version or activities public until you change a setting",
          3: "Third-party ads and public-by-default sharing, with settings to change them",
          2: "A data breach or regulator action over users' data in the last five years",
          1: "A data breach or regulator order that the maker has not resolved",
        },
      },
    ],
    tiebreak: "privacy",
  },
  compare: [
    { fact: "price-year", label: "Full app, yearly plan" },
    { fact: "price-month-yearly", label: "Yearly plan, a month" },
    { fact: "free-plan", label: "Free version" },
  ],
  presets: [
    { label: "Free to use", levels: { free: 3, price: 3 } },
    { label: "Privacy first", levels: { privacy: 3 } },
    { label: "Works on all my devices", levels: { devices: 3 } },
  ],
  competition: [
    {
      name: "Apple Fitness+",
      why: "Works only with Apple devices, and every class needs a $9.99-a-month subscription.",
    },
    {
      name: "Nike Run Club",
      why: "Free GPS run tracking with guided runs, but it records runs only, not rides or swims.",
    },
    {
      name: "Samsung Health",
      why: "Free, but several of its health features work only with a Samsung phone and a Galaxy Watch.",
    },
    {
      name: "Weight Watchers",
      why: "A coaching subscription that costs more a year than any pick here.",
    },
  ],
  sources: [
    { title: "Nike Training Club app", url: "https://www.nike.com/ntc-app" },
    { title: "Calm", url: "https://www.calm.com/" },
    { title: "Headspace subscriptions", url: "https://www.headspace.com/subscriptions" },
    { title: "Strava", url: "https://www.strava.com/" },
    { title: "MyFitnessPal", url: "https://www.myfitnesspal.com/" },
    { title: "ANAD: Eating Disorder Helpline", url: "https://anad.org/eating-disorder-helpline/" },
    { title: "988 Suicide & Crisis Lifeline", url: "https://988lifeline.org/" },
  ],
  mustReads: [{ to: "/meal-prep-guide" }, { to: "/productivity-apps" }, { to: "/minimalist-living" }],
  itemType: "MobileApplication",
  applicationCategory: "HealthApplication",
  ratingCount: 8000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-25",
      text: "Added where to get help if tracking food starts to feel out of control: ANAD's free eating disorder helpline and the 988 Suicide & Crisis Lifeline",
    },
    {
      date: "2026-11-25",
      text: "Picks now compared on what their different jobs share, with published rubrics: yearly price, what stays free, devices and privacy. Nike Training Club moves to first, Calm to second and Strava to fourth",
    },
    {
      date: "2026-11-22",
      text: "Ratings broken down by criterion and the order changed to match them; prices in the comparison table now show their dates; product links now point at each app's own page (Nike Training Club's app page)",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
