/** Every rating explained, on every ranked page, without JavaScript: the comparison table, the breakdowns, the weights; a guide's sources. */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { fillIn, formatAsOf, formatRating } from "../../app/lib/format";
import { reviewId } from "../../app/lib/slug";
import { withProducts } from "../../content/schema/lists";
import site from "../../content/site";
import { builtPage, spacedText, text } from "../support/built-site";

const content = await loadContent();

const cells = (row: Element | null | undefined, selector: string) =>
  [...(row?.querySelectorAll(selector) ?? [])].map(text);

/** Each list as its page shows it, with its products' names, links and prices. */
const lists = content.pagesOf("list").map((page) => [page.path, withProducts(page.data, content.lookup)] as const);

describe.each(lists)("%s", (path, list) => {
  const { document } = builtPage(path);
  const { criteria } = list.methodology;

  it("compares the five in a table: a column per pick, a row per criterion with its scores, then price, best for and the vendor", () => {
    const table = document.querySelector("section[aria-labelledby='compare-heading'] table");
    expect(text(table?.querySelector("caption"))).toMatch(/^Compare/);
    const [head, ...rows] = [...(table?.querySelectorAll("tr") ?? [])];
    expect(cells(head, "th[scope='col']").slice(1)).toEqual(
      list.entries.map((entry) => `${entry.rank}. ${entry.title}`),
    );
    expect(rows.map((row) => spacedText(row.querySelector("th[scope='row']")))).toEqual([
      ...criteria.map((criterion) => `${criterion.name} ${fillIn(site.list.weight, { weight: criterion.weight })}`),
      site.compare.price,
      site.compare.bestFor,
      site.compare.visit,
    ]);
    criteria.forEach((criterion, index) =>
      expect(cells(rows[index], "td")).toEqual(
        list.entries.map((entry) => formatRating(entry.scores[criterion.id]!.score)),
      ),
    );
    const [price, bestFor, visit] = rows.slice(criteria.length);
    expect(cells(price, "td")).toEqual(
      list.entries.map((entry) => `${entry.price.text} (${fillIn(site.asOf, { date: formatAsOf(entry.price.asOf) })})`),
    );
    expect([...(price?.querySelectorAll("td a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(
      list.entries.map((entry) => entry.price.source),
    );
    expect(cells(bestFor, "td")).toEqual(list.entries.map((entry) => entry.bestFor));
    expect(
      [...(visit?.querySelectorAll("td") ?? [])].map((cell) => cell.querySelector("a")?.getAttribute("href") ?? "#"),
    ).toEqual(list.entries.map((entry) => entry.link));
  });

  it("breaks every rating down by criterion (weight, score, why), and the weighted scores give the rating", () => {
    for (const entry of list.entries) {
      const table = document.getElementById(reviewId(entry.title))?.querySelector("table");
      expect(cells(table?.querySelector("thead tr"), "th")).toEqual([
        site.breakdown.criterion,
        site.breakdown.weight,
        site.breakdown.score,
        site.breakdown.why,
      ]);
      const rows = [...(table?.querySelectorAll("tbody tr") ?? [])];
      expect(rows.map((row) => [text(row.querySelector("th")), ...cells(row, "td")])).toEqual(
        criteria.map((criterion) => [
          criterion.name,
          fillIn(site.list.weight, { weight: criterion.weight }),
          formatRating(entry.scores[criterion.id]!.score),
          entry.scores[criterion.id]!.why,
        ]),
      );
      // The arithmetic a reader can redo from the table: weights in percent, scores to one decimal.
      const weighted =
        rows.reduce(
          (sum, row) => sum + Number.parseInt(cells(row, "td")[0] ?? "", 10) * Number(cells(row, "td")[1]),
          0,
        ) / 100;
      const shown = text(table?.querySelector("tfoot td"));
      expect(formatRating(Math.round(weighted * 10 + 1e-9) / 10)).toBe(shown);
      expect(shown).toBe(formatRating(entry.rating));
      expect(text(table?.querySelector("caption"))).toBe(
        fillIn(site.breakdown.caption, { rating: formatRating(entry.rating), title: entry.title }),
      );
    }
  });

  it("states each criterion's weight and what it measures in 'How we created this list'", () => {
    const box = document.querySelector("section[aria-labelledby='methodology']");
    expect([...(box?.querySelectorAll("li") ?? [])].map(spacedText)).toEqual(
      criteria.map(
        (criterion) =>
          `${criterion.name} ${fillIn(site.list.weight, { weight: criterion.weight })} ${criterion.measures}`,
      ),
    );
  });
});

describe.each(content.pagesOf("guide").map((page) => [page.path, page.data.sources] as const))(
  "%s",
  (path, sources) => {
    it("ends with its sources, linked", () => {
      const section = builtPage(path).document.querySelector("section[aria-labelledby='sources']");
      expect(text(section?.querySelector("h2"))).toBe(site.guide.sources);
      expect(
        [...(section?.querySelectorAll("li a") ?? [])].map((link) => [text(link), link.getAttribute("href")]),
      ).toEqual(sources.map((source) => [source.title, source.url]));
    });
  },
);
