import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, useLocation } from "react-router";
import { PageLink } from "../components/ui/page-link";
import { useSearch } from "../components/search/use-search";
import { MAX_RESULTS } from "../lib/search-terms";
import { LinkGroup } from "../components/link-group";
import { PageHeader } from "../components/page-header";
import { buttonClass } from "../components/ui/button";
import { loadContent } from "../content/content.server";
import { searchLabels } from "../content/kind-facts.server";
import { pageKinds } from "../content/page-kinds.server";
import { searchDirectory, type DirectoryGroup } from "../content/search-directory.server";
import { fillIn } from "../lib/format";
import type { SearchSection } from "../lib/search";
import { seo } from "../lib/seo";
import type { Route } from "./+types/search";
import { routePage } from "../components/route-page";

export async function loader() {
  const content = await loadContent();
  return {
    page: content.searchPage,
    labels: searchLabels(pageKinds, content.searchPage.types),
    directory: searchDirectory(pageKinds, content),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ meta: loaderData.page.meta, path: "/search" });

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
 * Site search (decision 017). The page is prerendered without a query (the build has none), so the
 * query in the URL is read only after hydration. What the reader types wins until the next navigation (the
 * header's search field, Back), which brings its own ?q=.
 */
export default routePage(function Search({
  loaderData: { page, labels, directory },
}: Pick<Route.ComponentProps, "loaderData">) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const location = useLocation();
  const urlQuery = hydrated ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [typed, setTyped] = useState<{ locationKey: string; text: string } | null>(null);
  const query = typed && typed.locationKey === location.key ? typed.text : urlQuery;
  const type = (text: string) => {
    setTyped({ locationKey: location.key, text });
    replaceQueryInUrl(text);
  };
  // The box is in the prerendered page, so a reader can type before the scripts run; hydration keeps those letters
  // in the field but not in `query`, and the next render would wipe them. Read them once, before the first paint.
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typedBeforeHydration = box.current?.value ?? "";
    if (typedBeforeHydration !== query) type(typedBeforeHydration);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: later letters arrive through onChange
  }, []);
  const search = useSearch(query);
  const results = search.status === "done" ? search.results : [];

  const status =
    query.trim() === ""
      ? page.emptyQuery
      : search.status === "failed"
        ? page.failed
        : search.status !== "done"
          ? page.loading
          : results.length === 0
            ? page.noResults
            : fillIn(
                search.total > MAX_RESULTS
                  ? page.results.capped
                  : search.total === 1
                    ? page.results.one
                    : page.results.other,
                {
                  count: Math.min(search.total, MAX_RESULTS),
                  query: search.query,
                },
              );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageHeader title={page.title} />
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label={page.formLabel}
        className="flex gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="search-query" className="sr-only">
          {page.label}
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          autoComplete="off"
          placeholder={page.label}
          ref={box}
          value={query}
          onChange={(event) => type(event.target.value)}
          className="min-h-12 w-full rounded-lg border border-line-strong px-4 text-lg text-ink placeholder:text-ink-faint"
        />
        {/* An input, not a <button>: its label is an attribute, so a phone that paints the page half parsed never
            draws it empty and then moves the field when the label arrives. */}
        <input
          type="submit"
          value={page.button}
          className={buttonClass({ size: "large", className: "cursor-pointer" })}
        />
      </Form>
      {/* Without JavaScript (the `scripting` media feature) the status line could only say "type something", which
          would do nothing: this sentence says why instead. */}
      <p className="hidden min-h-12 text-ink-muted [@media(scripting:none)]:block">{page.noScript}</p>
      <p role="status" aria-live="polite" className="min-h-12 text-ink-muted [@media(scripting:none)]:hidden">
        {hydrated ? status : page.emptyQuery}
      </p>
      <p className="text-ink-muted">
        {/* One text node with its space: a lone " " node before the link would move when a half-parsed page's link arrives. */}
        {`${page.browseHint} `}
        <PageLink to="/categories" className="font-medium text-link underline underline-offset-2">
          {page.browseLink}
        </PageLink>
        .
      </p>
      {/* Results arrive after the index loads; the reserved height keeps the footer from jumping. Until a query is
          typed, and always without JavaScript, every list and guide is there instead. */}
      <div className="min-h-[75vh]">
        {query.trim() === "" && <Directory heading={page.directoryHeading} groups={directory} />}
        {results.length > 0 && (
          <ol className="space-y-4" aria-label={page.resultsLabel}>
            {results.map((result, index) => (
              <li key={result.url}>
                <article aria-labelledby={`result-${index}`} className="rounded-xl border border-line p-4">
                  <p className="text-xs font-semibold tracking-wide text-accent uppercase">{labels[result.kind]}</p>
                  <h2 id={`result-${index}`} className="mt-1 text-lg font-bold">
                    <PageLink to={result.url} className="text-ink underline-offset-2 hover:text-link hover:underline">
                      {result.title}
                    </PageLink>
                  </h2>
                  {/* Our own page text (app/lib/search.ts): the description or the words around the match, escaped, matches in <mark>. */}
                  <p
                    className="mt-1 text-sm text-ink-muted [&_mark]:bg-highlight [&_mark]:text-ink"
                    dangerouslySetInnerHTML={{ __html: result.excerpt }}
                  />
                  <SectionLinks label={page.jumpTo} sections={result.sections.slice(0, 3)} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
});

/** Every list and guide by topic, as links. */
function Directory({ heading, groups }: { heading: string; groups: DirectoryGroup[] }) {
  return (
    <section aria-labelledby="directory-heading" className="space-y-6">
      <h2 id="directory-heading" className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {groups.map((group) => (
          <LinkGroup key={group.id} id={group.id} heading={group.topic} links={group.links} />
        ))}
      </div>
    </section>
  );
}

/** The sections of a result page that matched (a list's entries, a guide's headings), as links into the page. */
function SectionLinks({ label, sections }: { label: string; sections: SearchSection[] }) {
  if (sections.length === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 text-sm">
      <span className="text-ink-faint">{label}</span>
      {sections.map((section) => (
        <PageLink
          key={section.url}
          to={section.url}
          className="inline-flex min-h-6 items-center font-medium text-link underline underline-offset-2"
        >
          {section.title}
        </PageLink>
      ))}
    </p>
  );
}
