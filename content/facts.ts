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

  // banking-therapy: facts added by this group's pages

  // tv-mobile: facts added by this group's pages

  // lifestyle-home: facts added by this group's pages

  // travel-invites: facts added by this group's pages
  "usps-forever-stamp": {
    text: "78 cents for a Forever stamp (a 1-ounce First-Class Mail letter)",
    asOf: "2025-09-24",
    source: "https://news.usps.com/2025/09/24/usps-announces-no-stamp-price-changes-for-january-2026",
  },
  "dot-24-hour-rule": {
    text: "airlines must either hold a reservation at the quoted fare without payment or let you cancel it without penalty for 24 hours after booking, when you book at least seven days before departure",
    asOf: "2017-11-15",
    source: "https://www.transportation.gov/individuals/aviation-consumer-protection/buying-ticket",
  },
} satisfies FactsInput;
