/**
 * Ranked lists: content/lists/category/<slug>.yaml and content/lists/<slug>.yaml, five entries each, scored on the
 * criteria of the list's methodology.
 */
import { z } from "zod";
import { ARTICLE_KINDS, pageLink, vendorRef } from "./references";
import {
  changesSchema,
  derived,
  fields,
  keyedList,
  iconNames,
  idSchema,
  imageSchema,
  newestChange,
  pageMetaSchema,
  proseSchema,
  sourcesSchema,
  textSchema,
} from "./primitives";

/** A judgment score: a step of the criterion's rubric, in half points from 1 to 5. */
const scoreSchema = z
  .number()
  .min(1, "a score is a step of the rubric, from 1 to 5")
  .max(5, "a score is a step of the rubric, from 1 to 5")
  .multipleOf(0.1, "a score has at most one decimal");

/** Whether a score sits on the rubric's half-point grid (checked per list: a provisional list may keep tenths). */
const onHalfPoints = (score: number) => Number.isInteger(Math.round(score * 1e6) / 5e5);

/** How one entry does on one judgment criterion. */
export const criterionScoreSchema = fields({
  criterion: idSchema.describe("The criterion's id in methodology.criteria, e.g. 'privacy'."),
  score: scoreSchema,
  why: textSchema
    .max(240, "one sentence of at most 240 characters")
    .describe('One sentence naming the fact that put the pick on this step ("Audited by Deloitte in 2023 and 2025").'),
});

/** A preset's level for a criterion it changes; the editor shows each by its name in content/priorities.yaml. */
export const presetLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(3)], {
  error:
    "a preset sets a criterion to 0 (doesn't matter), 1 (matters less) or 3 (matters most); leave out the ones it keeps at our weight",
});

/** How long a detailed review is, in words (docs/editorial-standard.md). */
export const REVIEW_WORDS = { min: 80, max: 150 };
/** How many weighted criteria a list has, and how many figures 'Compare the five' compares. */
export const CRITERIA_COUNT = { min: 3, max: 5 };
export const COMPARE_ROWS = { min: 3, max: 6 };

/** One of the five entries of a ranked list. */
export const rankedEntrySchema = fields({
  rank: z.number().int().min(1).max(5).describe("Position in the list, 1 (best) to 5."),
  /** The product's id in content/products/<id>.yaml, which gives its name, link, price and facts (ratedList). */
  product: vendorRef(),
  description: textSchema.describe("One or two sentences: what it is and why it earns its place."),
  rating: derived("rating", "the scores (the weighted mean, computed by the build)"),
  scores: keyedList("criterion", criterionScoreSchema).describe(
    "A score for every judgment criterion of the list's methodology, each naming its criterion; the build computes the scores of computed criteria from the product's facts.",
  ),
  job: textSchema
    .max(40, "a short job of at most 40 characters")
    .optional()
    .describe("Lists whose picks do different jobs: this pick's job, shown on its card, e.g. 'Smart speaker'."),
  runnerUp: fields({ name: textSchema, why: textSchema })
    .optional()
    .describe("Lists whose picks do different jobs: the best product for this job that is not in the five, and why."),
  outOfOrder: textSchema
    .optional()
    .describe(
      "Only on a list with fixedRatings: one sentence on why this pick ranks out of rating order, shown in its review.",
    ),
  /** Photo shown on the card. */
  image: imageSchema,
  pros: z
    .array(textSchema)
    .min(3, "expected at least three pros")
    .describe("At least three specific features or facts; the first is used in summaries."),
  bestFor: textSchema.describe("One sentence on who should choose this pick."),
  drawback: textSchema.describe("One honest sentence on what this pick does worse than the others."),
  review: z
    .array(textSchema)
    .describe(
      "The detailed review, 80-150 words in one or two paragraphs: what the pick is best at, its drawback, and who should choose something else.",
    )
    .min(1, "expected at least one paragraph")
    .superRefine((paragraphs, ctx) => {
      const words = paragraphs.join(" ").split(/\s+/).filter(Boolean).length;
      if (words < REVIEW_WORDS.min || words > REVIEW_WORDS.max)
        ctx.addIssue({
          code: "custom",
          message: `the review has ${words} words; the editorial standard asks for ${REVIEW_WORDS.min}-${REVIEW_WORDS.max}: what the pick is best at, its drawback, and who should choose something else`,
        });
    }),
});

