/**
 * React Router ends every page with an inline module script that imports the page's chunks and then starts
 * hydration. Its imports start downloading as soon as the parser reaches them, before the first paint, so on a
 * slow phone connection 100 KB of JavaScript shares the link with the stylesheet and photos the first screen
 * waits for (measured with Lighthouse: a list's first paint 220 ms later than the same page without scripts).
 * This rewrites the script to start the same imports once the first paint is reported; hydration follows as before.
 * The page's hydration data, which the build moves out of the page (hydration-data.js), is fetched at the same time
 * and fed to the stream React Router hydrates from.
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

/**
 * A rewritten page whose scripts start at once instead, as a client-rendered app's do: the bench's client-rendered
 * copy has nothing to paint before them. Throws for a page that was not rewritten. The page's policy, which
 * allows its inline scripts by hash, must be made again.
 * @param {string} html @param {string} file for the error message
 */
export function startScriptsAtOnce(html, file) {
  if (!html.includes(AFTER_FIRST_PAINT)) throw new Error(`${file}: no script that starts after the first paint`);
  return html.replace(AFTER_FIRST_PAINT, "begin();");
}
