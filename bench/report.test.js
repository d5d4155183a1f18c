/**
 * docs/performance.md is derived from a run's figures: each table row shows that run's numbers, and each budget's
 * pass or FAIL follows from the figure against its limit, never from anything else.
 */
import { describe, expect, it } from "vitest";
import { BUDGET, budgetsFor, README_MARKS, renderReadmeSummary, renderReport, withReadmeSummary } from "./report.js";

/** @param {number} br @returns {{ raw: number, br: number }} */
const bytes = (br) => ({ raw: br * 3, br });

/** @param {Partial<import("./report.js").LighthouseMedians>} [overrides] */
const lighthouse = (overrides = {}) => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 754,
  lcpMs: 765,
  tbtMs: 9,
  cls: 0,
  totalBytes: 200_000,
  ...overrides,
});

/** @param {import("./report.js").PageWeight["js"]} js @param {Partial<import("./report.js").LighthouseMedians>} [ours] */
const measured = (js, ours) => ({
  weight: { html: bytes(12_700), js, css: bytes(6_450), data: bytes(6_040), requests: 9 },
  lighthouse: lighthouse(ours),
});

/** A small run: two page types, two hops, one scale build. @returns {import("./report.js").Results} */
function run() {
  return {
    date: "2026-11-25T12:34:56.789Z",
    commit: "abc1234",
    uncommittedChanges: false,
    node: "v20.19.5",
    machine: { cores: 2, cpu: "Test CPU", memoryBytes: 8 * 1024 ** 3 },
    options: { BENCH_RUNS: 3, BENCH_NAV_RUNS: 10, BENCH_SCALE: "10000", BENCH_SCALE_LIMIT_MINUTES: 15 },
    runs: 3,
    navRuns: 10,
    searchQuery: "vpn",
    buildSeconds: 9.4,
    pages: [
      {
        type: "category",
        path: "/category/vpn",
        skipAudits: [],
        ours: measured(bytes(112_538)),
        spa: measured(bytes(112_538), { lcpMs: 1_950, tbtMs: 120 }),
        nojs: measured(bytes(0), { lcpMs: 760 }),
      },
      {
        type: "404",
        path: "/__bench/not-found",
        skipAudits: ["errors-in-console", "is-crawlable"],
        // Over the JS budget (115.0 KB), and LCP 1.21x the script-free copy's.
        ours: measured(bytes(117_760), { lcpMs: 910 }),
        spa: measured(bytes(117_760), { lcpMs: 1_500 }),
        nojs: measured(bytes(0), { lcpMs: 752 }),
      },
    ],
    navigation: [
      { hop: "home -> list", prefetchedMs: 146.4, clientMs: 326, fullLoadMs: 732 },
      { hop: "list -> guide", prefetchedMs: 96.2, clientMs: 298, fullLoadMs: 712 },
    ],
    search: { data: 13_210, requests: 7 },
    scale: [
      {
        extraPages: 10_000,
        seconds: 132.5,
        timedOut: false,
        peakMb: 2_100,
        phases: { "bundling (client and server, MDX compiled)": 42.4, "search indexing": 3.4 },
        measured: { data: 22_528, requests: 10 },
        msPerExtraPage: 12.3,
      },
    ],
  };
}

/** The table row that starts with `first`. @param {string} report @param {string} first */
const rowOf = (report, first) => report.split("\n").find((line) => line.startsWith(`| ${first} |`)) ?? "";

describe("budgetsFor", () => {
  it("checks each figure against its limit", () => {
    const budgets = budgetsFor(run());
    const result = (/** @type {string} */ budget) => budgets.find((check) => check.budget === budget);
    expect(result(`category: first-visit JS <= ${BUDGET.jsKb} KB brotli (goal ${BUDGET.jsGoalKb})`)).toMatchObject({
      value: "109.9 KB",
      pass: true,
    });
    expect(result(`404: first-visit JS <= ${BUDGET.jsKb} KB brotli (goal ${BUDGET.jsGoalKb})`)).toMatchObject({
      value: "115 KB",
      pass: false,
    });
    expect(result("404: LCP <= 1.1 x the same page without JavaScript")).toMatchObject({ value: "1.21x", pass: false });
    expect(result("home -> list: prefetched navigation <= 100 ms (median)")).toMatchObject({ pass: false });
    expect(result("list -> guide: prefetched navigation <= 100 ms (median)")).toMatchObject({ pass: true });
    expect(result("+10000 pages: peak memory <= 2048 MB")).toMatchObject({ value: "2100 MB", pass: false });
    expect(result("+10000 pages: build <= 150 s")).toMatchObject({ pass: true });
    // 7 per page type, 1 LCP ratio per page type, 1 per hop, the first query, and 4 per scale build.
    expect(budgets).toHaveLength(2 * 7 + 2 + 2 + 1 + 4);
  });

  it("lets a figure that was not measured hold no budget, as results.json stores it (null)", () => {
    const results = run();
    const [first] = results.navigation;
    if (first) first.prefetchedMs = /** @type {number} */ (/** @type {unknown} */ (null));
    const [scale] = results.scale;
    if (scale) delete scale.measured;
    const budgets = budgetsFor(results);
    expect(budgets.find((check) => check.budget.startsWith("home -> list"))?.pass).toBe(false);
    expect(budgets.find((check) => check.budget.startsWith("+10000 pages: first search query"))?.pass).toBe(false);
  });
});

