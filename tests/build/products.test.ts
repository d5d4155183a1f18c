/**
 * Every product's page from its HTML, against the product's record and the list files that rank it (decision 043):
 * which products have one, what it shows of each list, its figures and their history, its way to the vendor, its
 * change log, its structured data, and the links between it and the lists.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { ratedList, type RankedList } from "../../app/content/list-ratings";
import { productPath } from "../../app/content/product-path";
import productText from "../../app/content/product-text";
import site from "../../app/content/site-text";
import { fillIn, formatDate, formatRating, seenLabel } from "../../app/lib/format";
import { cardHeadingId } from "../../app/lib/slug";
import { builtPage, builtPagePaths, jsonLd, text } from "../support/built-site";

const content = await loadContent();

/** Each list as its page shows it. */
const lists = content
  .pagesOf("list")
  .map((page) => ({ path: page.path, title: page.title, list: ratedList(page.data, content.lookup) }));
type Ranking = (typeof lists)[number] & { entry: RankedList["entries"][number] };

/** The lists that rank each product, read from the list files: the one where it ranks highest first, then by title. */
const rankingsOf = new Map<string, Ranking[]>();
for (const each of lists)
  for (const entry of each.list.entries)
    rankingsOf.set(entry.product, [...(rankingsOf.get(entry.product) ?? []), { ...each, entry }]);
for (const rankings of rankingsOf.values())
  rankings.sort((a, b) => a.entry.rank - b.entry.rank || a.title.localeCompare(b.title));

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whether a line of a change log names a product: its name as a whole word. */
const names = (line: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, "u").test(line);

it("gives a page to every product a list ranks, and none to a product no list ranks", () => {
  const built = builtPagePaths().filter((path) => path.startsWith(productPath("")));
  expect(built).toEqual([...rankingsOf.keys()].map(productPath).sort());
  for (const id of Object.keys(content.vendors).filter((each) => !rankingsOf.has(each)))
    expect(content.byPath.has(productPath(id)), id).toBe(false);
});

