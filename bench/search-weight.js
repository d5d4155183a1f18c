/**
 * What the first query on /search downloads, split into the search engine (Pagefind's script, worker and
 * WebAssembly, the same for any site size) and search data (its metadata, the index chunks and the result
 * fragments the query needs), in bytes over the wire. Pagefind fetches from a web worker, so requests are counted
 * for the whole browser context.
 */

const ENGINE = /\/pagefind\/(pagefind\.js|pagefind-worker\.js|wasm\.[a-z]+\.pagefind)$/;

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 * @param {string} query
 */
export async function firstQueryBytes(browser, origin, query) {
  const context = await browser.newContext();
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  /** @type {Array<Promise<{ path: string, bytes: number }>>} */
  const finished = [];
  context.on("requestfinished", (request) => {
    finished.push(request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
  });
  const page = await context.newPage();
  await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`, { waitUntil: "networkidle" });
  await page.getByRole("list", { name: "Search results" }).waitFor();
  await page.waitForLoadState("networkidle");
  const requests = await Promise.all(finished);
  await context.close();
  const pagefind = requests.filter(({ path }) => path.startsWith("/pagefind/"));
  const sum = (/** @type {typeof pagefind} */ list) => list.reduce((total, { bytes }) => total + bytes, 0);
  return { engine: sum(pagefind.filter(({ path }) => ENGINE.test(path))), data: sum(pagefind.filter(({ path }) => !ENGINE.test(path))) };
}
