/**
 * What the site reads of a page from its kind's entry in a table of kinds: its route data, the feed's pages and the
 * labels of search results. Each takes the table rather than importing it, so a test can add a kind of its own
 * (app/content/page-kinds.test.ts).
 */
import type { SearchPage } from "../../content/schema/fixed-pages";
import type { FeedPage } from "../lib/feed";
import { breadcrumbJsonLd } from "../lib/json-ld";
import type { ContentFile, KindRouteData, PageKindTable, PageLookup, SharedRouteData } from "./page-kinds.server";

function kindOf(kinds: PageKindTable, page: ContentFile<unknown>) {
  const kind = kinds[page.kind];
  if (!kind) throw new Error(`${page.file}: no page kind "${page.kind}" in the table`);
  return kind;
}

/** A page's route data: what its kind's load() gives, with the breadcrumbs and structured data of its kind. */
export function routeData<T extends PageKindTable, K extends keyof T & string>(
  kinds: T,
  page: ContentFile<unknown> & { kind: K },
  lookup: PageLookup,
): KindRouteData<T[K], K> {
  const kind = kindOf(kinds, page);
  const crumbs = kind.crumbs?.(page, lookup) ?? [];
  const shared: SharedRouteData<K> = {
    kind: page.kind,
    crumbs,
    structuredData: [
      ...(kind.structuredData?.(page, lookup) ?? []),
      ...(crumbs.length > 0 ? [breadcrumbJsonLd(crumbs)] : []),
    ],
  };
  return { ...kind.load(page, lookup), ...shared };
}

/** Every page of a kind with a feed entry, as the Atom feed shows it. */
export function feedPagesOf(kinds: PageKindTable, pages: Array<ContentFile<unknown>>): FeedPage[] {
  return pages.flatMap((page) => {
    const entry = kindOf(kinds, page).feed?.(page.data);
    return entry ? [{ path: page.path, title: page.title, ...entry }] : [];
  });
}

/** The label over a search result, by the kind of its page (the index keeps each page's kind); searched kinds only. */
export function searchLabels(kinds: PageKindTable, words: SearchPage["types"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(kinds).flatMap(([name, kind]) => (kind.search ? [[name, words[kind.search.label]]] : [])),
  );
}
