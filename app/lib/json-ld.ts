/**
 * Every structured-data builder lives here, typed with schema-dts, so changing what the site tells search
 * engines is a change to this one file.
 */
import type {
  Article,
  BreadcrumbList,
  ItemList,
  ListItem,
  SearchAction,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import type { GuideFrontmatter } from "../../content/schema/guides";
import type { RankedList } from "../../content/schema/list-ratings";
import site from "../content/site-text";
import { canonicalUrl, SITE_URL } from "./site";

/** A step of a page's breadcrumb trail, shown by components/breadcrumbs.tsx and published as a BreadcrumbList. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * JSON for a `<script type="application/ld+json">`. `<` is escaped so no content can close the script tag,
 * and U+2028/2029 so the text stays valid inside a script in every browser.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.brand,
    url: `${SITE_URL}/`,
    // schema-dts has no type for Google's `query-input` shorthand, hence the assertion.
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${SITE_URL}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    } as SearchAction,
  };
}

function listItemThing(list: RankedList, entry: RankedList["entries"][number]) {
  const aggregateRating = {
    "@type": "AggregateRating" as const,
    ratingValue: entry.rating,
    bestRating: 5,
    worstRating: 1,
    ratingCount: list.ratingCount,
  };
  const common = {
    name: entry.title,
    description: entry.description,
    image: entry.image.url,
    aggregateRating,
    ...(entry.link === "#" ? {} : { url: entry.link }),
  };
  switch (list.itemType) {
    case "SoftwareApplication":
    case "MobileApplication":
      return {
        "@type": list.itemType,
        ...common,
        ...(list.applicationCategory ? { applicationCategory: list.applicationCategory } : {}),
      } as const;
    case "Product":
    case "FinancialProduct":
    case "TVSeries":
      return { "@type": list.itemType, ...common } as const;
  }
}

/** ItemList of the five ranked entries, with each entry's rating and the page's fixed rating count. */
export function itemListJsonLd(list: RankedList, path: string): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.title,
    description: list.tagline,
    url: canonicalUrl(path),
    numberOfItems: list.entries.length,
    itemListElement: list.entries.map((entry): ListItem => ({
      "@type": "ListItem",
      position: entry.rank,
      item: listItemThing(list, entry),
    })),
  };
}

/** An Article of any page with a guide's title, description, photo and dates (a kind that reads like an article). */
export function articleJsonLd(
  article: Pick<GuideFrontmatter, "title" | "meta" | "hero" | "published" | "updated">,
  path: string,
): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.meta.description,
    image: article.hero.url,
    datePublished: article.published,
    dateModified: article.updated,
    mainEntityOfPage: canonicalUrl(path),
    author: { "@type": "Organization", name: site.brand, url: `${SITE_URL}/` },
    publisher: { "@type": "Organization", name: site.brand, url: `${SITE_URL}/` },
  };
}

/** The same trail the page shows in its Breadcrumbs. */
export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}
