import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Credit Cards: Top 5 for Travel, Cash Back and Transfers",
    description:
      "We compared rewards, annual fees, intro APR offers and protections to rank five US credit cards for travel points, flat cash back and paying down debt.",
    keywords: [
      "best credit cards",
      "cash back credit card",
      "travel rewards credit card",
      "balance transfer card",
      "no annual fee credit card",
    ],
  },
  title: "Best Credit Cards",
  tagline: "Five US cards that earn their place in your wallet, from flat 2% cash back to flexible travel points.",
  icon: "credit-card",
  intro: [
    "We compared widely available US credit cards on what you earn per dollar, what you pay to carry them, intro APR offers, foreign transaction fees and the protections that come with them. The list covers two flat-rate cash back cards, two travel cards and one rotating-category card, so you can match a card to how you spend.",
    "This is general information, not financial advice. Rewards rates, fees and intro offers change often and depend on approval and your credit; the figures here come from the issuers' published terms as of 2025 unless another date is given. Read the issuer's current terms before you apply, and use the CFPB (Consumer Financial Protection Bureau) guides and its credit card agreement database to check what you are signing up for.",
  ],
  summaryHeading: "Our Top 5 Best Credit Cards",
  entries: [
    {
      rank: 1,
      product: "wells-fargo-active-cash",
      description:
        "Unlimited 2% cash rewards with no annual fee, a 0% intro APR on both purchases and balance transfers, and cell phone protection.",
      rating: 4.4,
      scores: {
        rewards: {
          score: 4.5,
          why: "Unlimited 2% cash rewards on purchases, redeemable as cash, with no categories or caps.",
        },
        fees: {
          score: 4.3,
          why: "No annual fee, but a 3% foreign transaction fee and a balance transfer fee of 3% for 120 days, then up to 5% (as of 2025).",
        },
        "intro-apr": {
          score: 4.6,
          why: "A 0% intro APR on new purchases as well as qualifying balance transfers: 12 months in 2025, and 15 months on later versions of the terms.",
        },
        protections: {
          score: 3.6,
          why: "Cell phone protection when you pay your phone bill with the card, but little travel cover.",
        },
        simplicity: {
          score: 4.8,
          why: "Nothing to activate or track, and it runs on the Visa network, accepted almost everywhere cards are.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556742502-ec7c0e9f34b1",
        alt: "Hand holding a payment card while paying for a purchase",
      },
      pros: [
        "Unlimited 2% cash rewards on purchases with no annual fee",
        "0% intro APR on purchases and qualifying balance transfers (12 months in 2025; check the current length)",
        "Cell phone protection of up to $600 when you pay your phone bill with the card (a deductible applies)",
      ],
      bestFor: "Most people who pay in full and want flat cash back, plus breathing space on a large planned purchase.",
      drawback:
        "It charges a foreign transaction fee, and the balance transfer fee applies even during the intro period.",
      review: [
        "Wells Fargo Active Cash takes the top spot because it does the most for the most people without charging a fee: a flat 2% in cash rewards on purchases, a 0% intro APR on new purchases as well as balance transfers, and phone damage and theft protection when you pay your phone bill with the card. Wells Fargo has offered intro periods of both 12 and 15 months, so check the current length before you apply.",
        "Its weak spots are abroad and on big transfers: purchases in foreign currencies carry a fee, and the transfer fee rises after the first 120 days. If you are mainly moving a large balance, the Citi Double Cash gives you longer at 0%. If you travel abroad, take the Capital One Venture or the Sapphire Preferred instead.",
      ],
    },
    {
      rank: 2,
      product: "chase-sapphire-preferred",
      description:
        "A travel card with a modest annual fee whose points transfer to airline and hotel programs, plus the strongest travel insurance on this list.",
      rating: 4.3,
      scores: {
        rewards: {
          score: 4.8,
          why: "Points transfer 1:1 to partners such as United MileagePlus and World of Hyatt, with 3x on dining and 5x on Chase Travel bookings as of 2025.",
        },
        fees: { score: 4.0, why: "An annual fee, shown in the table, but no foreign transaction fee." },
        "intro-apr": { score: 2.0, why: "No 0% intro APR on purchases or balance transfers in its 2025 terms." },
        protections: {
          score: 5.0,
          why: "Primary rental car coverage, trip cancellation and interruption insurance, the fullest cover of the five.",
        },
        simplicity: {
          score: 4.2,
          why: "The earning categories are easy, but beating plain cash back means learning the transfer partners.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1530521954074-e64f6810b32d",
        alt: "Inside an airport terminal with planes visible through the windows",
      },
      pros: [
        "Points transfer 1:1 to partners such as United MileagePlus, Southwest Rapid Rewards and World of Hyatt",
        "3x points on dining, select streaming and online groceries, and 5x on travel booked through Chase Travel (as of 2025)",
        "Primary rental car coverage, trip cancellation insurance and no foreign transaction fees",
      ],
      bestFor: "People who travel a few times a year and want points worth more than plain cash back.",
      drawback: "It charges an annual fee, and you only beat cash back if you learn to use transfer partners.",
      review: [
        "For travelers, the Sapphire Preferred is the card to beat. Its points move 1:1 to airline and hotel programs such as United MileagePlus and World of Hyatt, where they can be worth more than a cent each, and it covers rental cars on a primary basis and reimburses covered trip cancellations. It earns 3x on dining and 5x on travel booked through Chase Travel, per Chase's 2025 terms.",
        "It sits second because the annual fee, the lack of any intro APR and the effort of learning transfer partners all count against it. If you redeem points for cash or rarely travel, a no-fee 2% card earns more on most spending: pick the Wells Fargo Active Cash or the Citi Double Cash instead.",
      ],
    },
    {
      rank: 3,
      product: "citi-double-cash",
      description:
        "A no-fee card that earns 2% on everything, 1% when you buy and 1% when you pay, with the longest intro balance transfer period here.",
      rating: 4.3,
      scores: {
        rewards: {
          score: 4.5,
          why: "2% on every purchase, 1% when you buy and 1% when you pay, posted as ThankYou points you can take as cash.",
        },
        fees: {
          score: 4.3,
          why: "No annual fee, but a 3% foreign transaction fee and a balance transfer fee of 3% for four months, then 5% (as of 2025).",
        },
        "intro-apr": {
          score: 4.8,
          why: "0% intro APR on balance transfers for 18 months as of 2025, the longest of the five, though none on new purchases.",
        },
        protections: { score: 2.8, why: "Few travel or purchase protections compared with the other cards here." },
        simplicity: { score: 4.8, why: "No categories to activate and no caps: the same 2% on everything." },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556740758-90de374c12ad",
        alt: "Customer paying by card at a shop checkout counter",
      },
      pros: [
        "2% back on every purchase: 1% when you buy and 1% as you pay the bill",
        "No annual fee",
        "0% intro APR on balance transfers for 18 months as of 2025 (a balance transfer fee applies)",
      ],
      bestFor: "Anyone who wants one simple card for everyday spending or to move a balance off a high-rate card.",
      drawback: "It charges a foreign transaction fee, so leave it at home when you travel abroad.",
      review: [
        "Nothing to track and nothing to activate: the Citi Double Cash pays 1% when you buy and another 1% when you pay, which adds up to 2% and nudges you to pay on time. Rewards post as Citi ThankYou points that you can take as cash back.",
        "Its real strength is paying down debt. The 0% intro period on balance transfers, 18 months as of 2025, is the longest on this list, but there is a fee to transfer and no intro rate on new purchases, so do not use it to spend more. Purchases abroad carry a fee, and it comes with few protections. If you want 0% on new purchases too, pick the Wells Fargo Active Cash; if you travel internationally, pick the Capital One Venture.",
      ],
    },
    {
      rank: 4,
      product: "capital-one-venture-rewards",
      description:
        "A simple travel card: 2 miles per dollar on everything, easy redemption against travel purchases and a Global Entry or TSA PreCheck credit.",
      rating: 4.2,
      scores: {
        rewards: {
          score: 4.7,
          why: "2 miles per dollar on everything and 5 on hotels and rental cars booked through Capital One Travel, with airline and hotel transfer partners.",
        },
        fees: { score: 4.0, why: "An annual fee, shown in the table, but no foreign transaction fee." },
        "intro-apr": { score: 2.0, why: "No 0% intro APR on purchases or balance transfers in its 2025 terms." },
        protections: {
          score: 4.0,
          why: "A credit of up to $120 for Global Entry or TSA PreCheck and travel accident insurance as of 2025, but lighter trip cover than the Sapphire Preferred.",
        },
        simplicity: {
          score: 4.7,
          why: "One flat earning rate, and miles erase travel purchases from your statement at a fixed value.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1436491865332-7a61a109cc05",
        alt: "A passenger airplane flying through a blue sky",
      },
      pros: [
        "2 miles per dollar on every purchase and 5 miles on hotels and rental cars booked through Capital One Travel",
        "Statement credit of up to $120 for Global Entry or TSA PreCheck (as of 2025)",
        "Miles transfer to more than a dozen airline and hotel programs, and no foreign transaction fees",
      ],
      bestFor: "Travelers who want flat-rate travel rewards without tracking bonus categories.",
      drawback: "The annual fee only pays off if you spend enough to use the miles for travel.",
      review: [
        "Capital One's Venture Rewards is the easiest travel card here to use well. You earn 2 miles on every purchase, and you can use them to erase travel purchases from your statement at a fixed value or transfer them to airline and hotel partners. It charges no fee on purchases abroad and gives a statement credit toward Global Entry or TSA PreCheck.",
        "Lighter travel insurance than the Sapphire Preferred, no dining bonus and no intro APR keep it fourth. For light spenders the annual fee can eat most of the reward. If you travel rarely or never pay for travel, a no-fee 2% card such as the Wells Fargo Active Cash is the better pick.",
      ],
    },
    {
      rank: 5,
      product: "discover-it-cash-back",
      description:
        "A no-fee card with 5% back on rotating quarterly categories and a first-year Cashback Match that doubles what new card members earn.",
      rating: 4.2,
      scores: {
        rewards: {
          score: 4.4,
          why: "5% on quarterly categories up to a spending cap and 1% on the rest, with Cashback Match doubling the first year's cash back.",
        },
        fees: { score: 4.8, why: "No annual fee and no foreign transaction fee, the lightest fees of the five." },
        "intro-apr": {
          score: 4.3,
          why: "An intro 0% APR on purchases and balance transfers, with a transfer fee, in its 2025 terms.",
        },
        protections: { score: 2.8, why: "Few travel or purchase protections beyond fraud liability cover." },
        simplicity: {
          score: 3.6,
          why: "You must activate the 5% categories every quarter, and Discover is accepted at fewer places abroad than Visa or Mastercard.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1613243555988-441166d4d6fd",
        alt: "Hand holding a credit card",
      },
      pros: [
        "5% cash back on quarterly categories you activate, up to a quarterly spending cap, and 1% on everything else",
        "Cashback Match: Discover matches all the cash back new card members earn in the first year",
        "No annual fee and no foreign transaction fees",
      ],
      bestFor: "Organized spenders who will activate categories every quarter and want a big first year.",
      drawback:
        "You must activate the 5% categories each quarter, and Discover is accepted at fewer places abroad than Visa or Mastercard.",
      review: [
        "Discover it Cash Back rewards the organized. Its 5% categories rotate each quarter through things like groceries, gas and online shopping, and in the first year Cashback Match doubles everything new card members earn, which makes it a strong starter card. It charges no annual fee and no fee on purchases abroad.",
        "The work is the drawback: you have to activate categories every quarter, the 5% stops at a spending cap, and everything else earns only 1%. Acceptance outside the US is patchier than Visa or Mastercard. Capital One completed its purchase of Discover in May 2025, so check for changes to the terms. If you want rewards without tracking anything, pick the Wells Fargo Active Cash or the Citi Double Cash.",
      ],
    },
  ],
  methodology: {
    text: "We read each card's published terms and the issuer's rates-and-fees disclosures as of 2025, checked them against the CFPB's guidance on fees and promotional rates, and worked out what each card returns on the example budget in our rewards guide. We did not apply for or use the cards; every score rests on those published terms.",
    criteria: [
      {
        id: "rewards",
        name: "Rewards and redemption",
        weight: 40,
        measures: "What you earn per dollar on everyday spending, and how easily you can redeem it",
      },
      {
        id: "fees",
        name: "Fees",
        weight: 25,
        measures: "Annual fee, foreign transaction fee and balance transfer fee",
      },
      {
        id: "intro-apr",
        name: "Intro APR offers",
        weight: 10,
        measures: "Length and scope of 0% intro APR offers on purchases and balance transfers",
      },
      {
        id: "protections",
        name: "Travel and purchase protections",
        weight: 15,
        measures: "Insurance and protections that come with the card",
      },
      {
        id: "simplicity",
        name: "Ease of use",
        weight: 10,
        measures: "How much tracking or learning full value takes, and how widely the card is accepted",
      },
    ],
  },
  mustReads: [{ to: "/credit-card-rewards" }, { to: "/balance-transfer-cards" }, { to: "/credit-score-improvement" }],
  itemType: "FinancialProduct",
  ratingCount: 7000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added; re-ranked by the weighted ratings (Wells Fargo Active Cash now first); each card links to its own page; fees dated to the issuers' 2025 terms",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
