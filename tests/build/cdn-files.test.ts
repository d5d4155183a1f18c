/**
 * The deploy folder fits the CDN's file limit at any size (decision 029): Cloudflare Pages takes 20,000 files on its
 * free plan and 100,000 on paid ones, so the build may write at most FILES_PER_PAGE files a page (the page, its data
 * for client navigation, its hydration data) plus OTHER_FILES others, whatever the number of pages. The others must
 * not grow with the site: assets, the search index and the fixed files.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_DIR } from "../support/built-site";

const FILES_PER_PAGE = 3;
const OTHER_FILES = 1000;

const files = readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(BUILD_DIR, join(entry.parentPath, entry.name)));

const pages = files.filter((file) => file.endsWith(".html"));
const pageData = files.filter((file) => file.endsWith(".data"));
const hydrationData = files.filter((file) => file.startsWith("hydration/"));
const others = files.length - pages.length - pageData.length - hydrationData.length;

describe("the deploy folder", () => {
  it(`holds at most ${FILES_PER_PAGE} files a page plus ${OTHER_FILES} others`, () => {
    expect(pageData.length, "a page has at most one data file").toBeLessThanOrEqual(pages.length);
    expect(hydrationData.length, "a page has at most one hydration data file").toBeLessThanOrEqual(pages.length);
    expect(
      others,
      `${others} files that are not a page's own (${files.length} files for ${pages.length} pages); ` +
        `the largest folders: ${largestFolders()}`,
    ).toBeLessThanOrEqual(OTHER_FILES);
    expect(files.length).toBeLessThanOrEqual(FILES_PER_PAGE * pages.length + OTHER_FILES);
  });

  it("holds no compressed copies, which the CDN ignores while they count against its limit", () => {
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});

/** The three folders with the most files, for the failure message. */
function largestFolders() {
  const counts = new Map<string, number>();
  for (const file of files) {
    const folder = file.split("/").slice(0, -1).join("/") || ".";
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([folder, count]) => `${folder} ${count}`)
    .join(", ");
}
