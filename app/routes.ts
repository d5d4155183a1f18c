/**
 * The route table, in one place: the fixed pages, the files generated from the content, and one route for
 * every page made from a content file and every unknown path (see docs/decisions/008-one-content-route.md).
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { contentPaths } from "./content/page-files";
import { FIXED_ROUTES, GENERATED_FILES, SITEMAP_PART_ROUTE } from "./lib/fixed-routes";
import { sitemapPartCount } from "./lib/sitemap";

// A static build cannot mount a route with data that it does not prerender, so the sitemap's parts exist only when
// the sitemap needs them.
const sitemapParts = sitemapPartCount(FIXED_ROUTES.length + contentPaths().length) > 0 ? [SITEMAP_PART_ROUTE] : [];

export default [
  ...FIXED_ROUTES.map((fixed) => (fixed.path === "/" ? index(fixed.file) : route(fixed.path, fixed.file))),
  ...GENERATED_FILES.map((generated) => route(generated.path, generated.file)),
  ...sitemapParts.map((part) => route(part.path, part.file)),
  route("*", "routes/content.tsx"),
] satisfies RouteConfig;
