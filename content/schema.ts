/**
 * The content model. Every list, tile, guide and legal page is parsed with these schemas at build time
 * (app/content/content.server.ts) and by `npm run check:content`; a failure stops both with a message that
 * names the file and the field. Types come from here via z.infer: never write a second interface.
 */
import { z } from "zod";
import { phoneNumberParts } from "../app/lib/phone-numbers.js";
import vendorRecords from "./vendors";

/** Icons a content file may name; app/components/content-icon.tsx maps each to a lucide-react icon. */
export const iconNames = [
  "code",
  "briefcase",
  "heart-pulse",
  "house",
  "heart",
  "smartphone",
  "landmark",
  "tv",
  "credit-card",
  "brain",
  "shield",
  "server",
  "calculator",
  "mail",
  "list-checks",
  "plane",
  "clapperboard",
  "trending-up",
  "book-open",
  "scale",
] as const;

/** A site-relative page path: lowercase, starts with '/', no trailing slash (except the home page). */
const PAGE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** What the build checks of a link field: the kinds of page it may lead to (any page when absent). */
export interface PageLinkRule {
  kinds?: readonly string[];
}

/** Every link field of the content model; app/content/registry.server.ts finds them all (marked-fields.server.ts). */
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
const ARTICLE_KINDS = ["list", "guide"] as const;

const httpsUrlSchema = z.url({ protocol: /^https$/, error: "expected an https:// URL" });

/** ISO calendar date, e.g. 2025-11-03. */
const isoDateSchema = z.iso.date({ error: "expected a date like 2025-11-03" });

const textSchema = z.string().trim().min(1, "must not be empty");

/**
 * Reader-facing prose where a hotline may appear: written as text, read as parts whose phone numbers become
 * tel: links (app/lib/phone-numbers.js, the rule MDX bodies follow too). Cut here, at build time, so no phone rule
 * ships to the browser.
 */
const proseSchema = textSchema.transform((text) => phoneNumberParts(text));
export type Prose = z.infer<typeof proseSchema>;

/** An id that content files use to point at a record: lowercase words joined by hyphens, e.g. 'proton-vpn'. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected an id like proton-vpn");

/** How precisely a source is dated: a day (2026-03-14), a month (2026-03) or only a year (2025). */
export const sourceDateSchema = z
  .string()
  .regex(
    /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/,
    "expected a date like 2026-03-14, a month like 2026-03 or a year like 2025",
  );

/**
 * A fact that changes (a price, a rate, a limit), stated once with the primary source it rests on. Pages
 * show it with its date ("as of March 2026"), so a reader knows how old it is.
 */
export const datedFactSchema = z.object({
  /** The fact as a reader sees it in a sentence or a table cell, e.g. 'from $3.39 a month on a two-year plan'. */
  text: textSchema,
  /** When the source said so, as precisely as the source is dated. */
  asOf: sourceDateSchema,
  /** The primary source: the vendor's or the agency's own page (https). */
  source: httpsUrlSchema,
});

/** A dated line of a page's change log, e.g. { date: '2026-11-22', text: 'First published' }. */
export const changeSchema = z.object({
  date: isoDateSchema,
  /** One line: what changed and, where it matters, why. */
  text: textSchema,
});

/** The change log of a list or guide, newest first; its newest date is the page's "Last updated". */
export const changesSchema = z
  .array(changeSchema)
  .min(1, 'expected at least one change (the first is "First published")')
  .superRefine((changes, ctx) => {
    changes.forEach((change, index) => {
      const older = changes[index + 1];
      if (older && older.date > change.date) {
        ctx.addIssue({
          code: "custom",
          path: [index + 1, "date"],
          message: `changes are newest first: ${older.date} comes after ${change.date}`,
        });
      }
    });
  });

/** Rejects a field that the build derives, with a message that says where its value comes from. */
const derived = (what: string, from: string) =>
  z.undefined({ error: `this ${what} is derived from ${from}; remove it` }).optional();

/** Every photo field of the content model; the build checks that a photo has one alt text and is on at most two pages. */
export const photoFields = z.registry<Record<string, never>>();

