/**
 * `npm run edit`: the content editor (editor/) on this checkout: a Vite dev server for the editor that holds
 * decap-server, which reads and writes the content files on disk (/api/v1), and answers the editor's questions to
 * the site: is this change valid (/api/check), what would the page look like (/api/preview), and the Decap config
 * generated from the content schemas (/api/config). It answers the editor's own page only (edit-origin.js). Port:
 * EDIT_PORT (8080).
 */
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { createServer } from "vite";
import { editorApi } from "./edit-api.js";
import { ownPageOnly } from "./edit-origin.js";
import { contentPlugins } from "./content-plugins.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const editPort = Number(process.env.EDIT_PORT ?? 8080);
// The loopback address only; edit-origin.js then keeps out the pages a writer has open.
const host = "127.0.0.1";

const vite = await createServer({
  configFile: false,
  // The repository's root, so the content modules' globs ('/content/guides/*.mdx') mean what they mean in the build.
  root,
  appType: "custom",
  // The editor's own prebundled Decap, apart from the site's dev server's, which has other entries.
  cacheDir: "node_modules/.vite-editor",
  server: {
    host,
    port: editPort,
    strictPort: true,
    // One origin, the editor's: no page elsewhere is granted a preflight. Its Host rule is edit-origin.js's, which
    // is stricter than Vite's (Vite lets any IP address through) and answers in one line.
    cors: false,
    allowedHosts: true,
    // Content files change on every save: the page reloading then would lose the editor's place. Without HMR the
    // editor needs no WebSocket either, and an upgrade would pass by edit-origin.js's middleware.
    hmr: false,
    ws: false,
  },
  optimizeDeps: { entries: ["editor/main.tsx"] },
  plugins: [ownPageOnly(), tailwindcss(), ...contentPlugins(), editorApi()],
});
await vite.listen();
console.log(`Content editor: http://localhost:${editPort}/ (writes to ${root}content/)`);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void vite.close());
