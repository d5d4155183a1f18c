import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/site";
import { contentPaths } from "./scripts/content-loader.js";

export default {
  // A static site: every page is prerendered to HTML at build; there is no server runtime.
  ssr: false,
  // getStaticPaths() is the fixed pages and generated files; content pages share one catch-all route, so
  // their paths come from the content registry. The not-found screen is rendered once through that route and
  // moved to build/client/404.html by scripts/postbuild.js.
  prerender: async ({ getStaticPaths }) => [...getStaticPaths(), ...(await contentPaths()), NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