/** A photo from the stock-photo host with the alt text a screen reader reads instead. */
export const imageSchema = z
  .object({
    /** https URL of the photo; size parameters are added when it is rendered. */
    url: httpsUrlSchema,
    /** What the photo shows, in words. */
    alt: textSchema,
  })
  .register(photoFields, {});

/** Title, description and keywords of a page; the canonical URL comes from its path. */
export const pageMetaSchema = z.object({
  /** Page title without the ' | Top5' suffix, which the SEO factory adds; 63 characters at most, so the
   *  whole title stays within the 70 that search results show. */
  title: textSchema.max(63, "must be at most 63 characters (search results cut longer titles)"),
  /** One or two sentences for search results, 50-170 characters. */
  description: z.string().trim().min(50, "must be at least 50 characters").max(170, "must be at most 170 characters"),
  /** Search keywords, most important first. */
  keywords: z.array(textSchema).min(1, "expected at least one keyword"),
});

/** A product or service a list ranks, with its own page and price (content/vendors.ts). */
export const vendorSchema = z.object({
  /** The product's name as its maker writes it. */
  name: textSchema,
  /** The product's own page on the vendor's site (https); leave it out where no page fits (a TV show). */
  url: httpsUrlSchema.optional(),
  /**
   * The affiliate URL, set by the site's operator once an affiliate program accepts the site. 'Visit Site'
   * then goes here instead of `url`, marked rel="sponsored", and the card says "Affiliate link".
   */
  affiliateUrl: httpsUrlSchema.optional(),
  /** What it costs, shown in every list's comparison table and wherever a guide quotes it. */
  price: datedFactSchema,
});

/** Every product a list names, keyed by id. */
export const vendorsSchema = z.record(idSchema, vendorSchema);

/** Facts that more than one page states (a tax limit, a stamp price), keyed by id (content/facts.ts). */
export const factsSchema = z.record(idSchema, datedFactSchema);

/** A score out of 5 in steps of 0.1. */
const scoreSchema = z
  .number()
  .min(0, "a score must be between 0 and 5")
  .max(5, "a score must be between 0 and 5")
  .refine((score) => Number.isInteger(Math.round(score * 1e6) / 1e5), "a score goes in steps of 0.1, e.g. 4.3");

/** How one entry does on one criterion. */
export const criterionScoreSchema = z.object({
  score: scoreSchema,
  /** One sentence naming the specific fact behind the score ("Audited by Deloitte in 2022 and 2024"). */
  why: textSchema.max(240, "one sentence of at most 240 characters"),
});

/** One of the five entries of a ranked list. */
export const rankedEntrySchema = z
  .object({
    /** Position in the list, 1 (best) to 5. */
    rank: z.number().int().min(1).max(5),
    /** The product's id in content/vendors.ts, which gives its name, link and price. */
    product: idSchema,
    /** One or two sentences: what it is and why it earns its place. */
    description: textSchema,
    /** Editorial rating on a 0-5 scale: the weighted mean of `scores`, rounded to one decimal (the build checks it). */
    rating: z.number().min(0, "rating must be between 0 and 5").max(5, "rating must be between 0 and 5"),
    /** A score for every criterion of the list's methodology, keyed by the criterion's id. */
    scores: z.record(idSchema, criterionScoreSchema),
    /** Photo shown on the card. */
    image: imageSchema,
    /** At least three specific features or facts; the first is used in summaries. */
    pros: z.array(textSchema).min(3, "expected at least three pros"),
    /** Who should pick this entry. */
    bestFor: textSchema,
    /** One honest drawback. */
    drawback: textSchema,
    /** The detailed review, 80-150 words, one string per paragraph. */
    review: z.array(textSchema).min(1, "expected at least one paragraph"),
  })
  // The product's record gives the card its name, its link and its price; content/vendors.ts itself is
  // validated as a file of its own, so a record without a price is reported there.
  .transform((entry, ctx) => {
    const vendor = (vendorRecords as Record<string, z.input<typeof vendorSchema> | undefined>)[entry.product];
    if (!vendor) {
      ctx.addIssue({
        code: "custom",
        path: ["product"],
        message: `unknown product "${entry.product}"; add it to content/vendors.ts`,
      });
      return z.NEVER;
    }
    return {
      ...entry,
      /** The product's name, from its record. */
      title: vendor.name,
      /** Where 'Visit Site' goes: the affiliate URL when the operator set one, else the product page, else nowhere ('#'). */
      link: vendor.affiliateUrl ?? vendor.url ?? "#",
      /** Whether `link` is an affiliate link (rel="sponsored", and the card says so). */
      affiliate: vendor.affiliateUrl !== undefined,
      price: vendor.price,
    };
  });

