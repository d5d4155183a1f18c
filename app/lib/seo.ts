/**
 * The one SEO factory: every route's `meta` export returns `seo(...)`. Nothing else writes meta tags.
 */
import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../../content/schema";
import { LOCALE, REVISIT_AFTER, ROBOTS, SITE_NAME, SITE_URL, TITLE_SUFFIX } from "./site";

/** Absolute URL on the canonical origin for a site path. */
export function canonicalUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

export interface SeoInput {
  meta: PageMeta;
  /** The page's site path, e.g. '/category/vpn'. */
  path: string;
  /** 'article' for guides, 'website' otherwise. */
  type?: "website" | "article";
  /** Keep this page out of search results (the not-found page). */
  noindex?: boolean;
}

export function seo({ meta, path, type = "website", noindex = false }: SeoInput): MetaDescriptor[] {
  const title = `${meta.title}${TITLE_SUFFIX}`;
  const url = canonicalUrl(path);
  return [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { name: "robots", content: noindex ? "noindex, follow" : ROBOTS },
    { name: "revisit-after", content: REVISIT_AFTER },
    // A noindex page (the not-found screen) has no canonical URL of its own.
    ...(noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:locale", content: LOCALE },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
  ];
}
