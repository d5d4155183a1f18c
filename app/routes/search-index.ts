import MiniSearch from "minisearch";
import { searchDocuments } from "../content/content.server";
import { searchIndexOptions } from "../lib/search";

/** Prerendered to /search-index.json: the whole site's search index, fetched by /search only. */
export function loader() {
  const index = new MiniSearch(searchIndexOptions);
  index.addAll(searchDocuments());
  return new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
