/** Plain pages: content/plain/<slug>.mdx (the legal pages, /about), frontmatter validated here and an MDX body. */
import { dayOrMonthSchema, fields, pageMetaSchema, textSchema } from "./primitives";

/** Frontmatter of a plain page; the path is '/' + the file name. */
export const plainPageSchema = fields({
  meta: pageMetaSchema,
  /** The page's h1. */
  title: textSchema,
  /** Shown as 'Last Updated <text>' (legal pages). */
  lastUpdated: textSchema.optional(),
  /** When the page last changed, for the sitemap. */
  updated: dayOrMonthSchema,
});
