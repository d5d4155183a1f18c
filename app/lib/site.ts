/** Site-wide constants: brand, origin and fixed strings the spec names. */

export const SITE_NAME = "Top5";

/**
 * Canonical origin, fixed at build time (`SITE_URL=https://your-domain npm run build`). Vite exposes it to
 * the client bundle too (envPrefix in vite.config.ts), so prerendered and hydrated pages agree.
 */
export const SITE_URL = (import.meta.env?.SITE_URL || "https://top5.example.com").replace(/\/+$/, "");

/** Publisher id of the sponsored-content provider, fixed at build time (`SPONSORED_PUBLISHER_ID`). */
export const SPONSORED_PUBLISHER_ID = import.meta.env?.SPONSORED_PUBLISHER_ID || "top5-network";

export const TITLE_SUFFIX = ` | ${SITE_NAME}`;

export const ROBOTS = "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1";

export const REVISIT_AFTER = "7 days";

export const LOCALE = "en_US";

export const COPYRIGHT = `© 2025 ${SITE_NAME}. All rights reserved.`;

/** The path the not-found screen is prerendered at before it is moved to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** Links in the shared header, in order. */
export const HEADER_LINKS = [
  { label: "Categories", to: "/categories" },
  { label: "Trending", to: "/trending" },
  { label: "About", to: "/about" },
] as const;

/** Label of the header's search field, which leads to /search. */
export const SEARCH_LABEL = "Search lists and guides";

export const FOOTER_LEGAL_LINKS = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Use", to: "/terms-of-use" },
] as const;

export const AFFILIATE_NOTE =
  "Top5 may earn a commission on qualifying purchases made through links on this site, at no extra cost to you. Commissions never change our rankings.";

export const MEDICAL_DISCLAIMER =
  "The content on this site is general information only and is no substitute for professional medical advice, diagnosis or treatment. Terms, prices and descriptions may change without notice.";
