import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender-paths.server";

export default {
  // A static site: every page is prerendered to HTML at build; there is no server runtime.
  ssr: false,
  // `npm run build` sets TOP5_PRERENDER_STEP: React Router then only bundles, with no path to prerender, and
  // scripts/prerender.js renders every page afterwards, in worker threads, once the bundler's process has ended
  // (decision 023). The dev server, without it, renders the same paths on request.
  prerender: { paths: () => (process.env.TOP5_PRERENDER_STEP ? [] : prerenderPaths()) },
} satisfies Config;
