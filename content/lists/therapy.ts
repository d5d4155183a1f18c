import type { RankedListInput } from "../schema";

export default {
  path: "/category/therapy",
  meta: {
    title: "Best Online Therapy Services: Top 5 Platforms Compared",
    description:
      "We compared insurance coverage, therapist licensing, session formats, psychiatry and price to rank five online therapy services for adults in the US.",
    keywords: ["best online therapy", "online therapy services", "online therapy that takes insurance", "talkspace vs betterhelp", "online psychiatry"],
  },
  title: "Best Online Therapy Services",
  tagline: "Five platforms that connect you with licensed therapists by video, phone or message.",
  icon: "brain",
  intro: [
    "We compared online therapy services for adults in the US on who the therapists are, how you talk to them (video, phone or messaging), whether insurance is accepted, whether medication management is available and how clear the pricing is. Every service here uses licensed clinicians; you can check any therapist's license with your state licensing board.",
    "This page is general information, not medical or mental health advice, and online therapy is not an emergency service. If you are thinking about suicide or are in crisis, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time, in the US. If you are in immediate danger, call 911.",
  ],
  summaryHeading: "Our Top 5 Best Online Therapy Services",
  entries: [
    {
      rank: 1,
      product: "talkspace",
      description: "Messaging and live video therapy with licensed therapists, plus psychiatry, and in-network coverage with many health plans.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d",
        alt: "Person typing on a laptop at a desk",
      },
      pros: [
        "In-network with many major health insurers and employer programs, as of 2025",
        "Text, audio and video messaging between sessions, plus scheduled live video sessions",
        "Psychiatry for medication management and therapy for teens aged 13 to 17",
      ],
      bestFor: "Adults who want to use their health insurance for online therapy.",
      drawback: "Messaging therapists reply during their working hours, not in real time, which can feel slow.",
      review: [
        "Talkspace is our number one because it combines therapy, psychiatry and insurance coverage in one service, which is the surest way for most people to get ongoing care at a lower out-of-pocket cost. You can message your therapist any day and book live video sessions, and the intake helps match you with a licensed clinician in your state.",
        "Messaging is not a chat: replies come during the therapist's hours, so it suits people who like to write things down between sessions. Without insurance, the weekly price is similar to BetterHelp's. If your plan does not cover it and you want the widest choice of therapists, try BetterHelp.",
      ],
    },
    {
      rank: 2,
      product: "betterhelp",
      description: "The largest subscription therapy service, with therapy by messaging, live chat, phone or video and easy therapist switching.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1506126613408-eca07ce68773",
        alt: "Woman meditating outdoors at sunrise",
      },
      pros: [
        "Therapy by messaging, live chat, phone or video, and you can switch therapists from your account",
        "Financial aid that lowers the subscription price for eligible people",
        "Large network of licensed therapists, so matching is usually quick",
      ],
      bestFor: "People without insurance coverage who want to start quickly and keep trying until the fit is right.",
      drawback: "It does not accept insurance or offer medication management, and in 2023 it settled FTC charges over sharing health data with advertisers.",
      review: [
        "BetterHelp bills a subscription, from about $70 to $100 a week as of 2025, charged every four weeks, which includes messaging plus live sessions. Matching is usually fast, and switching to a new therapist takes a few clicks if the first one is not right for you.",
        "It ranks second because it does not take insurance and has no psychiatry, so you pay the full price and need a separate prescriber for medication. In 2023 the FTC ordered BetterHelp to stop sharing users' health data for advertising and to pay $7.8 million; read its current privacy settings. If you have coverage, Talkspace or Brightside is usually cheaper.",
      ],
    },
    {
      rank: 3,
      product: "brightside",
      description: "Online therapy and psychiatry for adults with anxiety and depression, with one care team and insurance coverage.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1505751172876-fa1923c5c528",
        alt: "A doctor's stethoscope",
      },
      pros: [
        "Therapy and medication management in one plan, coordinated by the same care team",
        "Accepts many insurance plans, as of 2025",
        "Regular symptom check-ins so you and your clinician can see whether treatment is working",
      ],
      bestFor: "Adults with depression or anxiety who may want therapy and medication together.",
      drawback: "It focuses on adults with anxiety and depression, so it is not the place for couples, children or many other conditions.",
      review: [
        "Brightside is built around two conditions, depression and anxiety, and treats them with video therapy, psychiatry or both. Its psychiatric providers can prescribe and adjust medication, your therapist and prescriber share your plan, and short questionnaires track your symptoms over time so changes are based on data, not guesswork.",
        "It ranks third because that focus is also its limit: it does not offer couples therapy, care for children, or treatment for many other conditions. If you want therapy for relationship issues or general stress, Talkspace or BetterHelp covers more ground. If medication is part of your plan and you have insurance, Brightside is a strong choice.",
      ],
    },
    {
      rank: 4,
      product: "amwell",
      description: "A telehealth service where you choose a therapist or psychiatrist from their profiles and book video visits one at a time.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1441974231531-c6227db76b6e",
        alt: "Sunlight filtering through tall trees in a forest",
      },
      pros: [
        "Choose your own therapist or psychiatrist by reading their profiles before you book",
        "Pay per visit or use insurance, with no subscription",
        "The same app covers urgent care and other telehealth visits",
      ],
      bestFor: "People who prefer scheduled video sessions and want to choose their own clinician.",
      drawback: "Per-visit prices add up quickly if your insurance does not cover it, and open appointment times vary by state.",
      review: [
        "Amwell works like a traditional therapy practice moved online: you read clinician profiles, pick a therapist or psychiatrist licensed in your state and book a video appointment. There is no subscription, so you only pay for the sessions you have, and many insurance plans cover visits.",
        "It ranks fourth because it is built around scheduled video visits rather than a messaging subscription, so there is less support between sessions, and booking depends on each clinician's calendar. Without coverage, paying per visit can cost more than a weekly plan. If you want to write to a therapist between sessions, choose Talkspace or BetterHelp.",
      ],
    },
    {
      rank: 5,
      product: "online-therapy-com",
      description: "A structured cognitive behavioral therapy (CBT) program with worksheets and a journal, guided by a therapist.",
      rating: 4.3,
      image: {
        url: "https://images.unsplash.com/photo-1455390582262-044cdead277a",
        alt: "Hand writing in a notebook with a pen",
      },
      pros: [
        "Step-by-step CBT program with worksheets, a journal and an activity plan",
        "Your therapist reviews your worksheets and replies to messages",
        "Yoga and meditation videos included, with live sessions on higher-tier plans",
      ],
      bestFor: "Self-motivated people who like homework and want a structured CBT program.",
      drawback: "It does not accept insurance, and the program centers on CBT, so other approaches are limited.",
      review: [
        "Online-Therapy.com is less a marketplace of therapists than a guided course in cognitive behavioral therapy. You work through sections with worksheets, keep a journal and set activities, and your therapist reviews your work and answers messages. Higher plans add live sessions by video, voice or text.",
        "It ranks fifth because it suits a narrower group: it does not take insurance, it is built around CBT, and it works best if you will do the exercises on your own. If you want talk therapy with more flexibility, choose BetterHelp. If you want to use insurance, start with Talkspace.",
      ],
    },
  ],
  methodology: {
    text: "We reviewed each service's sign-up process, therapist licensing checks, session formats, insurance options and privacy terms as of 2025, and cross-checked clinician licenses against state licensing board records.",
    criteria: [
      "Licensed clinicians and how matching works",
      "Insurance coverage and clarity of self-pay prices",
      "Session formats: video, phone, messaging",
      "Access to psychiatry and medication management",
      "Privacy practices and any regulatory actions",
    ],
  },
  mustReads: [{ to: "/online-vs-in-person-therapy" }, { to: "/therapy-costs" }, { to: "/choosing-therapist" }],
  itemType: "Product",
  ratingCount: 11000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
