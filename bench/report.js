/**
 * docs/performance.md from bench/results.json: one table per measurement, every budget as pass/FAIL, the run's
 * date, commit, machine and options, and the notes a reader needs to read the figures; and the README's summary of
 * the same run, between its two marks. `npm run bench` calls it
 * after writing results.json; `node bench/report.js` regenerates the page from an existing results.json. Nothing on
 * the page is typed by hand: its figures come from a run and its notes from here, so a figure a reader sees is one a
 * run measured, and a note that a bench change makes untrue is changed beside that code.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

const PROJECT = fileURLToPath(new URL("..", import.meta.url));
export const RESULTS_FILE = join(PROJECT, "bench", "results.json");
export const REPORT_FILE = join(PROJECT, "docs", "performance.md");
export const README_FILE = join(PROJECT, "README.md");
/** The README's performance summary sits between these lines; the bench writes what is between them. */
/** @type {[string, string]} */
export const README_MARKS = ["<!-- bench summary: start -->", "<!-- bench summary: end -->"];

/** The bench's budgets and goals; `budgetsFor` checks a run against them. */
export const BUDGET = {
  jsKb: 110,
  jsGoalKb: 90,
  cssKb: 20,
  htmlKb: 30,
  performance: 98,
  lcpMs: 2000,
  lcpVsNoJs: 1.1,
  prefetchedNavigationMs: 100,
  searchDataKb: 100,
  scaleSeconds: 150,
  scaleMsPerPage: 15,
  scalePeakMb: 2048,
};

/**
 * What bench/bench.js writes to results.json. `commit`, `machine`, `options` and `navRuns` were added with this
 * report; a results.json written before them shows them as not recorded.
 * @typedef {{ raw: number, br: number }} Bytes
 * @typedef {{ html: Bytes, js: Bytes, css: Bytes, data: Bytes, requests: number }} PageWeight
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcpMs: number,
 *   lcpMs: number, tbtMs: number, cls: number, totalBytes: number }} LighthouseMedians
 * @typedef {{ weight: PageWeight, lighthouse: LighthouseMedians }} Measured
 * @typedef {{ type: string, path: string, skipAudits: string[], ours: Measured, spa: Measured, nojs: Measured }} PageRow
 * @typedef {{ hop: string, prefetchedMs: number, clientMs: number, fullLoadMs: number }} NavigationRow
 * @typedef {{ data: number, requests: number }} SearchBytes
 * @typedef {{ extraPages: number, seconds: number, timedOut: boolean, peakMb: number,
 *   phases: Record<string, number>, measured?: SearchBytes, msPerExtraPage: number }} ScaleRow
 * @typedef {{ cores: number, cpu: string, memoryBytes: number }} Machine
 * @typedef {{ BENCH_RUNS: number, BENCH_NAV_RUNS: number, BENCH_SCALE: string,
 *   BENCH_SCALE_LIMIT_MINUTES: number }} Options
 * @typedef {{ date: string, commit?: string, uncommittedChanges?: boolean, node: string, machine?: Machine,
 *   options?: Options, runs: number, navRuns?: number, searchQuery?: string, buildSeconds: number,
 *   pages: PageRow[], navigation: NavigationRow[], search: SearchBytes, scale: ScaleRow[] }} Results
 * @typedef {{ section: "page" | "lcp" | "navigation" | "search" | "scale", row: string, short: string,
 *   budget: string, value: string, pass: boolean }} BudgetCheck
 */

/** Bytes as KB with one decimal, as every table and budget shows them. @param {number | null} bytes */
export const kb = (bytes) => (typeof bytes === "number" ? Math.round((bytes / 1024) * 10) / 10 : Number.NaN);
/** @param {number} ours @param {number} other */
export const ratio = (ours, other) => (other > 0 ? `${(ours / other).toFixed(2)}x` : "n/a");
/**
 * Whether a figure is within its limit. A figure that was not measured is NaN in the bench and null once read back
 * from results.json; neither holds a budget.
 * @param {number | null | undefined} value @param {number} limit
 */
const within = (value, limit) => typeof value === "number" && Number.isFinite(value) && value <= limit;

