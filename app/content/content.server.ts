/**
 * The one content loader: every route reads content through `content`. It runs at build time only (loaders of
 * prerendered pages), so no content file ends up in the browser's JavaScript.
 */
import {
  categoriesPageSchema,
  type CategoriesPage,
  categoryTilesSchema,
  dictionarySchema,
  homePageSchema,
  searchPageSchema,
  trendingPageSchema,
} from "../../content/schema/fixed-pages";
import { prioritiesTextSchema, productPageTextSchema, siteTextSchema } from "../../content/schema/site-text";
import { sharedFactSchema } from "../../content/schema/primitives";
import { vendorSchema } from "../../content/schema/vendors";
import site from "./site-text";
import { feedPagesOf, routeData } from "./kind-facts.server";
import type { ListData } from "../../content/schema/lists";
import { pageKinds, rated, type ContentFile, type PageData, type PageKindName } from "./page-kinds.server";
import { buildRegistry, type RecordFolders, type SingleFile } from "./registry.server";
import { iconSvg } from "./icons.server";
import type { FeedPage } from "../lib/feed";
import { FIXED_ROUTES } from "../lib/fixed-routes";
import type { SitemapEntry } from "../lib/sitemap";

/** A /categories topic link that names a pick must point at a list that ranks it. */
function topicPickProblems(page: CategoriesPage, pages: ReadonlyMap<string, ContentFile<unknown>>) {
  return page.groups.flatMap((group, g) =>
    group.links.flatMap((link, l) => {
      if (!link.pick) return [];
      const target = pages.get(link.to);
      const picks = target?.kind === "list" ? (target.data as ListData).entries.map((entry) => entry.product) : [];
      return picks.includes(link.pick)
        ? []
        : [
            {
              field: `groups.${g}.links.${l}.pick`,
              path: ["groups", g, "links", l, "pick"],
              message: `"${link.pick}" is not one of the five on ${link.to}; name one of ${picks.join(", ") || "its picks"}, or leave pick out`,
            },
          ];
    }),
  );
}

/** The content files that each hold one record: the pages without a kind of their own and the site's chrome. */
export const singleFiles = {
  categories: { file: "content/categories.yaml", schema: categoryTilesSchema },
  home: { file: "content/home.yaml", schema: homePageSchema },
  trending: { file: "content/trending.yaml", schema: trendingPageSchema },
  categoriesPage: { file: "content/categories-page.yaml", schema: categoriesPageSchema, check: topicPickProblems },
  searchPage: { file: "content/search-page.yaml", schema: searchPageSchema },
  site: { file: "content/site.yaml", schema: siteTextSchema },
  priorities: { file: "content/priorities.yaml", schema: prioritiesTextSchema },
  productPage: { file: "content/product-page.yaml", schema: productPageTextSchema },
  dictionary: { file: "content/dictionary.yaml", schema: dictionarySchema },
} satisfies Record<string, SingleFile>;

/** The folders of records, one file per product or shared fact. */
export const recordFolders: RecordFolders = {
  vendors: { folder: "content/products", schema: vendorSchema },
  facts: { folder: "content/facts", schema: sharedFactSchema },
};

/** The data of every content file that is not a page, keyed by file: 'content/home.yaml'. */
export const dataFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/content/*.yaml", "/content/products/*.yaml", "/content/facts/*.yaml"], {
      eager: true,
      import: "default",
    }),
  ).map(([key, value]) => [key.slice(1), value]),
);

const load = () => buildRegistry(pageKinds, singleFiles, recordFolders, dataFiles, site.breadcrumbs);
let registry: ReturnType<typeof load> | undefined;

/**
 * Every content file, loaded and validated once, on first use rather than when this module is imported: the server
 * build is also imported where no page is rendered (React Router's build renders its SPA fallback from it), and at
 * 10,000 extra pages loading them took 9 s there.
 */
export function loadContent() {
  registry ??= load();
  return registry;
}

export type Content = Awaited<ReturnType<typeof loadContent>>;

/** The route data of a page of each kind, told apart by `kind`; the not-found screen has none. */
export type PageRouteData = { [K in PageKindName]: PageData<K> }[PageKindName] | { kind: "not-found" };

/** The route data of the page at a path, or the not-found screen's. */
export async function loadPage(path: string): Promise<PageRouteData> {
  const content = await loadContent();
  const page = content.byPath.get(path);
  if (!page) return { kind: "not-found" };
  return routeData(pageKinds, page, content.lookup) as PageRouteData;
}

/** The lists on /trending, in order, with just what each card shows (route data travels with every page). */
export function trendingLists(content: Content) {
  return content.trending.items.map((item, index) => {
    const page = content.byPath.get(item.list);
    if (page?.kind !== "list") throw new Error(`${item.list} is not a list`);
    const { title, icon, entries } = rated(page.data, content.lookup);
    const top = entries[0];
    return {
      position: index + 1,
      reason: item.reason,
      list: { title, icon: iconSvg(icon), path: page.path },
      top: top && { title: top.title, rating: top.rating },
    };
  });
}

export type TrendingItem = ReturnType<typeof trendingLists>[number];

/** Every prerendered page for the sitemap, each with its last change. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const content = await loadContent();
  // Built-in pages (home, /categories, ...) show lists and guides, so they change when any of them does.
  const newest =
    content.contentPages
      .map((page) => page.updated)
      .sort()
      .at(-1) ?? "";
  return [
    ...FIXED_ROUTES.map((fixed) => ({ path: fixed.path, updated: newest })),
    ...content.contentPages.map(({ path, updated }) => ({ path, updated })),
  ];
}

/** Every page of a kind with a feed entry, for the Atom feed. */
export async function feedPages(): Promise<FeedPage[]> {
  return feedPagesOf(pageKinds, (await loadContent()).contentPages);
}
