/**
 * `npm run bench`: performance of the built site, measured, never asserted in a test.
 * 1. builds the site (timed) and measures what a first visit loads per page type;
 * 2. runs Lighthouse (mobile, simulated throttling) on our pages, on the same app rendered in the browser
 *    (spa) and on our pages without any script (nojs), side by side;
 * 3. times navigation on a slow phone: click to the new h1 painted, prefetched, client-side and full load;
 * 4. measures what the first search query downloads;
 * 5. builds with 10,000 generated extra pages: time, peak memory, where the time goes, and the first search
 *    query at that size;
 * then prints the tables and every budget as pass/FAIL, writes bench/results.json, and from it docs/performance.md
 * (report.js).
 * Options (environment): BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_NAV_RUNS (navigation runs per
 * hop, default 10), BENCH_SCALE (extra page counts, default "10000"; "" skips the scale builds),
 * BENCH_SCALE_LIMIT_MINUTES (a scale build that takes longer is stopped and reported as such, default 15).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.js";
import { lighthouseMedian } from "./lighthouse.js";
import { measureNavigation } from "./navigation.js";
import { pageWeight } from "./page-weight.js";
import { budgetsFor, kb, ratio, RESULTS_FILE, writeReport } from "./report.js";
import { timeBuild, timeBuildWithExtraPages } from "./scale.js";
import { firstQueryBytes } from "./search-weight.js";
import { startThirdPartyStub, stubChromeFlags } from "./third-party-stub.js";
import { makeNoJsBuild, makeSpaBuild, NOT_FOUND_BENCH_PATH, serveBuild } from "./variants.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
const SCALE = (process.env.BENCH_SCALE ?? "10000").split(",").filter(Boolean).map(Number);
const SCALE_LIMIT_MINUTES = Number(process.env.BENCH_SCALE_LIMIT_MINUTES ?? 15);
const PROJECT = fileURLToPath(new URL("..", import.meta.url));
const BUILD = join(PROJECT, "build", "client");

const PAGE_TYPES = [
  { type: "home", path: "/" },
  { type: "category", path: "/category/vpn" },
  { type: "ranked page", path: "/flight-booking" },
  { type: "guide", path: "/vpn-protocols" },
  // On two lists, the most a product page gathers.
  { type: "product", path: "/product/zoho-books" },
  { type: "search", path: "/search" },
  // Two audits contradict what a not-found page must do, so they are not scored for it (and the budget line
  // says so): it logs the missing path as a console error (the spec's log, which monitoring collects), and
  // it is noindex, which Lighthouse's is-crawlable audit counts as an SEO failure.
  { type: "404", path: NOT_FOUND_BENCH_PATH, skipAudits: ["errors-in-console", "is-crawlable"] },
];

const SEARCH_QUERY = "vpn";

/** The commit the bench measures, read before the build so it is the tree that was built; undefined outside git. */
function commitMeasured() {
  try {
    const git = (/** @type {string[]} */ args) => execFileSync("git", args, { cwd: PROJECT, encoding: "utf8" }).trim();
    return {
      commit: git(["rev-parse", "--short", "HEAD"]),
      uncommittedChanges: git(["status", "--porcelain", "--untracked-files=no"]) !== "",
    };
  } catch {
    return {};
  }
}
const measuredCommit = commitMeasured();

console.log("Building the site…");
const { seconds: buildSeconds } = await timeBuild(PROJECT);

const work = mkdtempSync(join(tmpdir(), "top5-bench-"));
makeSpaBuild(BUILD, join(work, "spa"));
makeNoJsBuild(BUILD, join(work, "nojs"));
const servers = {
  ours: await serveBuild(BUILD),
  spa: await serveBuild(join(work, "spa")),
  nojs: await serveBuild(join(work, "nojs")),
};
const roots = { ours: BUILD, spa: join(work, "spa"), nojs: join(work, "nojs") };
const stub = await startThirdPartyStub();

/** @type {Array<Record<string, any>>} */
const pages = [];
/** @type {Awaited<ReturnType<typeof measureNavigation>>} */
let navigation;
/** @type {Awaited<ReturnType<typeof firstQueryBytes>>} */
let search;
/** @type {Array<Record<string, any>>} */
const scale = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { type, path, skipAudits = [] } of PAGE_TYPES) {
    /** @type {Record<string, any>} */
    const row = { type, path, skipAudits };
    for (const variant of /** @type {const} */ (["ours", "spa", "nojs"])) {
      console.log(`Measuring ${variant} ${path} (${RUNS} Lighthouse runs)…`);
      row[variant] = {
        weight: await pageWeight(browser, servers[variant].origin, roots[variant], path),
        lighthouse: await lighthouseMedian(
          `${servers[variant].origin}${path}`,
          RUNS,
          stubChromeFlags(stub.port),
          skipAudits,
        ),
      };
    }
    pages.push(row);
  }
  console.log(`Measuring navigation (${NAV_RUNS} runs per hop, 4x CPU slowdown, slow 4G)…`);
  navigation = await measureNavigation(servers.ours.origin, NAV_RUNS);
  search = await firstQueryBytes(browser, servers.ours.origin, SEARCH_QUERY);
  for (const extraPages of SCALE) {
    console.log(`Building with ${extraPages} extra pages (at most ${SCALE_LIMIT_MINUTES} minutes)…`);
    const row = await timeBuildWithExtraPages(extraPages, SCALE_LIMIT_MINUTES * 60, async (buildDir) => {
      const server = await serveBuild(buildDir);
      try {
        return await firstQueryBytes(browser, server.origin, SEARCH_QUERY);
      } finally {
        server.close();
      }
    });
    scale.push({ ...row, msPerExtraPage: ((row.seconds - buildSeconds) / extraPages) * 1000 });
  }
} finally {
  await browser.close();
  stub.close();
  for (const server of Object.values(servers)) server.close();
}

