/**
 * Pages that are not generated from a content file, with the route module that renders each.
 * app/routes.ts mounts them, and the content check accepts links to them.
 */
export const FIXED_PAGES = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/categories", file: "routes/categories.tsx" },
  { path: "/trending", file: "routes/trending.tsx" },
] as const;
