/** The search index the build wrote from the built pages, against the `search` facts of each page's kind. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { pageKinds, type PageKindTable } from "../../app/content/page-kinds.server";
import { SEARCH_INDEX_PATH } from "../../app/lib/search-terms";
import { BUILD_DIR } from "../support/built-site";

const content = await loadContent();
const kinds: PageKindTable = pageKinds;

it("holds every page of a searched kind, under its kind, and no other page", () => {
  const root = join(BUILD_DIR, SEARCH_INDEX_PATH);
  const [version = ""] = readdirSync(root).filter((name) => !name.startsWith("entry.json"));
  const records = join(root, version, "records");
  // A record file holds some pages' records, each [url, title, kind, description, sections] (decision 028).
  const indexed = readdirSync(records).flatMap((name) =>
    (JSON.parse(readFileSync(join(records, name), "utf8")) as Array<[string, string, string]>).map(([url, , kind]) => [
      url,
      kind,
    ]),
  );
  expect(indexed.sort()).toEqual(
    content.contentPages
      .filter((page) => kinds[page.kind]?.search)
      .map((page) => [page.path, page.kind])
      .sort(),
  );
});
