/** Guides: content/guides/<slug>.mdx, YAML frontmatter validated here and an MDX body. */
import { z } from "zod";
import { labelledLinkSchema, pageLink } from "./references";
import {
  changesSchema,
  derived,
  fields,
  iconNames,
  imageSchema,
  newestChange,
  pageMetaSchema,
  proseSchema,
  sourcesSchema,
  textSchema,
} from "./primitives";

/** How long a guide's body is at least, in words of substance (docs/editorial-standard.md). */
export const GUIDE_WORDS = { min: 700 };

/**
 * Frontmatter of a guide (content/guides/<slug>.mdx); the path is '/' + the file name. The body is MDX:
 * '##' headings become the jump links, GFM tables, and the components in app/components/mdx/mdx-components.tsx.
 */
export const guideFrontmatterSchema = fields({
  meta: pageMetaSchema,
  title: textSchema.describe("The article's title, shown as its main heading (h1)."),
  icon: z.enum(iconNames),
  /** Photo under the heading. */
  hero: imageSchema,
  back: labelledLinkSchema.describe("Link above the heading back to the list or category the guide belongs to."),
  /** The call-to-action block after the body, pointing at the matching list. */
  cta: fields({ heading: textSchema, text: textSchema, label: textSchema, to: pageLink() }),
  bottomLine: proseSchema.describe("The 'Bottom Line' box: 2-4 sentences a reader could act on."),
  adviceNote: z
    .boolean()
    .default(false)
    .describe(
      "Money, health, therapy, legal and safety guides show a 'general information, not professional advice' note.",
    ),
  sources: sourcesSchema.describe(
    "The primary sources the guide relies on (the agency's or vendor's own pages), listed under 'Sources'.",
  ),
  changes: changesSchema.describe(
    'What changed and when, newest first; the oldest is the publication date, the newest "Last updated".',
  ),
  published: derived("date", "changes (the oldest entry)"),
  updated: derived("date", "changes (the newest entry)"),
}).transform((guide) => ({
  ...guide,
  published: guide.changes.at(-1)?.date ?? "",
  updated: newestChange(guide.changes),
}));

export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;