/**
 * A Must Reads item in a list's sidebar. A link to a page of this site takes its title and photo from that
 * page; a slot whose article is not written yet ('#', shown as 'Coming soon', never linked) names its own.
 */
export const mustReadSchema = z
  .object({
    to: pageLink({ kinds: ARTICLE_KINDS, allowHash: true }),
    title: textSchema.optional(),
    image: imageSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.to === "#" && (!item.title || !item.image)) {
      ctx.addIssue({ code: "custom", message: "a '#' Must Read needs its own title and image" });
    }
    if (item.to !== "#" && (item.title || item.image)) {
      ctx.addIssue({ code: "custom", message: `title and image come from ${item.to}; remove them here` });
    }
  });

/** A titled block of extra prose on a ranked page ('Why Teams Switch', 'Pro tip', ...). */
export const sectionSchema = z.object({
  heading: textSchema,
  paragraphs: z.array(proseSchema).min(1),
  /** Optional bullet points after the paragraphs. */
  points: z.array(proseSchema).optional(),
});

/** A criterion a list weighs. */
export const criterionSchema = z.object({
  /** Key of this criterion in each entry's `scores`, e.g. 'privacy'. */
  id: idSchema,
  /** Short name, shown as a row header of the comparison table, e.g. 'Privacy'. */
  name: textSchema.max(40, "a short name of at most 40 characters"),
  /** Whole percent; a list's weights sum to 100. */
  weight: z.number().int("a weight is a whole percent").min(1, "a weight is 1-100").max(100, "a weight is 1-100"),
  /** One line: what the criterion measures. */
  measures: textSchema,
});

/** structured-data type of each entry of a list (schema.org). */
export const itemTypes = [
  "SoftwareApplication",
  "MobileApplication",
  "Product",
  "FinancialProduct",
  "TVSeries",
] as const;

const exactlyFiveRankedEntries = z.array(rankedEntrySchema).superRefine((entries, ctx) => {
  if (entries.length !== 5) {
    ctx.addIssue({ code: "custom", message: `expected exactly 5 ranked entries, got ${entries.length}` });
    return;
  }
  entries.forEach((entry, index) => {
    if (entry.rank !== index + 1) {
      ctx.addIssue({
        code: "custom",
        path: [index, "rank"],
        message: `expected rank ${index + 1} (entries are listed in rank order), got ${entry.rank}`,
      });
    }
  });
});

/**
 * A ranked page: a category list (content/lists/category/<slug>.ts, at /category/<slug>) or a stand-alone ranked
 * page (content/lists/<slug>.ts, at /<slug>): where the file is says where the page is.
 */
