import { useEffect, useRef, useState } from "react";
import { createSearch, type SearchResult } from "../../lib/search";
import { MAX_RESULTS } from "../../lib/search-terms";

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "failed" }
  | {
      status: "done";
      query: string;
      results: SearchResult[];
      total: number;
    };

/**
 * Searches as the query changes; the index's files load with the first query, and only on /search. While a new
 * query runs, the previous results stay on screen.
 */
export function useSearch(query: string): SearchState {
  const search = useRef<ReturnType<typeof createSearch> | null>(null);
  const [answer, setAnswer] = useState<{ query: string; state: SearchState } | null>(null);

  useEffect(() => {
    if (query.trim() === "") return;
    search.current ??= createSearch();
    let cancelled = false;
    search
      .current(query)
      .then(async (found): Promise<SearchState> => ({
        status: "done",
        query,
        results: await found.results(MAX_RESULTS),
        total: found.total,
      }))
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
