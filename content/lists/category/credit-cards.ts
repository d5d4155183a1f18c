import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Credit Cards: Top 5 for Travel, Cash Back and Transfers",
    description:
      "Five US credit cards for flat cash back, travel points, paying down a balance and everyday bonus categories, scored on annual fee, APR, rewards and protections.",
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
    "We compared widely available US credit cards on what they cost to carry, the interest rate after any intro offer, what everyday spending earns and the protections that come with them. The five do different jobs: flat-rate cash back, travel points, moving a balance, bonus categories and simple travel miles, so you can match a card to how you spend.",
    "This is general information, not financial advice. Rewards rates, fees and intro offers change often and depend on approval and your credit; the table shows each card's terms with the month of the issuer's page they come from. Read the issuer's current terms before you apply, and use the CFPB (Consumer Financial Protection Bureau) guides and its credit card agreement database to check what you are signing up for.",
  ],
  jobs: "These five do different jobs: Active Cash is for people who want one no-fee card that pays cash on everything; Sapphire Preferred for travelers who will move points to airlines and hotels; Double Cash for paying down a balance from another card; Autograph for people whose spending goes mostly on dining, gas and getting around; Venture for travelers who want miles without tracking categories. We score each on what every job shares: the annual fee, the regular APR, what everyday spending earns, and protections and fees abroad. Intro APRs and welcome bonuses are in the table but not the scores, because only some jobs use them.",
  summaryHeading: "Our Top 5 Best Credit Cards",
  entries: [
    {
      rank: 1,
      product: "wells-fargo-active-cash",
      job: "Flat-rate cash back",
      runnerUp: {
        name: "Chase Freedom Unlimited",
        why: "It pays 1.5% on most purchases against 2% here, though it adds 3% on dining and drugstores.",
      },
      description:
        "Unlimited 2% cash rewards with no annual fee, a 0% intro APR on both purchases and balance transfers, and cell phone protection.",
      scores: {
        rewards: {
          score: 5,
          why: "Unlimited 2% cash rewards on purchases, redeemable as cash, with no categories or caps.",
        },
        protections: {
          score: 3,
          why: "Cell phone protection when you pay your phone bill with the card, but a 3% foreign transaction fee in its 2025 terms.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556742502-ec7c0e9f34b1",
        alt: "Hand holding a payment card while paying for a purchase",
      },
      pros: [
        "Unlimited 2% cash rewards on purchases with no annual fee",
        "0% intro APR for 12 months on purchases and qualifying balance transfers (May 2026 terms)",
        "Cell phone protection of up to $600 when you pay your phone bill with the card (a deductible applies)",
      ],
      bestFor: "Most people who pay in full and want flat cash back, plus breathing space on a large planned purchase.",
      drawback:
        "It charges a foreign transaction fee, and the balance transfer fee applies even during the intro period.",
      review: [
        "For most people who pay in full, Wells Fargo Active Cash is the card to get: no annual fee and a flat 2% in cash rewards on every purchase, the two things that carry the most weight here and the reason it rates highest. It adds a 0% intro APR on new purchases as well as balance transfers, 12 months in the May 2026 terms, and phone damage and theft protection when you pay your phone bill with the card.",
        "Its weak spots are abroad and on big transfers: purchases in foreign currencies carry a fee, and the transfer fee rises after the first 120 days. If you are mainly moving a large balance, the Citi Double Cash gives you longer at 0%. Travelers abroad should take the Capital One Venture or the Sapphire Preferred instead.",
      ],
    },
    {
      rank: 2,
      product: "chase-sapphire-preferred",
      job: "Travel rewards",
      runnerUp: {
        name: "Citi Strata Premier",
        why: "The same $95 fee and 3x on dining and groceries, but a smaller welcome offer: 60,000 points against 75,000 in May 2026.",
      },
      description:
        "A travel card with a modest annual fee whose points transfer to airline and hotel programs, plus the strongest travel insurance on this list.",
      scores: {
        rewards: {
          score: 5,
          why: "3x on dining, select streaming and online groceries in its 2025 terms, with points that transfer 1:1 to partners such as United MileagePlus and World of Hyatt.",
        },
        protections: {
          score: 5,
          why: "Primary rental car coverage, trip cancellation and interruption insurance, and no foreign transaction fee.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1530521954074-e64f6810b32d",
        alt: "Inside an airport terminal with planes visible through the windows",
      },
      pros: [
        "Points transfer 1:1 to partners such as United MileagePlus, Southwest Rapid Rewards and World of Hyatt",
        "3x points on dining, 2x on other travel and 5x on travel booked through Chase Travel (May 2026 terms)",
        "Primary rental car coverage, trip cancellation insurance and no foreign transaction fees",
      ],
      bestFor: "People who travel a few times a year and want points worth more than plain cash back.",
      drawback: "It charges an annual fee, and you only beat cash back if you learn to use transfer partners.",
      review: [
        "For travelers, the Sapphire Preferred does the most. Its points move 1:1 to airline and hotel programs such as United MileagePlus and World of Hyatt, where they can be worth more than a cent each, and it covers rental cars on a primary basis and reimburses covered trip cancellations. It earns 3x on dining and 5x on travel booked through Chase Travel, per Chase's May 2026 terms.",
        "It matches the Active Cash on everyday rewards and beats it on protections; the annual fee and a higher regular APR are what cost it points. A no-fee 2% card earns more on most spending if you redeem points for cash or rarely travel: pick the Wells Fargo Active Cash or the Citi Double Cash instead.",
      ],
    },
    {
      rank: 3,
      product: "citi-double-cash",
      job: "Balance transfer",
      runnerUp: {
        name: "Wells Fargo Reflect",
        why: "0% for 21 months on purchases and transfers in May 2026, three months longer, but it earns no rewards once the balance is gone.",
      },
      description:
        "A no-fee card that earns 2% on everything, 1% when you buy and 1% when you pay, with the longest intro balance transfer period here.",
      scores: {
        rewards: {
          score: 5,
          why: "2% on every purchase, 1% when you buy and 1% when you pay, posted as ThankYou points you can take as cash.",
        },
        protections: {
          score: 2,
          why: "A 3% foreign transaction fee in its 2025 terms, and no named travel or purchase protection beyond fraud liability.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556740758-90de374c12ad",
        alt: "Customer paying by card at a shop checkout counter",
      },
      pros: [
        "2% back on every purchase: 1% when you buy and 1% as you pay the bill",
        "No annual fee, and the lowest regular APR of the five (17.49% at the low end in May 2026)",
        "0% intro APR on balance transfers for 18 months (May 2026 terms; a balance transfer fee applies)",
      ],
      bestFor: "Anyone who wants one simple card for everyday spending or to move a balance off a high-rate card.",
      drawback: "It charges a foreign transaction fee, so leave it at home when you travel abroad.",
      review: [
        "Nothing to track and nothing to activate: the Citi Double Cash pays 1% when you buy and another 1% when you pay, which adds up to 2% and nudges you to pay on time. Rewards post as Citi ThankYou points that you can take as cash back.",
        "Its real strength is paying down debt. The 0% intro period on balance transfers, 18 months in the May 2026 terms, is the longest on this list, and its regular APR starts lowest of the five. There is a fee to transfer and no intro rate on new purchases, so do not use it to spend more. Purchases abroad carry a fee and it names few protections, which is where it loses points. For 0% on new purchases too, pick the Wells Fargo Active Cash; for international travel, pick the Capital One Venture.",
      ],
    },
    {
      rank: 4,
      product: "wells-fargo-autograph",
      job: "Everyday bonus categories",
      runnerUp: {
        name: "Capital One Savor",
        why: "3% on dining, groceries, entertainment and streaming with no annual fee, but 1% on gas, transit and phone bills, which the Autograph pays 3x on.",
      },
      description:
        "A no-fee card that pays 3x points on dining, travel, gas, transit, streaming and phone plans, with no foreign transaction fee and cell phone protection.",
      scores: {
        rewards: {
          score: 4,
          why: "3x points on restaurants, travel, gas stations, transit, popular streaming services and phone plans with no cap, and 1x on everything else.",
        },
        protections: {
          score: 4,
          why: "No foreign currency conversion fee in its terms, and cell phone protection when you pay your phone bill with the card.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1613243555988-441166d4d6fd",
        alt: "Hand holding a credit card",
      },
      pros: [
        "3x points on restaurants, travel, gas, transit, popular streaming services and phone plans, with no cap",
        "No annual fee and no foreign transaction fee",
        "0% intro APR on purchases for 12 months (May 2026 terms)",
      ],
      bestFor: "People who spend most on eating out, commuting, gas and subscriptions and want one no-fee card for it.",
      drawback:
        "Everything outside the bonus categories earns only 1x, and the intro APR does not cover balance transfers.",
      review: [
        "The Autograph pays 3 points per dollar across a wide spread of everyday spending: restaurants, travel, gas stations, transit, popular streaming services and phone plans, with no cap and nothing to activate. It charges no annual fee and no fee on purchases abroad, and paying your phone bill with it adds cell phone protection. New cardholders get a 0% intro APR on purchases for 12 months in the May 2026 terms.",
        "The catch is the rest of your spending. Groceries and general shopping earn just 1x, so on a budget that leans that way a flat 2% card such as the Wells Fargo Active Cash pays more. That 1x base is why its rewards score sits below the other four cards'. There is no intro rate on balance transfers; for paying down debt, pick the Citi Double Cash.",
      ],
    },
    {
      rank: 5,
      product: "capital-one-venture-rewards",
      job: "Flat-rate travel miles",
      runnerUp: {
        name: "Capital One Venture X",
        why: "A $395 annual fee (May 2026), which its $300 yearly travel credit offsets only if you book through Capital One Travel.",
      },
      description:
        "A simple travel card: 2 miles per dollar on everything, easy redemption against travel purchases and a Global Entry or TSA PreCheck credit.",
      scores: {
        rewards: {
          score: 5,
          why: "2 miles per dollar on every purchase with no cap, and miles that transfer to airline and hotel partners.",
        },
        protections: {
          score: 4,
          why: "No foreign transaction fee and a statement credit of up to $120 for Global Entry or TSA PreCheck (May 2026 terms).",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1436491865332-7a61a109cc05",
        alt: "A passenger airplane flying through a blue sky",
      },
      pros: [
        "2 miles per dollar on every purchase and 5 miles on hotels and rental cars booked through Capital One Travel",
        "Statement credit of up to $120 for Global Entry or TSA PreCheck (May 2026 terms)",
        "Miles transfer to airline and hotel programs, and no foreign transaction fees",
      ],
      bestFor: "Travelers who want flat-rate travel rewards without tracking bonus categories.",
      drawback: "The annual fee only pays off if you spend enough to use the miles for travel.",
      review: [
        "Capital One's Venture Rewards is the easiest travel card here to use well. You earn 2 miles on every purchase, and you can use them to erase travel purchases from your statement at a fixed value or transfer them to airline and hotel partners. It charges no fee on purchases abroad and gives a statement credit toward Global Entry or TSA PreCheck.",
        "Its rewards score matches the top cards', but the annual fee, the highest regular APR of the five and lighter travel insurance than the Sapphire Preferred put its rating last. For light spenders the annual fee can eat most of the reward. Rare travelers, and anyone who never pays for travel, do better with a no-fee 2% card such as the Wells Fargo Active Cash.",
      ],
    },
  ],
  methodology: {
    text: "We read each card's product page and the issuer's rates-and-fees terms, dated in the table (most are from May 2026), and checked them against the CFPB's guidance on fees and promotional rates. The annual fee and regular APR are scored by a published rule from those numbers; rewards and protections are scored on the rubrics below. We did not apply for or use the cards; every score rests on the issuers' published terms.",
    criteria: [
      {
        id: "annual-fee",
        name: "Annual fee",
        weight: 25,
        measures:
          "What the card costs each year to keep: $0 earns 5 and $250 or more earns 1, the level where fees start buying lounge access and credits we don't score.",
        computed: { fact: "annual-fee", five: 0, one: 250 },
      },
      {
        id: "regular-apr",
        name: "Regular APR",
        weight: 15,
        measures:
          "The low end of the purchase APR after any intro offer: 15% or less earns 5 and 30% or more, close to the ceiling big issuers set, earns 1.",
        computed: { fact: "regular-apr-low", five: 15, one: 30 },
      },
      {
        id: "rewards",
        name: "Everyday rewards",
        weight: 40,
        measures: "What a dollar of ordinary spending earns, and how far the points or miles go.",
        rubric: {
          5: "2% or 2x on every purchase with no cap, or 3x on everyday categories with points that move 1:1 to airline and hotel programs",
          4: "3% or 3x on several everyday categories such as dining and gas with no cap, and 1% or 1x on the rest",
          3: "5% on rotating or capped categories, or a flat 1.5%, with 1% on the rest",
          2: "1% or 1x on most purchases, with bonuses only at one merchant or through the issuer's travel site",
          1: "No rewards on purchases",
        },
      },
      {
        id: "protections",
        name: "Protections and fees abroad",
        weight: 20,
        measures: "The foreign transaction fee and the named protections that come with the card.",
        rubric: {
          5: "No foreign transaction fee, primary rental car cover, and trip cancellation or interruption insurance",
          4: "No foreign transaction fee plus one named benefit: rental car cover, travel insurance, cell phone protection or a Global Entry credit",
          3: "No foreign transaction fee but no named protections, or a foreign transaction fee with one named protection such as cell phone cover",
          2: "A foreign transaction fee and no named protection beyond $0 fraud liability",
          1: "A foreign transaction fee above 3%, or liability for unauthorized charges",
        },
      },
    ],
    tiebreak: "rewards",
  },
  compare: [
    { fact: "annual-fee", label: "Annual fee" },
    { fact: "rewards-rate", label: "Rewards on most purchases" },
    { fact: "intro-apr-months", label: "0% intro APR period" },
    { fact: "regular-apr-low", label: "Regular APR, low end" },
    { fact: "welcome-bonus", label: "Welcome bonus value" },
  ],
  presets: [
    { label: "No annual fee", levels: { "annual-fee": 3 } },
    { label: "I carry a balance", levels: { "regular-apr": 3, rewards: 1 } },
    { label: "I travel abroad", levels: { protections: 3 } },
  ],
  competition: [
    {
      name: "Discover it Cash Back",
      why: "5% only on quarterly categories you activate, up to a quarterly cap, and 1% on everything else; the first-year Cashback Match has no fixed value.",
    },
    {
      name: "Chase Sapphire Reserve",
      why: "A $795 annual fee in May 2026, which pays off only for readers who use its travel credits and lounge access.",
    },
    {
      name: "Apple Card",
      why: "2% back only when you pay with Apple Pay and 1% with the physical card, and its issuer is changing from Goldman Sachs to Chase.",
    },
    {
      name: "Bread Cashback American Express",
      why: "2% back with no annual fee, but its purchase APR runs from 18.99% to 33.49% (May 2026), higher than any card here.",
    },
    {
      name: "Citi Simplicity",
      why: "0% for 18 months on purchases and balance transfers, but it earns no rewards at all.",
    },
  ],
  sources: [
    {
      title: "Wells Fargo: Active Cash card terms and conditions",
      url: "https://www.wellsfargo.com/credit-cards/active-cash/terms/",
    },
    {
      title: "Chase: Sapphire Preferred card",
      url: "https://creditcards.chase.com/rewards-credit-cards/sapphire/preferred",
    },
    {
      title: "Citi: Double Cash card",
      url: "https://www.citi.com/credit-cards/citi-double-cash-credit-card",
    },
    {
      title: "Wells Fargo: Autograph card terms and conditions",
      url: "https://www.wellsfargo.com/credit-cards/autograph-visa/terms/",
    },
    {
      title: "Capital One: Venture Rewards card",
      url: "https://www.capitalone.com/credit-cards/venture/",
    },
    {
      title: "CFPB: Credit card agreement database",
      url: "https://www.consumerfinance.gov/credit-cards/agreements/",
    },
  ],
  mustReads: [{ to: "/credit-card-rewards" }, { to: "/balance-transfer-cards" }, { to: "/credit-score-improvement" }],
  itemType: "FinancialProduct",
  ratingCount: 7000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, and the annual fee and regular APR now scored from each issuer's May 2026 terms; each card now shows the job it does and a runner-up; Wells Fargo Autograph replaces Discover it Cash Back, whose 1% base rate and capped rotating categories put it below the top five; Capital One Venture moves from fourth to fifth",
    },
    {
      date: "2026-11-22",
      text: "Ratings now show each card's score on weighted criteria, and the order follows them (Wells Fargo Active Cash moves to first); each card links to its own page on the issuer's site; fees dated to the issuers' 2025 terms",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
