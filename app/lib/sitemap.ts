/**
 * /sitemap.xml. Up to 50,000 URLs it is one urlset; past that, the sitemaps protocol's limit for one file, it
 * becomes a sitemap index of /sitemaps/1.xml, /sitemaps/2.xml, ... of at most 50,000 URLs each.
 */
import { escapeMarkup } from "./markup";
import { canonicalUrl } from "./site";

/** A page of the sitemap: its path and when it last changed. */
export interface SitemapEntry {
  path: string;
  updated: string;
}

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

export const SITEMAP_PATH = "/sitemap.xml";

/** The path of part `n` (from 1) of a sitemap index. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const newest = (entries: SitemapEntry[]) =>
  entries
    .map((entry) => entry.updated)
    .sort()
    .at(-1) ?? "";

function urlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, updated }) =>
      `  <url>\n    <loc>${escapeMarkup(canonicalUrl(path))}</loc>\n    <lastmod>${updated}</lastmod>\n  </url>`,
  );
  return `${XML_DECLARATION}<urlset ${XMLNS}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** How many part files a sitemap of `count` URLs needs: none while one file holds them all. */
export function sitemapPartCount(count: number, max = MAX_SITEMAP_URLS): number {
  return count > max ? Math.ceil(count / max) : 0;
}

/** Every file of the sitemap, keyed by path: /sitemap.xml, and its parts when it is an index. */
export function sitemapFiles(entries: SitemapEntry[], max = MAX_SITEMAP_URLS): Map<string, string> {
  const parts = sitemapPartCount(entries.length, max);
  if (parts === 0) return new Map([[SITEMAP_PATH, urlset(entries)]]);
  const files = new Map<string, string>();
  const index: string[] = [];
  for (let n = 1; n <= parts; n += 1) {
    const part = entries.slice((n - 1) * max, n * max);
    files.set(sitemapPartPath(n), urlset(part));
    index.push(
      `  <sitemap>\n    <loc>${escapeMarkup(canonicalUrl(sitemapPartPath(n)))}</loc>\n    <lastmod>${newest(part)}</lastmod>\n  </sitemap>`,
    );
  }
  files.set(SITEMAP_PATH, `${XML_DECLARATION}<sitemapindex ${XMLNS}>\n${index.join("\n")}\n</sitemapindex>\n`);
  return files;
}
