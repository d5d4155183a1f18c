/**
 * How the built pages date their figures: each quoted fact says "as of <month year>", the month a source last
 * showed it, linked to that source (a lasting fact links its source with no date); no page casts doubt on its own
 * figures; and one contact address, from CONTACT_EMAIL.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { seenLabel } from "../../app/lib/format";
import { CONTACT_EMAIL } from "../../app/lib/site";
import { builtPage, builtPagePaths, text } from "../support/built-site";

const content = await loadContent();
const quoting = content.contentPages.map((page) => {
  const quotes = pageKinds[page.kind].quotes?.(page as never, content.lookup) ?? [];
  return [page.path, quotes] as const;
});

describe.each(quoting.filter(([, quotes]) => quotes.length > 0))("%s", (path, quotes) => {
  const { document } = builtPage(path);

  it("links every figure it quotes to its source, dated by the month a source last showed it", () => {
    const links = [...document.querySelectorAll("main a[href]")].map((a) => `${a.getAttribute("href")} ${text(a)}`);
    for (const { name, fact } of quotes) {
      const label = seenLabel(fact);
      expect(label, name).toMatch(fact.lasting ? /^[^\d]+$/ : /\d{4}/);
      expect(links, name).toContain(`${fact.source} ${label}`);
    }
  });
});

it("casts no doubt on its own figures on any page", () => {
  const doubt = /not rechecked|could not be confirmed against/i;
  for (const path of builtPagePaths()) expect(text(builtPage(path).document.body), path).not.toMatch(doubt);
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