/** A Must Reads item in a list's sidebar: a guide or list of this site, which gives its title and photo. */
export const mustReadSchema = z.strictObject(
  { to: pageLink({ kinds: ARTICLE_KINDS }) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "a Must Read takes only `to`: its title and photo come from the page it links to; remove the rest"
        : undefined,
  },
);

/** A titled block of extra prose on a ranked page ('Why Teams Switch', 'Pro tip', ...). */
export const sectionSchema = fields({
  heading: textSchema,
  paragraphs: z.array(proseSchema).min(1),
  points: z.array(proseSchema).optional().describe("Optional bullet points after the paragraphs."),
});

/** One line per step: what earns a 5, 4, 3, 2 and 1, anchored to facts a reader can check. */
const rubricStep = z
  .string({ error: "each step of the rubric says in one line what earns it; add the missing step" })
  .trim()
  .min(1, "say in one line what earns this step")
  .max(160, "one line of at most 160 characters");
export const rubricSchema = z.strictObject({
  5: rubricStep,
  4: rubricStep,
  3: rubricStep,
  2: rubricStep,
  1: rubricStep,
});

/** A criterion a list weighs: a judgment on its published rubric, or a score computed from a number. */
export const criterionSchema = fields({
  /** Key of this criterion in each entry's `scores`, e.g. 'privacy'. */
  id: idSchema,
  name: textSchema
    .max(40, "a short name of at most 40 characters")
    .describe("Short name, shown as a row header of the comparison table, e.g. 'Privacy'."),
  weight: z
    .number()
    .int("a weight is a whole percent")
    .min(1, "a weight is 1-100")
    .max(100, "a weight is 1-100")
    .describe("Whole percent; a list's weights sum to 100."),
  measures: textSchema.describe("One line: what the criterion measures."),
  rubric: rubricSchema
    .optional()
    .describe("A judgment criterion: what earns each whole score; a pick between two steps takes the half point."),
  /**
   * A computed criterion: the fact (one of the list's `compare` rows) and the rule that scores it, e.g.
   * { fact: 'price-month-longest', five: 2, one: 12 } for "$2 a month or less = 5, $12 or more = 1".
   */
  computed: fields({ fact: idSchema, five: z.number(), one: z.number() })
    .refine((rule) => rule.five !== rule.one, "`five` and `one` must differ: they are the two ends of the line")
    .optional(),
}).refine(
  (criterion) => !(criterion.rubric && criterion.computed),
  "a criterion has a rubric or a computed rule, not both",
);

/** A product the list considered and left out, and why. */
export const leftOutSchema = fields({
  name: textSchema,
  why: textSchema.max(240, "one line of at most 240 characters"),
});

/**
 * What every pick must meet to make the list (no monthly fee, takes insurance): published as "To make this list",
 * with the products it screened out, rather than weighed as a criterion all five max out.
 */
