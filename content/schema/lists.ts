/**
 * Ranked lists: content/lists/category/<slug>.ts and content/lists/<slug>.ts, five entries each, scored on the
 * criteria of the list's methodology.
 */
import { z } from "zod";
import { ARTICLE_KINDS, pageLink, vendorRef } from "./references";
import {
  changesSchema,
  derived,
  iconNames,
  idSchema,
  imageSchema,
  newestChange,
  pageMetaSchema,
  proseSchema,
  textSchema,
} from "./primitives";
import type { Vendor } from "./vendors";

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
export const rankedEntrySchema = z.object({
  /** Position in the list, 1 (best) to 5. */
  rank: z.number().int().min(1).max(5),
  /** The product's id in content/vendors.ts, which gives its name, link and price (withProducts). */
  product: vendorRef(),
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

/**
 * A list as its page shows it: every entry with its product's name, link and price, from the product's record.
 * `lookup` is the registry's (app/content/registry.server.ts), which has checked that every product has one.
 */
export function withProducts(list: z.output<typeof rankedListSchema>, lookup: { vendor(id: string): Vendor }) {
  return {
    ...list,
    entries: list.entries.map((entry) => {
      const product = lookup.vendor(entry.product);
      return {
        ...entry,
        /** The product's name, from its record. */
        title: product.name,
        /** Where 'Visit Site' goes: the affiliate URL when the operator set one, else the product page, else nowhere ('#'). */
        link: product.affiliateUrl ?? product.url ?? "#",
        /** Whether `link` is an affiliate link (rel="sponsored", and the card says so). */
        affiliate: product.affiliateUrl !== undefined,
        price: product.price,
      };
    }),
  };
}

/** A list and an entry as a page shows them. */
export type RankedList = ReturnType<typeof withProducts>;
export type RankedEntry = RankedList["entries"][number];
export type Criterion = z.infer<typeof criterionSchema>;
export type Section = z.infer<typeof sectionSchema>;
/** What a content file writes (defaults not yet applied); content/lists/*.ts use it with `satisfies`. */
export type RankedListInput = z.input<typeof rankedListSchema>;
