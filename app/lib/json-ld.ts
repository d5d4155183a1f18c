/**
 * Every structured-data builder lives here, typed with schema-dts, so changing what the site tells search
 * engines is a change to this one file.
 */
import type {
  Article,
  BreadcrumbList,
  FinancialProduct,
  ItemList,
  ListItem,
  MobileApplication,
  Organization,
  Product,
  Review,
  SearchAction,
  SoftwareApplication,
  Thing,
  TVSeries,
  WebSite,
  WithContext,
} from "schema-dts";
import type { GuideFrontmatter } from "../../content/schema/guides";
import type { RankedList } from "../content/list-ratings";
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

/** The site as the author and publisher of what it writes: its guides and its reviews of each pick. */
function siteOrganization(): Organization {
  return { "@type": "Organization", name: site.brand, url: `${SITE_URL}/` };
}

/**
 * The editors' review of one pick, nested in the pick it reviews, so Google takes the pick as its `itemReviewed`.
 * The rating is ours, on our 1-5 scale; an AggregateRating would claim readers' ratings we do not collect
 * (decision 035).
 */
function editorsReview(entry: RankedList["entries"][number]): Review {
  return {
    "@type": "Review",
    reviewRating: { "@type": "Rating", ratingValue: entry.rating, bestRating: 5, worstRating: 1 },
    author: siteOrganization(),
  };
}

/** A pick as the list's type of item, reviewed by the editors: once by its list, or once by each list on its page. */
function listItemThing(
  list: RankedList,
  entry: RankedList["entries"][number],
  review: Review | Review[] = editorsReview(entry),
): SoftwareApplication | MobileApplication | Product | FinancialProduct | TVSeries {
  const common = {
    name: entry.title,
    description: entry.description,
    image: entry.image.url,
    review,
    ...(entry.link === "#" ? {} : { url: entry.link }),
  };
  switch (list.itemType) {
    case "SoftwareApplication":
    case "MobileApplication":
      return {
        "@type": list.itemType,
        ...common,
        ...(list.applicationCategory ? { applicationCategory: list.applicationCategory } : {}),
      };
    case "Product":
    case "FinancialProduct":
    case "TVSeries":
      return { "@type": list.itemType, ...common };
  }
}

/** ItemList of the five ranked entries, each with the editors' review and its rating. */
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

/**
 * A product's page: the product as the item its lists rank, described and pictured as on the list where it ranks
 * highest (`rankings[0]`), with each list's review, the same Review that list publishes of it (decision 035).
 */
export function productJsonLd(
  rankings: Array<{ list: RankedList; entry: RankedList["entries"][number] }>,
): WithContext<SoftwareApplication | MobileApplication | Product | FinancialProduct | TVSeries> {
  const [best] = rankings;
  if (!best) throw new Error("a product's page needs a list that ranks it");
  return {
    "@context": "https://schema.org",
    ...listItemThing(
      best.list,
      best.entry,
      rankings.length === 1 ? editorsReview(best.entry) : rankings.map(({ entry }) => editorsReview(entry)),
    ),
  } as WithContext<SoftwareApplication | MobileApplication | Product | FinancialProduct | TVSeries>;
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
    author: siteOrganization(),
    publisher: siteOrganization(),
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
