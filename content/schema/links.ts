/**
 * Links to pages of this site. The schema only marks a link field; app/content/registry.server.ts finds every
 * marked field (marked-fields.server.ts) and checks that the page exists and is of the right kind.
 */
import { z } from "zod";
import { textSchema } from "./primitives";

/** A site-relative page path: lowercase, starts with '/', no trailing slash (except the home page). */
const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** What the build checks of a link field: the kinds of page it may lead to (any page when absent). */
export interface PageLinkRule {
  kinds?: readonly string[];
}

/** Every link field of the content model. */
export const pageLinks = z.registry<PageLinkRule>();

/**
 * A link to a page of this site. The build checks every field made with it: the page must exist, and be of
 * one of `kinds` when given. With `allowHash`, '#' (an article not written yet) is accepted too.
 */
export function pageLink({ kinds, allowHash = false }: { kinds?: readonly string[]; allowHash?: boolean } = {}) {
  const path = z.string().regex(PAGE_PATH, "expected a path like /category/vpn");
  const schema = allowHash ? z.union([z.literal("#"), path]) : path;
  return schema.register(pageLinks, { kinds });
}

/** Lists and guides: the pages a card or teaser can show (they have a photo). */
export const ARTICLE_KINDS = ["list", "guide"] as const;

/** A link with its visible label. */
export const labelledLinkSchema = z.object({ label: textSchema, to: pageLink() });
