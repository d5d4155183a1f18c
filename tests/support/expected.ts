/** What every built page should be, from the content files: the fixed routes and every content page. */
import type { PageMeta } from "../../content/schema/primitives";
import { loadContent } from "../../app/content/content.server";

const content = await loadContent();

export interface ExpectedPage {
  path: string;
  /** 'home', 'categories', 'trending' and 'search' for the fixed routes; the content kind otherwise. */
  kind: string;
  meta: PageMeta;
  /** The page's one h1. */
  h1: string;
  /** When it last changed (content pages). */
  updated?: string;
}

export function expectedPages(): ExpectedPage[] {
  return [
    { path: "/", kind: "home", meta: content.home.meta, h1: content.home.hero.title },
    { path: "/categories", kind: "categories", meta: content.categoriesPage.meta, h1: content.categoriesPage.title },
    { path: "/trending", kind: "trending", meta: content.trending.meta, h1: content.trending.title },
    { path: "/search", kind: "search", meta: content.searchPage.meta, h1: content.searchPage.title },
    ...content.contentPages.map((page) => ({
      path: page.path,
      kind: page.kind,
      meta: page.data.meta,
      h1: page.title,
      updated: page.updated,
    })),
  ];
}
