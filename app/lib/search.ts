/**
 * Site search: MiniSearch options shared by the build (which writes the index, routes/search-index.ts)
 * and the browser (which loads it on /search only). Both must use the same options.
 */
import type { Options, SearchOptions } from "minisearch";

export interface SearchDocument {
  id: string;
  /** 'list' and 'guide' are pages; 'entry' is one product of a list, linking to its review. */
  type: "list" | "guide" | "entry";
  title: string;
  path: string;
  /** Shown under the title in results. */
  snippet: string;
  /** For entries: the list they belong to; for lists: their entries' names. */
  names: string;
  /** Everything else worth matching: descriptions, pros, the guide's body text. */
  text: string;
}

export const SEARCH_INDEX_PATH = "/search-index.json";

export const searchIndexOptions: Options<SearchDocument> = {
  fields: ["title", "names", "text"],
  storeFields: ["type", "title", "path", "snippet", "names"],
};

export const searchQueryOptions: SearchOptions = {
  boost: { title: 4, names: 2 },
  prefix: true,
  fuzzy: 0.15,
  combineWith: "AND",
};
