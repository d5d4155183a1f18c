import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugins } from "./scripts/content-plugins.js";
import { assertReactRouterVersion } from "./scripts/react-router-adapter.js";

assertReactRouterVersion();

/** The project's content folder, whose files the server build bundles into CONTENT_CHUNKS chunks. */
const CONTENT_DIR = fileURLToPath(new URL("./content/", import.meta.url));
const CONTENT_CHUNKS = 32;

/**
 * The server build runs only at build time, to prerender, and loads every content file before the first page. A
 * chunk per content file made each prerender worker, and React Router's SPA-fallback render, load 10,000 modules at
 * 10,000 extra pages; one chunk for them all took 0.4 GB more memory in each worker while it compiled. So content
 * files share CONTENT_CHUNKS chunks, each file's by a hash of its path so it stays in the same one from build to
 * build. Escaping non-ASCII characters keeps each chunk's source at one byte a character in V8 (decisions 011, 025).
 * @param id a module's absolute path
 */
function contentChunk(id: string): string | null {
  if (!id.startsWith(CONTENT_DIR)) return null;
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) % CONTENT_CHUNKS;
  return `content-${hash}`;
}

export default defineConfig({
  // SITE_URL, SPONSORED_* and CONTACT_EMAIL are build-time settings read by app/lib/site.ts on the server and the client alike.
  envPrefix: ["SITE_URL", "SPONSORED_", "CONTACT_EMAIL"],
  // Vite's report of every chunk's gzip size: the server build is 120 MB at 10,000 extra pages (decision 023).
  build: { reportCompressedSize: false },
  environments: {
    // React, React DOM and React Router in one chunk that changes only when they do: left to the bundler, React
    // Router 8's modules fell into three chunks that every page loads, 3.5 KB of brotli more (decision 048).
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rollupOptions: {
          output: { codeSplitting: { groups: [{ name: contentChunk, debugName: "content" }] }, charset: "ascii" },
        },
      },
    },
  },
  plugins: [tailwindcss(), ...contentPlugins(), reactRouter()],
});
