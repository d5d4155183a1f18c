import { describe, expect, it } from "vitest";
import { MAX_SITEMAP_URLS, SITEMAP_PATH, sitemapFiles, sitemapPartCount, sitemapPartPath } from "./sitemap";
import { canonicalUrl } from "./site";

/** `count` generated pages, one a day back from 2026-11-22 in turn, so each part has its own newest date. */
const generated = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    path: `/generated-${index}`,
    updated: new Date(Date.UTC(2026, 10, 22 - (index % 300))).toISOString().slice(0, 10),
  }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe("the sitemap", () => {
  it("is one urlset up to 50,000 URLs", () => {
    const files = sitemapFiles(generated(MAX_SITEMAP_URLS));
    expect([...files.keys()]).toEqual([SITEMAP_PATH]);
    const xml = files.get(SITEMAP_PATH)!;
    expect(xml).toContain("<urlset ");
    expect(locs(xml)).toHaveLength(MAX_SITEMAP_URLS);
    expect(sitemapPartCount(MAX_SITEMAP_URLS)).toBe(0);
  });

  it("becomes an index of parts of at most 50,000 URLs past that, each URL in exactly one part", () => {
    const entries = generated(MAX_SITEMAP_URLS * 2 + 1);
    const files = sitemapFiles(entries);
    const index = files.get(SITEMAP_PATH)!;
    expect(index).toContain("<sitemapindex ");
    expect(locs(index)).toEqual([1, 2, 3].map((n) => canonicalUrl(sitemapPartPath(n))));
    expect(sitemapPartCount(entries.length)).toBe(3);
    const parts = [1, 2, 3].map((n) => locs(files.get(sitemapPartPath(n))!));
    expect(parts.map((part) => part.length)).toEqual([MAX_SITEMAP_URLS, MAX_SITEMAP_URLS, 1]);
    expect(parts.flat()).toEqual(entries.map((entry) => canonicalUrl(entry.path)));
  });

  it("dates each part of the index by its newest page", () => {
    const entries = generated(5).map((entry, index) => ({ ...entry, updated: `2026-0${index + 1}-01` }));
    const index = sitemapFiles(entries, 2).get(SITEMAP_PATH)!;
    expect([...index.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map(([, date]) => date)).toEqual([
      "2026-02-01",
      "2026-04-01",
      "2026-05-01",
    ]);
  });
});
