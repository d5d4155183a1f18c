/** Plain pages: content/plain/<slug>.mdx (the legal pages, /about), frontmatter validated here and an MDX body. */
import { z } from "zod";
import { fields, pageMetaSchema, textSchema } from "./primitives";

/** Frontmatter of a plain page; the path is '/' + the file name. */
export const plainPageSchema = fields({
  meta: pageMetaSchema,
  /** The page's h1. */
  title: textSchema,
  /** Shown as 'Last Updated <text>' (legal pages). */
  lastUpdated: textSchema.optional(),
  /** When the page last changed, for the sitemap: a date (2026-11-22) or a month (2025-01). */
  updated: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, "expected a date like 2025-11-03 or a month like 2025-01"),
});
