/**
 * Site-wide settings and the fixed values the spec names; every reader-facing word is in content/site.yaml. Nothing
 * here reads content: React Router loads the route table, which needs these, without the app's YAML plugin.
 */

/**
 * Canonical origin, fixed at build time (`SITE_URL=https://your-domain npm run build`). Vite exposes it to
 * the client bundle too (envPrefix in vite.config.ts), so prerendered and hydrated pages agree.
 */
export const SITE_URL = (import.meta.env?.SITE_URL || "https://top5.example.com").replace(/\/+$/, "");

/** The absolute URL of a site path. */
export function canonicalUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/**
 * Where readers write with corrections and privacy or legal requests, fixed at build time (`CONTACT_EMAIL`): by
 * default contact@ the SITE_URL host, so a deploy to a real domain gets an address on it without more setup.
 */
export const CONTACT_EMAIL = import.meta.env?.CONTACT_EMAIL || `contact@${new URL(SITE_URL).hostname}`;

/** Publisher id of the sponsored-content provider, fixed at build time (`SPONSORED_PUBLISHER_ID`). */
export const SPONSORED_PUBLISHER_ID = import.meta.env?.SPONSORED_PUBLISHER_ID || "top5-network";

export const ROBOTS = "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1";

export const REVISIT_AFTER = "7 days";

export const LOCALE = "en_US";

/** The Atom feed of every list and guide, announced on every page. */
export const FEED_PATH = "/feed.xml";

/** The path the not-found screen is prerendered at before it is moved to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The URL parameter that carries a reader's priorities on a ranked list (`?w=privacy:3,price:0`, app/lib/reweigh.ts). */
export const PRIORITIES_PARAM = "w";