export const requirementSchema = fields({
  text: textSchema
    .max(160, "one line of at most 160 characters")
    .describe("What every pick meets, e.g. 'No monthly maintenance fee on checking or savings'."),
  screenedOut: z
    .array(textSchema)
    .default([])
    .describe("Names of products in `competition` that this requirement left out, as written there."),
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
 * A ranked page: a category list (content/lists/category/<slug>.yaml, at /category/<slug>) or a stand-alone ranked
 * page (content/lists/<slug>.yaml, at /<slug>): where the file is says where the page is.
 */
export const rankedListSchema = fields({
  path: derived("path", "the file's place (content/lists/category/vpn.yaml is /category/vpn)"),
  meta: pageMetaSchema,
  title: textSchema.describe("The page's title, shown as its main heading (h1)."),
  tagline: textSchema.describe("One line under the title."),
  icon: z.enum(iconNames),
  intro: z.array(proseSchema).min(1).describe("2-3 short paragraphs: what we compared and for whom."),
  summaryHeading: textSchema.describe("Heading of the summary bullet list, e.g. 'Our Top 5 Best VPN Services'."),
  entriesHeading: textSchema.default("The Top 5, ranked").describe("Heading above the five cards."),
  /** Back link above the title (stand-alone ranked pages). */
  back: fields({ label: textSchema, to: pageLink() }).optional(),
  sections: z
    .array(sectionSchema)
    .default([])
    .describe("Extra prose sections shown after the intro ('Why Teams Switch', 'Quick summary')."),
  entries: exactlyFiveRankedEntries,
  /** Sidebar: how the list was made, and the criteria every entry is scored on. */
  methodology: fields({
    heading: textSchema.default("How we created this list"),
    text: textSchema,
    /** How the list's figures are kept current, in two sentences; it travels with the list, not in every page's code. */
    figuresKept: textSchema.default(
      "Every figure says the month a source last showed it and links to that source. A program rechecks each one against its source every week, and an editor reviews any change before it goes live.",
    ),
    /** The 3-5 criteria, in the order the comparison table shows them; their weights sum to 100. */
    criteria: z
      .array(criterionSchema)
      .min(CRITERIA_COUNT.min, `expected ${CRITERIA_COUNT.min}-${CRITERIA_COUNT.max} criteria`)
      .max(CRITERIA_COUNT.max, `expected ${CRITERIA_COUNT.min}-${CRITERIA_COUNT.max} criteria`)
      .superRefine((criteria, ctx) => {
        const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
        if (total !== 100) ctx.addIssue({ code: "custom", message: `weights must sum to 100, got ${total}` });
        criteria.forEach((criterion, index) => {
          if (criteria.findIndex((other) => other.id === criterion.id) !== index)
            ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate criterion id ${criterion.id}` });
        });
      }),
    tiebreak: idSchema.describe(
      'The criterion whose higher score wins a tie on the rating, named on the page ("Ties go to ...").',
    ),
  }),
  requirements: z
    .array(requirementSchema)
    .default([])
    .describe(
      "What every pick must meet to make the list, shown as 'To make this list' with the products each screened out; a criterion all five would score the same belongs here, not in the weights.",
    ),
  /**
   * The 3-6 numbers a buyer compares, as rows of 'Compare the five', in this order: each names a fact every
   * pick's product record has (content/products/<id>.yaml, `facts`) and the row's label, e.g. 'Price a month, 2-year plan'.
   */
  compare: z
    .array(fields({ fact: idSchema, label: textSchema.max(48, "a row label of at most 48 characters") }))
    .max(COMPARE_ROWS.max, `expected ${COMPARE_ROWS.min}-${COMPARE_ROWS.max} facts to compare`)
    .default([]),
  fixedRatings: fields({
    ratings: z
      .array(z.number().min(0).max(5).multipleOf(0.1, "a rating has one decimal"))
      .length(5, "expected the five ratings, by rank"),
    note: textSchema.default(
      "These five ratings are fixed as the list was first published: each pick's scores are recorded so they add up to its rating, and a pick out of rating order says why in its review.",
    ),
  })
    .optional()
    .describe(
      "Only on the two lists whose ratings the product spec fixes: the five ratings by rank (4.9, 4.8, ...), which the scores must give, and the note the method box shows about them.",
    ),
  provisional: textSchema
    .optional()
    .describe(
      "A list whose scores predate the published rubrics and could not yet be rechecked against them: one or two sentences shown at the top saying so. Until it is rechecked it may keep judgment scores in tenths, criteria without a rubric and no compared figures; its order still follows its ratings.",
    ),
  /**
   * Two or three starting points for "What matters to you?", where a reader re-ranks the five by their own
   * priorities: each a short label ("Privacy first") and the level it gives the criteria it changes, by criterion
   * id. Levels: 0 doesn't matter, 1 matters less, 2 as our weights have it (every criterion not named), 3 matters
   * most.
   */
  presets: z
    .array(
      fields({
        label: textSchema.max(32, "a preset label of at most 32 characters"),
        note: textSchema
          .max(200, "one sentence of at most 200 characters")
          .optional()
          .describe(
            "Why this preset keeps our order, shown beside it: needed only when its levels leave the five where they are.",
          ),
        levels: keyedList(
          "criterion",
          fields({
            criterion: idSchema,
            level: presetLevelSchema,
          }),
        ).transform((levels) => Object.fromEntries(Object.entries(levels).map(([id, { level }]) => [id, level]))),
      }),
    )
    .min(2, "give two or three presets for What matters to you?")
    .max(3, "give two or three presets for What matters to you?"),
  jobs: textSchema
    .optional()
    .describe("Picks that do different jobs (a speaker and a thermostat): one or two sentences at the top saying so."),
  competition: z
    .array(leftOutSchema)
    .min(4, "name at least four products you considered and left out")
    .describe("At least four products considered and left out, one line of reason each ('The competition')."),
  sources: sourcesSchema.describe("The primary sources the list relies on, listed under 'Sources' at its end."),
  tip: sectionSchema.optional().describe("Sidebar tip after the methodology ('Pro tip')."),
  /** Sidebar: exactly three Must Reads. */
  mustReads: z.array(mustReadSchema).length(3, "expected exactly 3 Must Reads"),
  itemType: z.enum(itemTypes).describe("schema.org type of each entry in the ItemList."),
  applicationCategory: textSchema
    .optional()
    .describe("schema.org applicationCategory for software entries, e.g. 'SecurityApplication'."),
  adviceNote: z
    .boolean()
    .default(false)
    .describe(
      "Money, health, therapy, legal and safety lists show a 'general information, not professional advice' note.",
    ),
  changes: changesSchema.describe('What changed and when, newest first; "Last updated" is the newest date.'),
  updated: derived("date", "changes"),
})
  .superRefine((list, ctx) => {
    const criteria = list.methodology.criteria;
    // A keyed list with a problem of its own stays a list, not a record: its own messages say what to fix first.
    const scored = list.entries.every((entry) => !Array.isArray(entry.scores));
    const leveled = list.presets.every((preset) => !Array.isArray(preset.levels));
    const named = (id: string) => criteria.find((criterion) => criterion.id === id);
    if (!list.provisional) {
      if (list.compare.length < COMPARE_ROWS.min)
        ctx.addIssue({
          code: "custom",
          path: ["compare"],
          message: `expected ${COMPARE_ROWS.min}-${COMPARE_ROWS.max} facts to compare`,
        });
      criteria.forEach((criterion, index) => {
        if (!criterion.rubric && !criterion.computed)
          ctx.addIssue({
            code: "custom",
            path: ["methodology", "criteria", index],
            message: "add a rubric (what earns a 5, 4, 3, 2 and 1) or, for a number, a computed rule",
          });
      });
      if (scored)
        list.entries.forEach((entry, index) => {
          // The record keeps the written order, so a score's place in it is its place in the file.
          Object.values(entry.scores).forEach((given, at) => {
            if (!onHalfPoints(given.score))
              ctx.addIssue({
                code: "custom",
                path: ["entries", index, "scores", at, "score"],
                message: "a score goes in half points, e.g. 4 or 4.5: pick the rubric step the fact meets",
              });
          });
        });
    }
    if (!named(list.methodology.tiebreak))
      ctx.addIssue({
        code: "custom",
        path: ["methodology", "tiebreak"],
        message: `no criterion "${list.methodology.tiebreak}"; name one of ${criteria.map((c) => `"${c.id}"`).join(", ")}`,
      });
    criteria.forEach((criterion, index) => {
      if (criterion.computed && !list.compare.some((row) => row.fact === criterion.computed?.fact))
        ctx.addIssue({
          code: "custom",
          path: ["methodology", "criteria", index, "computed", "fact"],
          message: `"${criterion.computed.fact}" is not a row of \`compare\`; add it there so readers see the number the score comes from`,
        });
    });
    list.requirements.forEach((requirement, index) => {
      requirement.screenedOut.forEach((name, at) => {
        if (!list.competition.some((product) => product.name === name))
          ctx.addIssue({
            code: "custom",
            path: ["requirements", index, "screenedOut", at],
            message: `"${name}" is not in \`competition\`; name a product listed there, as written: ${list.competition.map((product) => `"${product.name}"`).join(", ")}`,
          });
      });
    });
    if (leveled)
      list.presets.forEach((preset, index) => {
        Object.keys(preset.levels).forEach((id, at) => {
          if (!named(id))
            ctx.addIssue({
              code: "custom",
              path: ["presets", index, "levels", at, "criterion"],
              message: `no criterion "${id}"; name one of ${criteria.map((c) => `"${c.id}"`).join(", ")}`,
            });
        });
        if (Object.keys(preset.levels).length === 0)
          ctx.addIssue({
            code: "custom",
            path: ["presets", index, "levels"],
            message: "a preset changes at least one criterion's level",
          });
        if (list.presets.findIndex((other) => other.label === preset.label) !== index)
          ctx.addIssue({
            code: "custom",
            path: ["presets", index, "label"],
            message: `two presets named "${preset.label}"`,
          });
      });
    if (scored)
      list.entries.forEach((entry, index) => {
        const path = ["entries", index];
        Object.keys(entry.scores).forEach((id, at) => {
          const criterion = named(id);
          if (!criterion)
            ctx.addIssue({
              code: "custom",
              path: [...path, "scores", at, "criterion"],
              message: `no criterion "${id}" in methodology.criteria; name one of ${criteria.map((c) => `"${c.id}"`).join(", ")}`,
            });
          else if (criterion.computed)
            ctx.addIssue({
              code: "custom",
              path: [...path, "scores", at],
              message: `"${criterion.name}" is computed from the product's "${criterion.computed.fact}" fact; remove this typed score`,
            });
        });
        const missing = criteria.filter((criterion) => !criterion.computed && !entry.scores[criterion.id]);
        if (missing.length > 0)
          ctx.addIssue({
            code: "custom",
            path: [...path, "scores"],
            message: `missing a score for ${missing.map((criterion) => `"${criterion.id}"`).join(", ")}`,
          });
        for (const field of ["job", "runnerUp"] as const) {
          if (list.jobs && !entry[field])
            ctx.addIssue({
              code: "custom",
              path: [...path, field],
              message: `the list's picks do different jobs (\`jobs\`): add this pick's ${field}`,
            });
          if (!list.jobs && entry[field])
            ctx.addIssue({
              code: "custom",
              path: [...path, field],
              message: "only a list whose picks do different jobs (with `jobs`) names a job and runner-up",
            });
        }
      });
  })
  // "Last updated" is read off the change log, never typed.
  .transform((list) => ({ ...list, updated: newestChange(list.changes) }));

/** A list file after validation (its ratings and order are checked and computed in list-ratings.ts). */
export type ListData = z.output<typeof rankedListSchema>;
export type Section = z.infer<typeof sectionSchema>;
/** What a content file writes (defaults not yet applied); content/lists/*.ts use it with `satisfies`. */
export type RankedListInput = z.input<typeof rankedListSchema>;
