/**
 * Facts that more than one page states and that change over time (a tax limit, a stamp price, an insurance
 * cap), each once, with the date and primary source it rests on. Guides quote one with <Fact id="..." />;
 * prices of a product live in content/vendors.ts instead. See content/schema/primitives.ts (datedFactSchema).
 */
import type { FactsInput } from "./schema/facts";

export default {
  // credit cards
  "credit-card-average-apr": {
    text: "about 22% a year on card accounts that were charged interest, per the Federal Reserve's G.19 consumer credit release",
    asOf: "2025-05",
    source: "https://www.federalreserve.gov/releases/g19/current/",
    checked: "2026-11-25",
    confirmed: false,
  },

  // banking
  "fdic-insurance-limit": {
    text: "$250,000 per depositor, per insured bank, for each account ownership category",
    asOf: "2025",
    source: "https://www.fdic.gov/resources/deposit-insurance",
    checked: "2026-11-25",
    confirmed: false,
  },
  "fdic-national-savings-rate": {
    text: "0.39% APY",
    asOf: "2025-12",
    source: "https://www.fdic.gov/resources/bankers/national-rates/",
    checked: "2026-11-25",
    confirmed: false,
  },

  // TV and mobile plans
  "youtube-tv-dvr": {
    text: "unlimited cloud DVR, with each recording kept for nine months",
    asOf: "2025",
    source: "https://tv.youtube.com/",
    checked: "2026-11-25",
    confirmed: false,
  },
  "ctia-unlocking": {
    text: "under the CTIA Consumer Code, carriers unlock a postpaid phone on request once it is paid off or the contract is fulfilled, and a prepaid phone on request no later than one year after activation",
    asOf: "2026-01",
    source: "https://www.ctia.org/the-wireless-industry/industry-commitments/consumer-code-for-wireless-service",
    checked: "2026-11-25",
    confirmed: false,
  },
  "verizon-unlocking": {
    text: "Verizon no longer has to unlock phones automatically 60 days after activation: an FCC waiver granted on January 12, 2026 lets it follow the CTIA Consumer Code for new activations until the FCC sets an industry-wide unlocking rule",
    asOf: "2026-01-12",
    source: "https://www.verizon.com/about/consumer-safety/device-unlocking-policy",
    checked: "2026-11-25",
    confirmed: false,
  },

  // travel and invitations
  "usps-forever-stamp": {
    text: "78 cents for a Forever stamp (a 1-ounce First-Class Mail letter)",
    asOf: "2025-09-24",
    source: "https://news.usps.com/2025/09/24/usps-announces-no-stamp-price-changes-for-january-2026",
    checked: "2026-11-25",
  },
  "dot-24-hour-rule": {
    text: "airlines must either hold a reservation at the quoted fare without payment or let you cancel it without penalty for 24 hours after booking, when you book at least seven days before departure",
    asOf: "2017-11-15",
    source: "https://www.transportation.gov/individuals/aviation-consumer-protection/buying-ticket",
    checked: "2026-11-25",
  },
  "dot-automatic-refunds": {
    text: "when an airline cancels or significantly changes your flight and you turn down the other flight, voucher or credit it offers, it must refund you automatically, without your having to ask: within 7 business days if you paid by credit card and within 20 calendar days for other forms of payment",
    asOf: "2024-04-26",
    source: "https://www.federalregister.gov/documents/2024/04/26/2024-07177/refunds-and-other-consumer-protections",
    checked: "2026-11-25",
  },
  "dot-significant-change": {
    text: "a departure more than 3 hours earlier or an arrival more than 3 hours later than scheduled on a domestic flight (6 hours on an international one), a different departure or arrival airport, more connections, a lower class of service, or connections or an aircraft that are less accessible for a passenger with a disability; the rule gave airlines until October 28, 2024 to comply",
    asOf: "2024-04-26",
    source: "https://www.federalregister.gov/documents/2024/04/26/2024-07177/refunds-and-other-consumer-protections",
    checked: "2026-11-25",
    confirmed: false,
  },

  // taxes
  "catch-up-60-63": {
    text: "$11,250 for 2026, the same as for 2025, for workers who turn 60, 61, 62 or 63 during the year, in place of the age-50 catch-up of $8,000, in a 401(k), 403(b), governmental 457 plan or the Thrift Savings Plan that allows catch-up contributions",
    asOf: "2025-11-13",
    source: "https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500",
    checked: "2026-11-25",
    confirmed: false,
  },

  // business
  "microsoft-365-teams-packaging": {
    text: "Microsoft sells its Microsoft 365 business plans in versions that include Teams and cheaper versions without it",
    asOf: "2025-11",
    source: "https://www.microsoft.com/licensing/faqs/10",
    checked: "2026-11-25",
  },

  // development
  "docker-desktop-license": {
    text: "free for personal use, education, non-commercial open-source projects and businesses with fewer than 250 employees and less than $10 million in annual revenue; larger businesses and government entities need a paid Docker subscription",
    asOf: "2021-08",
    source: "https://www.docker.com/blog/updating-product-subscriptions/",
    checked: "2026-11-25",
  },
} satisfies FactsInput;
