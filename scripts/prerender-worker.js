/**
 * One of scripts/prerender.js's worker threads: renders its share of the paths with React Router's request handler
 * over the server build, the way React Router's own prerender does (a page's data first, then the page with that
 * data, so the two match), and writes each file where a static host serves it, finished and compressed. Sends each
 * page's search record to the main thread as soon as it is read, so no worker holds them all.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, matchRoutes } from "react-router";
import { startScriptsAfterFirstPaint } from "./after-first-paint.js";
import { writeCompressedSync } from "./compress.js";
import { withPolicy } from "./csp.js";
import { takeHydrationData } from "./hydration-data.js";
import { pageForIndex } from "./search-index.js";

/** @type {{ serverBuild: string, root: string, worker: number, workers: number }} */
const { serverBuild, root, worker, workers } = workerData;

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(serverBuild).href);
const { prerenderPaths, NOT_FOUND_PRERENDER_PATH, loadContent } = /** @type {typeof import("../app/entry.server")} */ (
  /** @type {unknown} */ (build.entry.module)
);
/** @type {string[]} */
const paths = prerenderPaths();
// Loaded before any page, so a content file that breaks a rule stops the build with the registry's own message, which
// names the file and the field, rather than as a page that failed to render.
await loadContent();

/**
 * React Router's handler answers, for a static build, only the paths in the build's list of prerendered paths, which
 * is empty here (react-router.config.ts). Each page gets a handler whose list is that page alone: the handler looks
 * its path up in the list at every request, and with the whole site's list that lookup made the prerender quadratic
 * (6 s of each worker's time at 10,000 extra pages).
 * @param {string} path
 */
const handlerFor = (path) => createRequestHandler({ ...build, prerender: [path] }, "production");

/**
 * The route table as React Router matches it: the build's routes nested under their parents.
 * @param {string | undefined} parentId
 * @returns {import("react-router").RouteObject[]}
 */
const routeTree = (parentId) =>
  Object.values(build.routes).flatMap((route) =>
    !route || route.parentId !== parentId
      ? []
      : [
          route.index
            ? { id: route.id, index: true }
            : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(route.id) },
        ],
  );
const routes = routeTree(undefined);

/**
 * React Router's modulepreload links would start every chunk's download before the first paint; on a phone they
 * compete with the text and photo for the first round trips (measured: LCP 1.75 s with them, about 0.8 s without).
 * The prerendered page needs no JavaScript to show, and its module script loads the same chunks after the first
 * paint (after-first-paint.js).
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * @param {ReturnType<typeof handlerFor>} handler @param {string} path @param {RequestInit} [init]
 */
async function request(handler, path, init) {
  const response = await handler(new Request(`http://localhost${path}`, init));
  if (response.status !== 200)
    throw new Error(`prerender: ${path} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return response;
}

/** Folders already made, so each is made once. */
const folders = new Set([root]);

/**
 * Writes a file of the build and its compressed copies, on this thread: each worker keeps a core busy, and handing
 * the writes to libuv's threads only added their overhead.
 * @param {string} file @param {Buffer | string} data
 */
function emit(file, data) {
  const folder = dirname(file);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  writeFileSync(file, data);
  writeCompressedSync(file, data);
}

/** @param {string} path @returns {Promise<import("./search-index.js").IndexedPage | null>} */
async function prerender(path) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = build.routes[matches.at(-1)?.route.id ?? ""]?.module;
  if (!leaf) throw new Error(`prerender: no route matches ${path}`);
  const handler = handlerFor(path);
  // A resource route (the sitemap, the feed) is a file of its own; nothing navigates to it, so it has no data file.
  if (!leaf.default && !leaf.ErrorBoundary) {
    emit(join(root, path), Buffer.from(await (await request(handler, path)).arrayBuffer()));
    return null;
  }
  const notFound = path === NOT_FOUND_PRERENDER_PATH;
  /** @type {RequestInit | undefined} */
  let init;
  if (matches.some(({ route }) => build.assets.routes[route.id ?? ""]?.hasLoader)) {
    const dataPath = path === "/" ? "/_root.data" : `${path}.data`;
    const data = await (await request(handler, dataPath)).text();
    // The not-found screen is served for unknown paths, whose navigation never asks for its data.
    if (!notFound) emit(join(root, dataPath), data);
    init = { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } };
  }
  const html = await (await request(handler, `${path}/`.replace("//", "/"), init)).text();
  // One file per page, '/category/vpn' -> category/vpn.html rather than category/vpn/index.html: static hosts
  // (Cloudflare Pages, Netlify) then serve the page at the URL without a trailing slash, the canonical one, instead
  // of redirecting to a folder URL. Unknown paths get 404.html.
  const file = join(root, path === "/" ? "index.html" : notFound ? "404.html" : `${path}.html`);
  const lean = takeHydrationData(html.replace(MODULEPRELOAD, ""), file);
  if (lean.data) emit(join(root, lean.data.url), lean.data.text);
  const finished = withPolicy(startScriptsAfterFirstPaint(lean.html, file, lean.data?.url));
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
