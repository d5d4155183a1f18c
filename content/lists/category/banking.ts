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
      rating: 4.7,
      scores: {
        fees: {
          score: 5.0,
          why: "No monthly maintenance fees and no minimum balance on its checking or savings accounts.",
        },
        savings: {
          score: 4.7,
          why: "Its savings account has paid several times the FDIC's national average, with no direct-deposit condition on the rate.",
        },
        access: {
          score: 3.8,
          why: "Fee-free withdrawals at Allpoint ATMs and some refunds of other banks' ATM fees, but no branches and no way to deposit cash.",
        },
        overdraft: { score: 5.0, why: "Charges no overdraft fees on checking; it dropped them in 2021." },
        service: {
          score: 4.7,
          why: "Savings buckets, boosters such as round-ups and automatic transfers are built into the savings account.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556742049-0cfed4f6a45d",
        alt: "Customer paying by card at a payment terminal",
      },
      pros: [
        "No monthly maintenance fees or minimum balances on checking and savings",
        "Savings buckets and boosters such as round-ups split one account into goals",
        "No overdraft fees on checking since 2021",
      ],
      bestFor: "People comfortable banking online who want high-yield savings and fee-free checking at one bank.",
      drawback: "There are no branches, and you can't deposit cash.",
      review: [
        "Ally Bank leads the list because it does both halves of banking well: its savings account has paid several times the FDIC's national average, and its checking account has no monthly fees, no minimums and no overdraft fees. Buckets, round-ups and automatic transfers make an emergency fund easy to build, and Allpoint ATMs let you take out cash without a fee.",
        "It ties with Capital One 360 on our scores and goes first for its savings tools and a rate that Capital One has sometimes trailed. The limits are physical: there are no branches, and Ally doesn't accept cash deposits, so you'd need to deposit cash at another bank and transfer it. If you handle cash often or want in-person help, Capital One 360 or a local branch bank or credit union is a better fit.",
      ],
    },
    {
      rank: 2,
      product: "capital-one-360",
      description:
        "Fee-free online checking and savings from a bank that also has branches and cafés in some areas: the middle ground between online and traditional banking.",
      rating: 4.7,
      scores: {
        fees: { score: 5.0, why: "No monthly fees or minimums on 360 Checking or 360 Performance Savings." },
        savings: {
          score: 4.4,
          why: "360 Performance Savings pays a competitive online rate with no conditions, though it has sometimes trailed the top online-only banks.",
        },
        access: {
          score: 4.6,
          why: "Fee-free Capital One and Allpoint ATMs, cash deposits at many Capital One ATMs, and branches and cafés in some cities.",
        },
        overdraft: { score: 5.0, why: "Dropped overdraft and returned-item fees on its consumer accounts in 2022." },
        service: {
          score: 4.5,
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
        "Branches and cafés exist only in some areas, and its savings rate has sometimes trailed online-only rivals.",
      review: [
        "Capital One 360 gives you what the best online banks do (no monthly fees, no minimums, no overdraft fees and a competitive savings rate) plus something most of them can't: physical locations in parts of the country and ATMs that take cash deposits. The app covers everyday banking, and direct deposits can arrive up to two days early.",
        "On our scores it ties with Ally, which edges it on savings tools and, at times, on rate. Its branch and café network is limited to some regions, so don't count on in-person service everywhere. If you want the highest rate and never need a branch, compare Ally; if you need a branch in every town, a large branch bank or a local credit union will serve you better.",
      ],
    },
    {
      rank: 3,
      product: "sofi-checking-and-savings",
      description:
        "A combined checking and savings account with no account fees and a higher savings rate when you set up direct deposit. It suits people who get paid electronically.",
      rating: 4.5,
      scores: {
        fees: { score: 5.0, why: "No account, service or maintenance fees on SoFi Checking and Savings." },
        savings: {
          score: 4.4,
          why: "Its top savings rate needs direct deposit or qualifying deposits every 30 days; without either, members earn a much lower base rate.",
        },
        access: {
          score: 4.0,
          why: "Fee-free withdrawals at more than 55,000 Allpoint ATMs, but no branches and no refunds of other ATMs' fees.",
        },
        overdraft: {
          score: 4.5,
          why: "No overdraft fees, and no-fee overdraft coverage on debit card purchases for members with qualifying monthly direct deposits.",
        },
        service: {
          score: 4.6,
          why: "Vaults split savings into goals, and its Insured Deposit Program spreads large balances across partner banks for extra FDIC coverage.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1579621970563-ebec7560ff3e",
        alt: "Close-up of coins",
      },
      pros: [
        "Checking and savings in one account with no account or maintenance fees",
        "Top savings APY with direct deposit or qualifying deposits every 30 days",
        "Extra FDIC coverage beyond the standard limit through a network of program banks",
      ],
      bestFor: "People paid by direct deposit who want one app for checking and savings.",
      drawback: "The top savings rate depends on direct deposit or qualifying deposits, and there are no branches.",
      review: [
        "Make SoFi your main bank and it pays you for it. Set up direct deposit, or move enough money in every 30 days, and savings earns its top rate; paychecks can arrive up to two days early, and Vaults let you set money aside for goals. The SoFi Insured Deposit Program spreads larger balances across partner banks for more FDIC coverage than one bank can give.",
        "Miss the deposit requirement and you drop to a much lower base rate, so read the current terms before you rely on it. There are no branches, out-of-network ATM fees are not refunded, and the app promotes SoFi's loans and investing products. If you want a high rate with no conditions, Ally is simpler.",
      ],
    },
    {
      rank: 4,
      product: "axos-one",
      description:
        "A checking and savings bundle from Axos Bank, an online bank, with no maintenance, balance or overdraft fees and a top savings rate for people who meet its monthly deposit condition.",
      rating: 4.5,
      scores: {
        fees: {
          score: 4.8,
          why: "No maintenance, minimum-balance, opening or overdraft fees on Axos ONE, though the ATM fee reimbursements Axos lists are for its other checking accounts.",
        },
        savings: {
          score: 4.4,
          why: "The top savings APY was several times the FDIC's national average in October 2025 but needs monthly direct deposits and an average balance above a threshold; without them savings earned 1.00% APY.",
        },
        access: {
          score: 4.0,
          why: "Fee-free withdrawals across a large nationwide ATM network, but no branches for in-person help.",
        },
        overdraft: {
          score: 5.0,
          why: "Axos lists no overdraft fees on Axos ONE, and no overdraft or NSF fees on its Essential and Rewards Checking accounts.",
        },
        service: {
          score: 4.0,
          why: "Paydays can arrive up to two days early and Direct Bankers answer the phone 24/7, but The Motley Fool noted in 2025 that user reviews raise concerns about the app and customer service.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1563013544-824ae1b704d3",
        alt: "Person holding a credit card in front of a laptop",
      },
      pros: [
        "No maintenance, minimum-balance, opening or overdraft fees on checking or savings",
        "Top savings APY with qualifying monthly deposits and balance, and a base rate above the national average without them (as of 2025)",
        "Paydays up to two days early with direct deposit, and phone support from Direct Bankers 24/7",
      ],
      bestFor:
        "People paid by direct deposit who keep a steady balance and want checking and high-yield savings at one online bank.",
      drawback:
        "The top savings rate needs qualifying monthly deposits and a minimum average balance, and there are no branches.",
      review: [
        "Axos ONE pairs a checking account with a savings account at Axos Bank, and neither charges maintenance, minimum-balance, opening or overdraft fees. Have your pay deposited there, keep your average balance above its threshold, and savings earns Axos's top rate, which in October 2025 was several times the FDIC's national average. Paychecks can also arrive up to two days early.",
        "That condition is the catch: miss the deposit or let the balance dip, and savings falls to a base rate (1.00% APY in October 2025), above the national average but well below the top. It ties with SoFi on our scores and goes after it because SoFi adds savings Vaults and extra FDIC coverage, while user reviews cited by The Motley Fool raise concerns about Axos's app and service. There are no branches, and if you want a high rate with no conditions, Ally is simpler.",
      ],
    },
    {
      rank: 5,
      product: "charles-schwab-bank",
      description:
        "Schwab's Investor Checking account refunds ATM fees worldwide and charges no foreign transaction fees, which makes it the strongest checking account here for travelers.",
      rating: 4.2,
      scores: {
        fees: {
          score: 5.0,
          why: "No monthly service fees or minimums on Investor Checking or on the Schwab One brokerage account it requires.",
        },
        savings: {
          score: 2.5,
          why: "Investor Checking and Schwab's savings account pay low variable rates, far below the high-yield banks on this list.",
        },
        access: {
          score: 4.7,
          why: "Refunds ATM fees at any ATM worldwide with no monthly cap and charges no foreign transaction fees, but you can't deposit cash.",
        },
        overdraft: {
          score: 4.3,
          why: "No fee to cover an overdraft from a linked Schwab brokerage or savings account.",
        },
        service: {
          score: 4.4,
          why: "Money moves in real time between checking and a Schwab brokerage account, with free bill pay and mobile check deposit.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1526304640581-d334cdbbf45e",
        alt: "Close-up of US dollar banknotes",
      },
      pros: [
        "Unlimited ATM fee rebates worldwide with Investor Checking",
        "No foreign transaction fees on the debit card",
        "No monthly fees or minimum balance",
      ],
      bestFor: "Travelers and people who already invest with Schwab.",
      drawback: "You must open a linked brokerage account, and its savings account pays a low rate.",
      review: [
        "For cash access anywhere, Schwab Bank's Investor Checking is hard to beat. It refunds ATM fees charged by other banks, at home and abroad, with no monthly cap, and the debit card charges no foreign transaction fees. There are no monthly fees or minimums, and money moves between checking and a Schwab brokerage account in real time.",
        "To open it you also need a Schwab One brokerage account, although that account has no minimum or fees. Its low savings rates are why it rates below the online banks above, so keep emergency savings at a high-yield bank such as Ally or SoFi. You can't deposit cash, and if you rarely use ATMs or travel, another bank on this list will serve you better.",
      ],
    },
  ],
  methodology: {
    text: "We read each bank's published account disclosures, fee schedules and help pages, and compared savings rates with the national average the FDIC publishes; where a review relies on a publisher's report, such as The Motley Fool's, it names it. We did not open accounts or test the apps. Each bank gets a score from 0 to 5 on each criterion below, and its rating is the weighted mean of those scores.",
    criteria: [
      {
        id: "fees",
        name: "Fees and minimums",
        weight: 30,
        measures: "Monthly maintenance fees, minimum balances and everyday charges such as out-of-network ATM fees.",
      },
      {
        id: "savings",
        name: "Savings rate",
        weight: 20,
        measures:
          "What the bank's savings pays against the FDIC's national average, and any conditions on the top rate.",
      },
      {
        id: "access",
        name: "ATMs, cash and branches",
        weight: 20,
        measures: "Fee-free ATMs, ATM fee refunds, cash deposits and in-person service.",
      },
      {
        id: "overdraft",
        name: "Overdraft policy",
        weight: 15,
        measures: "Overdraft and returned-item fees, and the free ways to avoid them.",
      },
      {
        id: "service",
        name: "Tools and service",
        weight: 15,
        measures: "Savings tools, transfers, in-person or app support, and extra deposit insurance options.",
      },
    ],
  },
  mustReads: [{ to: "/online-vs-traditional-banks" }, { to: "/high-yield-savings" }, { to: "/overdraft-protection" }],
  itemType: "FinancialProduct",
  ratingCount: 5000,
  adviceNote: true,
  changes: [
    {
      date: "2026-11-22",
      text: "Chase replaced by Axos ONE: with honest scores Chase rated 3.5, below the 4.2 our ranked picks need, because of its monthly fee and near-zero savings rate; Axos ONE rates 4.5 and ranks fourth, ahead of Schwab (4.2), which moves to fifth; tagline and intro no longer promise a branch",
    },
    {
      date: "2026-11-22",
      text: "Weighted criteria and per-criterion scores added, so ratings are now the weighted mean (Chase drops to 3.5 on fees and savings); dated fee terms moved to each bank's record; reviews rewritten to open differently",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;
