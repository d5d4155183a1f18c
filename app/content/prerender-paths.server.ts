/**
 * Every path the build prerenders: the fixed pages, the generated files, every content page, the sitemap's parts when
 * it has them, and the not-found screen. Without the content, paths come from file places (page-files.ts), so no
 * content file is read here. React Router's dev server takes the list from react-router.config.ts; `npm run build`
 * takes it from the server build (entry.server.tsx), in scripts/prerender.js.
 */
import { contentPaths } from "./page-files";
import { FIXED_ROUTES, GENERATED_FILES } from "../lib/fixed-routes";
import { NOT_FOUND_PRERENDER_PATH } from "../lib/site";
import { sitemapPartCount, sitemapPartPath } from "../lib/sitemap";

/**
 * @param pages the content pages: by default every file's place; the build's prerender step passes the pages of the
 *   loaded content, which leaves out the products no list ranks (decision 043)
 */
export function prerenderPaths(pages = contentPaths()): string[] {
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