/**
 * Every budget of a run, checked against its figures.
 * @param {Pick<Results, "pages" | "navigation" | "search" | "scale">} results
 * @returns {BudgetCheck[]}
 */
export function budgetsFor({ pages, navigation, search, scale }) {
  /** @type {BudgetCheck[]} */
  const budgets = [];
  /**
   * @param {BudgetCheck["section"]} section @param {string} row @param {string} short @param {string} budget
   * @param {string} value @param {boolean} pass
   */
  const check = (section, row, short, budget, value, pass) =>
    budgets.push({ section, row, short, budget, value, pass });
  for (const { type, ours, skipAudits } of pages) {
    const { weight, lighthouse } = ours;
    const notScored = skipAudits.length > 0 ? ` (not scored: ${skipAudits.join(", ")})` : "";
    /** @param {string} short @param {string} budget @param {string} value @param {boolean} pass */
    const page = (short, budget, value, pass) => check("page", type, short, `${type}: ${budget}`, value, pass);
    page(
      "JS",
      `first-visit JS <= ${BUDGET.jsKb} KB brotli (goal ${BUDGET.jsGoalKb})`,
      `${kb(weight.js.br)} KB`,
      within(kb(weight.js.br), BUDGET.jsKb),
    );
    page("CSS", `CSS <= ${BUDGET.cssKb} KB brotli`, `${kb(weight.css.br)} KB`, within(kb(weight.css.br), BUDGET.cssKb));
    page(
      "HTML",
      `HTML <= ${BUDGET.htmlKb} KB brotli`,
      `${kb(weight.html.br)} KB`,
      within(kb(weight.html.br), BUDGET.htmlKb),
    );
    page(
      "Performance",
      `Lighthouse Performance >= ${BUDGET.performance} (goal 100)`,
      String(lighthouse.performance),
      lighthouse.performance >= BUDGET.performance,
    );
    page(
      "A11y/BP/SEO",
      `Accessibility, Best Practices, SEO = 100${notScored}`,
      `${lighthouse.accessibility}/${lighthouse.bestPractices}/${lighthouse.seo}`,
      lighthouse.accessibility === 100 && lighthouse.bestPractices === 100 && lighthouse.seo === 100,
    );
    page("CLS", "CLS = 0", String(lighthouse.cls), lighthouse.cls === 0);
    page(
      "LCP",
      `LCP <= ${BUDGET.lcpMs} ms`,
      `${Math.round(lighthouse.lcpMs)} ms`,
      within(lighthouse.lcpMs, BUDGET.lcpMs),
    );
  }
  for (const { type, ours, nojs } of pages) {
    check(
      "lcp",
      type,
      "LCP vs no JS",
      `${type}: LCP <= ${BUDGET.lcpVsNoJs} x the same page without JavaScript`,
      ratio(ours.lighthouse.lcpMs, nojs.lighthouse.lcpMs),
      within(ours.lighthouse.lcpMs, nojs.lighthouse.lcpMs * BUDGET.lcpVsNoJs),
    );
  }
  for (const row of navigation) {
    check(
      "navigation",
      row.hop,
      "prefetched",
      `${row.hop}: prefetched navigation <= ${BUDGET.prefetchedNavigationMs} ms (median)`,
      `${Math.round(row.prefetchedMs)} ms`,
      within(row.prefetchedMs, BUDGET.prefetchedNavigationMs),
    );
  }
  check(
    "search",
    "today",
    "search data",
    `first search query fetches <= ${BUDGET.searchDataKb} KB of search data`,
    `${kb(search.data)} KB`,
    within(kb(search.data), BUDGET.searchDataKb),
  );
  for (const row of scale) {
    const size = `+${row.extraPages} pages`;
    const key = String(row.extraPages);
    check(
      "search",
      key,
      "search data",
      `${size}: first search query fetches <= ${BUDGET.searchDataKb} KB of search data`,
      `${kb(row.measured?.data ?? Number.NaN)} KB`,
      within(kb(row.measured?.data ?? Number.NaN), BUDGET.searchDataKb),
    );
    check(
      "scale",
      key,
      "time",
      `${size}: build <= ${BUDGET.scaleSeconds} s`,
      `${row.seconds.toFixed(1)} s`,
      !row.timedOut && within(row.seconds, BUDGET.scaleSeconds),
    );
    check(
      "scale",
      key,
      "per page",
      `${size}: <= ${BUDGET.scaleMsPerPage} ms per extra page`,
      `${row.msPerExtraPage.toFixed(1)} ms`,
      within(row.msPerExtraPage, BUDGET.scaleMsPerPage),
    );
    check(
      "scale",
      key,
      "memory",
      `${size}: peak memory <= ${BUDGET.scalePeakMb} MB`,
      `${row.peakMb} MB`,
      within(row.peakMb, BUDGET.scalePeakMb),
    );
  }
  return budgets;
}

