/**
 * The site search runs Pagefind in the browser (decision 010): its script and index live under /pagefind/, written
 * at build time by scripts/search-index.js from the built pages. These are the few shapes of its API the site uses.
 */

/** Where the build writes Pagefind's script; only /search loads it. */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** A page's own URL from Pagefind's, which keeps the file's '.html': '/category/vpn.html#x' is '/category/vpn#x'. */
export const pageUrl = (url: string) => url.replace(/\.html(?=#|$)/, "");

/** A section of a page that matched, by the heading it sits under. */
export interface SearchSubResult {
  title: string;
  url: string;
  excerpt: string;
}

/** What the search page shows of a page that matched. */
export interface SearchResultData {
  url: string;
  /** An HTML snippet around the match, with <mark> round the matched words. */
  excerpt: string;
  /** `title` (the page's h1) and `kind` ('list' or 'guide', from data-pagefind-meta). */
  meta: { title?: string; kind?: string };
  sub_results: SearchSubResult[];
}

export interface PagefindResult {
  id: string;
  data(): Promise<SearchResultData>;
}

export interface Pagefind {
  options(options: { ranking?: Record<string, number>; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}
