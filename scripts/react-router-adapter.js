/**
 * The one module that relies on what React Router does, for a build, without documenting it. Written for React
 * Router REACT_ROUTER_VERSION exactly: `assertReactRouterVersion` stops the build with a plain message on any other,
 * and scripts/react-router-adapter.test.js pins each behaviour below, so an upgrade is a reviewed change here and
 * nowhere else (decision 030). What it relies on:
 * - `serverBuildFile`: React Router 8 leaves the server build of an `ssr: false` site in place (7 deleted it), and
 *   the prerender step renders every page with it.
 * - `PRERENDER_ENV` and `pageRenderer`: prerendering with React Router's request handler as its own prerender does
 *   (a page's `.data` first, then the page with that data in the X-React-Router-Prerender-Data header, the handler
 *   given the page as its only prerendered path, and IS_RR_BUILD_REQUEST set so loaders see a build).
 * - `finishPage`: the markup React Router writes at the end of a page: its modulepreload links, the inline module
 *   script (started after the first paint, decision 016) and the inline hydration data (moved to a file of its
 *   own, decision 018).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createRequestHandler, matchRoutes } from "react-router";

/** The React Router version every behaviour here was checked against. */
export const REACT_ROUTER_VERSION = "8.4.0";

/** The installed React Router's version. */
export const installedReactRouterVersion = () =>
  /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve("react-router/package.json"), "utf8"))
  ).version;

/** Stops the build, in plain words, when the installed React Router is not the one this module was written for. */
export function assertReactRouterVersion() {
  const installed = installedReactRouterVersion();
  if (installed !== REACT_ROUTER_VERSION)
    throw new Error(
      `React Router ${installed} is installed, but the build was written for ${REACT_ROUTER_VERSION}: ` +
        `scripts/react-router-adapter.js relies on how that version prerenders and writes its pages. ` +
        `Install react-router, @react-router/dev and @react-router/node ${REACT_ROUTER_VERSION}, or upgrade on ` +
        `purpose: run its tests (npx vitest run scripts/react-router-adapter.test.js), fix what they show, then ` +
        `raise REACT_ROUTER_VERSION.`,
    );
}

/**
 * The entry of the server build React Router left in `dir`; stops the build in plain words when it is not there.
 * @param {string} dir
 */
export function serverBuildFile(dir) {
  const file = join(dir, "index.js");
  if (!existsSync(file))
    throw new Error(
      `React Router left no server build at ${file}, which scripts/prerender.js renders the pages with: ` +
        `React Router ${installedReactRouterVersion()} must keep it for an ssr: false site, as ${REACT_ROUTER_VERSION} does.`,
    );
  return file;
}

/** The environment a prerender worker runs in: React Router passes a page its prerendered data only in a build. */
export const PRERENDER_ENV = { IS_RR_BUILD_REQUEST: "yes" };

/**
 * Renders pages with React Router's request handler over a server build, the way React Router's own prerender does.
 * @param {import("react-router").ServerBuild} build
 */
