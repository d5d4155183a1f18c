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
] as const;
