/**
 * One of scripts/prerender.js's worker threads: renders its share of the paths with React Router's request handler
 * over the server build (react-router-adapter.js) and writes each file where a static host serves it, finished.
 * Sends each page's search record to the main thread as soon as it is read, so no worker holds them all.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { withPolicy } from "./csp.js";
import { finishPage, pageRenderer } from "./react-router-adapter.js";
import { pageForIndex } from "./search-index.js";

/** @type {{ serverBuild: string, root: string, worker: number, workers: number }} */
const { serverBuild, root, worker, workers } = workerData;

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(serverBuild).href);
const { prerenderPaths, NOT_FOUND_PRERENDER_PATH, loadContent } = /** @type {typeof import("../app/entry.server")} */ (
  /** @type {unknown} */ (build.entry.module)
);
// Loaded before any page, so a content file that breaks a rule stops the build with the registry's own message, which
// names the file and the field, rather than as a page that failed to render. Its pages are the ones to render: a
// product no list ranks has a file but no page (decision 043).
const content = await loadContent();
/** @type {string[]} */
const paths = prerenderPaths(content.contentPages.map((page) => page.path));
const render = pageRenderer(build);

/** Folders already made, so each is made once. */
const folders = new Set([root]);

/**
 * Writes a file of the build on this thread: each worker keeps a core busy, and handing the writes to libuv's
 * threads only added their overhead.
 * @param {string} file @param {Buffer | string} data
 */
function emit(file, data) {
  const folder = dirname(file);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  writeFileSync(file, data);
}

/** @param {string} path @returns {Promise<import("./search-index.js").IndexedPage | null>} */
async function prerender(path) {
  const rendered = await render(path);
  // A resource route (the sitemap, the feed) is a file of its own; nothing navigates to it, so it has no data file.
  if ("resource" in rendered) {
    emit(join(root, path), rendered.resource);
    return null;
  }
  const notFound = path === NOT_FOUND_PRERENDER_PATH;
  // The not-found screen is served for unknown paths, whose navigation never asks for its data.
  if (rendered.data && !notFound) emit(join(root, rendered.data.path), rendered.data.text);
  // One file per page, '/category/vpn' -> category/vpn.html rather than category/vpn/index.html: static hosts
  // (Cloudflare Pages, Netlify) then serve the page at the URL without a trailing slash, the canonical one, instead
  // of redirecting to a folder URL. Unknown paths get 404.html.
  const file = join(root, path === "/" ? "index.html" : notFound ? "404.html" : `${path}.html`);
  const page = finishPage(rendered.html, file);
  if (page.hydration) emit(join(root, page.hydration.url), page.hydration.text);
  const finished = withPolicy(page.html);
  emit(file, finished);
  return notFound ? null : pageForIndex(file, path, finished);
}

const mine = paths.filter((_, index) => index % workers === worker);
for (const path of mine) {
  const page = await prerender(path);
  if (page) parentPort?.postMessage({ page });
  // A turn of the event loop's timers between pages: Node frees the web streams of a response only there, and with
  // the writes synchronous nothing else gets there; without it each page kept about 85 KB and a worker ran out of
  // heap at 4,000 pages.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
parentPort?.postMessage({ rendered: mine.length });
