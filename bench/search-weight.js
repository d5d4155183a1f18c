/**
 * What the first query on /search downloads of the search index (decisions 017 and 028): its entry file, the term
 * files of the query's words and the record files of the results shown, in bytes over the wire, and how many
 * requests that took. The code
 * that runs the query is part of the page's own JavaScript, measured with the page.
 */
import { SEARCH_INDEX_PATH } from "../app/lib/search-terms.ts";

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
    finished.push(
      request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  const page = await context.newPage();
  await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`, { waitUntil: "networkidle" });
  await page.getByRole("list", { name: "Search results" }).waitFor();
  await page.waitForLoadState("networkidle");
  const requests = (await Promise.all(finished)).filter(({ path }) => path.startsWith(`${SEARCH_INDEX_PATH}/`));
  await context.close();
  return { data: requests.reduce((total, { bytes }) => total + bytes, 0), requests: requests.length };
}