console.log(`\nFirst visit, bytes (raw / brotli as served), and Lighthouse mobile medians of ${RUNS} runs`);
console.table(
  pages.map(({ type, ours }) => ({
    page: type,
    "HTML KB": `${kb(ours.weight.html.raw)} / ${kb(ours.weight.html.br)}`,
    "JS KB": `${kb(ours.weight.js.raw)} / ${kb(ours.weight.js.br)}`,
    "CSS KB": `${kb(ours.weight.css.raw)} / ${kb(ours.weight.css.br)}`,
    "data KB": `${kb(ours.weight.data.raw)} / ${kb(ours.weight.data.br)}`,
    "perf/a11y/bp/seo": `${ours.lighthouse.performance}/${ours.lighthouse.accessibility}/${ours.lighthouse.bestPractices}/${ours.lighthouse.seo}`,
    "FCP ms": Math.round(ours.lighthouse.fcpMs),
    "LCP ms": Math.round(ours.lighthouse.lcpMs),
    "TBT ms": Math.round(ours.lighthouse.tbtMs),
    CLS: ours.lighthouse.cls,
    "total KB": kb(ours.lighthouse.totalBytes),
  })),
);

console.log(
  "\nSide by side: ours vs the client-rendered SPA vs no JavaScript (LCP ms, TBT ms, total KB, perf score), and our ratios to both",
);
console.table(
  pages.map(({ type, ours, spa, nojs }) => ({
    page: type,
    "LCP ours/spa/nojs": `${Math.round(ours.lighthouse.lcpMs)} / ${Math.round(spa.lighthouse.lcpMs)} / ${Math.round(nojs.lighthouse.lcpMs)}`,
    "TBT ours/spa/nojs": `${Math.round(ours.lighthouse.tbtMs)} / ${Math.round(spa.lighthouse.tbtMs)} / ${Math.round(nojs.lighthouse.tbtMs)}`,
    "KB ours/spa/nojs": `${kb(ours.lighthouse.totalBytes)} / ${kb(spa.lighthouse.totalBytes)} / ${kb(nojs.lighthouse.totalBytes)}`,
    "perf ours/spa/nojs": `${ours.lighthouse.performance} / ${spa.lighthouse.performance} / ${nojs.lighthouse.performance}`,
    "LCP vs spa": ratio(ours.lighthouse.lcpMs, spa.lighthouse.lcpMs),
    "LCP vs nojs": ratio(ours.lighthouse.lcpMs, nojs.lighthouse.lcpMs),
    "TBT vs spa": ratio(ours.lighthouse.tbtMs, spa.lighthouse.tbtMs),
    "bytes vs spa": ratio(ours.lighthouse.totalBytes, spa.lighthouse.totalBytes),
    "bytes vs nojs": ratio(ours.lighthouse.totalBytes, nojs.lighthouse.totalBytes),
  })),
);

console.log(`\nNavigation on a slow phone (4x CPU, slow 4G): click to the new h1 painted, median of ${NAV_RUNS}`);
console.table(
  navigation.map((row) => ({
    hop: row.hop,
    "prefetched ms": Math.round(row.prefetchedMs),
    "client, not prefetched ms": Math.round(row.clientMs),
    "full page load ms": Math.round(row.fullLoadMs),
  })),
);

console.log(`\nFirst search query ("${SEARCH_QUERY}"): search index fetched, KB over the wire, and requests`);
console.table([
  { site: "today's content", "data KB": kb(search.data), requests: search.requests },
  ...scale.map((row) => ({
    site: `+${row.extraPages} generated pages`,
    "data KB": kb(row.measured?.data ?? Number.NaN),
    requests: row.measured?.requests ?? Number.NaN,
  })),
]);

console.log(`\nBuild: full site ${buildSeconds.toFixed(1)} s`);
if (scale.length > 0) {
  console.table(
    scale.map((row) => ({
      "extra pages": row.extraPages,
      "build s": row.timedOut ? `> ${row.seconds.toFixed(0)} (stopped)` : row.seconds.toFixed(1),
      "ms per extra page": row.msPerExtraPage.toFixed(1),
      "peak MB": row.peakMb,
      ...Object.fromEntries(
        Object.entries(row.phases).map(([phase, seconds]) => [`${phase} s`, Number(seconds).toFixed(1)]),
      ),
    })),
  );
}

const results = {
  date: new Date().toISOString(),
  ...measuredCommit,
  node: process.version,
  machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? "unknown", memoryBytes: totalmem() },
  options: {
    BENCH_RUNS: RUNS,
    BENCH_NAV_RUNS: NAV_RUNS,
    BENCH_SCALE: SCALE.join(","),
    BENCH_SCALE_LIMIT_MINUTES: SCALE_LIMIT_MINUTES,
  },
  runs: RUNS,
  navRuns: NAV_RUNS,
  searchQuery: SEARCH_QUERY,
  buildSeconds,
  pages,
  navigation,
  search,
  scale,
};
const budgets = budgetsFor(/** @type {import("./report.js").Results} */ (results));
console.log("\nBudgets");
for (const { budget, value, pass } of budgets) console.log(`${pass ? "pass" : "FAIL"}  ${budget}: ${value}`);
console.log(`${budgets.filter((row) => row.pass).length} of ${budgets.length} budgets hold`);

writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...results, budgets }, null, 2)}\n`);
console.log("Wrote bench/results.json");
await writeReport(/** @type {import("./report.js").Results} */ (results));
console.log("Wrote docs/performance.md");
