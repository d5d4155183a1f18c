import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Banks: Top 5 FDIC-Insured Picks for Checking and Savings",
    description:
      "The five FDIC-insured banks we recommend for everyday checking and savings, compared on fees, interest rates, ATM access and overdraft policies.",
    keywords: [
      "best banks",
      "best online banks",
      "best checking account",
      "high-yield savings account",
      "no fee bank account",
      "fdic insured banks",
    ],
  },
  title: "Best Banks",
  tagline: "Fee-free checking, high-yield savings and low ATM and overdraft costs.",
  icon: "landmark",
  intro: [
    "We compared personal checking and savings accounts on monthly fees, savings rates, ATM access, overdraft policies and how easy they are to use day to day. The list is for people in the US choosing a main bank or adding a better savings account. Our picks are online banks plus Capital One, which has branches only in some areas; if you deposit cash often or want a banker nearby, our guide to online vs traditional banks explains when a branch bank or credit union fits better.",
    "Every bank here is FDIC-insured, up to the FDIC's standard limit per depositor, per insured bank, for each account ownership category; our guide to online vs traditional banks gives the figure with its date. You can confirm a bank's status with the FDIC's BankFind tool and file complaints with the Consumer Financial Protection Bureau (CFPB). Rates, fees and bonuses change often: the comparison table shows each bank's terms with the date of its source, so check the bank's current disclosures before you open an account.",
  ],
  summaryHeading: "Our Top 5 Best Banks",
  entries: [
    {
      rank: 1,
      product: "ally-bank",
      description:
        "An online bank with fee-free checking and a high-yield savings account under one login, with savings tools that make an emergency fund easy to build.",
      scores: {
        savings: {
          score: 5,
          why: "Its savings rate has no deposit or balance condition, and buckets and boosters such as round-ups are built into the account.",
        },
        access: {
          score: 4.5,
          why: "Free withdrawals at Allpoint ATMs and up to $10 a statement cycle back for other banks' ATM charges, but no branches and no cash deposits.",
        },
        service: {
          score: 4,
          why: "Customer Care answers the phone 24 hours a day, and savings buckets split one account into goals.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556742049-0cfed4f6a45d",
        alt: "Customer paying by card at a payment terminal",
      },
      pros: [
        "No monthly maintenance fees or minimum balances on checking and savings",
        "Savings buckets and boosters such as round-ups split one account into goals",
        "No overdraft fees on checking since June 2021",
      ],
      bestFor: "People comfortable banking online who want high-yield savings and fee-free checking at one bank.",
      drawback: "There are no branches, and you can't deposit cash.",
      review: [
        "If you are comfortable banking online, Ally Bank does both halves of banking well with no strings, which is why it rates highest: checking has no monthly fee and no overdraft fees, and savings pays its rate on every balance without a direct-deposit or balance condition. Buckets, round-ups and automatic transfers make an emergency fund easy to build, Allpoint ATMs are free, and Ally refunds some other banks' ATM charges each statement cycle.",
        "The limits are physical: there are no branches, and Ally doesn't accept cash deposits, so you'd need to deposit cash at another bank and transfer it. Capital One 360, or a local branch bank or credit union, is a better fit if you handle cash often or want in-person help.",
      ],
    },
    {
      rank: 2,
      product: "sofi-checking-and-savings",
      description:
        "A combined checking and savings account with no account fees and a higher savings rate when you set up direct deposit. It suits people who get paid electronically.",
      scores: {
        savings: {
          score: 4.5,
          why: "Its top savings rate needs direct deposit of any amount or $5,000 in deposits every 30 days, and Vaults split savings into goals.",
        },
        access: {
          score: 4,
          why: "Free withdrawals at more than 55,000 Allpoint ATMs, but no refunds of other banks' ATM charges and no branches.",
        },
        service: {
          score: 5,
          why: "Vaults for goals, paychecks up to two days early, and extra FDIC coverage across partner banks through its Insured Deposit Program.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1579621970563-ebec7560ff3e",
        alt: "Close-up of coins",
      },
      pros: [
        "Checking and savings in one account with no account or maintenance fees",
        "Top savings APY with direct deposit of any amount, or qualifying deposits every 30 days",
        "Extra FDIC coverage beyond the standard limit through a network of program banks",
      ],
      bestFor: "People paid by direct deposit who want one app for checking and savings.",
      drawback: "The top savings rate depends on direct deposit or qualifying deposits, and there are no branches.",
      review: [
        "Make SoFi your main bank and it pays you for it. Set up direct deposit, of any amount, or move enough money in every 30 days, and savings earns its top rate; paychecks can arrive up to two days early, and Vaults let you set money aside for goals. The SoFi Insured Deposit Program spreads larger balances across partner banks for more FDIC coverage than one bank can give.",
        "That deposit condition is what keeps its savings score below Ally's: miss it and you drop to a much lower base rate, so read the current terms before you rely on it. There are no branches, out-of-network ATM charges are not refunded, and the app promotes SoFi's loans and investing products. Ally is simpler if you want a high rate with no conditions.",
      ],
    },
    {
      rank: 3,
      product: "capital-one-360",
      description:
        "Fee-free online checking and savings from a bank that also has branches and cafés in some areas: the middle ground between online and traditional banking.",
      scores: {
        savings: {
          score: 4,
          why: "360 Performance Savings paid 3.40% APY on any balance in October 2025 with no conditions; for separate goals you open separate accounts, not buckets.",
        },
        access: {
          score: 5,
          why: "Free Capital One, MoneyPass and Allpoint ATMs, cash deposits at many Capital One ATMs, and branches and cafés in some cities.",
        },
        service: {
          score: 4,
          why: "Direct deposits can arrive up to two days early, and branches and cafés offer in-person help where they exist.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1512941937669-90a1b58e7e9c",
        alt: "Person holding a smartphone",
      },
      pros: [
        "No monthly fees or minimums on 360 Checking and 360 Performance Savings",
        "No overdraft fees, and cash deposits at many Capital One ATMs",
        "Early paycheck: direct deposits can arrive up to two days early",
      ],
      bestFor: "People who want online-bank pricing with the option of a branch or café nearby.",
      drawback:
        "Branches and cafés exist only in some areas, and separate savings goals mean separate accounts rather than buckets.",
      review: [
        "Capital One 360 gives you what the best online banks do (no monthly fees, no minimums, no overdraft fees and a savings rate with no conditions, 3.40% APY in October 2025) plus something most of them can't: physical locations in parts of the country and ATMs that take cash deposits. That makes it the top scorer here on ATMs and cash, and direct deposits can arrive up to two days early.",
        "It scores below Ally and SoFi on savings and tools: there are no buckets or vaults inside one account, so separate goals mean separate savings accounts. Its branch and café network is limited to some regions, so don't count on in-person service everywhere. Anyone who needs a branch in every town will be better served by a large branch bank or a local credit union.",
      ],
    },
    {
      rank: 4,
      product: "american-express-rewards-checking",
      description:
        "Fee-free online checking that earns Membership Rewards points on debit purchases, paired with a no-minimum High Yield Savings account, for people who already hold an American Express card.",
      scores: {
        savings: {
          score: 4,
          why: "High Yield Savings has no minimum and no deposit condition on its rate, but no goal buckets, and it sits apart from checking.",
        },
        access: {
          score: 4,
          why: "Free withdrawals at Allpoint and MoneyPass ATMs, but no refunds of other ATMs' charges and no branches.",
        },
        service: {
          score: 3,
          why: "Customer service and fraud monitoring 24/7, but no goal buckets, early pay or branches in its terms.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1526304640581-d334cdbbf45e",
        alt: "Close-up of US dollar banknotes",
      },
      pros: [
        "No monthly fees and no minimum deposit on Rewards Checking or High Yield Savings",
        "1 Membership Rewards point for every $2 of eligible debit card purchases",
        "Free withdrawals at Allpoint and MoneyPass ATMs, with 24/7 customer service",
      ],
      bestFor: "American Express cardholders who want fee-free checking and savings next to the card they already use.",
      drawback:
        "Rewards Checking is open only to holders of a US consumer card from American Express, and the debit card charges a fee on foreign-currency purchases.",
      review: [
        "If you already carry an Amex card, American Express Rewards Checking puts fee-free checking next to it: no monthly fees, no minimum deposit, interest on checking, and one Membership Rewards point for every two dollars of eligible debit purchases, points that pool with the points from an Amex card. Cash is free at Allpoint and MoneyPass ATMs, and support answers around the clock. The separate High Yield Savings account has no minimum and no deposit condition on its rate.",
        "The catch is who can open it: checking is only for people who already hold a US consumer card from American Express. Its service score is the lowest here, with no goal buckets, early pay or branches, and the debit card charges a fee on purchases in other currencies. Without an Amex card, you get the same fee-free basics from Ally or Capital One 360.",
      ],
    },
    {
      rank: 5,
      product: "axos-one",
      description:
        "A checking and savings bundle from Axos Bank, an online bank, with no maintenance or overdraft fees and a top savings rate for people who meet its monthly deposit and balance condition.",
      scores: {
        savings: {
          score: 3,
          why: "Savings paid up to 4.51% APY in October 2025 with $1,500 in monthly direct deposits and average daily balance, or $5,000; otherwise 1.00% APY.",
        },
        access: {
          score: 4,
          why: "Free withdrawals at about 91,000 ATMs nationwide, but Axos lists ATM fee refunds only for its other checking accounts.",
        },
        service: {
          score: 4,
          why: "Direct Bankers answer the phone 24/7, and paydays can arrive up to two days early with direct deposit.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1563013544-824ae1b704d3",
        alt: "Person holding a credit card in front of a laptop",
      },
      pros: [
        "No maintenance, minimum-balance or overdraft fees on checking or savings",
        "Top savings APY of up to 4.51% with qualifying monthly deposits and balance, and 1.00% APY without them (October 2025)",
        "Paydays up to two days early with direct deposit, and phone support from Direct Bankers 24/7",
      ],
      bestFor:
        "People paid by direct deposit who keep a steady balance and want checking and high-yield savings at one online bank.",
      drawback:
        "The top savings rate needs qualifying monthly deposits and a minimum average balance, and there are no branches.",
      review: [
        "Paid by direct deposit, with a steady balance? Axos ONE pairs a checking account with a savings account at Axos Bank, and neither charges maintenance or overdraft fees. Have at least $1,500 a month paid in by direct deposit, keep your average balance above $1,500, and savings earned up to 4.51% APY in October 2025. Paychecks can also arrive up to two days early, and about 91,000 ATMs are free.",
        "That condition is why it rates last: miss the deposit or let the balance dip and savings falls to 1.00% APY, still above the FDIC's national average but well below the top. Axos lists no ATM fee refunds for Axos ONE, there are no branches, and user reviews cited by The Motley Fool in 2025 raise concerns about the app and service. For a high rate with no conditions, Ally is the simpler choice.",
      ],
    },
  ],
  methodology: {
    text: "We read each bank's published account disclosures, fee schedules and help pages, dated in the table, and compared savings rates with the national average the FDIC publishes; where a review relies on a publisher's report, such as The Motley Fool's, it names it. We did not open accounts or test the apps. Monthly and overdraft fees are scored by a published rule from each bank's terms; savings, ATM access and service are scored on the rubrics below.",
    criteria: [
      {
        id: "monthly-fee",
        name: "Monthly fee",
        weight: 30,
        measures:
          "The monthly maintenance fee on checking: $0 earns 5 and $15, a common big-bank fee, or more earns 1.",
        computed: { fact: "monthly-fee", five: 0, one: 15 },
      },
      {
        id: "savings",
        name: "Savings rate",
        weight: 20,
        measures:
          "Whether savings pays a high-yield rate against the FDIC's national average, the conditions on the top rate, and savings tools.",
        rubric: {
          5: "A high-yield savings rate with no deposit or balance condition, plus goal buckets or round-ups",
          4: "A high-yield rate with no condition, or one that needs only a monthly direct deposit of any size",
          3: "A high-yield rate that needs monthly deposits and a minimum balance, with a lower base rate otherwise",
          2: "A standard savings rate at or below the FDIC national average",
          1: "A rate near zero, or fees that can exceed the interest",
        },
      },
      {
        id: "access",
        name: "ATMs, cash and branches",
        weight: 20,
        measures: "Fee-free ATMs, refunds of other banks' ATM charges, cash deposits and in-person service.",
        rubric: {
          5: "Unlimited refunds of other banks' ATM charges, or 40,000+ fee-free ATMs plus cash deposits and branches",
          4: "A fee-free network of 40,000 or more ATMs",
          3: "A smaller fee-free network, or capped refunds of other banks' ATM charges alone",
          2: "Few fee-free ATMs, with charges at the rest",
          1: "Fees on most ATM withdrawals",
        },
      },
      {
        id: "overdraft",
        name: "Overdraft fee",
        weight: 15,
        measures: "The fee per overdrawn item: $0 earns 5 and $35, about what big banks charge, or more earns 1.",
        computed: { fact: "overdraft-fee", five: 0, one: 35 },
      },
      {
        id: "service",
        name: "Tools and service",
        weight: 15,
        measures:
          "Counts five checkable features: 24/7 phone support, goal buckets or vaults, pay up to two days early, branches, extra FDIC coverage.",
        rubric: {
          5: "At least three of the five features",
          4: "Two of the five features",
          3: "One of the five features",
          2: "None of them, but mobile check deposit and bill pay",
          1: "No mobile check deposit or bill pay",
        },
      },
    ],
    tiebreak: "savings",
  },
  compare: [
    { fact: "monthly-fee", label: "Monthly fee" },
    { fact: "overdraft-fee", label: "Overdraft fee" },
    { fact: "atm-fee-refunds", label: "Other banks' ATM charges refunded a month" },
    { fact: "top-rate-condition", label: "Top savings rate needs monthly deposits" },
  ],
  presets: [
    { label: "Best savings rate", levels: { savings: 3 } },
    { label: "Cash and branches", levels: { access: 3 } },
    { label: "No fees at all", levels: { "monthly-fee": 3, overdraft: 3 } },
  ],
  competition: [
    {
      name: "Charles Schwab Bank",
      why: "Investor Checking refunds ATM charges worldwide, but Schwab Bank Investor Savings paid 0.15% APY in December 2025, below the FDIC national average.",
    },
    {
      name: "Chase Total Checking",
      why: "A $15 monthly fee unless you meet a waiver, a $34 overdraft fee, and a standard savings rate close to zero.",
    },
    {
      name: "Citi Accelerate Savings",
      why: "A $4.50 monthly fee unless you keep $500, and offered only in some states (December 2025).",
    },
    {
      name: "Wells Fargo Platinum Savings",
      why: "Paid 0.05% APY in October 2025, and its top rate needs a $1,000,000 balance.",
    },
  ],
  sources: [
    {
      title: "FDIC: National rates and rate caps",
      url: "https://www.fdic.gov/resources/bankers/national-rates/",
    },
    {
      title: "FDIC: BankFind Suite",
      url: "https://banks.data.fdic.gov/bankfind-suite/bankfind",
    },
    { title: "Ally Bank: Overdraft policy", url: "https://www.ally.com/overdraft" },
    {
      title: "Capital One: 360 Checking",
      url: "https://www.capitalone.com/bank/checking-accounts/online-checking-account/",
    },
    { title: "SoFi: Banking rate sheet", url: "https://www.sofi.com/legal/banking-rate-sheet/" },
    {
      title: "American Express: Rewards Checking questions",
      url: "https://www.americanexpress.com/en-us/banking/online-checking/frequently-asked-questions/",
    },
    { title: "Axos Bank: Axos ONE", url: "https://www.axosbank.com/personal/bank/axos-one" },
  ],
  mustReads: [{ to: "/online-vs-traditional-banks" }, { to: "/high-yield-savings" }, { to: "/overdraft-protection" }],
  itemType: "FinancialProduct",
  ratingCount: 5000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics, with monthly and overdraft fees scored from each bank's dated terms; American Express Rewards Checking replaces Charles Schwab Bank, whose savings rate below the FDIC national average put it below the top five; SoFi moves to second, Capital One 360 to third and Axos ONE to fifth",
    },
    {
      date: "2026-11-22",
      text: "Axos ONE replaces Chase Total Checking, whose monthly fee and near-zero savings rate put it below the top five; Axos ONE ranks fourth and Schwab moves to fifth; tagline and intro no longer promise a branch",
    },
    {
      date: "2026-11-22",
      text: "Ratings now come from each bank's scores on five weighted criteria, which lowers Chase's rating for its monthly fee and near-zero savings rate; each bank's fees now carry the date of its terms",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