const mark = (/** @type {boolean} */ pass) => (pass ? "pass" : "FAIL");

/**
 * The marks of one row's budgets: "pass" when all hold, else "FAIL" and the ones that do not.
 * @param {BudgetCheck[]} budgets @param {BudgetCheck["section"]} section @param {string} row
 */
function rowMark(budgets, section, row) {
  const own = budgets.filter((budget) => budget.section === section && budget.row === row);
  if (own.length === 0) return "";
  const failed = own.filter((budget) => !budget.pass);
  return failed.length === 0 ? "pass" : `FAIL: ${failed.map((budget) => budget.short).join(", ")}`;
}

/** A Markdown table; prettier aligns it when the page is written. @param {string[]} head @param {Array<Array<string | number>>} rows */
function table(head, rows) {
  const line = (/** @type {Array<string | number>} */ cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A figure for a table cell; one that was not measured (NaN, or null in results.json) shows as such. */
const cell = (/** @type {number | null} */ value, /** @type {(value: number) => string} */ show) =>
  typeof value === "number" && Number.isFinite(value) ? show(value) : "not measured";
const ms = (/** @type {number} */ value) => cell(value, (finite) => String(Math.round(finite)));
const kbCell = (/** @type {number} */ value) => cell(value, (finite) => String(kb(finite)));
const seconds = (/** @type {number | null | undefined} */ value) => cell(value ?? null, (finite) => finite.toFixed(1));

/** Fixed notes, true of the bench as it is; a change to the bench that makes one untrue changes it here. */
const NOTES = {
  run: [
    "The photo and sponsored-content hosts are unreachable on our machines, so the bench serves them locally: a 50 KB JPEG for every photo and an empty sponsored loader (`bench/third-party-stub.js`).",
    "Figures vary between runs on the same build, most of all on a shared 2-core machine: compare runs of the same options on the same machine. Byte sizes do not vary, and are also budgets in `npm test` (`tests/build/budgets.json`), which fail the build.",
    "A quick run (`BENCH_RUNS=1 BENCH_NAV_RUNS=3 BENCH_SCALE=`) takes one Lighthouse run a page instead of a median of three, three clicks a hop instead of ten, and skips the build with 10,000 extra pages, so it has no scale figures and no scale budgets.",
  ],
  pages: [
    "What a first visit loads from the site's own origin, as a browser requests it (`bench/page-weight.js`): raw is the file on disk, brotli what the server sends. JS and CSS are every script and stylesheet; **data** is what the page fetches itself after its first paint: its hydration data (decision 018).",
    "Lighthouse 12, mobile, simulated throttling, on Debian's Chromium, median of `BENCH_RUNS` runs a page (`bench/lighthouse.js`). A run that ends without its paint metrics is retried, not counted.",
    "The guide's largest paint is its hero photo. Lighthouse's simulated LCP moves by up to about 150 ms (one slow-4G round trip) between runs here, so a single run's LCP, and its ratios below, can move by about 0.1x.",
    "React DOM and React Router alone are about 94 KB of the first-visit JavaScript, so the 90 KB goal is out of reach without leaving them; the budget is 110 KB.",
    "The not-found page is scored without the two audits it must fail (marked \\* in the table): `errors-in-console`, since it logs the missing path as a console error for monitoring, and `is-crawlable`, since it is `noindex`. Lighthouse cannot audit a 404 response, so the bench serves the 404 page with status 200 at a path of its own.",
    "/search's HTML carries every list and guide by topic for readers without JavaScript; its index loads only when the reader types (decision 017).",
  ],
  lcp: [
    "Each page is measured side by side with two other builds of the same app made from ours (`bench/variants.js`), served and compressed by the same server (`server/app.js`), so they differ from ours only in their markup: **no JS** is our pages with every script removed, the limit no framework can beat; **client-rendered** is our pages with the prerendered markup taken out, starting its scripts at once, as a single-page app does.",
    "Why ours and the script-free copy can differ by a round trip: Lighthouse's simulation (Lantern) counts every request that ended before the observed largest paint as one that paint waited for. Our scripts and hydration data start once the browser reports the first paint (decision 016), so they never count; the favicon, which the browser asks for near the first paint in either copy, sometimes ends first and counts, and moves that copy by a slow-4G round trip (about 150 ms). A document larger than a new connection's first round trip carries (near 13.8 KB of brotli with our headers) paints a round trip later; `npm test`'s `html:largest` budget kept every page under it (decision 018) until the lists gained their rubrics, figures and sources, which put the longest lists just past it (decision 031).",
  ],
  navigation: [
    "Click to the new page's h1 painted, on a throttled phone (4x CPU slowdown, Lighthouse's slow 4G), median of `BENCH_NAV_RUNS` clicks a hop (`bench/navigation.js`). **Prefetched**: the reader hovered the link first and its data and code arrived before the click; **client**: a click with no intent before it, so the data is fetched after the click; **full load**: the same page loaded from scratch, to its first paint.",
    "Each way runs in its own browser context, and third parties are blocked in the host resolver: Playwright's request interception turns the HTTP cache off, and a prefetch lives in that cache.",
    "The medians move by about 10 ms either way between runs of the same build here.",
  ],
  search: [
    "What the first query on /search downloads of the search index, in bytes over the wire, and how many requests (`bench/search-weight.js`): the entry file, one term file per word of the query and a small file per result shown (decision 017). The code that runs the query is part of the page's JavaScript, counted above.",
  ],
  scale: [
    "A copy of the project with generated extra pages of distinct text, half lists and half guides, valid under the real content model (`bench/generate.js`), built with `npm run build`'s own command (`bench/scale.js`). A build over `BENCH_SCALE_LIMIT_MINUTES` is stopped and shown as such.",
    "**Per extra page** is the scale build's time less the full site's, over the extra pages. **Peak memory** is every process of the build at once, sampled from `/proc` (`bench/process-memory.js`); shared libraries count once per process, so it errs on the high side.",
    "The phases come from the build's output: bundling runs until the prerender step starts (MDX compiled there); the prerender renders, writes, secures (CSP) and reads each page for the search index in worker threads, one per core; search indexing writes the index. The build compresses nothing: the server does, as it sends (decision 029).",
  ],
};

const bullets = (/** @type {string[]} */ notes) => notes.map((note) => `- ${note}`).join("\n");

/** The page's sections, in order, with their notes. */
const SECTIONS = [
  { title: "First visit per page type", notes: NOTES.pages },
  { title: "LCP against the same page without JavaScript", notes: NOTES.lcp },
  { title: "Navigation", notes: NOTES.navigation },
  { title: "First search query", notes: NOTES.search },
  { title: "Build", notes: NOTES.scale },
];

/** @param {Results} results */
function runLine(results) {
  const date = results.date.replace("T", " ").replace(/:\d\d\.\d+Z$/, " UTC");
  const commit = results.commit
    ? `commit ${results.commit}${results.uncommittedChanges ? " with uncommitted changes" : ""}`
    : "commit not recorded";
  const machine = results.machine
    ? `${results.machine.cores} cores (${results.machine.cpu}), ${(results.machine.memoryBytes / 1024 ** 3).toFixed(1)} GB of memory`
    : "machine not recorded";
  const options = results.options
    ? Object.entries(results.options)
        .map(([name, value]) => `${name}=${value}`)
        .join(" ")
    : `BENCH_RUNS=${results.runs} (the other options were not recorded)`;
  return `Run of ${date}, ${commit}; ${machine}, Node ${results.node}. Options: \`${options}\`.`;
}

/** @param {Results} results */
function quickRunLine(results) {
  const skipped = [];
  if (results.runs < 3) skipped.push(`${results.runs} Lighthouse run${results.runs === 1 ? "" : "s"} a page`);
  if (results.navRuns !== undefined && results.navRuns < 10)
    skipped.push(`${results.navRuns} click${results.navRuns === 1 ? "" : "s"} a hop`);
  if (results.scale.length === 0) skipped.push("no build with extra pages");
  return skipped.length > 0 ? `A quick run: ${skipped.join(", ")}.` : "";
}

/**
 * The page, from one run's results; `null` gives the page that says no run has been recorded yet.
 * @param {Results | null} results
 */
export function renderReport(results) {
  const head = [
    "> Generated by `npm run bench` (`bench/report.js`) from `bench/results.json`. Do not edit this file: run the bench, or `node bench/report.js` to regenerate it from an existing results.json.",
    "# Performance",
  ];
  if (!results) {
    return [
      ...head,
      "No run has been recorded yet. `npm run bench` measures the built site (about 20 minutes) and writes this page from its figures.",
      "## How to read the figures",
      bullets(NOTES.run),
      ...SECTIONS.flatMap(({ title, notes }) => [`### ${title}`, bullets(notes)]),
      "",
    ].join("\n\n");
  }
  const budgets = budgetsFor(results);
  const held = budgets.filter((budget) => budget.pass).length;
  const failed = budgets.filter((budget) => !budget.pass);
  const query = results.searchQuery ?? "vpn";

  const pages = table(
    [
      "page",
      "HTML KB br",
      "JS KB br",
      "CSS KB br",
      "data KB br",
      "perf / a11y / BP / SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "budgets",
    ],
    results.pages.map(({ type, path, skipAudits, ours: { weight, lighthouse } }) => [
      `${type} (${path})`,
      kbCell(weight.html.br),
      kbCell(weight.js.br),
      kbCell(weight.css.br),
      kbCell(weight.data.br),
      `${lighthouse.performance} / ${lighthouse.accessibility} / ${lighthouse.bestPractices} / ${lighthouse.seo}${skipAudits.length > 0 ? " \\*" : ""}`,
      ms(lighthouse.fcpMs),
      ms(lighthouse.lcpMs),
      ms(lighthouse.tbtMs),
      cell(lighthouse.cls, String),
      rowMark(budgets, "page", type),
    ]),
  );
  const notScored = results.pages
    .filter(({ skipAudits }) => skipAudits.length > 0)
    .map(({ type, skipAudits }) => `\\* ${type}: not scored: ${skipAudits.map((audit) => `\`${audit}\``).join(", ")}.`);

  const lcp = table(
    [
      "page",
      "LCP ms: ours",
      "no JS",
      "ours / no JS",
      `<= ${BUDGET.lcpVsNoJs}x`,
      "client-rendered",
      "ours / client-rendered",
      "TBT ms: ours / client-rendered",
    ],
    results.pages.map(({ type, ours, spa, nojs }) => [
      type,
      ms(ours.lighthouse.lcpMs),
      ms(nojs.lighthouse.lcpMs),
      ratio(ours.lighthouse.lcpMs, nojs.lighthouse.lcpMs),
      rowMark(budgets, "lcp", type),
      ms(spa.lighthouse.lcpMs),
      ratio(ours.lighthouse.lcpMs, spa.lighthouse.lcpMs),
      `${ms(ours.lighthouse.tbtMs)} / ${ms(spa.lighthouse.tbtMs)}`,
    ]),
  );

  const navigation = table(
    ["hop", "prefetched ms", `<= ${BUDGET.prefetchedNavigationMs} ms`, "client, not prefetched ms", "full load ms"],
    results.navigation.map((row) => [
      row.hop.replace("->", "→"),
      ms(row.prefetchedMs),
      rowMark(budgets, "navigation", row.hop),
      ms(row.clientMs),
      ms(row.fullLoadMs),
    ]),
  );

  const search = table(
    ["site", "search data KB", "requests", `<= ${BUDGET.searchDataKb} KB`],
    [
      ["today's content", kbCell(results.search.data), results.search.requests, rowMark(budgets, "search", "today")],
      ...results.scale.map((row) => [
        `+${row.extraPages} generated pages`,
        kbCell(row.measured?.data ?? Number.NaN),
        row.measured?.requests ?? "",
        rowMark(budgets, "search", String(row.extraPages)),
      ]),
    ],
  );

  const phases = [...new Set(results.scale.flatMap((row) => Object.keys(row.phases)))];
  const scale =
    results.scale.length === 0
      ? "No build with extra pages in this run (`BENCH_SCALE` was empty)."
      : table(
          [
            "extra pages",
            "build s",
            "ms per extra page",
            "peak MB",
            ...phases.map((phase) => `${phase} s`),
            `budgets (<= ${BUDGET.scaleSeconds} s, <= ${BUDGET.scaleMsPerPage} ms, <= ${BUDGET.scalePeakMb} MB)`,
          ],
          results.scale.map((row) => [
            row.extraPages,
            row.timedOut ? `> ${row.seconds.toFixed(0)} (stopped)` : seconds(row.seconds),
            cell(row.msPerExtraPage, (finite) => finite.toFixed(1)),
            cell(row.peakMb, String),
            ...phases.map((phase) => seconds(row.phases[phase])),
            rowMark(budgets, "scale", String(row.extraPages)),
          ]),
        );

  return [
    ...head,
    runLine(results),
    [
      `**${held} of ${budgets.length} budgets hold.**`,
      failed.length > 0 ? `FAIL: ${failed.map((budget) => `${budget.budget}: ${budget.value}`).join("; ")}.` : "",
      quickRunLine(results),
    ]
      .filter(Boolean)
      .join(" "),
    bullets(NOTES.run),
    "## First visit per page type",
    `Brotli KB as served, and Lighthouse mobile medians of ${results.runs} run${results.runs === 1 ? "" : "s"} a page. Budgets: first-visit JS <= ${BUDGET.jsKb} KB (goal ${BUDGET.jsGoalKb}), CSS <= ${BUDGET.cssKb} KB, HTML <= ${BUDGET.htmlKb} KB, Performance >= ${BUDGET.performance}, Accessibility, Best Practices and SEO 100, CLS 0, LCP <= ${BUDGET.lcpMs} ms.`,
    pages,
    ...notScored,
    bullets(NOTES.pages),
    "## LCP against the same page without JavaScript",
    lcp,
    bullets(NOTES.lcp),
    "## Navigation",
    navigation,
    bullets(NOTES.navigation),
    `## First search query ("${query}")`,
    search,
    bullets(NOTES.search),
    "## Build",
    `The full site, as \`npm run build\`: ${seconds(results.buildSeconds)} s.`,
    scale,
    bullets(NOTES.scale),
    "## Every budget",
    table(
      ["budget", "value", "result"],
      budgets.map((budget) => [budget.budget, budget.value, mark(budget.pass)]),
    ),
    "",
  ].join("\n\n");
}

