import MiniSearch from "minisearch";
import { useEffect, useState } from "react";
import { SEARCH_INDEX_PATH, searchIndexOptions, type SearchDocument } from "../../lib/search";

export type SearchIndexState = { status: "loading" } | { status: "ready"; index: MiniSearch<SearchDocument> } | { status: "failed" };

/** Fetches the prebuilt index once, when /search mounts; no other page loads it. */
export function useSearchIndex(): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    fetch(SEARCH_INDEX_PATH)
      .then((response) => {
        if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
        return response.text();
      })
      .then((json) => {
        if (!cancelled) setState({ status: "ready", index: MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions) });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "failed" });
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
