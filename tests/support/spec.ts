/** Facts the product spec fixes (kept by the product owner, outside this repository), which the tests hold the built site to. */

/** Spec §2, the route table and the article routes: the pages that must exist (a floor: the site may add more). */
export const SPEC_CATEGORY_PATHS = [
  "/category/development",
  "/category/business",
  "/category/lifestyle",
  "/category/home",
  "/category/dating",
  "/category/mobile-plans",
  "/category/banking",
  "/category/tv-services",
  "/category/credit-cards",
  "/category/therapy",
  "/category/vpn",
  "/category/hosting",
  "/category/accounting",
];
export const SPEC_STANDALONE_RANKED_PATHS = [
  "/netflix-shows",
  "/evite-alternatives",
  "/asana-alternatives",
  "/flight-booking",
];
export const SPEC_GUIDE_PATHS = [
  "/hidden-flight-deals",
  "/best-days-to-book-flights",
  "/travel-hacking-101",
  "/project-management-best-practices",
  "/agile-vs-waterfall",
  "/team-collaboration-tools",
  "/digital-vs-paper-invitations",
  "/best-code-editors",
  "/smart-home-essentials",
  "/crm-systems-small-business",
  "/dating-app-safety",
  "/vpn-protocols",
  "/vpn-no-logs-policy",
  "/netflix-vpn",
  "/shared-vs-dedicated-hosting",
  "/website-uptime",
  "/wordpress-hosting",
  "/credit-card-rewards",
  "/balance-transfer-cards",
  "/online-vs-traditional-banks",
  "/high-yield-savings",
  "/overdraft-protection",
  "/accounting-software",
  "/tax-deductions",
  "/invoice-management",
  "/online-vs-in-person-therapy",
  "/therapy-costs",
  "/choosing-therapist",
  "/meal-prep-guide",
  "/productivity-apps",
  "/minimalist-living",
  "/5g-coverage-comparison",
  "/prepaid-vs-postpaid",
  "/mobile-plan-savings",
  "/cord-cutting-guide",
  "/live-vs-on-demand-tv",
  "/best-sports-streaming",
];

/** Spec §2, 'Guide articles': back links (label where the spec gives one) and call-to-action targets. */
export const SPEC_GUIDE_LINKS: Record<string, { back: string; label?: string; cta: string; ctaLabel?: string }> = {
  "/hidden-flight-deals": { back: "/flight-booking", label: "Back to Flight Booking Sites", cta: "/flight-booking" },
  "/best-days-to-book-flights": {
    back: "/flight-booking",
    label: "Back to Flight Booking Sites",
    cta: "/flight-booking",
  },
  "/travel-hacking-101": { back: "/flight-booking", label: "Back to Flight Booking Sites", cta: "/flight-booking" },
  "/project-management-best-practices": {
    back: "/asana-alternatives",
    label: "Back to Asana Alternatives",
    cta: "/asana-alternatives",
  },
  "/agile-vs-waterfall": {
    back: "/asana-alternatives",
    label: "Back to Asana Alternatives",
    cta: "/asana-alternatives",
  },
  "/team-collaboration-tools": {
    back: "/asana-alternatives",
    label: "Back to Asana Alternatives",
    cta: "/asana-alternatives",
  },
  "/digital-vs-paper-invitations": {
    back: "/evite-alternatives",
    label: "Back to Evite Alternatives",
    cta: "/evite-alternatives",
    ctaLabel: "Compare Invitation Platforms",
  },
  "/best-code-editors": { back: "/category/development", cta: "/category/development" },
  "/smart-home-essentials": { back: "/category/home", cta: "/category/home" },
  "/crm-systems-small-business": { back: "/category/business", cta: "/category/business" },
  "/dating-app-safety": { back: "/category/dating", cta: "/category/dating" },
  "/vpn-protocols": { back: "/category/vpn", cta: "/category/vpn" },
  "/vpn-no-logs-policy": { back: "/category/vpn", cta: "/category/vpn" },
  "/netflix-vpn": { back: "/category/vpn", cta: "/category/vpn" },
  "/shared-vs-dedicated-hosting": { back: "/category/hosting", cta: "/category/hosting" },
  "/website-uptime": { back: "/category/hosting", cta: "/category/hosting" },
  "/wordpress-hosting": { back: "/category/hosting", cta: "/category/hosting" },
  "/cord-cutting-guide": { back: "/category/tv-services", cta: "/category/tv-services" },
  "/live-vs-on-demand-tv": { back: "/category/tv-services", cta: "/category/tv-services" },
  "/best-sports-streaming": { back: "/category/tv-services", cta: "/category/tv-services" },
};

/** Figures the spec and the issues require in particular guides. */
export const SPEC_GUIDE_FIGURES: Record<string, string[]> = {
  "/best-days-to-book-flights": ["1 to 3 months", "2 to 8 months"],
  "/digital-vs-paper-invitations": ["100 guests", "$0-50", "$490-990", "85%", "65%", "4 weeks"],
  "/tax-deductions": ["70 cents"],
  "/dating-app-safety": ["800-656-4673"],
};

/** Spec §9: the ratings it fixes, in rank order. */
export const SPEC_FIXED_RATINGS: Record<string, number[]> = {
  "/asana-alternatives": [4.7, 4.7, 4.5, 4.5, 4.6],
  "/flight-booking": [4.9, 4.8, 4.7, 4.6, 4.5],
};

/** Spec §9, business constants: the footer's copyright line, '© 2025' then the brand's short name. */
export const SPEC_COPYRIGHT = (brand: string) => `© 2025 ${brand}. All rights reserved.`;
