/**
 * Step two of `npm run build`, after `react-router build` has bundled the site (react-router.config.ts, decision 011):
 * renders every page in worker threads, one per core (prerender-worker.js), with React Router's request handler over
 * the server build that vite.config.ts kept; each page is written where static hosts serve it, with its scripts
 * started after the first paint (after-first-paint.js), its Content-Security-Policy (csp.js) and its compressed
 * copies. Then it writes the search index (search-index.js, decisions 017 and 028), compresses every other text file,
 * and removes the server build. React Router's own prerender would render one page at a time, inside the bundler's
 * process and while the bundler still holds its memory.
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { CLIENT_DIR as root, PRERENDER_SERVER_DIR as serverDir } from "./build-dirs.js";
import { COMPRESSIBLE, compressFiles } from "./compress.js";
import { SearchIndex, writeSearchIndex } from "./search-index.js";

/**
 * Each worker holds all the content (the registry) plus the page it renders: about 0.4 GB at 10,000 extra pages.
 * The cap makes the collector work before a worker's heap grows to V8's default limit, which would let two workers
 * take over 2 GB between them.
 */
const WORKER_HEAP_MB = 768;

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const started = performance.now();
/** Seconds since `from`, for the timing line at the end. @param {number} from */
const since = (from) => ((performance.now() - from) / 1000).toFixed(1);

const workers = availableParallelism();
console.log(`prerender: started, ${workers} worker threads`);
const searchIndex = new SearchIndex();

/**
 * Runs one worker thread to its end, adding each page it reads to the search index.
 * @param {number} worker
 * @returns {Promise<number>} how many paths it rendered
 */
const runWorker = (worker) =>
  new Promise((resolve, reject) => {
    const thread = new Worker(new URL("./prerender-worker.js", import.meta.url), {
      workerData: { serverBuild: join(serverDir, "index.js"), root, worker, workers },
      // React's server renderer is the production one only under NODE_ENV=production; React Router passes a page
      // its prerendered data only in a build (IS_RR_BUILD_REQUEST).
      env: { ...process.env, NODE_ENV: "production", IS_RR_BUILD_REQUEST: "yes" },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    /** @type {number | undefined} */
    let rendered;
    thread.on(
      "message",
      (/** @type {{ page?: import("./search-index.js").IndexedPage, rendered?: number }} */ message) => {
        if (message.page) searchIndex.add(message.page);
        if (message.rendered !== undefined) rendered = message.rendered;
      },
    );
    thread.on("error", reject);
    thread.on("exit", (code) =>
      code === 0 && rendered !== undefined
        ? resolve(rendered)
        : reject(new Error(`prerender: worker ${worker} stopped (exit code ${code})`)),
    );
  });

let results;
try {
  results = await Promise.all(Array.from({ length: workers }, (_, worker) => runWorker(worker)));
} catch (error) {
  // A page that fails to render stops the build: nothing half-built ships.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
rmSync(serverDir, { recursive: true, force: true });
const rendered = (results ?? []).reduce((sum, count) => sum + count, 0);
/** @type {Record<string, string>} */
const took = { pages: since(started) };

let step = performance.now();
const search = writeSearchIndex(root, searchIndex);
took.search = since(step);

step = performance.now();
// The pages and their data were compressed as they were written; the rest (assets, the search index) is done here.
const rest = walk(root).filter((file) => COMPRESSIBLE.test(file) && !existsSync(`${file}.br`));
await compressFiles(rest);
took.compression = since(step);

console.log(
  `prerender: ${rendered} pages and files, each page with its Content-Security-Policy; the search index of ${search.pages} pages (${search.files} files); precompressed ${rest.length} more files`,
);
console.log(
  `prerender timings: pages ${took.pages} s, search index ${took.search} s, compression ${took.compression} s, in all ${since(started)} s`,
);
