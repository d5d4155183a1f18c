/** The sitemap and robots.txt, as the server answers them, against the built pages and their content. */
import { expect, it } from "vitest";
import { canonicalUrl } from "../../app/lib/site";
import { expectedPages } from "../support/expected";
import { baseURL } from "../support/server";

it("lists every page once by canonical URL, a content page with the date of its newest change", async () => {
  const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)].map(
    ([, loc, lastmod]) => [loc, lastmod],
  );
  const pages = expectedPages();
  expect(entries.map(([loc]) => loc).sort()).toEqual(pages.map((page) => canonicalUrl(page.path)).sort());
  const newest = pages
    .flatMap((page) => (page.updated ? [page.updated] : []))
    .sort()
    .at(-1);
  for (const page of pages)
    expect(Object.fromEntries(entries)[canonicalUrl(page.path)], page.path).toBe(page.updated ?? newest);
});

it("robots.txt allows everything and names the sitemap", async () => {
  const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
  expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
  expect(robots).toMatch(/^Sitemap: https:\/\/[^/]+\/sitemap\.xml$/m);
});
