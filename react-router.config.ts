import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/site";

export default {
  // A static site: every page is prerendered to HTML at build; there is no server runtime.
  ssr: false,
  // Every route in app/routes.ts is static, so getStaticPaths() is every page. The not-found screen is
  // rendered once through the catch-all route and moved to build/client/404.html by server/postbuild.js.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
