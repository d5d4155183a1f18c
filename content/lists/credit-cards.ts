import type { RankedListInput } from "../schema";

export default {
  path: "/category/credit-cards",
  meta: {
    title: "Best Credit Cards: Top 5 for Travel, Cash Back and Transfers",
    description:
      "We compared rewards, annual fees, intro APR offers and protections to rank five US credit cards for travel points, flat cash back and paying down debt.",
    keywords: ["best credit cards", "cash back credit card", "travel rewards credit card", "balance transfer card", "no annual fee credit card"],
  },
  title: "Best Credit Cards",
  tagline: "Five US cards that earn their place in your wallet, from flat 2% cash back to flexible travel points.",
  icon: "credit-card",
  intro: [
    "We compared widely available US credit cards on what you earn per dollar, what you pay to carry them, intro APR offers, foreign transaction fees and the protections that come with them. The list covers two travel cards, two flat-rate cash back cards and one rotating-category card, so you can match a card to how you spend.",
    "This is general information, not financial advice. Rewards rates, fees and intro offers change often and depend on approval and your credit; the figures here are as of 2025. Read the issuer's current terms before you apply, and use the CFPB (Consumer Financial Protection Bureau) guides and its credit card agreement database to check what you are signing up for.",
  ],
  summaryHeading: "Our Top 5 Best Credit Cards",
  entries: [
    {
      rank: 1,
      product: "chase-sapphire-preferred",
      description: "A travel card with a modest annual fee whose points transfer to airline and hotel programs, plus strong travel insurance.",
      rating: 4.8,
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
      drawback: "It charges an annual fee (about $95 as of 2025), and you only beat cash back if you learn to use transfer partners.",
      review: [
        "The Chase Sapphire Preferred is our number one because, for about $95 a year, it gives you the most flexible points and the strongest travel protections of any mid-priced card. Points move 1:1 to airline and hotel programs, which is where they can be worth more than a cent each, and the card covers rental cars on a primary basis and reimburses you for covered trip cancellations.",
        "The catch is effort. If you redeem points for cash or never touch the transfer partners, a no-fee 2% card earns more on most spending. If you want simple cash back with no fee, pick the Citi Double Cash or Wells Fargo Active Cash instead.",
      ],
    },
    {
      rank: 2,
      product: "citi-double-cash",
      description: "A no-fee card that earns 2% on everything, 1% when you buy and 1% when you pay, with one of the longest intro balance transfer periods.",
      rating: 4.7,
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
      drawback: "It charges a foreign transaction fee (3% as of 2025), so leave it at home when you travel abroad.",
      review: [
        "Citi Double Cash is the easiest way to earn a solid 2% without thinking about categories. Half the reward arrives when you buy and half when you pay, which nudges you to pay on time. Rewards post as Citi ThankYou points that you can take as cash back.",
        "Its long intro period on balance transfers makes it a useful tool if you are paying down debt, but there is a fee to transfer and no intro rate on new purchases, so do not use it to spend more. It ranks below the Sapphire Preferred because it has no travel perks and charges a fee on purchases abroad. If you travel internationally, pick the Capital One Venture.",
      ],
    },
    {
      rank: 3,
      product: "capital-one-venture-rewards",
      description:
        "A simple travel card: 2 miles per dollar on everything, easy redemption against travel purchases and a Global Entry or TSA PreCheck credit.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1436491865332-7a61a109cc05",
        alt: "A passenger airplane flying through a blue sky",
      },
      pros: [
        "2 miles per dollar on every purchase and 5 miles on hotels, vacation rentals and rental cars booked through Capital One Travel",
        "Statement credit of up to $120 for Global Entry or TSA PreCheck (as of 2025)",
        "Miles transfer to more than a dozen airline and hotel programs, and no foreign transaction fees",
      ],
      bestFor: "Travelers who want flat-rate travel rewards without tracking bonus categories.",
      drawback: "The annual fee (about $95 as of 2025) only pays off if you spend enough to use the miles for travel.",
      review: [
        "The Venture Rewards card earns 2 miles on every purchase, and you can use them to erase travel purchases from your statement at a fixed value or transfer them to airline and hotel partners. That makes it the easiest travel card on this list to use well, and it charges no fee on purchases abroad.",
        "It ranks behind the Sapphire Preferred because its travel insurance is lighter and it lacks bonus points on dining. For light spenders the fee can eat most of the reward. If you travel rarely or never pay for travel, a no-fee 2% cash back card such as the Wells Fargo Active Cash is the better pick.",
      ],
    },
    {
      rank: 4,
      product: "wells-fargo-active-cash",
      description: "Unlimited 2% cash rewards with no annual fee, an intro 0% APR on purchases and balance transfers, and cell phone protection.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1556742502-ec7c0e9f34b1",
        alt: "Hand holding a payment card while paying for a purchase",
      },
      pros: [
        "Unlimited 2% cash rewards on purchases with no annual fee",
        "0% intro APR on purchases and qualifying balance transfers for 12 months as of 2025",
        "Cell phone protection of up to $600 when you pay your phone bill with the card (a deductible applies)",
      ],
      bestFor: "People who want flat cash back and a breathing space on a large planned purchase.",
      drawback: "It charges a foreign transaction fee (3% as of 2025), and the balance transfer fee applies even during the intro period.",
      review: [
        "Wells Fargo Active Cash pays a flat 2% in cash rewards with no annual fee, and unlike the Citi Double Cash it also offers an intro 0% APR on new purchases. That makes it the better choice if you plan a large purchase and want to pay it off over several months. Paying your phone bill with the card adds phone damage and theft protection.",
        "It ranks fourth because its intro period is shorter than Citi's for balance transfers and it has a fee on foreign purchases. If you are mainly moving an existing balance, the Citi Double Cash gives you more time. If you travel abroad, choose a card with no foreign transaction fees.",
      ],
    },
    {
      rank: 5,
      product: "discover-it-cash-back",
      description: "A no-fee card with 5% back on rotating quarterly categories and a first-year Cashback Match that doubles what new cardmembers earn.",
      rating: 4.4,
      image: {
        url: "https://images.unsplash.com/photo-1554224154-26032ffc0d07",
        alt: "Calculator and financial paperwork on a desk",
      },
      pros: [
        "5% cash back on quarterly categories you activate, up to a quarterly spending cap, and 1% on everything else",
        "Cashback Match: Discover matches all the cash back new cardmembers earn in the first year",
        "No annual fee and no foreign transaction fees",
      ],
      bestFor: "Organized spenders who will activate categories every quarter and want a big first year.",
      drawback: "You must activate the 5% categories each quarter, and Discover is accepted at fewer places abroad than Visa or Mastercard.",
      review: [
        "Discover it Cash Back can out-earn a flat 2% card if your spending lines up with its quarterly categories, which rotate through things like groceries, gas and online shopping. In the first year, the Cashback Match doubles everything you earn, which makes it a strong starter card.",
        "It ranks fifth because it takes work: you have to activate categories every quarter, the 5% stops at a spending cap, and everything else earns only 1%. Acceptance outside the US is patchier than Visa or Mastercard. Capital One completed its purchase of Discover in 2025, so check for changes to the terms. If you want rewards without tracking anything, pick the Citi Double Cash.",
      ],
    },
  ],
  methodology: {
    text: "We compared the published terms of widely available US cards as of 2025 and modeled what a typical household would earn on everyday spending, then weighed the costs and protections.",
    criteria: [
      "Rewards per dollar on everyday spending, and how easy they are to redeem",
      "Annual fee, foreign transaction fee and balance transfer fee",
      "Length and scope of intro APR offers",
      "Travel and purchase protections included with the card",
      "Clarity of terms and issuer disclosures",
    ],
  },
  mustReads: [{ to: "/credit-card-rewards" }, { to: "/balance-transfer-cards" }, { to: "/credit-score-improvement" }],
  itemType: "FinancialProduct",
  ratingCount: 7000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
