import type { Config } from "@react-router/dev/config";
import { CONTENT_PATHS } from "./app/lib/content-paths";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/site";

export default {
  // A static site: every page is prerendered to HTML at build; there is no server runtime.
  ssr: false,
  // getStaticPaths() is the fixed pages and generated files; content pages share one catch-all route, so
  // their paths come from the content. The not-found screen is rendered once through that route and moved
  // to build/client/404.html by server/postbuild.js.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), ...CONTENT_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
