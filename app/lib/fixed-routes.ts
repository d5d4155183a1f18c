import { FEED_PATH } from "./site";

/**
 * Routes that are not made from a content file, with the module that renders each. app/routes.ts mounts them,
 * and the content check accepts links to them.
 */
export const FIXED_ROUTES = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/categories", file: "routes/categories.tsx" },
  { path: "/trending", file: "routes/trending.tsx" },
  { path: "/search", file: "routes/search.tsx" },
] as const;

/** Files generated at build time from the content (resource routes, prerendered to static files). */
export const GENERATED_FILES = [
  { path: "/sitemap.xml", file: "routes/sitemap.ts" },
  { path: "/robots.txt", file: "routes/robots.ts" },
  { path: FEED_PATH, file: "routes/feed.ts" },
] as const;

/** The parts of the sitemap index (/sitemaps/1.xml, ...): mounted and prerendered only past 50,000 URLs. */
export const SITEMAP_PART_ROUTE = { path: "/sitemaps/:file", file: "routes/sitemap-part.ts" } as const;
