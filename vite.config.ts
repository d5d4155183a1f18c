import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { mdxOptions } from "./mdx.config.js";

export default defineConfig({
  // SITE_URL and SPONSORED_* are build-time settings read by app/lib/site.ts on the server and the client alike.
  envPrefix: ["SITE_URL", "SPONSORED_"],
  plugins: [tailwindcss(), { enforce: "pre", ...mdx(mdxOptions) }, reactRouter()],
});
