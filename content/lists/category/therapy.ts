import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Online Therapy Services: Top 5 Platforms Compared",
    description:
      "We compared insurance coverage, stated licensing rules, care options, psychiatry, privacy records and pricing to rank five online therapy services for adults in the US.",
    keywords: [
      "best online therapy",
      "online therapy services",
      "online therapy that takes insurance",
      "talkspace vs betterhelp",
      "online psychiatry",
    ],
  },
  title: "Best Online Therapy Services",
  tagline: "Five services that connect you with licensed therapists by video or message, and take your insurance.",
  icon: "brain",
  intro: [
    "If you are thinking about suicide or are in crisis, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time, in the US. If you are in immediate danger, call 911. Online therapy is not an emergency service.",
    "We compared online therapy services for adults in the US on the licensing rules each one states for its clinicians, whether it takes insurance, its care options (live video, messaging, psychiatry, and care for couples, families and teens), its privacy record and how openly it prices self-pay care. We did not check individual clinicians; you can check any therapist's license with your state licensing board.",
  ],
  summaryHeading: "Our Top 5 Best Online Therapy Services",
  entries: [
    {
      rank: 1,
      product: "rula",
      description:
        "A network of licensed therapists and psychiatric providers who take your insurance, with individual, couples and family therapy and medication management.",
      scores: {
        clinicians: {
          score: 5,
          why: "Requires every therapist to hold an independent, unencumbered license, and you choose from profiles showing each provider's license and specialties before you book.",
        },
        care: {
          score: 5,
          why: "Video therapy, secure messaging, psychiatry with medication management from age 13, and individual, couples and family therapy for clients from age 5.",
        },
        privacy: {
          score: 5,
          why: "Bills health plans, so HIPAA covers its records, including portal messages it keeps for at least 10 years; we found no FTC or state action over its health data.",
        },
        pricing: {
          score: 3,
          why: "Self-pay is available and Rula emails a cost estimate before your first session, but it publishes no self-pay prices.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1506126613408-eca07ce68773",
        alt: "Person meditating outdoors",
      },
      pros: [
        "Every therapist must hold an independent, unencumbered license, and you choose yours from profiles",
        "Individual, couples and family therapy from age 5, and psychiatry from age 13",
        "Replace your therapist yourself from the patient portal",
      ],
      bestFor: "People with insurance who want to choose their own therapist, or care for a couple, family or child.",
      drawback: "It publishes no self-pay prices, and whether you can message your therapist depends on the therapist.",
      review: [
        "Rula connects you with therapists and psychiatric providers who take your insurance. It requires every therapist to hold an independent, unencumbered license, and you browse profiles showing each clinician's license, specialties and focus areas before you book. If the fit is wrong, you can replace your therapist from the patient portal yourself.",
        "It covers individual, couples and family therapy for clients from age 5, psychiatry with medication management from age 13, and in-network plans that include some Medicare Advantage plans. Messaging runs through a secure portal tool, though each therapist decides whether to use it. You pay per visit; Rula checks your benefits and emails a cost estimate before the first session rather than publishing self-pay prices. Talkspace is built for writing to a therapist most days.",
      ],
    },
    {
      rank: 2,
      product: "talkspace",
      description:
        "Messaging and live video therapy with licensed therapists, plus psychiatry, and in-network coverage with many health plans.",
      scores: {
        clinicians: {
          score: 4,
          why: "An intake questionnaire matches you with a therapist licensed in your state, and you can request a new one from your account settings.",
        },
        care: {
          score: 5,
          why: "Text, audio and video messages any day and live video sessions, plus psychiatry, couples therapy and therapy for teens aged 13 to 17.",
        },
        privacy: {
          score: 5,
          why: "Bills health plans as an in-network provider, so HIPAA covers its clinical records; we found no FTC or state action over its health data.",
        },
        pricing: {
          score: 4,
          why: "Publishes its self-pay therapy prices, from $69 a week for messaging therapy, while psychiatry is sold per session at booking.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d",
        alt: "Person typing on a laptop at a desk",
      },
      pros: [
        "In-network with many health plans and employer programs",
        "Text, audio and video messaging between sessions, plus live video sessions",
        "Psychiatry, couples therapy and therapy for teens aged 13 to 17",
      ],
      bestFor: "People who like to write to a therapist between sessions and want to use their insurance.",
      drawback:
        "The cheapest self-pay plan is messaging only, and you are matched with a therapist rather than choosing one.",
      review: [
        "Talkspace combines messaging therapy, live video sessions and psychiatry, and it is in-network with many health plans and employer programs, so many members pay only a copay. The intake matches you with a therapist licensed in your state, and you can request a new one from your account settings. It also treats couples and teens aged 13 to 17.",
        "Without insurance, the cheapest plan is $69 a week for messaging therapy with no live sessions; plans with live video cost more, and therapy renews as a monthly subscription. Messaging is not a chat: replies come within one working day, five days a week. It scores below Rula on clinician choice because Talkspace assigns your first match. Rula, Grow Therapy and Amwell bill per session instead, for booking visits one at a time.",
      ],
    },
    {
      rank: 3,
      product: "grow-therapy",
      description:
        "A marketplace of independently licensed therapists and psychiatric providers who bill your insurance, where you pick your own clinician.",
      scores: {
        clinicians: {
          score: 5,
          why: "Accepts only independently licensed providers, and you choose yours from profiles with client ratings and reviews before you book.",
        },
        care: {
          score: 4.5,
          why: "Video sessions, messaging through the client portal, medication management and therapy for children and adolescents; the pages we read do not describe couples care.",
        },
        privacy: {
          score: 5,
          why: "Bills health plans as a national group practice, so HIPAA covers its records; we found no FTC or state action over its health data.",
        },
        pricing: {
          score: 3,
          why: "Many providers offer a cash rate and a cost estimate tool checks your coverage, but it publishes no self-pay prices.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1455390582262-044cdead277a",
        alt: "Hand writing in a notebook with a pen",
      },
      pros: [
        "Choose from independently licensed providers, with client ratings and reviews",
        "Accepts most major plans, including Aetna, Anthem, Cigna, Blue Cross Blue Shield and UnitedHealthcare",
        "Therapy for children and adolescents as well as adults, plus medication management",
      ],
      bestFor: "People with insurance who want to compare and choose their own therapist.",
      drawback:
        "Providers run their own practices, so messaging habits, cancellation fees and cash rates vary from one to the next.",
      review: [
        "To compare therapists yourself and pay with insurance, try Grow Therapy, a network of independently licensed therapists and psychiatric providers who bill your insurance, including most major plans such as Aetna, Anthem, Cigna, Blue Cross Blue Shield and UnitedHealthcare, and some employee assistance programs. You search its marketplace, read profiles with client ratings and reviews, and book directly, paying your plan's share per session.",
        "Providers run their own practices under Grow's care guidelines, so response times, late-cancellation fees and cash rates vary by provider. It offers therapy for children and adolescents as well as adults, and medication management with psychiatric providers. It publishes no self-pay prices; a cost estimate tool checks your coverage before you book. Talkspace or Brightside is more uniform, with one company setting the same policies for everyone.",
      ],
    },
    {
      rank: 4,
      product: "brightside",
      description:
        "Online therapy and psychiatry for adults with depression, anxiety and related conditions, with one care team, insurance coverage and published self-pay prices.",
      scores: {
        clinicians: {
          score: 3,
          why: "Matches you with a licensed therapist or psychiatric provider who works from one shared plan; the pages we read describe no way to choose or switch clinicians yourself.",
        },
        care: {
          score: 4,
          why: "Weekly video sessions, unlimited messaging and psychiatry with prescribing, but only for adults, with no couples or child care.",
        },
        privacy: {
          score: 5,
          why: "Bills health plans as a healthcare provider, so HIPAA covers its clinical records; we found no FTC or state action over its health data.",
        },
        pricing: {
          score: 5,
          why: "Publishes all three self-pay plans: $95 a month for psychiatry, $299 for therapy with four sessions, or $349 for both.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1505751172876-fa1923c5c528",
        alt: "A doctor's stethoscope",
      },
      pros: [
        "Therapy and medication management in one plan, coordinated by the same care team",
        "In-network with plans including Medicare and Medicaid, as of August 2026",
        "Published self-pay prices: $95, $299 or $349 a month",
      ],
      bestFor: "Adults with depression or anxiety who may want therapy and medication together.",
      drawback:
        "It treats adults only, with no couples or child therapy, and it matches you with a clinician rather than letting you choose.",
      review: [
        "Brightside treats depression, anxiety and related conditions, from panic disorder and PTSD to insomnia, with video therapy, psychiatry or both. Its psychiatric providers can prescribe and adjust medication, though not controlled substances, your clinicians work from one plan, and regular questionnaires track your symptoms. It takes many insurance plans, Medicare and Medicaid among them, and publishes its self-pay prices: $95 a month for psychiatry, $299 for therapy or $349 for both.",
        "It is for adults only, with no couples or child care, and the pages we read describe being matched with a clinician rather than choosing one, which is why it scores lower on clinician choice. For relationship issues or a teenager, Rula or Talkspace covers more ground.",
      ],
    },
    {
      rank: 5,
      product: "amwell",
      description:
        "A telehealth service where you choose a therapist or psychiatrist from their profiles and book video visits one at a time.",
      scores: {
        clinicians: {
          score: 5,
          why: "You read profiles and pick a therapist or psychiatrist licensed in your state before you book.",
        },
        care: {
          score: 3,
          why: "Therapy and psychiatry by scheduled video visit, with no messaging plan between sessions.",
        },
        privacy: {
          score: 5,
          why: "A telehealth provider that bills insurance, so HIPAA covers your visit records; we found no FTC or state action over its health data.",
        },
        pricing: {
          score: 3,
          why: "You can pay per visit without insurance, but the cost depends on the clinician and shows when you book; it publishes no price list.",
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
        "There is no messaging between sessions, and per-visit prices add up if your insurance does not cover it.",
      review: [
        "Amwell works like a traditional therapy practice moved online: you read clinician profiles, pick a therapist or psychiatrist licensed in your state and book a video visit. There is no subscription, so you pay only for the visits you have, and many insurance plans cover them.",
        "It is built around scheduled video visits, with no messaging plan between sessions, and booking depends on each clinician's calendar. Self-pay costs depend on the clinician and show when you book rather than in a published price list, so without coverage it can cost more than a subscription. The same app covers urgent care and other telehealth visits. To write to your clinician between sessions, choose Rula, Talkspace or Grow Therapy.",
      ],
    },
  ],
  methodology: {
    text: "We read each service's own pages: the licensing requirements it states for its clinicians, its insurance and billing pages, care options, help-center articles and privacy terms, plus FTC orders against online therapy services. We did not sign up for the services or check individual clinicians' licenses. Insurance is scored from each service's record: taking insurance earns 5, not taking it earns 1.",
    criteria: [
      {
        id: "insurance",
        name: "Takes insurance",
        weight: 20,
        measures: "Whether the service bills health plans, so you can pay a copay instead of the full price.",
        computed: { fact: "insurance", five: 1, one: 0 },
      },
      {
        id: "clinicians",
        name: "Clinicians and choice",
        weight: 25,
        measures:
          "The licensing requirement the service states for its clinicians, and whether you can choose or switch your clinician yourself.",
        rubric: {
          5: "States that every clinician holds a state license, and lets you choose yours from profiles before you book",
          4: "States that every clinician holds a state license, matches you, and lets you switch clinicians from your account",
          3: "States that its clinicians are licensed, but assigns yours with no documented way to choose or switch yourself",
          2: "Lists degrees, licenses or certifications without saying that every clinician holds a state license",
          1: "States no licensing requirement for its clinicians",
        },
      },
      {
        id: "care",
        name: "Care options",
        weight: 25,
        measures: "Live video, messaging between sessions, psychiatry, and care for couples, families and teens.",
        rubric: {
          5: "Live video therapy, messaging with your clinician between sessions, psychiatry with prescribing, and care for couples or families and for teens",
          4: "Live video therapy and psychiatry, plus messaging between sessions or care for couples, families or teens",
          3: "Live video therapy and psychiatry only",
          2: "Live therapy sessions with no psychiatry",
          1: "Messaging or self-guided material only, with live sessions extra",
        },
      },
      {
        id: "privacy",
        name: "Privacy record",
        weight: 15,
        measures:
          "Whether HIPAA covers the service's records, and any FTC or state action over its handling of health data.",
        rubric: {
          5: "Bills health plans as a provider, so HIPAA covers its records, and no FTC or state action over health data in the last five years",
          4: "HIPAA covers its records, but it reported a data breach or faced a regulator inquiry, without an order, in the last five years",
          3: "Self-pay only, so HIPAA may not cover its records; no FTC or state action over health data",
          2: "An FTC or state order over sharing health data, for conduct that ended more than five years ago",
          1: "An FTC or state order over sharing health data, for conduct within the last five years",
        },
      },
      {
        id: "pricing",
        name: "Price transparency",
        weight: 15,
        measures: "Whether you can see what self-pay care costs before you sign up.",
        rubric: {
          5: "Publishes self-pay prices for every plan or visit type before you sign up",
          4: "Publishes self-pay prices for its main plans; other services are priced at booking",
          3: "Offers self-pay or a cost estimate before the first visit, but publishes no prices",
          2: "Self-pay only out of network, with a superbill to claim back",
          1: "No self-pay option",
        },
      },
    ],
    tiebreak: "clinicians",
  },
  compare: [
    { fact: "insurance", label: "Takes health insurance" },
    { fact: "psychiatry", label: "Psychiatry with prescribing" },
    { fact: "messaging", label: "Message your clinician between sessions" },
    { fact: "pay-per-session", label: "Pay per session, no subscription" },
  ],
  presets: [
    { label: "Use my insurance", levels: { insurance: 3 } },
    { label: "Privacy first", levels: { privacy: 3 } },
    { label: "Clear prices", levels: { pricing: 3 } },
  ],
  competition: [
    {
      name: "BetterHelp",
      why: "Takes no insurance, offers no psychiatry, and a 2023 FTC order made it pay $7.8 million over sharing users' health data with advertisers; it rates 2.9 on our criteria.",
    },
    {
      name: "Online-Therapy.com",
      why: 'Takes no insurance, and its FAQ describes therapists with "a wide range of credentials (academic degrees, licenses or certifications)" rather than requiring a state license for each.',
    },
    {
      name: "Cerebral",
      why: "A 2024 FTC order made it pay $7 million and banned it from using health information for most advertising, after it shared patients' data with advertising platforms.",
    },
    {
      name: "Open Path Collective",
      why: "A nonprofit directory of reduced-fee therapists rather than a service that bills insurance; our therapy costs guide explains how it works.",
    },
  ],
  sources: [
    { title: "988 Suicide & Crisis Lifeline", url: "https://988lifeline.org/" },
    {
      title: "FTC: BetterHelp, Inc., in the matter of",
      url: "https://www.ftc.gov/legal-library/browse/cases-proceedings/2023169-betterhelp-inc-matter",
    },
    { title: "Rula: provider FAQ (licensing requirements, ages served)", url: "https://rula.com/provider-faq" },
    {
      title: "Rula: choosing a provider and booking",
      url: "https://patientsupport.rula.com/hc/en-us/articles/31296525013787-How-to-complete-the-sign-up-process-and-confirm-your-first-appointment-with-Rula",
    },
    { title: "Talkspace: Cost", url: "https://help.talkspace.com/hc/en-us/sections/360000075383-Cost" },
    {
      title: "Grow Therapy: provider referral program (licensing requirement)",
      url: "https://help.growtherapy.com/en/articles/6618663-provider-referral-program-faq",
    },
    { title: "Brightside: Pricing", url: "https://www.brightside.com/online-care-affordable/" },
    { title: "Online-Therapy.com: Help Center", url: "https://www.online-therapy.com/faq.php" },
  ],
  mustReads: [{ to: "/online-vs-in-person-therapy" }, { to: "/therapy-costs" }, { to: "/choosing-therapist" }],
  itemType: "Product",
  ratingCount: 11000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, and insurance now scored from each service's record. BetterHelp (a 2023 FTC order over sharing health data, and no insurance) and Online-Therapy.com (no stated license requirement for every therapist, and no insurance) leave the list; Rula joins at first and Grow Therapy at third. Talkspace's price now says what its cheapest plan includes.",
    },
    {
      date: "2026-11-22",
      text: "Ratings now weigh clinicians, cost, session formats, privacy and range of care; Brightside moves to second and BetterHelp to third; we no longer say we checked clinicians' licenses, since the list rests on each service's stated requirements; prices now show the date they were checked",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
