/**
 * Every rating explained, on every ranked page, without JavaScript: the comparison table with its dated figures,
 * the breakdowns, the weights and rubrics, the tiebreak, an order that follows the ratings, the products left out
 * and the sources; a guide's sources.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { fillIn, formatFact, formatRating, seenLabel } from "../../app/lib/format";
import { reviewId } from "../../app/lib/slug";
import { ratedList } from "../../app/content/list-ratings";
import type { ShownFact } from "../../app/content/list-ratings";
import site from "../../app/content/site-text";
import { builtPage, spacedText, text } from "../support/built-site";

const content = await loadContent();

const cells = (row: Element | null | undefined, selector: string) =>
  [...(row?.querySelectorAll(selector) ?? [])].map(text);

/**
 * A product's figure as a cell reads: the figure, the month a source last showed it, what a price changed from
 * within the year.
 */
const factText = (fact: ShownFact) =>
  [`${formatFact(fact)} (${seenLabel(fact)})`, fact.change].filter(Boolean).join(" ");

/** Each list as its page shows it, with its products' names, links and prices. */
const lists = content.pagesOf("list").map((page) => [page.path, ratedList(page.data, content.lookup)] as const);

describe.each(lists)("%s", (path, list) => {
  const { document } = builtPage(path);
  const { criteria } = list.methodology;

  it("compares the five in a table: a column per pick, a row per criterion with its scores, a row per dated figure, then price, best for and the vendor", () => {
    const table = document.querySelector("section[aria-labelledby='compare-heading'] table");
    expect(text(table?.querySelector("caption"))).toMatch(/^Compare/);
    const [head, ...rows] = [...(table?.querySelectorAll("tr") ?? [])];
    expect(cells(head, "th[scope='col']").slice(1)).toEqual(
      list.entries.map((entry) => `${entry.rank}. ${entry.title}`),
    );
    expect(rows.map((row) => spacedText(row.querySelector("th[scope='row']")))).toEqual([
      ...criteria.map((criterion) => `${criterion.name} ${fillIn(site.list.weight, { weight: criterion.weight })}`),
      ...list.compare.map((row) => row.label),
      ...(list.comparesDollars ? [] : [site.compare.price]),
      site.compare.bestFor,
      site.compare.visit,
    ]);
    criteria.forEach((criterion, index) =>
      expect(cells(rows[index], "td")).toEqual(
        list.entries.map((entry) => formatRating(entry.scores[criterion.id]!.score)),
      ),
    );
    list.compare.forEach((row, index) => {
      const cellsOfRow = rows[criteria.length + index];
      expect(cells(cellsOfRow, "td")).toEqual(list.entries.map((entry) => factText(entry.facts[row.fact]!)));
      expect([...(cellsOfRow?.querySelectorAll("td a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(
        list.entries.map((entry) => entry.facts[row.fact]!.source),
      );
    });
    const [price, bestFor, visit] = list.comparesDollars
      ? [undefined, ...rows.slice(criteria.length + list.compare.length)]
      : rows.slice(criteria.length + list.compare.length);
    if (price) {
      expect(cells(price, "td")).toEqual(
        list.entries.map((entry) => `${entry.price.text} (${seenLabel(entry.price)})`),
      );
      expect([...(price?.querySelectorAll("td a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(
        list.entries.map((entry) => entry.price.source),
      );
    }
    expect(cells(bestFor, "td")).toEqual(list.entries.map((entry) => entry.bestFor));
    expect(
      [...(visit?.querySelectorAll("td") ?? [])].map((cell) => cell.querySelector("a")?.getAttribute("href") ?? "#"),
    ).toEqual(list.entries.map((entry) => entry.link));
    // A phone shows each cell beside the name of its pick (app.css, .compare): its column's name.
    for (const row of rows)
      expect([...row.querySelectorAll("td")].map((cell) => cell.getAttribute("data-pick"))).toEqual(
        list.entries.map((entry) => `${entry.rank}. ${entry.title}`),
      );
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
          entry.scores[criterion.id]!.why ?? factText(entry.scores[criterion.id]!.fact!),
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

  it("states each criterion's weight, what it measures and what earns each score, and how ties are broken", () => {
    const box = document.querySelector("section[aria-labelledby='methodology']");
    const items = [...(box?.querySelectorAll("ul:not(.requirements) > li") ?? [])];
    expect(items.map((item) => spacedText(item).split(` ${site.list.rubric}`)[0])).toEqual(
      criteria.map(
        (criterion) =>
          `${criterion.name} ${fillIn(site.list.weight, { weight: criterion.weight })} ${criterion.measures}`,
      ),
    );
    criteria.forEach((criterion, index) => {
      const steps = [...(items[index]?.querySelectorAll("details.rubric dt") ?? [])].map(text);
      const anchors = [...(items[index]?.querySelectorAll("details.rubric dd") ?? [])].map(text);
      if (criterion.rubric) {
        expect(steps).toEqual(["5", "4", "3", "2", "1"]);
        expect(anchors).toEqual([5, 4, 3, 2, 1].map((score) => criterion.rubric![score as 5]));
      } else if (criterion.computed) {
        // A rule's steps: its two ends and the numbers between, in the figure's own unit.
        expect(steps[0]).toBe("5");
        expect(steps.at(-1)).toBe("1");
        const label = list.compare.find((row) => row.fact === criterion.computed!.fact)!.label;
        expect(text(items[index]?.querySelector("details.rubric > p"))).toBe(
          fillIn(site.list.computedRule, { fact: label }),
        );
      } else {
        expect(
          list.provisional,
          `${criterion.name}: only a provisional list has a criterion without a rubric`,
        ).toBeDefined();
        expect(steps).toEqual([]);
      }
    });
    const tiebreak = criteria.find((criterion) => criterion.id === list.methodology.tiebreak)!;
    expect(spacedText(box)).toContain(fillIn(site.list.tiebreak, { criterion: tiebreak.name }));
  });

  it("ranks by the rating its tables give at full precision, ties to the tiebreak, except a pick that says why", () => {
    // What a reader can redo: each review's breakdown, weights times scores, in the order the cards show.
    const picks = list.entries.map((entry) => {
      const rows = [...(document.getElementById(reviewId(entry.title))?.querySelectorAll("tbody tr") ?? [])];
      const weighted = (row: Element) =>
        Number(row.querySelector("[data-weight]")?.getAttribute("data-weight")) *
        Math.round(Number(row.querySelector("[data-score]")?.getAttribute("data-score")) * 10);
      return {
        title: entry.title,
        outOfOrder: entry.outOfOrder,
        rating: rows.reduce((sum, row) => sum + weighted(row), 0),
        tiebreak: Number(
          rows
            .find((row) => row.getAttribute("data-criterion") === list.methodology.tiebreak)
            ?.querySelector("[data-score]")
            ?.getAttribute("data-score"),
        ),
      };
    });
    const ranked = picks.filter((pick) => !pick.outOfOrder);
    ranked.slice(1).forEach((below, index) => {
      const above = ranked[index]!;
      const before = above.rating > below.rating || (above.rating === below.rating && above.tiebreak > below.tiebreak);
      expect(before, `${above.title} above ${below.title}`).toBe(true);
    });
    for (const entry of list.entries.filter((entry) => entry.outOfOrder)) {
      const card = document.querySelector(`article.ranked-card[data-rank='${entry.rank}']`);
      expect(spacedText(card)).toContain(`${site.list.outOfOrder} ${entry.outOfOrder}`);
    }
  });

  it("names the products it left out with a reason each, then ends with its sources, linked", () => {
    const competition = document.querySelector("section[aria-labelledby='competition']");
    expect(text(competition?.querySelector("h2"))).toBe(site.list.competition);
    expect([...(competition?.querySelectorAll("li") ?? [])].map(text)).toEqual(
      list.competition.map((product) => `${product.name}: ${product.why}`),
    );
    const sources = document.querySelector("section[aria-labelledby='sources']");
    expect(
      [...(sources?.querySelectorAll("li a") ?? [])].map((link) => [text(link), link.getAttribute("href")]),
    ).toEqual(list.sources.map((source) => [source.title, source.url]));
  });

  it("says under 'More about this list' when its picks do different jobs, names each pick's job and the runner-up for it", () => {
    if (!list.jobs) {
      expect(document.querySelector("article.ranked-card")?.textContent).not.toContain(site.list.job);
      return;
    }
    const more = [...document.querySelectorAll("main details")].find(
      (details) => text(details.querySelector("summary")) === site.list.moreAbout,
    );
    expect(text(more)).toContain(list.jobs);
    for (const entry of list.entries) {
      expect(text(document.querySelector(`article.ranked-card[data-rank="${entry.rank}"]`))).toContain(
        `${site.list.job} ${entry.job}`,
      );
      expect(text(document.getElementById(reviewId(entry.title)))).toContain(
        `${site.list.runnerUp} ${entry.runnerUp!.name}. ${entry.runnerUp!.why}`,
      );
    }
  });
});

describe.each(content.pagesOf("guide").map((page) => [page.path, page.data.sources] as const))(
  "%s",
  (path, sources) => {
    it("ends with its sources, linked", () => {
      const section = builtPage(path).document.querySelector("section[aria-labelledby='sources']");
      expect(text(section?.querySelector("h2"))).toBe(site.sources);
      expect(
        [...(section?.querySelectorAll("li a") ?? [])].map((link) => [text(link), link.getAttribute("href")]),
      ).toEqual(sources.map((source) => [source.title, source.url]));
    });
  },
);
