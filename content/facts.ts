/**
 * Facts that more than one page states and that change over time (a tax limit, a stamp price, an insurance
 * cap), each once, with the date and primary source it rests on. Guides quote one with <Fact id="..." />;
 * prices of a product live in content/vendors.ts instead. See content/schema.ts (datedFactSchema).
 */
import type { FactsInput } from "./schema";

export default {
  // vpn-hosting: facts added by this group's pages

  // dev-business: facts added by this group's pages

  // money: facts added by this group's pages
  "credit-card-average-apr": {
    text: "about 22% a year on card accounts that were charged interest, per the Federal Reserve's G.19 consumer credit release",
    asOf: "2025-05",
    source: "https://www.federalreserve.gov/releases/g19/current/",
  },

  // banking-therapy: facts added by this group's pages
  "fdic-insurance-limit": {
    text: "$250,000 per depositor, per insured bank, for each account ownership category",
    asOf: "2025",
    source: "https://www.fdic.gov/resources/deposit-insurance",
  },
  "fdic-national-savings-rate": {
    text: "0.39% APY",
    asOf: "2025-12",
    source: "https://www.fdic.gov/resources/bankers/national-rates/",
  },

  // tv-mobile: facts added by this group's pages

  // lifestyle-home: facts added by this group's pages

  // travel-invites: facts added by this group's pages
} satisfies FactsInput;
