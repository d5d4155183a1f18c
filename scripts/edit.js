/**
 * `npm run edit`: the content editor (editor/) on this checkout. Starts decap-server, which reads and writes the
 * content files on disk, and a Vite dev server for the editor that also answers the editor's questions to the site:
 * is this change valid (/api/check), what would the page look like (/api/preview), and the Decap config generated
 * from the content schemas (/api/config). Ports: EDIT_PORT (8080) and DECAP_SERVER_PORT (8081).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { createServer } from "vite";
import { editorApi } from "./edit-api.js";
import { contentPlugins } from "./content-plugins.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const editPort = Number(process.env.EDIT_PORT ?? 8080);
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);
// Both servers listen on the loopback address only: the editor writes to this checkout without asking who is there.
const host = "127.0.0.1";

const decapServer = spawn(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
  env: { ...process.env, PORT: String(decapPort), BIND_HOST: host, GIT_REPO_DIRECTORY: root, MODE: "fs" },
  stdio: ["ignore", "inherit", "inherit"],
});

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
    // Decap talks to decap-server through this origin: one address for the browser, and no CORS.
    proxy: { "/api/v1": `http://${host}:${decapPort}` },
    // Content files change on every save: the page reloading then would lose the editor's place.
    hmr: false,
  },
  optimizeDeps: { entries: ["editor/main.tsx"] },
  plugins: [tailwindcss(), ...contentPlugins(), editorApi()],
});
await vite.listen();
console.log(`Content editor: http://localhost:${editPort}/ (writes to ${root}content/)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  decapServer.kill("SIGTERM");
  await vite.close();
}
decapServer.on("exit", (code, signal) => {
  if (stopping) return;
  console.error(`decap-server stopped (${signal ?? `exit code ${code}`}); stopping the editor`);
  process.exitCode = 1;
  void stop();
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
