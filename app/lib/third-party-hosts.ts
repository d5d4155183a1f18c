/**
 * The two third-party hosts the pages use, in one place: the app, the Content-Security-Policy
 * (scripts/csp.js), the bench's local stand-in and the browser tests all read them here.
 */

/** The stock-photo host every content photo is served from. */
export const PHOTO_HOST = "https://images.unsplash.com";

/** The sponsored-content provider's script host. */
export const SPONSORED_HOST = "https://cdn.taboola.com";
