/**
 * The fixed pages, each one content file: the home page, /trending, /categories with its tiles, and the words
 * around the box on /search.
 */
import { z } from "zod";
import { ARTICLE_KINDS, labelledLinkSchema, pageLink, vendorRef } from "./references";
import { fields, iconNames, pageMetaSchema, textSchema } from "./primitives";

/** A tile of the 'Browse Categories' grid. */
export const categoryTileSchema = fields({
  title: textSchema,
  shortTitle: textSchema.optional().describe("Shorter label used on /categories ('Hosting'); defaults to the title."),
  icon: z.enum(iconNames),
  path: pageLink(),
  description: textSchema,
});

/**
 * content/categories.yaml: the hand-written tiles, in the order an editor chooses; a category list without one gets a
 * tile made from the list after them (app/content/categories.server.ts), so how many there are is the content's
 * business.
 */
export const categoryTilesSchema = fields({
  tiles: z.array(categoryTileSchema).min(1, "expected at least one category tile"),
}).transform(({ tiles }) => tiles);

export type CategoryTile = z.infer<typeof categoryTileSchema>;

/** The home page (content/home.yaml). */
export const homePageSchema = fields({
  meta: pageMetaSchema,
  hero: fields({
    title: textSchema.describe("The page's title, shown as its main heading (h1)."),
    text: textSchema,
    ctaLabel: textSchema.describe("Label of the button to /categories."),
  }),
  categoriesHeading: textSchema.describe("Heading of the tile grid."),
  /** 'Top 5 Trending Now': the first three lists of content/trending.yaml as cards. */
  trending: fields({
    heading: textSchema,
    intro: textSchema,
    viewAllLabel: textSchema,
    viewAllHint: textSchema.describe("Read after the button's label by screen readers: 'View All trending lists'."),
  }),
  /** 'Latest Articles': six pages (guides or lists); title and photo come from each page's own content. */
  latestArticles: fields({
    heading: textSchema,
    pages: z.array(pageLink({ kinds: ARTICLE_KINDS })).length(6, "expected exactly 6 latest articles"),
  }),
});

/** /trending (content/trending.yaml): lists readers are comparing now, in order. */
export const trendingPageSchema = fields({
  meta: pageMetaSchema,
  title: textSchema,
  intro: z.array(textSchema).min(1),
  items: z
    .array(
      fields({
        /** Path of a ranked list. */
        list: pageLink({ kinds: ["list"] }),
        reason: textSchema.describe("Why it is on readers' minds now, one sentence."),
      }),
    )
    .min(3, "expected at least 3 trending lists"),
});

/** /categories (content/categories-page.yaml): the tiles plus grouped links into every list. */
export const categoriesPageSchema = fields({
  meta: pageMetaSchema,
  title: textSchema.describe("The page's title, shown as its main heading (h1)."),
  intro: textSchema,
  tilesHeading: textSchema.describe(
    "Heading of the tile grid, read by screen readers only (the tiles speak for themselves).",
  ),
  groupsHeading: textSchema.describe("Heading above the grouped links."),
  groups: z
    .array(
      fields({
        heading: textSchema,
        icon: z.enum(iconNames),
        links: z
          .array(
            labelledLinkSchema.extend({
              /** The pick the label names ('Robot Vacuums': roborock): the link lands on its review in the list. */
              pick: vendorRef().optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  moreHeading: textSchema.describe(
    "Heading and icon of one last group, shown only when some list is in none of the groups above: it links those lists, so a new list is on the page before an editor files it under a topic.",
  ),
  moreIcon: z.enum(iconNames),
});

/** /search (content/search-page.yaml): the words around the search box. */
export const searchPageSchema = fields({
  meta: pageMetaSchema,
  title: textSchema.describe("The page's title, shown as its main heading (h1)."),
  label: textSchema.describe("Label of the search field."),
  emptyQuery: textSchema.describe("Shown before anything is typed."),
  noScript: textSchema.describe(
    "Shown instead of the status line when JavaScript is off: why the field does nothing, and what is below.",
  ),
  directoryHeading: textSchema.describe(
    "Over every list and guide by topic, shown until a query is typed (and always without JavaScript).",
  ),
  noResults: textSchema.describe("Shown when nothing matches; the page adds a link to /categories."),
  browseHint: textSchema.describe(
    "Always shown under the box, before the link to /categories (the way in without JavaScript).",
  ),
  browseLink: textSchema.describe("Text of that link."),
  formLabel: textSchema.describe("Accessible name of the search form."),
  button: textSchema,
  loading: textSchema,
  failed: textSchema,
  /** The status line over the results; {count} and {query} are filled in, `capped` when the list is cut. */
  results: fields({ one: textSchema, other: textSchema, capped: textSchema }),
  resultsLabel: textSchema,
  types: fields({ list: textSchema, guide: textSchema, product: textSchema }).describe(
    "The label over each result, by kind of page.",
  ),
  jumpTo: textSchema.describe("Before the links to the sections of a result that matched."),
});

export type CategoriesPage = z.infer<typeof categoriesPageSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;

/**
 * The spell check's own words (content/dictionary.yaml), which writers add in the editor's "Dictionary": names and
 * terms a US English dictionary does not know. Products' names are known without an entry.
 */
export const dictionarySchema = fields({
  words: z
    .array(
      z
        .string()
        .regex(
          /^[\p{L}\p{N}][\p{L}\p{N}'’.-]*$/u,
          "one word, spelled as on the page, with no spaces or punctuation around it",
        ),
    )
    .describe("Words the spell check accepts, one an item, spelled as on the pages (Bitwarden, eSIM)."),
});