/** "a-b" of the figures, or one figure when they are the same. @param {string[]} figures */
const span = (figures) => {
  const sorted = [...figures].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  return sorted[0] === sorted.at(-1) ? (sorted[0] ?? "n/a") : `${sorted[0]}-${sorted.at(-1)}`;
};

/**
 * The README's summary of a run: one row per kind of budget with the latest figures, and how many budgets hold.
 * @param {Results} results
 */
export function renderReadmeSummary(results) {
  const budgets = budgetsFor(results);
  const held = budgets.filter((budget) => budget.pass).length;
  const fails = (/** @type {BudgetCheck["section"]} */ section, /** @type {string} */ short) =>
    budgets.filter((budget) => budget.section === section && budget.short === short && !budget.pass);
  const lighthouses = results.pages.map(({ ours }) => ours.lighthouse);
  const allPerfect = lighthouses.every(
    (each) =>
      [each.performance, each.accessibility, each.bestPractices, each.seo].every((score) => score === 100) &&
      each.cls === 0,
  );
  const lcpFails = fails("lcp", "LCP vs no JS").map((budget) => budget.row);
  const [scaleRow] = results.scale;
  const date = results.date.slice(0, 10);
  return [
    table(
      ["measure (budget)", `latest (${results.commit ? `run at ${results.commit}` : "run"}, ${date})`],
      [
        [
          `first-visit JS (≤ ${BUDGET.jsKb} KB brotli, goal ${BUDGET.jsGoalKb})`,
          `${span(results.pages.map(({ ours }) => String(kb(ours.weight.js.br))))} KB`,
        ],
        [
          `Lighthouse perf / a11y / BP / SEO (≥ ${BUDGET.performance}, 100), CLS (0)`,
          allPerfect
            ? "100 / 100 / 100 / 100 on every page type, CLS 0"
            : `perf ${span(lighthouses.map((each) => String(each.performance)))}, a11y ${span(lighthouses.map((each) => String(each.accessibility)))}, BP ${span(lighthouses.map((each) => String(each.bestPractices)))}, SEO ${span(lighthouses.map((each) => String(each.seo)))}, CLS up to ${Math.max(...lighthouses.map((each) => each.cls))}`,
        ],
        [
          `LCP (≤ ${BUDGET.lcpMs.toLocaleString("en-US")} ms)`,
          `${span(lighthouses.map((each) => String(Math.round(each.lcpMs))))} ms`,
        ],
        [
          `LCP against the same page without JavaScript (≤ ${BUDGET.lcpVsNoJs}x)`,
          `${span(results.pages.map(({ ours, nojs }) => ratio(ours.lighthouse.lcpMs, nojs.lighthouse.lcpMs)))}${lcpFails.length > 0 ? ` (FAIL on ${lcpFails.join(", ")})` : ""}`,
        ],
        [
          `prefetched navigation (≤ ${BUDGET.prefetchedNavigationMs} ms)`,
          results.navigation
            .map(
              (row) =>
                `${row.hop} ${Math.round(row.prefetchedMs)}${row.prefetchedMs > BUDGET.prefetchedNavigationMs ? " (FAIL)" : ""}`,
            )
            .join(", "),
        ],
        [
          `first search query, "${results.searchQuery ?? "vpn"}" (≤ ${BUDGET.searchDataKb} KB)`,
          `${kb(results.search.data)} KB${scaleRow?.measured ? `; ${kb(scaleRow.measured.data)} KB at +${scaleRow.extraPages.toLocaleString("en-US")} pages` : ""}`,
        ],
        [
          `+${(scaleRow?.extraPages ?? 10000).toLocaleString("en-US")} pages: build (≤ ${BUDGET.scaleSeconds} s, ≤ ${BUDGET.scaleMsPerPage} ms a page, ≤ ${BUDGET.scalePeakMb / 1024} GB)`,
          scaleRow
            ? `${scaleRow.timedOut ? "stopped after " : ""}${scaleRow.seconds.toFixed(1)} s, ${scaleRow.msPerExtraPage.toFixed(1)} ms a page, ${(scaleRow.peakMb / 1024).toFixed(2)} GB`
            : "not measured in this run",
        ],
      ],
    ),
    `${held} of ${budgets.length} budgets hold; what misses, and why, is in \`docs/performance.md\`.`,
  ].join("\n\n");
}

/**
 * The README with its summary between the marks replaced by this run's.
 * @param {string} readme @param {Results} results
 */
export function withReadmeSummary(readme, results) {
  const [start, end] = README_MARKS;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) throw new Error(`README.md has no "${start}" ... "${end}" lines for the bench summary`);
  return `${readme.slice(0, from + start.length)}\n\n${renderReadmeSummary(results)}\n\n${readme.slice(to)}`;
}

/**
 * Writes the page and the README's summary, formatted as `npm run lint` expects them.
 * @param {Results | null} results @param {string} [file] @param {string} [readme]
 */
export async function writeReport(results, file = REPORT_FILE, readme = README_FILE) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(renderReport(results), { ...options, filepath: file }));
  if (!results) return;
  const text = withReadmeSummary(readFileSync(readme, "utf8"), results);
  writeFileSync(
    readme,
    await prettier.format(text, { ...((await prettier.resolveConfig(readme)) ?? {}), filepath: readme }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!existsSync(RESULTS_FILE)) {
    console.error("No bench/results.json: run `npm run bench` first.");
    process.exit(1);
  }
  await writeReport(JSON.parse(readFileSync(RESULTS_FILE, "utf8")));
  console.log("Wrote docs/performance.md and the README's summary");
}
