/**
 * Byte budgets: deterministic sizes (brotli, as served), never timings. Each limit and the figure it was set from
 * live in budgets.json; a change that goes over a limit fails here, naming what grew, by how much and the limit.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../app/content/content.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { FIXED_ROUTES } from "../../app/lib/fixed-routes";
import { BUILD_DIR, builtPagePaths, pageFile } from "../support/built-site";
import { brotliBytes, firstVisitJsBytes, stylesheetBytes } from "../support/page-weight";
import { MAX_RESULTS } from "../../app/components/search/use-search";
import budgets from "./budgets.json";

/**
 * The most search data a first query can fetch: Pagefind's entry and metadata files, one index chunk (the largest)
 * and a fragment (the largest) for each result shown.
 */
function firstQueryBytes(): number {
  const dir = join(BUILD_DIR, "pagefind");
  const largest = (folder: string) => Math.max(...readdirSync(join(dir, folder)).map((name) => brotliBytes(join(dir, folder, name))));
  const meta = readdirSync(dir).filter((name) => name === "pagefind-entry.json" || name.endsWith(".pf_meta"));
  return meta.reduce((sum, name) => sum + brotliBytes(join(dir, name)), 0) + largest("index") + MAX_RESULTS * largest("fragment");
}

/** The pages of each kind whose first visit is measured: a fixed route is its own kind. */
const pagesByKind: Record<string, string[]> = {
  ...Object.fromEntries(FIXED_ROUTES.map((route) => [route.path === "/" ? "home" : route.path.slice(1), [route.path]])),
  ...Object.fromEntries(Object.keys(pageKinds).map((kind) => [kind, content.pagesOf(kind as keyof typeof pageKinds).map((page) => page.path)])),
  "not-found": ["404"],
};

/** Today's figure of each budget, in bytes. */
const measure: Record<string, () => number> = {
  ...Object.fromEntries(Object.entries(pagesByKind).map(([kind, pages]) => [`js:${kind}`, () => Math.max(...pages.map(firstVisitJsBytes))])),
  css: () => Math.max(...[...builtPagePaths(), "404"].map(stylesheetBytes)),
  "html:largest": () => Math.max(...builtPagePaths().map((path) => brotliBytes(pageFile(path)))),
  "search:first-query": firstQueryBytes,
  "search:engine": () => ["pagefind.js", "pagefind-worker.js", "wasm.en.pagefind"].reduce((sum, file) => sum + brotliBytes(join(BUILD_DIR, "pagefind", file)), 0),
};

it("has a budget for every kind of page, the stylesheet, the largest page, the search data and the search engine", () => {
  expect(Object.keys(budgets.limits).sort()).toEqual(Object.keys(measure).sort());
});

describe.each(Object.entries(budgets.limits))("%s", (name, { limit, description }) => {
  it("stays within its limit", () => {
    const figure = measure[name]?.() ?? Number.NaN;
    expect(figure, `${description}: ${figure} bytes brotli, over the limit of ${limit} (tests/build/budgets.json)`).toBeLessThanOrEqual(limit);
  });
});
