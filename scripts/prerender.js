/**
 * Step two of `npm run build`, after `react-router build` has bundled the site (react-router.config.ts, decision 023):
 * renders every page in worker threads, one per core (prerender-worker.js), with React Router's request handler over
 * React Router's server build (through react-router-adapter.js); each page is written where
 * static hosts serve it, with its scripts started after the first paint and its Content-Security-Policy (csp.js).
 * Then it writes the search index (search-index.js, decisions 017 and 028) and removes the server build. It writes
 * no compressed copies: the CDN and server/app.js compress as they serve (decision 029). React Router's own
 * prerender would render one page at a time, inside the bundler's process and while the bundler still holds its
 * memory.
 */
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { CLIENT_DIR as root, SERVER_DIR as serverDir } from "./build-dirs.js";
import { assertReactRouterVersion, PRERENDER_ENV, serverBuildFile } from "./react-router-adapter.js";
import { SearchIndex, writeSearchIndex } from "./search-index.js";

/**
 * Each worker holds all the content (the registry) plus the page it renders: about 0.4 GB at 10,000 extra pages.
 * The cap makes the collector work before a worker's heap grows to V8's default limit, which would let two workers
 * take over 2 GB between them.
 */
const WORKER_HEAP_MB = 768;

assertReactRouterVersion();
const started = performance.now();
/** Seconds since `from`, for the timing line at the end. @param {number} from */
const since = (from) => ((performance.now() - from) / 1000).toFixed(1);

const workers = availableParallelism();
console.log(`prerender: started, ${workers} worker threads`);

const pagesStarted = performance.now();

const searchIndex = new SearchIndex();

/**
 * Runs one worker thread to its end, adding each page it reads to the search index.
 * @param {number} worker
 * @returns {Promise<number>} how many paths it rendered
 */
const runWorker = (worker) =>
  new Promise((resolve, reject) => {
    const thread = new Worker(new URL("./prerender-worker.js", import.meta.url), {
      workerData: { serverBuild: serverBuildFile(serverDir), root, worker, workers },
      // React's server renderer is the production one only under NODE_ENV=production.
      env: { ...process.env, NODE_ENV: "production", ...PRERENDER_ENV },
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
const took = { pages: since(pagesStarted) };

const step = performance.now();
const search = writeSearchIndex(root, searchIndex);
took.search = since(step);

console.log(
  `prerender: ${rendered} pages and files, each page with its Content-Security-Policy; the search index of ${search.pages} pages (${search.files} files)`,
);
console.log(`prerender timings: pages ${took.pages} s, search index ${took.search} s, in all ${since(started)} s`);
