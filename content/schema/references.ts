/**
 * Fields that point at something else: a page of this site, or a product's record in content/products/<id>.yaml. The schema
 * only marks such a field; app/content/registry.server.ts finds every marked field (marked-fields.server.ts), checks
 * that what it names exists, and answers the lookups that resolve it.
 */
import { z } from "zod";
import { fields, idSchema, textSchema } from "./primitives";

/** A site-relative page path: lowercase, starts with '/', no trailing slash (except the home page). */
const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** What a reference field names: a page (of one of `kinds` when given, else any) or a product. */
export type Reference = { target: "page"; kinds?: readonly string[] } | { target: "vendor" };

/** Every reference field of the content model. */
export const references = z.registry<Reference>();

/**
 * A link to a page of this site. The build checks every field made with it: the page must exist, and be of
 * one of `kinds` when given.
 */
export function pageLink({ kinds }: { kinds?: readonly string[] } = {}) {
  return z
    .string()
    .regex(PAGE_PATH, "expected a path like /category/vpn")
    .register(references, { target: "page", kinds });
}

/**
 * A product's id in content/products/<id>.yaml. The build checks every field made with it: the product must have a record
 * (an unknown id is reported with the nearest known one).
 */
export function vendorRef() {
  // A copy: marking idSchema itself would make every id a product reference.
  return idSchema.clone().register(references, { target: "vendor" });
}

/** Lists and guides: the pages a card or teaser can show (they have a photo). */
export const ARTICLE_KINDS = ["list", "guide"] as const;

/** A link with its visible label. */
export const labelledLinkSchema = fields({ label: textSchema, to: pageLink() });
