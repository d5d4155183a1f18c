import { useMemo, useState, useSyncExternalStore } from "react";
import { Form, Link, useLocation } from "react-router";
import { useSearchIndex } from "../components/search/use-search-index";
import { PageHeader } from "../components/page-header";
import { buttonClass } from "../components/ui/button";
import { content } from "../content/content.server";
import { fillIn } from "../lib/format";
import { searchQueryOptions, type SearchDocument } from "../lib/search";
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
        ? page.loading
        : search.status === "failed"
          ? page.failed
          : results.length === 0
            ? page.noResults
            : fillIn(results.length === MAX_RESULTS ? page.results.capped : results.length === 1 ? page.results.one : page.results.other, {
                count: results.length,
                query,
              });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageHeader title={page.title} />
      <Form method="get" action="/search" role="search" aria-label={page.formLabel} className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
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
        <button type="submit" className={buttonClass({ size: "large" })}>
          {page.button}
        </button>
      </Form>
      <p role="status" aria-live="polite" className="min-h-12 text-slate-700">
        {hydrated ? status : page.emptyQuery}
      </p>
      <p className="text-slate-700">
        {page.browseHint}{" "}
        <Link to="/categories" className="font-medium text-brand-800 underline underline-offset-2">
          {page.browseLink}
        </Link>
        .
      </p>
      {/* Results arrive after the index loads; the reserved height keeps the footer from jumping. */}
      <div className="min-h-[75vh]">
        {results.length > 0 && (
          <ol className="space-y-4" aria-label={page.resultsLabel}>
            {results.map((result) => (
              <li key={result.id}>
                <article aria-labelledby={`result-${result.id}`} className="rounded-xl border border-slate-200 p-4">
                  <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                    {page.types[result.type]}
                    {result.type === "entry" && <span className="font-normal text-slate-600 normal-case">{` ${fillIn(page.entryIn, { list: result.names })}`}</span>}
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