export const rankedListSchema = z
  .object({
    path: derived("path", "the file's place (content/lists/category/vpn.ts is /category/vpn)"),
    meta: pageMetaSchema,
    /** The page's h1. */
    title: textSchema,
    /** One line under the title. */
    tagline: textSchema,
    icon: z.enum(iconNames),
    /** 2-3 short paragraphs: what we compared and for whom. */
    intro: z.array(proseSchema).min(1),
    /** Heading of the summary bullet list, e.g. 'Our Top 5 Best VPN Services'. */
    summaryHeading: textSchema,
    /** Heading above the five cards. */
    entriesHeading: textSchema.default("The Top 5, ranked"),
    /** Back link above the title (stand-alone ranked pages). */
    back: z.object({ label: textSchema, to: pageLink() }).optional(),
    /** Extra prose sections shown after the intro ('Why Teams Switch', 'Quick summary'). */
    sections: z.array(sectionSchema).default([]),
    entries: exactlyFiveRankedEntries,
    /** Sidebar: how the list was made, and the criteria every entry is scored on. */
    methodology: z.object({
      heading: textSchema.default("How we created this list"),
      text: textSchema,
      /** The 3-5 criteria, in the order the comparison table shows them; their weights sum to 100. */
      criteria: z
        .array(criterionSchema)
        .min(3, "expected 3-5 criteria")
        .max(5, "expected 3-5 criteria")
        .superRefine((criteria, ctx) => {
          const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
          if (total !== 100) ctx.addIssue({ code: "custom", message: `weights must sum to 100, got ${total}` });
          criteria.forEach((criterion, index) => {
            if (criteria.findIndex((other) => other.id === criterion.id) !== index)
              ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate criterion id ${criterion.id}` });
          });
        }),
    }),
    /** Sidebar tip after the methodology ('Pro tip'). */
    tip: sectionSchema.optional(),
    /** Sidebar: exactly three Must Reads. */
    mustReads: z.array(mustReadSchema).length(3, "expected exactly 3 Must Reads"),
    /** schema.org type of each entry in the ItemList. */
    itemType: z.enum(itemTypes),
    /** schema.org applicationCategory for software entries, e.g. 'SecurityApplication'. */
    applicationCategory: textSchema.optional(),
    /** The fixed rating count the spec gives for this page. */
    ratingCount: z.number().int().positive(),
    /** Money, health, therapy, legal and safety lists show a 'general information, not professional advice' note. */
    adviceNote: z.boolean().default(false),
    /** What changed and when, newest first; "Last updated" is the newest date. */
    changes: changesSchema,
    updated: derived("date", "changes"),
  })
  .superRefine((list, ctx) => {
    const criteria = list.methodology.criteria;
    // A weighted mean means nothing until the weights add up; their own check reports them.
    const weightsAddUp = criteria.reduce((sum, criterion) => sum + criterion.weight, 0) === 100;
    list.entries.forEach((entry, index) => {
      const path = ["entries", index];
      for (const id of Object.keys(entry.scores)) {
        if (!criteria.some((criterion) => criterion.id === id))
          ctx.addIssue({
            code: "custom",
            path: [...path, "scores", id],
            message: `no criterion "${id}" in methodology.criteria`,
          });
      }
      const missing = criteria.filter((criterion) => !entry.scores[criterion.id]);
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "scores"],
          message: `missing a score for ${missing.map((criterion) => `"${criterion.id}"`).join(", ")}`,
        });
        return;
      }
      const expected = weightedRating(criteria, entry.scores);
      const ratingInRange = entry.rating >= 0 && entry.rating <= 5;
      if (weightsAddUp && ratingInRange && expected !== entry.rating) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "rating"],
          message: `rating ${entry.rating} is not the weighted mean of the scores, which rounds to ${expected.toFixed(1)}`,
        });
      }
    });
  })
  // "Last updated" is read off the change log, never typed.
  .transform((list) => ({ ...list, updated: newestChange(list.changes) }));

/** The date of the newest entry of a change log (the schema requires at least one). */
function newestChange(changes: Array<{ date: string }>): string {
  return changes[0]?.date ?? "";
}

/**
 * The rating the scores give: their mean weighted by each criterion's percent, rounded half up to one
 * decimal. Scores and weights are counted in whole tenths and percents, so no floating-point error creeps in.
 */
export function weightedRating(
  criteria: Array<{ id: string; weight: number }>,
  scores: Record<string, { score: number }>,
): number {
  const tenthPercents = criteria.reduce(
    (sum, criterion) => sum + criterion.weight * Math.round((scores[criterion.id]?.score ?? 0) * 10),
    0,
  );
  return Math.round(tenthPercents / 100) / 10;
}

/** A tile of the 'Browse Categories' grid. */
export const categoryTileSchema = z.object({
  title: textSchema,
  /** Shorter label used on /categories ('Hosting'); defaults to the title. */
  shortTitle: textSchema.optional(),
  icon: z.enum(iconNames),
  path: pageLink(),
  description: textSchema,
});

export const categoryTilesSchema = z.array(categoryTileSchema).length(14, "expected exactly 14 category tiles");

/** Frontmatter of a plain page (content/plain/<slug>.mdx: the legal pages, /about); the path is '/' + the file name. */
export const plainPageSchema = z.object({
  meta: pageMetaSchema,
  /** The page's h1. */
  title: textSchema,
  /** Shown as 'Last Updated <text>' (legal pages). */
  lastUpdated: textSchema.optional(),
  /** When the page last changed, for the sitemap: a date (2026-11-22) or a month (2025-01). */
  updated: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, "expected a date like 2025-11-03 or a month like 2025-01"),
});

/** A link with its visible label. */
const labelledLinkSchema = z.object({ label: textSchema, to: pageLink() });

/**
 * Frontmatter of a guide (content/guides/<slug>.mdx); the path is '/' + the file name. The body is MDX:
 * '##' headings become the jump links, GFM tables, and the components in app/components/mdx/mdx-components.tsx.
 */
export const guideFrontmatterSchema = z
  .object({
    meta: pageMetaSchema,
    /** The article's h1. */
    title: textSchema,
    icon: z.enum(iconNames),
    /** Photo under the heading. */
    hero: imageSchema,
    /** Link above the heading back to the list or category the guide belongs to. */
    back: labelledLinkSchema,
    /** The call-to-action block after the body, pointing at the matching list. */
    cta: z.object({ heading: textSchema, text: textSchema, label: textSchema, to: pageLink() }),
    /** The 'Bottom Line' box: 2-4 sentences a reader could act on. */
    bottomLine: proseSchema,
    /** Money, health, therapy, legal and safety guides show a 'general information, not professional advice' note. */
    adviceNote: z.boolean().default(false),
    /** The primary sources the guide relies on (the agency's or vendor's own pages), listed under 'Sources'. */
    sources: z.array(z.object({ title: textSchema, url: httpsUrlSchema })).min(2, "expected at least two sources"),
    /** What changed and when, newest first; the oldest is the publication date, the newest "Last updated". */
    changes: changesSchema,
    published: derived("date", "changes (the oldest entry)"),
    updated: derived("date", "changes (the newest entry)"),
  })
  .transform((guide) => ({
    ...guide,
    published: guide.changes.at(-1)?.date ?? "",
    updated: newestChange(guide.changes),
  }));

/** The home page (content/home.ts). */
export const homePageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    /** The page's h1. */
    title: textSchema,
    text: textSchema,
    /** Label of the button to /categories. */
    ctaLabel: textSchema,
  }),
  /** Heading of the 14-tile grid. */
  categoriesHeading: textSchema,
  /** 'Top 5 Trending Now': the first three lists of content/trending.ts as cards. */
  trending: z.object({
    heading: textSchema,
    intro: textSchema,
    viewAllLabel: textSchema,
    /** Read after the button's label by screen readers: 'View All trending lists'. */
    viewAllHint: textSchema,
  }),
  /** 'Latest Articles': six pages (guides or lists); title and photo come from each page's own content. */
  latestArticles: z.object({
    heading: textSchema,
    pages: z.array(pageLink({ kinds: ARTICLE_KINDS })).length(6, "expected exactly 6 latest articles"),
  }),
});

/** /trending (content/trending.ts): lists readers are comparing now, in order. */
export const trendingPageSchema = z.object({
  meta: pageMetaSchema,
  title: textSchema,
  intro: z.array(textSchema).min(1),
  items: z
    .array(
      z.object({
        /** Path of a ranked list. */
        list: pageLink({ kinds: ["list"] }),
        /** Why it is on readers' minds now, one sentence. */
        reason: textSchema,
      }),
    )
    .min(3, "expected at least 3 trending lists"),
});

/** /categories (content/categories-page.ts): the tiles plus grouped links into every list. */
export const categoriesPageSchema = z.object({
  meta: pageMetaSchema,
  /** The page's h1. */
  title: textSchema,
  intro: textSchema,
  /** Heading of the tile grid, read by screen readers only (the tiles speak for themselves). */
  tilesHeading: textSchema,
  /** Heading above the grouped links. */
  groupsHeading: textSchema,
  groups: z
    .array(
      z.object({
        heading: textSchema,
        icon: z.enum(iconNames),
        links: z.array(labelledLinkSchema).min(1),
      }),
    )
    .min(1),
});

/** /search (content/search-page.ts): the words around the search box. */
export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  /** The page's h1. */
  title: textSchema,
  /** Label of the search field. */
  label: textSchema,
  /** Shown before anything is typed. */
  emptyQuery: textSchema,
  /** Shown instead of the status line when JavaScript is off: why the field does nothing, and what is below. */
  noScript: textSchema,
  /** Over every list and guide by topic, shown until a query is typed (and always without JavaScript). */
  directoryHeading: textSchema,
  /** Shown when nothing matches; the page adds a link to /categories. */
  noResults: textSchema,
  /** Always shown under the box, before the link to /categories (the way in without JavaScript). */
  browseHint: textSchema,
  /** Text of that link. */
  browseLink: textSchema,
  /** Accessible name of the search form. */
  formLabel: textSchema,
  button: textSchema,
  loading: textSchema,
  failed: textSchema,
  /** The status line over the results; {count} and {query} are filled in, `capped` when the list is cut. */
  results: z.object({ one: textSchema, other: textSchema, capped: textSchema }),
  resultsLabel: textSchema,
  /** The label over each result, by kind of page. */
  types: z.object({ list: textSchema, guide: textSchema }),
  /** Before the links to the sections of a result that matched. */
  jumpTo: textSchema,
});

export type IconName = (typeof iconNames)[number];
export type Image = z.infer<typeof imageSchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type RankedEntry = z.infer<typeof rankedEntrySchema>;
export type Criterion = z.infer<typeof criterionSchema>;
export type Vendor = z.infer<typeof vendorSchema>;
export type VendorsInput = z.input<typeof vendorsSchema>;
export type DatedFact = z.infer<typeof datedFactSchema>;
export type FactsInput = z.input<typeof factsSchema>;
export type Change = z.infer<typeof changeSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type RankedList = z.infer<typeof rankedListSchema>;
/** What a content file writes (defaults not yet applied); content/lists/*.ts use it with `satisfies`. */
export type RankedListInput = z.input<typeof rankedListSchema>;
export type CategoryTile = z.infer<typeof categoryTileSchema>;
export type CategoryTileInput = z.input<typeof categoryTileSchema>;
export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;
export type HomePage = z.infer<typeof homePageSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;
export type SearchPageInput = z.input<typeof searchPageSchema>;
export type TrendingPage = z.infer<typeof trendingPageSchema>;
export type TrendingPageInput = z.input<typeof trendingPageSchema>;
export type CategoriesPage = z.infer<typeof categoriesPageSchema>;
export type CategoriesPageInput = z.input<typeof categoriesPageSchema>;
export type HomePageInput = z.input<typeof homePageSchema>;
export type PlainPage = z.infer<typeof plainPageSchema>;

/**
 * Every word of the site's chrome (content/site.ts): header, footer, card labels, notes, the not-found and
 * error screens. Components read it; none writes text of its own. `{name}` marks a value the page fills in.
 */
export const siteTextSchema = z.object({
  /** The brand's short name: the logo, page-title suffix and copyright. */
  brand: textSchema,
  skipLink: textSchema,
  header: z.object({
    /** Read after the brand by screen readers: 'Top5 home'. */
    home: textSchema,
    links: z.array(labelledLinkSchema).min(1),
    navLabel: textSchema,
    menu: textSchema,
    searchName: textSchema,
    searchLabel: textSchema,
    searchPlaceholder: textSchema,
    searchButton: textSchema,
  }),
  footer: z.object({
    navLabel: textSchema,
    links: z.array(labelledLinkSchema).min(1),
    /** Also shown near the top of every ranked page (FTC: close to the recommendation). */
    affiliateNote: textSchema,
    disclaimer: textSchema,
    copyright: textSchema,
  }),
  errorPage: z.object({ title: textSchema, unknownError: textSchema }),
  notFound: z.object({
    meta: pageMetaSchema,
    code: textSchema,
    title: textSchema,
    homeLink: textSchema,
    /** Above the search field, which sends the reader to /search. */
    searchHint: textSchema,
    searchName: textSchema,
    /** The lists a lost reader is most likely to want (three read well). */
    popularHeading: textSchema,
    popular: z.array(z.object({ label: textSchema, to: pageLink({ kinds: ["list"] }) })).min(1),
    /** The console line the spec asks for; {path} is the missing path. */
    consoleLog: textSchema,
  }),
  lastUpdated: textSchema,
  /** The summary of a page's change log, collapsed by default. */
  whatChanged: textSchema,
  /** Title and subtitle of the Atom feed (/feed.xml). */
  feed: z.object({ title: textSchema, subtitle: textSchema }),
  /** After a dated fact: 'as of {date}'. */
  asOf: textSchema,
  /** Near the top of money, health, therapy, legal and safety pages. */
  adviceNote: textSchema,
  /** The legal pages' line, e.g. 'Last Updated January 2025'. */
  plainLastUpdated: textSchema,
  rating: z.object({ scale: textSchema, outOf: textSchema }),
  breadcrumbs: z.object({ label: textSchema, home: textSchema, categories: textSchema }),
  list: z.object({
    rankPrefix: textSchema,
    bestFor: textSchema,
    topFeatures: textSchema,
    learnMore: textSchema,
    learnMoreHint: textSchema,
    visitSite: textSchema,
    visitSiteHint: textSchema,
    detailedReviews: textSchema,
    drawback: textSchema,
    /** Names of a list's two side boxes: how it was made (and its tip), then Must Reads and the jump list. */
    sidebarLabel: textSchema,
    moreLabel: textSchema,
    /** Heading of the wide screen's list of the five picks, which stays in view beside the reviews. */
    jumpToPick: textSchema,
    /** Beside 'Visit Site' when the link is an affiliate link. */
    affiliateLink: textSchema,
    /** A criterion's weight in the 'How we created this list' box and the tables: '{weight}%'. */
    weight: textSchema,
    mustReads: textSchema,
    readMore: textSchema,
    comingSoon: textSchema,
  }),
  /** 'Compare the five': the table of every pick's scores, price and who it suits. */
  compare: z.object({
    heading: textSchema,
    /** The table's caption; it begins with 'Compare'. */
    caption: textSchema,
    /** The accessible name of the box the table scrolls sideways in. */
    scrollLabel: textSchema,
    /** Shown above the table while it is too wide for the screen. */
    scrollHint: textSchema,
    criterion: textSchema,
    price: textSchema,
    bestFor: textSchema,
    visit: textSchema,
  }),
  /** The table under each detailed review that shows how its rating adds up. */
  breakdown: z.object({
    caption: textSchema,
    criterion: textSchema,
    weight: textSchema,
    score: textSchema,
    why: textSchema,
    total: textSchema,
  }),
  guide: z.object({
    tableOfContents: textSchema,
    bottomLine: textSchema,
    sources: textSchema,
    relatedReading: textSchema,
  }),
  cards: z.object({ readNow: textSchema, trendingPrefix: textSchema, topPick: textSchema, seeTopFive: textSchema }),
  sponsored: z.object({
    heading: textSchema,
    placeholder: textSchema,
    /** Accessible names of the two slots, which screen readers list side by side as landmarks. */
    midArticleLabel: textSchema,
    belowArticleLabel: textSchema,
  }),
  prosCons: z.object({ pros: textSchema, cons: textSchema }),
  tableScrollLabel: textSchema,
  checklistProgress: textSchema,
  /** Alt text of the site's own share card (public/og-image.jpg). */
  shareImageAlt: textSchema,
});

export type SiteText = z.infer<typeof siteTextSchema>;
export type SiteTextInput = z.input<typeof siteTextSchema>;
