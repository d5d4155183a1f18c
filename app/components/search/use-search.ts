import { useEffect, useRef, useState } from "react";
import { PAGEFIND_SCRIPT, pageUrl, type Pagefind, type SearchResultData } from "../../lib/search";

/** The most results a query shows; Pagefind fetches a fragment for each, so this bounds what a query downloads. */
export const MAX_RESULTS = 8;

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "failed" }
  | {
      status: "done";
      query: string;
      results: SearchResultData[];
      total: number;
    };

async function loadPagefind(): Promise<Pagefind> {
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as Pagefind;
  // Tuned on the relevance test (tests/e2e/search.test.ts): how often a page repeats a word counts for little and
  // long pages are hardly penalized, so the page most about the query (the VPN list for "vpn") comes first.
  // Pagefind corrects small typos by itself.
  await pagefind.options({ ranking: { termFrequency: 0.1, pageLength: 0, termSaturation: 1.5 } });
  return pagefind;
}

/**
 * Searches as the query changes; Pagefind and its index load with the first query, and only on /search. While a
 * new query runs, the previous results stay on screen.
 */
export function useSearch(query: string): SearchState {
  const pagefind = useRef<Promise<Pagefind> | null>(null);
  const [answer, setAnswer] = useState<{ query: string; state: SearchState } | null>(null);

  useEffect(() => {
    if (query.trim() === "") return;
    pagefind.current ??= loadPagefind();
    let cancelled = false;
    pagefind.current
      .then(async (search): Promise<SearchState> => {
        const found = await search.search(query);
        const results = await Promise.all(
          found.results.slice(0, MAX_RESULTS).map(async (result) => {
            const data = await result.data();
            return { ...data, url: pageUrl(data.url), sub_results: data.sub_results.map((section) => ({ ...section, url: pageUrl(section.url) })) };
          }),
        );
        return { status: "done", query, results, total: found.results.length };
      })
      .catch((): SearchState => ({ status: "failed" }))
      .then((state) => {
        if (!cancelled) setAnswer({ query, state });
      });
    return () => {
      cancelled = true;
    };
  }, [query]);

  if (query.trim() === "") return { status: "idle" };
  if (answer?.query === query) return answer.state;
  return answer?.state.status === "done" ? answer.state : { status: "loading" };
}
