/**
 * `npm run check:content`: everything an editor needs to hear about the content, in one run, one problem per
 * line as `<file>: <field or line>: <message>`; exit code 1 on any problem.
 * - every content file validated the way the build does it (same loader, same MDX settings);
 * - every MDX body rendered (unknown components, unknown <Price>/<Fact> ids);
 * - what the content says (content-checks/text.js, which the build runs too): US English, one fact in one place,
 *   no typed email address, reviews that do not read as a template.
 * It also reports, without failing, every quoted fact whose source is more than a year old on the day it runs
 * (content/schema/freshness.ts): a calendar date never breaks the build.
 */
import { fileURLToPath } from "node:url";
import { textProblems } from "./content-checks/text.js";
import { withAppModules } from "./content-loader.js";

const root = fileURLToPath(new URL("..", import.meta.url));
/**
 * One list's computed ratings in rank order, at full precision and as the page shows them, e.g.
 * '/category/vpn: 1. ExpressVPN 4.820 (4.8), 2. NordVPN 4.605 (4.6), ...'.
 * @param {string} path
 * @param {{ entries: Array<{ rank: number, title: string, rating: number, scores: Record<string, { score: number }> }>, methodology: { criteria: Array<{ id: string, weight: number }> } }} list
 * @param {(entry: { scores: Record<string, { score: number }> }) => string} exact the build's own rating to three decimals (content/schema/scoring.ts)
 */
function ratingLine(path, list, exact) {
  return `${path}: ${list.entries.map((entry) => `${entry.rank}. ${entry.title} ${exact(entry)} (${entry.rating.toFixed(1)})`).join(", ")}`;
}

try {
  /** @type {string[]} */
  const ratings = [];
  /** @type {string[] | undefined} undefined while the content does not load, when no fact can be dated */
  let stale;
  const { problems, summary } = await withAppModules(async (load) => {
    /** @type {string[]} */
    const found = [];
    let counts = "";
    const { pageKinds } = await load("/app/content/page-kinds.server.ts");
    try {
      const content = await (await load("/app/content/content.server.ts")).loadContent();
      const pages = Object.keys(pageKinds).map((kind) => `${content.pagesOf(kind).length} ${kind}`);
      counts = `pages by kind: ${pages.join(", ")}; ${content.categories.length} tiles in content/categories.yaml`;
      const { rated } = await load("/app/content/page-kinds.server.ts");
      const { exactRating, ourLevels, ratingText } = await load("/content/schema/scoring.ts");
      for (const page of content.pagesOf("list")) {
        const list = rated(page.data, content.lookup);
        const { criteria } = list.methodology;
        const exact = (/** @type {{ scores: Record<string, { score: number }> }} */ entry) =>
          ratingText(exactRating(criteria, entry.scores, ourLevels(criteria)));
        ratings.push(ratingLine(page.path, list, exact));
      }
      const { staleFactReport } = await load("/content/schema/freshness.ts");
      const quoting = content.contentPages.map((/** @type {{ kind: string, path: string }} */ page) => ({
        path: page.path,
        quotes: pageKinds[page.kind]?.quotes?.(page, content.lookup) ?? [],
      }));
      stale = staleFactReport(quoting, new Date().toISOString().slice(0, 10));
    } catch (error) {
      if (error instanceof Error && error.name === "ContentError")
        found.push(.../** @type {{ problems: string[] }} */ (/** @type {unknown} */ (error)).problems);
      else throw error;
    }
    const { mdxHtml } = await load("/app/content/mdx.server.ts");
    for (const kind of Object.values(pageKinds)) {
      if (kind.dataExport !== "frontmatter") continue;
      for (const [key, load] of Object.entries(kind.files)) {
        try {
          mdxHtml(
            /** @type {{ default: import("mdx/types").MDXContent }} */ (
              await /** @type {() => Promise<unknown>} */ (load)()
            ).default,
          );
        } catch (error) {
          found.push(`${key.slice(1)}: (body): ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return { problems: found, summary: counts };
  });
  problems.push(...(await textProblems(root)));
  console.log(`Ratings the scores give (full precision, as shown):\n${ratings.join("\n")}`);
  if (stale)
    console.log(
      stale.length === 0
        ? "Facts a source last showed more than a year ago: none"
        : `Facts a source last showed more than a year ago (${stale.length}; recheck them, oldest first, with the pages that quote them):\n${stale.join("\n")}`,
    );
  if (problems.length > 0) {
    console.error(
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`check:content: ${summary}: all valid, consistent and spelled in US English`);
  }
} catch (error) {
  // A file that does not parse says where and why in one line (scripts/content-syntax.js); anything else is a bug.
  console.error(error instanceof Error && error.name === "ContentSyntaxError" ? error.message : error);
  process.exitCode = 1;
}
