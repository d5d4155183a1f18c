/**
 * Byte budgets: deterministic sizes (brotli, as served), never timings. Each limit and the figure it was set from
 * live in budgets.json, or for a page kind's first-visit JavaScript in its entry of the page kinds table; a change
 * that goes over a limit fails here, naming what grew, by how much and the limit.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { FIXED_ROUTES } from "../../app/lib/fixed-routes";
import { BUILD_DIR, builtPagePaths, pageFile } from "../support/built-site";
import { brotliBytes, firstVisitJsBytes, stylesheetBytes } from "../support/page-weight";
import { MAX_RESULTS, SEARCH_INDEX_PATH } from "../../app/lib/search-terms";
import { byteBudgets } from "../support/budgets";

const content = await loadContent();

/**
 * The most search data a first query of one word can fetch (decision 028): the index's entry file, its largest term
 * file, and the record files of the results shown: however the pages are grouped, eight results can be in eight
 * files, so the eight largest.
 */
function firstQueryBytes(): number {
  const root = join(BUILD_DIR, SEARCH_INDEX_PATH);
  const [version = ""] = readdirSync(root).filter((name) => !name.startsWith("entry.json"));
  const sizes = (folder: string) =>
    readdirSync(join(root, version, folder))
      .filter((name) => name.endsWith(".json"))
      .map((name) => brotliBytes(join(root, version, folder, name)))
      .sort((a, b) => b - a);
  const [largestTermFile = 0] = sizes("terms");
  const recordFiles = sizes("records").slice(0, MAX_RESULTS);
  return brotliBytes(join(root, "entry.json")) + largestTermFile + recordFiles.reduce((sum, bytes) => sum + bytes, 0);
}

/** The pages of each kind whose first visit is measured: a fixed route is its own kind. */
const pagesByKind: Record<string, string[]> = {
  ...Object.fromEntries(FIXED_ROUTES.map((route) => [route.path === "/" ? "home" : route.path.slice(1), [route.path]])),
  ...Object.fromEntries(
    Object.keys(pageKinds).map((kind) => [
      kind,
      content.pagesOf(kind as keyof typeof pageKinds).map((page) => page.path),
    ]),
  ),
  "not-found": ["404"],
};

/** Today's figure of each budget, in bytes. */
const measure: Record<string, () => number> = {
  ...Object.fromEntries(
    Object.entries(pagesByKind).map(([kind, pages]) => [`js:${kind}`, () => Math.max(...pages.map(firstVisitJsBytes))]),
  ),
  css: () => Math.max(...[...builtPagePaths(), "404"].map(stylesheetBytes)),
  "html:largest": () => Math.max(...builtPagePaths().map((path) => brotliBytes(pageFile(path)))),
  "search:first-query": firstQueryBytes,
};

const limits = byteBudgets(pageKinds);

it("has a budget for every kind of page, the stylesheet, the largest page, and the search data", () => {
  expect(Object.keys(limits).sort()).toEqual(Object.keys(measure).sort());
});

describe.each(Object.entries(limits))("%s", (name, { limit, description, setIn }) => {
  it("stays within its limit", () => {
    const figure = measure[name]?.() ?? Number.NaN;
    expect(figure, `${description}: ${figure} bytes brotli, over the limit of ${limit} (${setIn})`).toBeLessThanOrEqual(
      limit,
    );
  });
});
