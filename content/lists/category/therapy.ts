import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Online Therapy Services: Top 5 Platforms Compared",
    description:
      "We compared insurance coverage, therapist licensing, session formats, psychiatry and price to rank five online therapy services for adults in the US.",
    keywords: [
      "best online therapy",
      "online therapy services",
      "online therapy that takes insurance",
      "talkspace vs betterhelp",
      "online psychiatry",
    ],
  },
  title: "Best Online Therapy Services",
  tagline: "Five platforms that connect you with licensed therapists by video, phone or message.",
  icon: "brain",
  intro: [
    "If you are thinking about suicide or are in crisis, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time, in the US. If you are in immediate danger, call 911. Online therapy is not an emergency service.",
    "We compared online therapy services for adults in the US on who the therapists are, how you talk to them (video, phone or messaging), whether insurance is accepted, whether medication management is available and how clear the pricing is. Each service states its own licensing requirements for clinicians; you can check any therapist's license with your state licensing board.",
  ],
  summaryHeading: "Our Top 5 Best Online Therapy Services",
  entries: [
    {
      rank: 1,
      product: "talkspace",
      description:
        "Messaging and live video therapy with licensed therapists, plus psychiatry, and in-network coverage with many health plans.",
      rating: 4.6,
      scores: {
        clinicians: {
          score: 4.6,
          why: "An intake questionnaire matches you with a therapist licensed in your state, and you can request a new one from your account settings.",
        },
        cost: {
          score: 4.7,
          why: "In-network with many health plans and employer programs, so many members pay only a copay; self-pay plans are billed as a subscription.",
        },
        formats: { score: 4.6, why: "Text, audio and video messages any day, plus scheduled live video sessions." },
        privacy: {
          score: 4.3,
          why: "As an in-network provider for health plans, it is bound by HIPAA for the clinical records it keeps.",
        },
        range: {
          score: 4.8,
          why: "Offers psychiatry for medication management, couples therapy and therapy for teens aged 13 to 17.",
        },
      },
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
        "Talkspace combines therapy, psychiatry and insurance coverage in one service, the surest way for most people to get ongoing care at a lower out-of-pocket cost. You can message your therapist any day and book live video sessions, the intake matches you with a clinician licensed in your state, and if the fit is wrong you can ask for a new therapist from your account settings.",
        "Messaging is not a chat: replies come during the therapist's working hours, so it suits people who like to write things down between sessions. Without insurance, the weekly price is close to BetterHelp's. If your plan does not cover it and you want the widest choice of therapists and formats, try BetterHelp.",
      ],
    },
    {
      rank: 2,
      product: "brightside",
      description:
        "Online therapy and psychiatry for adults with anxiety and depression, with one care team and insurance coverage.",
      rating: 4.3,
      scores: {
        clinicians: {
          score: 4.3,
          why: "Licensed therapists and psychiatric providers work from one shared treatment plan and track your symptoms with regular questionnaires.",
        },
        cost: {
          score: 4.6,
          why: "In-network with plans including Aetna, Cigna, UnitedHealthcare, Medicare and Medicaid as of August 2026, and it publishes its self-pay monthly prices.",
        },
        formats: {
          score: 3.8,
          why: "Care centers on scheduled video sessions rather than the messaging subscriptions that Talkspace and BetterHelp sell.",
        },
        privacy: {
          score: 4.3,
          why: "Bills health plans as a healthcare provider, so HIPAA applies to the clinical records it keeps.",
        },
        range: {
          score: 4.0,
          why: "Combines therapy and medication management, but only for adults and mainly for anxiety and depression, with no couples or child care.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1505751172876-fa1923c5c528",
        alt: "A doctor's stethoscope",
      },
      pros: [
        "Therapy and medication management in one plan, coordinated by the same care team",
        "In-network with plans including Medicare and Medicaid, as of August 2026",
        "Regular symptom check-ins so you and your clinician can see whether treatment is working",
      ],
      bestFor: "Adults with depression or anxiety who may want therapy and medication together.",
      drawback:
        "It focuses on adults with anxiety and depression, so it is not the place for couples, children or many other conditions.",
      review: [
        "Brightside is built around two conditions, depression and anxiety, and treats them with video therapy, psychiatry or both. Its psychiatric providers can prescribe and adjust medication, your therapist and prescriber share one plan, and short questionnaires track your symptoms over time so changes rest on data, not guesswork. It takes many insurance plans, Medicare and Medicaid among them, and publishes its self-pay prices.",
        "That focus is also its limit: it does not offer couples therapy, care for children, or treatment for many other conditions. It rates above BetterHelp because it takes insurance and offers medication. If you want therapy for relationship issues or general stress, Talkspace or BetterHelp covers more ground.",
      ],
    },
    {
      rank: 3,
      product: "betterhelp",
      description:
        "The largest subscription therapy service, with therapy by messaging, live chat, phone or video and easy therapist switching.",
      rating: 4.2,
      scores: {
        clinicians: {
          score: 4.7,
          why: "Says its network has more than 30,000 therapists, including psychologists, marriage and family therapists, social workers and counselors, and you can switch therapists from your account.",
        },
        cost: {
          score: 4.0,
          why: "Self-pay only, with no insurance, but the weekly price includes a live session plus messaging, and financial aid can lower it.",
        },
        formats: {
          score: 5.0,
          why: "Offers messaging, live chat, phone and video sessions, the widest choice of formats on this list.",
        },
        privacy: {
          score: 3.0,
          why: "Paid $7.8 million under a 2023 FTC order over sharing users' health information with advertisers, and the order now bans that sharing.",
        },
        range: {
          score: 3.5,
          why: "Individual therapy for adults across many concerns, with no psychiatry or prescribing, so medication needs a separate provider.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1506126613408-eca07ce68773",
        alt: "Person meditating outdoors",
      },
      pros: [
        "Therapy by messaging, live chat, phone or video, and you can switch therapists from your account",
        "Financial aid that lowers the subscription price for eligible people",
        "More than 30,000 therapists by its own count, and it says many people are matched within 48 hours",
      ],
      bestFor: "People without insurance coverage who want to start quickly and keep trying until the fit is right.",
      drawback:
        "It does not accept insurance or offer medication management, and in 2023 it settled FTC charges over sharing health data with advertisers.",
      review: [
        "BetterHelp sells a weekly subscription, billed every four weeks, that includes messaging plus one live session a week by video, phone or live chat. By its own count its network is the largest here, matching is usually fast, and switching to a new therapist takes a few clicks if the first one is not right for you.",
        "It rates below Talkspace and Brightside because it does not take insurance and has no psychiatry, so you pay the full price and need a separate prescriber for medication. In 2023 the FTC ordered BetterHelp to stop sharing users' health data for advertising and to pay $7.8 million; read its current privacy settings. Of the three services tied on our scores, it goes first for its formats and network. If you have coverage, Talkspace or Brightside is usually cheaper.",
      ],
    },
    {
      rank: 4,
      product: "amwell",
      description:
        "A telehealth service where you choose a therapist or psychiatrist from their profiles and book video visits one at a time.",
      rating: 4.2,
      scores: {
        clinicians: {
          score: 4.5,
          why: "You read profiles and pick a therapist or psychiatrist licensed in your state before you book.",
        },
        cost: {
          score: 4.2,
          why: "No subscription: you pay per visit or your plan's share, and many insurance plans cover visits.",
        },
        formats: { score: 3.5, why: "Built around scheduled video visits, with no messaging plan between sessions." },
        privacy: {
          score: 4.3,
          why: "A telehealth provider that bills insurance, so HIPAA applies to your visit records.",
        },
        range: {
          score: 4.3,
          why: "Therapy and psychiatry in one app, alongside urgent care and other telehealth visits.",
        },
      },
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
      drawback:
        "Per-visit prices add up quickly if your insurance does not cover it, and open appointment times vary by state.",
      review: [
        "Amwell works like a traditional therapy practice moved online: you read clinician profiles, pick a therapist or psychiatrist licensed in your state and book a video appointment. There is no subscription, so you only pay for the sessions you have, and many insurance plans cover visits.",
        "It shares BetterHelp's rating but sits below it because it is built around scheduled video visits rather than a messaging subscription, so there is less support between sessions, and booking depends on each clinician's calendar. It sits above Online-Therapy.com because you can use insurance and see a psychiatrist. Without coverage, paying per visit can cost more than a weekly plan. If you want to write to a therapist between sessions, choose Talkspace or BetterHelp.",
      ],
    },
    {
      rank: 5,
      product: "online-therapy-com",
      description:
        "A structured cognitive behavioral therapy (CBT) program with worksheets and a journal, guided by a therapist.",
      rating: 4.2,
      scores: {
        clinicians: {
          score: 4.0,
          why: "Assigns a therapist who reviews your worksheets and replies to messages within 24 hours on weekdays, and you can switch from your dashboard.",
        },
        cost: {
          score: 4.2,
          why: "No insurance, but the Basic plan is a low-cost way to get therapist feedback, and it gives itemized receipts you can submit for reimbursement.",
        },
        formats: {
          score: 4.7,
          why: "Worksheets, a journal, an activity plan and messaging on every plan, plus live video, voice or text sessions on Standard and Premium.",
        },
        privacy: {
          score: 4.3,
          why: "You can sign up with a nickname instead of your real name, though it asks for an emergency contact.",
        },
        range: {
          score: 3.5,
          why: "A structured CBT program for individuals, with no psychiatry or medication management.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1455390582262-044cdead277a",
        alt: "Hand writing in a notebook with a pen",
      },
      pros: [
        "Step-by-step CBT program with worksheets, a journal and an activity plan",
        "Your therapist reviews your worksheets and replies to messages within 24 hours on weekdays",
        "45-minute live sessions by video, voice or text: one a week on Standard, two on Premium",
      ],
      bestFor: "Self-motivated people who like homework and want a structured CBT program.",
      drawback: "It does not accept insurance, and the program centers on CBT, so other approaches are limited.",
      review: [
        "Online-Therapy.com is less a marketplace of therapists than a guided course in cognitive behavioral therapy. You work through sections with worksheets, keep a journal and set activities, and your therapist reviews your work and answers messages within a day on weekdays. The Standard and Premium plans add 45-minute live sessions by video, voice or text.",
        "Of the three services tied on our scores it comes last, because it suits a narrower group: it does not take insurance, it is built around CBT, and it works best if you will do the exercises on your own. As on any platform, confirm your therapist's license with your state board. For more flexible talk therapy, choose BetterHelp; to use insurance, start with Talkspace.",
      ],
    },
  ],
  methodology: {
    text: "We read each service's own pages: the licensing requirements it states for its clinicians, its pricing and insurance pages, session formats, help-center articles and privacy policy, plus the FTC's 2023 order against BetterHelp. We did not sign up for the services or check individual clinicians' licenses. Each service gets a score from 0 to 5 on each criterion below, and its rating is the weighted mean of those scores.",
    criteria: [
      {
        id: "clinicians",
        name: "Clinicians and matching",
        weight: 30,
        measures:
          "Who the clinicians are by the platform's stated requirements, how matching works and how easily you can choose or switch.",
      },
      {
        id: "cost",
        name: "Cost and insurance",
        weight: 30,
        measures: "Self-pay price, insurance and employer coverage, and how clear the billing is.",
      },
      {
        id: "formats",
        name: "Session formats",
        weight: 15,
        measures: "Live video, phone, live chat, messaging and tools between sessions.",
      },
      {
        id: "privacy",
        name: "Privacy record",
        weight: 15,
        measures: "Privacy terms, HIPAA status and any regulator's action.",
      },
      {
        id: "range",
        name: "Range of care",
        weight: 10,
        measures: "Conditions, ages and couples care covered, and access to medication management.",
      },
    ],
  },
  mustReads: [{ to: "/online-vs-in-person-therapy" }, { to: "/therapy-costs" }, { to: "/choosing-therapist" }],
  itemType: "Product",
  ratingCount: 11000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-22",
      text: "Weighted criteria and per-criterion scores added; Brightside moves to second and BetterHelp to third on the new ratings; the claim that we checked clinicians' licenses is removed (the list rests on each platform's stated requirements); prices moved to dated records",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
