/**
 * The two builds the bench compares ours with, made from our own build so only the architecture differs:
 * - spa: a client-rendered single-page app, the architecture a typical Vite React site ships: our pages with
 *   the prerendered markup taken out of <body>, so nothing shows until React has loaded and rendered it all
 *   in the browser. (React Router's own SPA fallback cannot boot routes whose data comes from build-time
 *   loaders; this keeps the same JavaScript and the same hydration data, fetched as our pages fetch it.)
 * - nojs: our prerendered pages with every script removed, the limit no JavaScript framework can beat.
 */
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withPolicy } from "../scripts/csp.js";
import { createApp } from "../server/app.js";
import { createSiteServer } from "../server/site-server.js";

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * A page whose module script, rewritten by the build to start after the first paint (scripts/react-router-adapter.js),
 * starts at once instead: the script's own `begin`, called again later, does nothing the second time.
 * @param {string} html @param {string} file for the error message
 */
function startScriptsAtOnce(html, file) {
  const MODULE_SCRIPT = /(<script type="module" async="">[\s\S]*?const begin = [\s\S]*?)(<\/script>)/;
  if (!MODULE_SCRIPT.test(html)) throw new Error(`${file}: no script that starts after the first paint`);
  return html.replace(MODULE_SCRIPT, "$1begin();$2");
}

/** Our build with every executable script removed (structured data, which never runs, stays). @param {string} from @param {string} to */
export function makeNoJsBuild(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const file of walk(to).filter((name) => name.endsWith(".html"))) {
    const html = readFileSync(file, "utf8").replace(
      /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
      "",
    );
    writeFileSync(file, html);
  }
}

/**
 * Our build with every page's <body> emptied but for its scripts, which start at once, as a client-rendered app's
 * do (ours wait for the first paint to be reported, and an empty page reports none), under a policy made again for
 * the changed script. @param {string} from @param {string} to
 */
export function makeSpaBuild(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const file of walk(to).filter((name) => name.endsWith(".html"))) {
    const emptied = readFileSync(file, "utf8").replace(/(<body[^>]*>)[\s\S]*?(<script)/, "$1$2");
    writeFileSync(file, withPolicy(startScriptsAtOnce(emptied, file)));
  }
}

/** @param {import("node:http").RequestListener} handler @returns {Promise<{ origin: string, close: () => void }>} */
function listen(handler) {
  const server = createSiteServer(handler);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${address.port}`, close: () => server.close() });
    }),
  );
}

/** Lighthouse refuses to audit a document answered with 404, so the bench also serves 404.html here with 200. */
export const NOT_FOUND_BENCH_PATH = "/__bench/not-found";

/** Serves a build (ours, spa or nojs) exactly as `npm run serve` does, plus NOT_FOUND_BENCH_PATH. @param {string} root */
export function serveBuild(root) {
  const app = createApp(root);
  const notFoundPage = readFileSync(join(root, "404.html"));
  return listen((req, res) => {
    if (req.url !== NOT_FOUND_BENCH_PATH) return app(req, res);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(notFoundPage);
  });
}
