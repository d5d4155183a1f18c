import { cpSync, rmSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { PRERENDER_SERVER_DIR } from "./scripts/build-dirs.js";
import { mdxInWorkers } from "./scripts/mdx-in-workers.js";

/**
 * React Router deletes the server build of an `ssr: false` site as its build ends; `npm run build` prerenders after
 * that (scripts/prerender.js, decision 011), so it keeps a copy. Runs before React Router's own hook, while the
 * files are there.
 */
function keepServerBuild(): Plugin {
  return {
    name: "top5:keep-server-build",
    apply: () => Boolean(process.env.TOP5_PRERENDER_STEP),
    enforce: "pre",
    writeBundle: {
      sequential: true,
      handler(options) {
        if (this.environment.name !== "ssr" || !options.dir) return;
        rmSync(PRERENDER_SERVER_DIR, { recursive: true, force: true });
        cpSync(options.dir, PRERENDER_SERVER_DIR, { recursive: true });
      },
    },
  };
}

export default defineConfig({
  // SITE_URL and SPONSORED_* are build-time settings read by app/lib/site.ts on the server and the client alike.
  envPrefix: ["SITE_URL", "SPONSORED_"],
  // Vite's report of every chunk's gzip size: at 10,000 extra pages, as many server chunks (decision 011).
  build: { reportCompressedSize: false },
  plugins: [keepServerBuild(), tailwindcss(), mdxInWorkers(), reactRouter()],
});