export function pageRenderer(build) {
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
   * The handler answers, for a static build, only the paths in the build's list of prerendered paths, which is
   * empty here (react-router.config.ts). Each page gets a handler whose list is that page alone: the handler looks
   * its path up in the list at every request, and with the whole site's list that lookup made the prerender
   * quadratic (6 s of each worker's time at 10,000 extra pages).
   * @param {string} path @param {string} [asked] @param {RequestInit} [init]
   */
  async function request(path, asked = path, init = undefined) {
    const handler = createRequestHandler({ ...build, prerender: [path] }, "production");
    const response = await handler(new Request(`http://localhost${asked}`, init));
    if (response.status !== 200)
      throw new Error(`prerender: ${asked} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    return response;
  }

  /**
   * A path's output: a resource route's body (the sitemap, the feed), or a page's HTML and, when a route of the page
   * has a loader, its data as client navigation fetches it, with the path of that data's file.
   * @param {string} path
   * @returns {Promise<{ resource: Buffer } | { html: string, data: { path: string, text: string } | null }>}
   */
  return async function render(path) {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = build.routes[matches.at(-1)?.route.id ?? ""]?.module;
    if (!leaf) throw new Error(`prerender: no route matches ${path}`);
    if (!leaf.default && !leaf.ErrorBoundary)
      return { resource: Buffer.from(await (await request(path)).arrayBuffer()) };
    /** @type {{ path: string, text: string } | null} */
    let data = null;
    if (matches.some(({ route }) => build.assets.routes[route.id ?? ""]?.hasLoader)) {
      // React Router 8 names the root's data /_.data.
      const dataPath = path === "/" ? "/_.data" : `${path}.data`;
      data = { path: dataPath, text: await (await request(path, dataPath)).text() };
    }
    const init = data ? { headers: { "X-React-Router-Prerender-Data": encodeURI(data.text) } } : undefined;
    const html = await (await request(path, path, init)).text();
    return { html, data };
  };
}

/**
 * React Router's modulepreload links would start every chunk's download before the first paint; on a phone they
 * compete with the text and photo for the first round trips (measured: LCP 1.75 s with them, about 0.8 s without).
 * The prerendered page needs no JavaScript to show, and its module script loads the same chunks after the first
 * paint.
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * A rendered page as the site serves it: without modulepreload links, its hydration data taken out to a file of its
 * own, and its module script started after the first paint, fetching that data.
 * @param {string} html @param {string} file for error messages
 * @returns {{ html: string, hydration: { url: string, text: string } | null }}
 */
export function finishPage(html, file) {
  const lean = takeHydrationData(html.replace(MODULEPRELOAD, ""), file);
  return { html: startScriptsAfterFirstPaint(lean.html, file, lean.data?.url), hydration: lean.data };
}

/*
 * Scripts after the first paint (decision 016). React Router ends every page with an inline module script that imports the page's chunks and then starts
 * hydration. Its imports start downloading as soon as the parser reaches them, before the first paint, so on a
 * slow phone connection 100 KB of JavaScript shares the link with the stylesheet and photos the first screen
 * waits for (measured with Lighthouse: a list's first paint 220 ms later than the same page without scripts).
 * This rewrites the script to start the same imports once the first paint is reported; hydration follows as before.
 * The page's hydration data, which the build moves out of the page (below, decision 018), is fetched at the same
 * time and fed to the stream React Router hydrates from.
 */

/** The script React Router writes: static imports, the route-module table, then the entry's dynamic import. */
const MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY = /^import\(("[^"]+")\);$/;

/**
 * When the rewritten script calls `begin`. The first-contentful-paint entry is reported once that paint is on
 * screen, so nothing the script requests can be taken for something the first screen waited for (decision 016).
 * A hidden tab paints nothing, and one hidden before its first paint never reports it. Without paint timing, a
 * frame callback runs before the first paint and a task queued from it after; with it, the same task, a second
 * later, starts a page whose first paint is never reported.
 */
const AFTER_FIRST_PAINT =
  `const reportsPaint = PerformanceObserver.supportedEntryTypes?.includes("paint");` +
  `if (document.visibilityState !== "visible") begin();` +
  `else {` +
  `if (reportsPaint) new PerformanceObserver((entries, observer) => { if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); begin(); } }).observe({ type: "paint", buffered: true });` +
  `document.addEventListener("visibilitychange", begin, { once: true });` +
  `requestAnimationFrame(() => setTimeout(begin, reportsPaint ? 1000 : 0));` +
  `}`;

/**
 * The page with its module script deferred to after the first paint; a page without one is returned unchanged.
 * Throws when the script is not in the form React Router writes, so an upgrade that changes it stops the build.
 * @param {string} html @param {string} file for the error message
 * @param {string} [dataUrl] where the page's hydration data is, if the build took it out of the page
 */
export function startScriptsAfterFirstPaint(html, file, dataUrl) {
  const found = MODULE_SCRIPT.exec(html);
  if (!found) return html;
  const [, open, body = "", close] = found;
  const lines = body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  /** @type {Array<{ name: string | undefined, from: string }>} */
  const imports = [];
  let routeModules;
  let entry;
  for (const line of lines) {
    const staticImport = STATIC_IMPORT.exec(line);
    const table = ROUTE_MODULES.exec(line);
    const dynamic = ENTRY.exec(line);
    if (staticImport) imports.push({ name: staticImport[1], from: /** @type {string} */ (staticImport[2]) });
    else if (table) routeModules = table[1];
    else if (dynamic) entry = dynamic[1];
    else throw new Error(`${file}: React Router's module script has a line this build step does not know: ${line}`);
  }
  if (!routeModules || !entry || imports.length === 0)
    throw new Error(`${file}: React Router's module script is not in the expected form`);
  // The imports still download in parallel, and the entry starts only once every route module is in.
  const names = imports.map(({ name }) => name ?? "").join(", ");
  // A failed fetch leaves the stream open: the page stays as prerendered, readable and with working links, rather
  // than hydrating from an error page's text.
  const fetchData = dataUrl
    ? `fetch(${JSON.stringify(dataUrl)}).then((response) => (response.ok ? response.text() : Promise.reject(new Error(\`hydration data: \${response.status}\`))))` +
      `.then((text) => {const stream = window.__reactRouterContext.streamController; stream.enqueue(text); stream.close();});`
    : "";
  const start =
    `const start = async () => {` +
    fetchData +
    `const [${names}] = await Promise.all([${imports.map(({ from }) => `import(${from})`).join(", ")}]);` +
    `window.__reactRouterRouteModules = ${routeModules};` +
    `import(${entry});` +
    `};` +
    `let begun = false;` +
    `const begin = () => { if (!begun) { begun = true; start(); } };`;
  return html.replace(MODULE_SCRIPT, () => `${open}${start}${AFTER_FIRST_PAINT}${close}`);
}

