import { useMemo, useState, useSyncExternalStore } from "react";
import { Form, Link, useLocation } from "react-router";
import { useSearchIndex } from "../components/search/use-search-index";
import { content } from "../lib/content.server";
import { SEARCH_TYPE_LABELS, searchQueryOptions, type SearchDocument } from "../lib/search";
import { seo } from "../lib/seo";
import type { Route } from "./+types/search";

export function loader() {
  return { page: content.searchPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ meta: loaderData.page.meta, path: "/search" });

const MAX_RESULTS = 30;
const subscribeNever = () => () => {};

/**
 * Typing rewrites ?q= in place (keeping the router's history state) rather than navigating: a navigation
 * per keystroke would lag behind fast typing and reload the page's data each time.
 */
function replaceQueryInUrl(query: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Site search. The page is prerendered without a query (the build has none), so the query in the URL is
 * read only after hydration. What the reader types wins until the next navigation (the header's search
 * field, Back), which brings its own ?q=.
 */
export default function Search({ loaderData: { page } }: Route.ComponentProps) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const location = useLocation();
  const urlQuery = hydrated ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [typed, setTyped] = useState<{
    locationKey: string;
    text: string;
  } | null>(null);
  const query = typed && typed.locationKey === location.key ? typed.text : urlQuery;
  const search = useSearchIndex();

  const results = useMemo(() => {
    if (search.status !== "ready" || query.trim() === "") return [];
    return search.index.search(query, searchQueryOptions).slice(0, MAX_RESULTS) as unknown as Array<SearchDocument & { id: string }>;
  }, [search, query]);

  const status =
    query.trim() === ""
      ? page.emptyQuery
      : search.status === "loading"
        ? "Loading the search index…"
        : search.status === "failed"
          ? "Search is not available right now."
          : results.length === 0
            ? page.noResults
            : `${results.length}${results.length === MAX_RESULTS ? "+" : ""} result${results.length === 1 ? "" : "s"} for “${query}”`;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      <Form method="get" action="/search" role="search" aria-label="Search this site" className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-query" className="sr-only">
          {page.label}
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          autoComplete="off"
          placeholder={page.label}
          value={query}
          onChange={(event) => {
            setTyped({ locationKey: location.key, text: event.target.value });
            replaceQueryInUrl(event.target.value);
          }}
          className="min-h-12 w-full rounded-lg border border-slate-400 px-4 text-lg text-slate-900 placeholder:text-slate-600"
        />
        <button type="submit" className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </Form>
      <p role="status" aria-live="polite" className="min-h-12 text-slate-700" data-testid="search-status">
        {hydrated ? status : page.emptyQuery}
      </p>
      <p className="text-slate-700">
        {page.browseHint}{" "}
        <Link to="/categories" className="font-medium text-brand-800 underline underline-offset-2">
          categories page
        </Link>
        .
      </p>
      {/* Results arrive after the index loads; the reserved height keeps the footer from jumping. */}
      <div className="min-h-[75vh]">
        {results.length > 0 && (
          <ol className="space-y-4" aria-label="Search results">
            {results.map((result) => (
              <li key={result.id}>
                <article aria-labelledby={`result-${result.id}`} className="rounded-xl border border-slate-200 p-4">
                  <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                    {SEARCH_TYPE_LABELS[result.type]}
                    {result.type === "entry" && <span className="font-normal text-slate-600 normal-case"> in {result.names}</span>}
                  </p>
                  <h2 id={`result-${result.id}`} className="mt-1 text-lg font-bold">
                    <Link to={result.path} className="text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline">
                      {result.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">{result.snippet}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