describe("renderReport", () => {
  const report = renderReport(run());

  it("starts by saying the bench generates it", () => {
    expect(report.split("\n")[0]).toMatch(/^> Generated by `npm run bench`.*Do not edit/);
  });

  it("names the run: date, commit, machine, Node and options", () => {
    expect(report).toContain("Run of 2026-11-25 12:34 UTC, commit abc1234; 2 cores (Test CPU), 8.0 GB of memory");
    expect(report).toContain("Node v20.19.5");
    expect(report).toContain("`BENCH_RUNS=3 BENCH_NAV_RUNS=10 BENCH_SCALE=10000 BENCH_SCALE_LIMIT_MINUTES=15`");
    // Four fail: the 404 page's JS and LCP ratio, the first hop, the peak memory.
    expect(report).toContain("**19 of 23 budgets hold.** FAIL: 404: first-visit JS");
  });

  it("puts each page type's figures and its budgets in its row", () => {
    expect(rowOf(report, "category (/category/vpn)")).toBe(
      "| category (/category/vpn) | 12.4 | 109.9 | 6.3 | 5.9 | 100 / 100 / 100 / 100 | 754 | 765 | 9 | 0 | pass |",
    );
    expect(rowOf(report, "404 (/__bench/not-found)")).toContain(
      "100 / 100 / 100 / 100 \\* | 754 | 910 | 9 | 0 | FAIL: JS |",
    );
    expect(report).toContain("\\* 404: not scored: `errors-in-console`, `is-crawlable`.");
  });

  it("derives the LCP ratio, navigation, search and scale marks from the figures", () => {
    expect(rowOf(report, "category")).toBe("| category | 765 | 760 | 1.01x | pass | 1950 | 0.39x | 9 / 120 |");
    expect(rowOf(report, "404")).toBe("| 404 | 910 | 752 | 1.21x | FAIL: LCP vs no JS | 1500 | 0.61x | 9 / 9 |");
    expect(rowOf(report, "home → list")).toBe("| home → list | 146 | FAIL: prefetched | 326 | 732 |");
    expect(rowOf(report, "list → guide")).toBe("| list → guide | 96 | pass | 298 | 712 |");
    expect(rowOf(report, "today's content")).toBe("| today's content | 12.9 | 7 | pass |");
    expect(rowOf(report, "+10000 generated pages")).toBe("| +10000 generated pages | 22 | 10 | pass |");
    expect(rowOf(report, "10000")).toBe("| 10000 | 132.5 | 12.3 | 2100 | 42.4 | 3.4 | FAIL: memory |");
    expect(rowOf(report, "+10000 pages: peak memory <= 2048 MB")).toBe(
      "| +10000 pages: peak memory <= 2048 MB | 2100 MB | FAIL |",
    );
  });

  it("says what a quick run left out", () => {
    const quick = { ...run(), runs: 1, navRuns: 3, scale: [] };
    const text = renderReport(quick);
    expect(text).toContain("A quick run: 1 Lighthouse run a page, 3 clicks a hop, no build with extra pages.");
    expect(text).toContain("No build with extra pages in this run (`BENCH_SCALE` was empty).");
    expect(rowOf(text, "+10000 generated pages")).toBe("");
  });

  it("says no run has been recorded when there is none", () => {
    const stub = renderReport(null);
    expect(stub.split("\n")[0]).toMatch(/^> Generated by `npm run bench`/);
    expect(stub).toContain("No run has been recorded yet.");
    expect(stub).not.toMatch(/\bpass\b|FAIL/);
  });
});

describe("the README's summary", () => {
  const summary = renderReadmeSummary(run());

  it("gives each kind of budget its latest figures, with what fails marked", () => {
    expect(rowOf(summary, "measure (budget)")).toBe("| measure (budget) | latest (run at abc1234, 2026-11-25) |");
    expect(rowOf(summary, "first-visit JS (≤ 110 KB brotli, goal 90)")).toBe(
      "| first-visit JS (≤ 110 KB brotli, goal 90) | 109.9-115 KB |",
    );
    expect(rowOf(summary, "LCP against the same page without JavaScript (≤ 1.1x)")).toBe(
      "| LCP against the same page without JavaScript (≤ 1.1x) | 1.01x-1.21x (FAIL on 404) |",
    );
    expect(rowOf(summary, "prefetched navigation (≤ 100 ms)")).toBe(
      "| prefetched navigation (≤ 100 ms) | home -> list 146 (FAIL), list -> guide 96 |",
    );
    expect(rowOf(summary, "+10,000 pages: build (≤ 150 s, ≤ 15 ms a page, ≤ 2 GB)")).toBe(
      "| +10,000 pages: build (≤ 150 s, ≤ 15 ms a page, ≤ 2 GB) | 132.5 s, 12.3 ms a page, 2.05 GB |",
    );
    expect(summary).toContain("19 of 23 budgets hold");
  });

  it("replaces only what stands between the README's marks, and stops when they are gone", () => {
    const [start, end] = README_MARKS;
    const readme = `# Top5\n\nBefore.\n\n${start}\n\nold figures\n\n${end}\n\nAfter.\n`;
    const written = withReadmeSummary(readme, run());
    expect(written).not.toContain("old figures");
    expect(written.startsWith(`# Top5\n\nBefore.\n\n${start}\n\n| measure (budget)`)).toBe(true);
    expect(
      written.endsWith(`budgets hold; what misses, and why, is in \`docs/performance.md\`.\n\n${end}\n\nAfter.\n`),
    ).toBe(true);
    expect(() => withReadmeSummary("# Top5\n", run())).toThrow(/has no "<!-- bench summary: start -->"/);
  });
});
