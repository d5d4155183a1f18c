/**
 * Every path the build prerenders: the fixed pages, the generated files, one page per content file, the sitemap's
 * parts when it has them, and the not-found screen. Paths come from file places (page-kinds.server.ts), so no
 * content file is read here. React Router's dev server takes the list from react-router.config.ts; `npm run build`
 * takes it from the server build (entry.server.tsx), in scripts/prerender.js.
 */
import { contentPaths } from "./page-files";
import { FIXED_ROUTES, GENERATED_FILES } from "../lib/fixed-routes";
import { NOT_FOUND_PRERENDER_PATH } from "../lib/site";
import { sitemapPartCount, sitemapPartPath } from "../lib/sitemap";

export function prerenderPaths(): string[] {
  const pages = contentPaths();
  const sitemapParts = Array.from({ length: sitemapPartCount(FIXED_ROUTES.length + pages.length) }, (_, index) =>
    sitemapPartPath(index + 1),
  );
  return [
    ...FIXED_ROUTES.map(({ path }) => path),
    ...GENERATED_FILES.map(({ path }) => path),
    ...pages,
    ...sitemapParts,
    NOT_FOUND_PRERENDER_PATH,
  ];
}
