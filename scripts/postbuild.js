/**
 * Runs after `react-router build`: moves the prerendered not-found screen to 404.html (what static hosts
 * serve for unknown paths), gives every page a file of its own (category/vpn.html), drops files nothing
 * requests, starts each page's scripts after its first paint (scripts/after-first-paint.js), gives each page its
 * Content-Security-Policy (scripts/csp.js), writes the search index (scripts/search-index.js), and writes brotli
 * and gzip copies of every text file, since neither sirv nor most object stores compress on the fly.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import { fileURLToPath } from "node:url";
import { startScriptsAfterFirstPaint } from "./after-first-paint.js";
import { withPolicy } from "./csp.js";
import { writeSearchIndex } from "./search-index.js";

const root = fileURLToPath(new URL("../build/client", import.meta.url));
const NOT_FOUND_DIR = "404";

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

renameSync(join(root, NOT_FOUND_DIR, "index.html"), join(root, "404.html"));
rmSync(join(root, NOT_FOUND_DIR), { recursive: true });
rmSync(join(root, `${NOT_FOUND_DIR}.data`), { force: true });
// Every page is prerendered and unknown paths get 404.html, so the SPA fallback React Router writes is unused.
rmSync(join(root, "__spa-fallback.html"), { force: true });

// One file per page, '/category/vpn' -> category/vpn.html rather than category/vpn/index.html: static hosts
// (Cloudflare Pages, Netlify) then serve the page at the URL without a trailing slash, the canonical one,
// instead of redirecting it to a folder URL.
for (const file of walk(root)) {
  if (!file.endsWith(`${sep}index.html`) || file === join(root, "index.html")) continue;
  const folder = dirname(file);
  renameSync(file, `${folder}.html`);
  if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}

// Resource routes (sitemap.xml, robots.txt, the search index) are files of their own; React Router also
// writes a .data copy of each for client navigation, which nothing ever requests.
for (const file of walk(root)) {
  if (file.endsWith(".data") && existsSync(file.slice(0, -".data".length)) && statSync(file.slice(0, -".data".length)).isFile()) rmSync(file);
}

// React Router puts a <link rel="modulepreload"> in every page for each chunk the page will import. On a
// phone they compete with the text and photo for the first round trips (measured: LCP 1.75 s with them,
// about 0.8 s without); the prerendered page needs no JavaScript to show, and the module script still
// loads the same chunks, only after the first paint (scripts/after-first-paint.js).
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

const started = performance.now();
/** Seconds since `from`, for the timing line at the end. @param {number} from */
const since = (from) => ((performance.now() - from) / 1000).toFixed(1);

const pages = walk(root).filter((file) => file.endsWith(".html"));
for (const file of pages) {
  const html = startScriptsAfterFirstPaint(readFileSync(file, "utf8").replace(MODULEPRELOAD, ""), file);
  writeFileSync(file, withPolicy(html));
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Brotli at its best (11) for hashed assets, which are few and cached for a year. Pages and their data get 6: about
 * 10% larger than 10 but twenty times faster (measured: 1.2 ms against 25 ms for a list page), so a site of 10,000
 * pages compresses in seconds, not minutes (decision 011).
 * @param {string} file
 */
async function compress(file) {
  const data = await readFile(file);
  const quality = file.includes(`${sep}assets${sep}`) ? 11 : 6;
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  await Promise.all([writeFile(`${file}.br`, await brotli(data, { params })), writeFile(`${file}.gz`, await gzip(data, { level: 6 }))]);
}

/** @param {string[]} files */
async function compressAll(files) {
  // zlib's async functions run on libuv's thread pool: a few at a time keeps every core busy.
  const CONCURRENCY = 8;
  for (let start = 0; start < files.length; start += CONCURRENCY) await Promise.all(files.slice(start, start + CONCURRENCY).map(compress));
}

// The search index is read from the finished pages; then every text file, the index's included, is compressed.
/** @type {Record<string, string>} */
const took = { policies: since(started) };
let step = performance.now();
const search = writeSearchIndex(root, pages);
took.search = since(step);
step = performance.now();
const compressible = walk(root).filter((file) => COMPRESSIBLE.test(file));
await compressAll(compressible);
took.compression = since(step);
console.log(
  `postbuild: wrote 404.html, a Content-Security-Policy into ${pages.length} pages, the search index of ${search.pages} pages (${search.files} files), and precompressed ${compressible.length} files`,
);
console.log(`postbuild timings: policies ${took.policies} s, search index ${took.search} s, compression ${took.compression} s, in all ${since(started)} s`);