describe.each([...rankingsOf].map(([id, rankings]) => [productPath(id), id, rankings] as const))(
  "%s",
  (path, id, rankings) => {
    const record = content.vendors[id]!;
    const { document } = builtPage(path);
    const main = document.querySelector("main")!;
    const best = rankings[0]!;

    it("is headed by the product's name and what the list that ranks it highest says it is", () => {
      expect(text(main.querySelector("h1"))).toBe(record.name);
      expect(text(main.querySelector("h1 + p"))).toBe(best.entry.description);
    });

    it("names near its top every list that ranks it, with its rank and rating there, linked to its card", () => {
      const items = [...main.querySelectorAll("section[aria-labelledby='ranked-on'] li")];
      expect(
        items.map((item) => [
          text(item.querySelector("a")),
          item.querySelector("a")?.getAttribute("href"),
          item.querySelector("[data-rating]")?.getAttribute("data-rating"),
        ]),
      ).toEqual(
        rankings.map(({ path: list, title, entry }) => [
          fillIn(productText.rank, { rank: entry.rank, list: title }),
          `${list}#${cardHeadingId(record.name)}`,
          formatRating(entry.rating),
        ]),
      );
    });

    it("links back to each list's card, and each card and Compare the five link here", () => {
      for (const { path: list } of rankings) {
        const page = builtPage(list).document;
        const card = page.getElementById(cardHeadingId(record.name));
        expect(card?.tagName, `${list}: the card's heading`).toBe("H3");
        expect(card?.querySelector("a")?.getAttribute("href")).toBe(path);
        const headers = [...page.querySelectorAll("#compare-heading ~ div thead a")].map((link) =>
          link.getAttribute("href"),
        );
        expect(headers, `${list}: Compare the five`).toContain(path);
      }
    });

    it("shows for each list its rank, rating, job, who it suits, its pros and drawback, and why each score", () => {
      const sections = [...main.querySelectorAll("section[aria-labelledby^='ranked-']")].filter(
        (section) => section.getAttribute("aria-labelledby") !== "ranked-on",
      );
      expect(sections.map((section) => text(section.querySelector("h2")))).toEqual(
        rankings.map(({ title, entry }) => fillIn(productText.rank, { rank: entry.rank, list: title })),
      );
      for (const [index, { path: list, title, list: ranked, entry }] of rankings.entries()) {
        const section = sections[index]!;
        const shown = text(section);
        expect(section.querySelector("[data-rating]")?.getAttribute("data-rating")).toBe(formatRating(entry.rating));
        expect(shown.includes(`${site.list.job} ${entry.job}`), "the job").toBe(Boolean(ranked.jobs));
        for (const line of [`${site.list.bestFor} ${entry.bestFor}`, `${site.list.drawback} ${entry.drawback}`])
          expect(shown).toContain(line);
        expect([...section.querySelectorAll("ul > li")].map(text)).toEqual(entry.pros);
        const whys = [...section.querySelectorAll("tbody tr")].map((row) => [
          row.getAttribute("data-criterion"),
          text(row.querySelector("td.why")),
        ]);
        expect(whys).toEqual(
          ranked.methodology.criteria.map((criterion) => {
            const score = entry.scores[criterion.id]!;
            return [criterion.id, score.fact ? `${score.fact.shown} (${seenLabel(score.fact)})` : score.why];
          }),
        );
        const card = [...section.querySelectorAll("a")].find(
          (link) => text(link) === fillIn(productText.seeCard, { name: record.name, list: title }),
        );
        expect(card?.getAttribute("href")).toBe(`${list}#${cardHeadingId(record.name)}`);
      }
    });

    it("shows its price and every figure its lists compare, each as of the month its source showed it, linked there", () => {
      const rows = [...main.querySelectorAll("section[aria-labelledby='figures'] tbody tr")];
      const expected = new Map<string, { label: string; text: string; source: string; seen: string }>();
      expected.set("price", { label: site.compare.price, ...record.price, seen: seenLabel(record.price) });
      for (const { list, entry } of rankings)
        for (const row of list.compare) {
          const fact = entry.facts[row.fact]!;
          if (!expected.has(row.fact))
            expected.set(row.fact, { label: row.label, text: fact.shown, source: fact.source, seen: seenLabel(fact) });
        }
      expect(rows.map((row) => text(row.querySelector("th")))).toEqual(
        [...expected.values()].map((each) => each.label),
      );
      for (const [index, figure] of [...expected.values()].entries()) {
        const cell = rows[index]!.querySelector("td")!;
        expect(text(cell)).toContain(`${figure.text} (${figure.seen})`);
        expect(cell.querySelector("a")?.getAttribute("href")).toBe(figure.source);
      }
    });

    it("shows the earlier values of its figures, but not a correction, which was never the figure", () => {
      const rows = [...main.querySelectorAll("section[aria-labelledby='earlier-figures'] tbody tr")];
      const changes = record.history.filter((earlier) => !earlier.correction);
      expect(rows.length).toBe(changes.length);
      for (const [index, earlier] of changes.entries()) {
        const cell = rows[index]!.querySelector("td")!;
        if (earlier.text) expect(text(cell)).toContain(`${earlier.text} (${seenLabel(earlier)})`);
        expect(cell.querySelector("a")?.getAttribute("href")).toBe(earlier.source);
        expect(text(cell)).toContain(fillIn(productText.replaced, { date: formatDate(earlier.until) }));
      }
      const current = [record.price.text, ...Object.values(record.facts).map((fact) => fact.text)];
      for (const earlier of record.history.filter((each) => each.correction && each.text))
        if (!current.includes(earlier.text)) expect(text(main)).not.toContain(earlier.text);
    });

    it("goes to the vendor as the cards do: a new tab, `sponsored` on an affiliate link, which it names", () => {
      const visit = [...main.querySelectorAll("a")].find((link) => text(link).startsWith(site.list.visitSite));
      const link = record.affiliateUrl ?? record.url;
      if (!link) {
        expect(visit).toBeUndefined();
        return;
      }
      expect(visit?.getAttribute("href")).toBe(link);
      expect(visit?.getAttribute("target")).toBe("_blank");
      expect(visit?.getAttribute("rel")).toBe(
        record.affiliateUrl ? "sponsored noopener noreferrer" : "noopener noreferrer",
      );
      expect(text(visit?.parentElement).includes(site.list.affiliateLink)).toBe(Boolean(record.affiliateUrl));
      expect(text(main)).toContain(site.list.disclosure);
    });

    it("lists the changes of its lists that name it or none of their five, and their first, newest first, by list", () => {
      const lines = rankings
        .flatMap(({ title, list }) => {
          const picks = list.entries.map((entry) => entry.title);
          return list.changes
            .filter(
              (change, index) =>
                index === list.changes.length - 1 ||
                names(change.text, record.name) ||
                !picks.some((pick) => names(change.text, pick)),
            )
            .map((change) => ({
              date: change.date,
              text: fillIn(productText.changeLine, { list: title, change: change.text }),
            }));
        })
        .sort((a, b) => b.date.localeCompare(a.date));
      expect([...main.querySelectorAll("details li")].map(text)).toEqual(
        lines.map((line) => `${formatDate(line.date)}: ${line.text}`),
      );
    });

    it("publishes the product as the list that ranks it highest does, with the review each list publishes of it", () => {
      /** The item a list's ItemList publishes for this product. */
      const itemOn = (list: string) => {
        const itemList = jsonLd(builtPage(list).document).find((block) => block["@type"] === "ItemList") as
          { itemListElement: Array<{ item: Record<string, unknown> }> } | undefined;
        return itemList?.itemListElement.find((element) => element.item.name === record.name)?.item ?? {};
      };
      const [product] = jsonLd(document).filter((block) => block.name === record.name);
      expect([product?.review].flat()).toEqual(rankings.map(({ path: list }) => itemOn(list).review));
      expect({ ...product, review: undefined }).toEqual({
        "@context": "https://schema.org",
        ...itemOn(best.path),
        review: undefined,
      });
    });
  },
);
