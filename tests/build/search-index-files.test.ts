/**
 * The search index keeps a bounded number of files at any size (decision 028), so the deploy stays within the CDN's
 * file limit: Cloudflare Pages takes 20,000 files, three a page plus 1,000 others (issue #27).
 */
import { expect, it } from "vitest";
import { join } from "node:path";
import { SEARCH_INDEX_PATH } from "../../app/lib/search-terms";
import { INDEX_FILES } from "../../scripts/search-index-files.js";
import { BUILD_DIR, walk } from "../support/built-site";

it(`writes at most ${INDEX_FILES} files of search index, whatever the number of pages`, () => {
  const files = walk(join(BUILD_DIR, SEARCH_INDEX_PATH));
  expect(
    files.length,
    `the search index has ${files.length} files, over its bound of ${INDEX_FILES}`,
  ).toBeLessThanOrEqual(INDEX_FILES);
});
