import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/site";
import { contentPaths } from "./app/content/page-kinds.server";
import { FIXED_ROUTES } from "./app/lib/fixed-routes";
import { sitemapPartCount, sitemapPartPath } from "./app/lib/sitemap";

/** The parts of the sitemap index, when the site outgrows one sitemap file. */
const sitemapParts = (pages: number) => Array.from({ length: sitemapPartCount(pages) }, (_, index) => sitemapPartPath(index + 1));

export default {
  // A static site: every page is prerendered to HTML at build; there is no server runtime.
  ssr: false,
  // getStaticPaths() is the fixed pages and generated files; content pages share one catch-all route, so their
  // paths come from their files' places (no file is read here). The not-found screen is rendered once through
  // that route and moved to build/client/404.html by scripts/postbuild.js. Four pages at a time keep both cores
  // busy while one page waits on the disk.
  prerender: {
    paths: ({ getStaticPaths }) => {
      const pages = contentPaths();
      return [...getStaticPaths(), ...pages, ...sitemapParts(FIXED_ROUTES.length + pages.length), NOT_FOUND_PRERENDER_PATH];
    },
    concurrency: 4,
  },
} satisfies Config;