/*
 * Hydration data out of the page (decision 018). React Router writes the data a page hydrates from into the page itself, as an inline script that feeds it to the
 * hydration stream. On a list that is about 2 KB of the compressed page, and what pushed the lists just past what
 * a new connection's first round trip carries (about 13.8 KB with our headers), so their first paint waited one
 * more round trip than the same page without scripts. This build step moves that data to a file of its own, named
 * by a hash of its content (cached for good, like the assets), which the page fetches with its scripts after the
 * first paint (the script above) and feeds to the same stream. Decision 018.
 */

/** Where the files are, under build/client and on the site. */
const HYDRATION_DATA_DIR = "hydration";

/** The inline scripts React Router writes: the data, as one JavaScript string, then the end of the stream. */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";

/**
 * The page without its inline hydration data, and the data with the path it is served at; a page without React
 * Router's hydration stream is returned as it is, with `data` null. Throws when the stream is there but its data is
 * not in the form React Router writes, so an upgrade that changes it stops the build rather than shipping a page that
 * never hydrates.
 * @param {string} html
 * @param {string} file for the error message
 * @returns {{ html: string, data: { url: string, text: string } | null }}
 */
export function takeHydrationData(html, file) {
  const chunks = [...html.matchAll(ENQUEUE)].map(
    (match) => /** @type {string} */ (JSON.parse(/** @type {string} */ (match[1]))),
  );
  if (chunks.length === 0) {
    if (html.includes("streamController"))
      throw new Error(`${file}: React Router's hydration data is not in the form this build step knows`);
    return { html, data: null };
  }
  if (!html.includes(CLOSE)) throw new Error(`${file}: React Router's hydration data does not end its stream`);
  const text = chunks.join("");
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  return {
    html: html.replace(ENQUEUE, "").replace(CLOSE, ""),
    data: { url: `/${HYDRATION_DATA_DIR}/${hash}.txt`, text },
  };
}
