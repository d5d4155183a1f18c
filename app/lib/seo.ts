/**
 * The one SEO factory: every route's `meta` export returns `seo(...)`. Nothing else writes meta tags.
 */
import type { MetaDescriptor } from "react-router";
import type { Image, PageMeta } from "../../content/schema/primitives";
import site from "../content/site-text";
import { photoUrl } from "./images";
import { canonicalUrl, LOCALE, REVISIT_AFTER, ROBOTS, SITE_URL } from "./site";

/** After every page title: " | Top5". */
export const TITLE_SUFFIX = ` | ${site.brand}`;

/** Size of every share image: the 1.91:1 card that Open Graph and Twitter/X show largest. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The site's own card (public/og-image.jpg) for pages without a photo of their own. */
const DEFAULT_SHARE_IMAGE = { url: `${SITE_URL}/og-image.jpg`, alt: site.shareImageAlt };

export interface SeoInput {
  meta: PageMeta;
  /** The page's site path, e.g. '/category/vpn'. */
  path: string;
  /** 'article' for guides, 'website' otherwise. */
  type?: "website" | "article";
  /** Keep this page out of search results (the not-found page). */
  noindex?: boolean;
  /** The page's own photo for social cards; the site's card otherwise. */
  image?: Image;
}

export function seo({ meta, path, type = "website", noindex = false, image }: SeoInput): MetaDescriptor[] {
  const title = `${meta.title}${TITLE_SUFFIX}`;
  const url = canonicalUrl(path);
  const share = image
    ? { url: photoUrl(image.url, SHARE_IMAGE.width, SHARE_IMAGE.width / SHARE_IMAGE.height), alt: image.alt }
    : DEFAULT_SHARE_IMAGE;
  return [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { name: "robots", content: noindex ? "noindex, follow" : ROBOTS },
    { name: "revisit-after", content: REVISIT_AFTER },
    // A noindex page (the not-found screen) has no canonical URL of its own.
    ...(noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:locale", content: LOCALE },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: share.url },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: share.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: share.url },
    { name: "twitter:image:alt", content: share.alt },
  ];
}
