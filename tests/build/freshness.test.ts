/**
 * How fresh a page's figures are, as the built pages say it: the "Prices and terms checked" line under "Last
 * updated" (the oldest check among the facts the page quotes, and how many could not be confirmed), every figure
 * the last check could not confirm marked "not rechecked", and one contact address, from CONTACT_EMAIL.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { fillIn, formatAsOf } from "../../app/lib/format";
import { CONTACT_EMAIL } from "../../app/lib/site";
import { pageFreshness } from "../../content/schema/freshness";
import site from "../../app/content/site-text";
import { builtPage, builtPagePaths, text } from "../support/built-site";

const content = await loadContent();
const quoting = content.contentPages.map((page) => {
  const quotes = pageKinds[page.kind].quotes?.(page as never, content.lookup) ?? [];
  return [page.path, quotes] as const;
});

describe.each(quoting)("%s", (path, quotes) => {
  const { document } = builtPage(path);
  const header = document.querySelector("main header");
  const line = [...(header?.querySelectorAll("p") ?? [])]
    .map(text)
    .find((words) => words.startsWith(fillIn(site.checked, { month: "" }).trim()));

  it("says when the prices and terms it quotes were checked, and how many could not be confirmed", () => {
    const freshness = pageFreshness(quotes.map(({ fact }) => fact));
    if (!freshness) {
      expect(line).toBeUndefined();
      return;
    }
    const month = fillIn(site.checked, { month: formatAsOf(freshness.checked.slice(0, 7)) });
    const count = fillIn(site.notRechecked, { count: freshness.notRechecked, total: freshness.total });
    expect(line).toBe(freshness.notRechecked > 0 ? `${month} (${count})` : month);
  });

  it("marks each figure the last check could not confirm as not rechecked, with its old date", () => {
    const body = text(document.body);
    for (const { fact } of quotes) {
      const date = fillIn(fact.confirmed ? site.asOf : site.asOfNotRechecked, { date: formatAsOf(fact.asOf) });
      if ("text" in fact && typeof fact.text === "string" && !("unit" in fact))
        expect(body).toContain(`${fact.text} (${date})`);
      else expect(body).toContain(`(${date})`);
    }
  });
});

it("gives one contact address on every page, the configured one", () => {
  const addresses = new Set(
    builtPagePaths().flatMap((path) =>
      [...builtPage(path).document.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute("href")),
    ),
  );
  expect([...addresses]).toEqual([`mailto:${CONTACT_EMAIL}`]);
  expect(text(builtPage("/about").document.querySelector(`a[href="mailto:${CONTACT_EMAIL}"]`))).toBe(CONTACT_EMAIL);
});
