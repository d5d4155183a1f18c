import type { RankedListInput } from "../schema";

export default {
  path: "/category/banking",
  meta: {
    title: "Best Banks: Top 5 FDIC-Insured Picks for Checking and Savings",
    description:
      "The five FDIC-insured banks we recommend for everyday checking and savings, compared on fees, interest rates, ATM access and overdraft policies.",
    keywords: ["best banks", "best online banks", "best checking account", "high-yield savings account", "no fee bank account", "fdic insured banks"],
  },
  title: "Best Banks",
  tagline: "Fee-free checking, competitive savings and a branch when you need one.",
  icon: "landmark",
  intro: [
    "We compared personal checking and savings accounts from online and traditional banks on monthly fees, savings rates, ATM access, overdraft policies and how easy they are to use day to day. The list is for people in the US choosing a main bank or adding a better savings account.",
    "This is general information, not financial advice. Every bank here is FDIC-insured: deposits are covered up to $250,000 per depositor, per insured bank, for each account ownership category. You can confirm a bank's status with the FDIC's BankFind tool and file complaints with the Consumer Financial Protection Bureau (CFPB). Rates, fees and bonuses change often, so figures below are approximate and as of 2025; check each bank's current disclosures before you open an account.",
  ],
  summaryHeading: "Our Top 5 Best Banks",
  entries: [
    {
      rank: 1,
      product: "ally-bank",
      description:
        "An online bank with fee-free checking and a high-yield savings account under one login. It combines strong savings tools with everyday banking.",
      rating: 4.8,
      image: {
        url: "https://images.unsplash.com/photo-1556742049-0cfed4f6a45d",
        alt: "Customer paying by card at a payment terminal",
      },
      pros: [
        "No monthly maintenance fees or minimum balances on checking and savings",
        "Savings buckets let you split one account into goals",
        "No overdraft fees on checking",
      ],
      bestFor: "People comfortable banking online who want high-yield savings and fee-free checking at one bank.",
      drawback: "There are no branches, and you can't deposit cash.",
      review: [
        "Ally Bank is #1 because it does both halves of banking well: a savings account paying well above the national average, as of 2025, and a checking account with no monthly fees, no minimums and no overdraft fees. Savings buckets and automatic transfers make it easy to build an emergency fund, and you can use a large network of fee-free ATMs.",
        "The limits are physical: there are no branches, and Ally doesn't accept cash deposits, so you'd need to deposit cash at another bank and transfer it. If you handle cash often or want in-person help, Capital One 360 or a traditional bank like Chase is a better fit.",
      ],
    },
    {
      rank: 2,
      product: "capital-one-360",
      description:
        "Fee-free online checking and savings from a bank that also has branches and cafés in some areas. It is the best middle ground between online and traditional banking.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1512941937669-90a1b58e7e9c",
        alt: "Hand holding a smartphone",
      },
      pros: [
        "No monthly fees or minimums on 360 Checking and 360 Performance Savings",
        "No overdraft fees, and a large fee-free ATM network",
        "Early paycheck: direct deposits can arrive up to two days early",
      ],
      bestFor: "People who want online-bank pricing with the option of a branch or café nearby.",
      drawback: "Branches and cafés exist only in some areas, and its savings rate sometimes trails online-only rivals.",
      review: [
        "Capital One 360 gives you what most online banks do (no monthly fees, no minimums and a competitive savings rate) plus physical locations in parts of the country and a full-featured mobile app. Checking has no overdraft fees, and you can deposit cash at Capital One ATMs.",
        "Its branch and café network is limited to some regions, so don't count on in-person service everywhere, and its savings rate is sometimes a little lower than the top online-only banks, as of 2025. If you want the highest rate and never need a branch, compare Ally; if you need branches everywhere, look at Chase.",
      ],
    },
    {
      rank: 3,
      product: "sofi-checking-and-savings",
      description:
        "A combined checking and savings account with no account fees and a higher savings rate when you set up direct deposit. It suits people who get paid electronically.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1579621970563-ebec7560ff3e",
        alt: "Stacks of coins",
      },
      pros: [
        "Checking and savings in one account with no account fees",
        "Higher savings APY with eligible direct deposit, as of 2025",
        "Extra FDIC coverage beyond the standard limit through a network of program banks",
      ],
      bestFor: "People paid by direct deposit who want one app for checking and savings.",
      drawback: "The top savings rate depends on direct deposit or qualifying deposits.",
      review: [
        "SoFi bundles checking and savings into one account and rewards you for making it your main bank: with eligible direct deposit, savings earns a higher rate and paychecks can arrive up to two days early. Vaults let you set aside money for goals, and the SoFi Insured Deposit Program spreads larger balances across partner banks for more FDIC coverage.",
        "If you don't set up direct deposit or meet the deposit requirement, the rate drops, so read the current terms. There are no branches, and the app promotes SoFi's loans and investing products. If you want a high rate with no conditions, Ally is simpler.",
      ],
    },
    {
      rank: 4,
      product: "charles-schwab-bank",
      description:
        "Schwab's Investor Checking account refunds ATM fees worldwide and charges no foreign transaction fees. It is the strongest checking account for travelers.",
      rating: 4.5,
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
        "Schwab Bank's Investor Checking solves one problem very well: cash access anywhere. It refunds ATM fees charged by other banks, at home and abroad, with no monthly cap, and the debit card charges no foreign transaction fees. There are no monthly fees or minimums, and you can move money quickly between checking and a Schwab brokerage account.",
        "To open it you also need a Schwab One brokerage account, although that account has no minimum or fees. Schwab's savings account pays a low rate, so keep emergency savings at a high-yield bank such as Ally or SoFi. If you rarely use ATMs or travel, another bank on this list will serve you better.",
      ],
    },
    {
      rank: 5,
      product: "chase",
      description:
        "One of the largest US banks, with a broad branch and ATM network and a full-featured app. It is the pick here for people who want in-person service.",
      rating: 4.3,
      image: {
        url: "https://images.unsplash.com/photo-1541354329998-f4d9a9f9297f",
        alt: "Exterior of a bank building",
      },
      pros: [
        "Large branch and ATM network across the US",
        "Cash deposits at branches and ATMs, plus Zelle in the app",
        "New-account bonuses are often available, with terms that vary",
      ],
      bestFor: "People who want in-person help at a branch and deposit cash regularly.",
      drawback: "Chase Total Checking has a monthly fee unless you meet requirements, and savings pays very little.",
      review: [
        "Chase is the traditional-bank option on this list. If you deposit cash, need a cashier's check, or want to sit down with a banker, its wide branch and ATM network makes that easy in much of the country, and the app handles everyday tasks well.",
        "The cost is fees and low interest. Chase Total Checking carries a monthly fee of about $15, as of 2025, unless you meet a requirement such as $500 in monthly direct deposits or a minimum balance, overdraft fees still apply, and standard savings earns very little. If you rarely visit a branch, Ally or Capital One 360 will cost less and pay more.",
      ],
    },
  ],
  methodology: {
    text: "We compared monthly fees, savings rates against the national average, ATM access, overdraft policies and FDIC insurance status, using each bank's published account disclosures and the FDIC's BankFind as of 2025.",
    criteria: [
      "Monthly fees and minimum balance requirements",
      "Savings interest rate compared with the national average",
      "ATM access and cash deposits",
      "Overdraft policy",
      "FDIC insurance and customer support",
    ],
  },
  mustReads: [{ to: "/online-vs-traditional-banks" }, { to: "/high-yield-savings" }, { to: "/overdraft-protection" }],
  itemType: "FinancialProduct",
  ratingCount: 5000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;
