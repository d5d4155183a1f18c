/**
 * What a first visit loads: the document and every script, stylesheet and fetched file from the site's own
 * origin, as a real browser requests them, with raw bytes (the file on disk) and brotli bytes (what server/app.js sends).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliSize } from "../server/compression.js";

/**
 * @typedef {{ raw: number, br: number }} Bytes
 * @typedef {{ html: Bytes, js: Bytes, css: Bytes, data: Bytes, requests: number }} PageWeight `data` is what the page
 *   fetches itself: its hydration data (decision 018)
 */

/** The built file a URL path is served from. @param {string} root @param {string} path */
function fileFor(root, path) {
  const candidates = [
    join(root, path),
    join(root, path, "index.html"),
    join(root, `${path}.html`),
    join(root, "404.html"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? "";
}

const size = (/** @type {string} */ file) => (file && existsSync(file) ? statSync(file).size : 0);

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin e.g. http://127.0.0.1:3000
 * @param {string} root the folder served at origin
 * @param {string} path
 * @returns {Promise<PageWeight>}
 */
export async function pageWeight(browser, origin, root, path) {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  /** @type {Array<{ type: string, path: string }>} */
  const loaded = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const type = response.request().resourceType();
    if (["document", "script", "stylesheet", "fetch"].includes(type)) loaded.push({ type, path: url.pathname });
  });
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  await context.close();
  const weight = {
    html: { raw: 0, br: 0 },
    js: { raw: 0, br: 0 },
    css: { raw: 0, br: 0 },
    data: { raw: 0, br: 0 },
    requests: loaded.length,
  };
  /** @type {Record<string, Bytes>} */
  const buckets = { document: weight.html, script: weight.js, stylesheet: weight.css, fetch: weight.data };
  for (const { type, path: requested } of loaded) {
    const file = fileFor(root, requested);
    const bucket = buckets[type] ?? weight.data;
    bucket.raw += size(file);
    bucket.br += file ? brotliSize(file, readFileSync(file)) : 0;
  }
  return weight;
}
