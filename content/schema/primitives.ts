/**
 * The building blocks every part of the content model shares: ids, dates, text and prose, photos, dated facts,
 * change logs and page meta. Types come from the schemas via z.infer: never write a second interface.
 */
import leven from "leven";
import { z } from "zod";
import { phoneNumberParts } from "./phone-numbers";

/** The known name nearest to an unknown one, if near enough to be a typo: fewer edits than half the longer one's letters. */
export function nearest(name: string, known: Iterable<string>): string | undefined {
  let best: { name: string; edits: number } | undefined;
  for (const candidate of known) {
    const edits = leven(name, candidate);
    if (!best || edits < best.edits) best = { name: candidate, edits };
  }
  return best && best.edits < Math.max(name.length, best.name.length) / 2 ? best.name : undefined;
}

/**
 * A content object: named fields, and an error for a field it does not know, with the nearest known name. A
 * misspelled optional field ('adviceNot') would otherwise be dropped without a word and the page ship without it.
 */
export function fields<T extends z.ZodRawShape>(shape: T) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys
            .map((key) => {
              const guess = nearest(key, known);
              return `unknown field "${key}"; ${guess ? `did you mean "${guess}"?` : `the fields here are ${known.join(", ")}`}`;
            })
            .join("; ")
        : undefined,
  });
}

/**
 * A problem a check finds once the files are in (a list's order, a link's target): the field as a writer reads it
 * ('pick #3 (entries.2, NordVPN), rank'), its place in the file's data, and what to do.
 */
export interface FieldProblem {
  field: string;
  path: Array<string | number>;
  message: string;
}

/**
 * A record keyed by id, written as a list whose items name their id (`scores: [{ criterion: privacy, score: 5 }]`):
 * a form edits a list, where an object's varying keys would need code. It validates to the record the site reads.
 */
export function keyedList<K extends string, T extends z.ZodType<Record<K, string>>>(key: K, item: T) {
  return z
    .array(item)
    .superRefine((items, ctx) => {
      items.forEach((current, index) => {
        if (items.findIndex((other) => other[key] === current[key]) !== index)
          ctx.addIssue({
            code: "custom",
            path: [index, key],
            message: `"${current[key]}" is already listed above; give each ${key} once`,
          });
      });
    })
    .transform(
      (items) =>
        Object.fromEntries(
          items.map((current) => {
            const { [key]: id, ...rest } = current;
            return [id, rest];
          }),
        ) as Record<string, Omit<z.output<T>, K>>,
    );
}

/**
 * Icons a content file may name, each a lucide icon of the same name (app/content/icons.server.ts). Only the icons a
 * page shows travel with it, so the set can grow without adding to any page's JavaScript.
 */
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
  "lock",
  "key-round",
  "wallet",
  "piggy-bank",
  "banknote",
  "stethoscope",
  "pill",
  "sofa",
  "lamp",
  "luggage",
  "map",
  "shopping-cart",
  "graduation-cap",
  "car",
  "utensils",
  "paw-print",
  "baby",
  "gamepad-2",
  "music",
  "camera",
] as const;

export type IconName = (typeof iconNames)[number];

export const httpsUrlSchema = z.url({ protocol: /^https$/, error: "expected an https:// URL" });

/** ISO calendar date, e.g. 2025-11-03. */
const isoDateSchema = z.iso.date({ error: "expected a date like 2025-11-03" });

export const textSchema = z.string().trim().min(1, "must not be empty");

/**
 * Text the site fills in ('as of {date}'): it keeps each mark its callers fill in, so deleting `{date}` cannot make
 * the date silently disappear, and names no other (which the build could not fill).
 */
export function template(...marks: string[]) {
  return textSchema.superRefine((text, ctx) => {
    const found = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const missing = marks.filter((mark) => !found.includes(mark));
    const unknown = found.filter((mark) => !marks.includes(mark));
    const named = (list: string[]) => list.map((mark) => `{${mark}}`).join(", ");
    if (missing.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `keep ${named(missing)}: the site puts its value there (the marks here are ${named(marks)})`,
      });
    if (unknown.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `${named(unknown)} is not filled in here; use only ${named(marks)}`,
      });
  });
}

/**
 * Reader-facing prose where a hotline may appear: written as text, read as parts whose phone numbers become
 * tel: links (content/schema/phone-numbers.ts, the rule MDX bodies follow too). Cut here, at build time, so no phone rule
 * ships to the browser.
 */
export const proseSchema = textSchema.transform((text) => phoneNumberParts(text));
export type Prose = z.infer<typeof proseSchema>;

/** An id that content files use to point at a record: lowercase words joined by hyphens, e.g. 'proton-vpn'. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected an id like proton-vpn");

/** How precisely a source is dated: a day (2026-03-14), a month (2026-03) or only a year (2025). */
export const sourceDateSchema = z
  .string({
    // YAML reads `asOf: 2025` as a number.
    error: (issue) => (typeof issue.input === "number" ? `put the date in quotes, like "${issue.input}"` : undefined),
  })
  .regex(
    /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/,
    "expected a date like 2026-03-14, a month like 2026-03 or a year like 2025",
  );

/** When a page last changed: a day (2026-11-22) or, as precisely as known, a month (2025-01). */
export const dayOrMonthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, "expected a date like 2025-11-03 or a month like 2025-01");

/** What kind of page shows a figure: the vendor's own, a regulator's or agency's, or a dated publication quoting it. */
export const sourceKinds = ["vendor", "agency", "publication"] as const;

/**
 * Where and when a figure was seen: its source, the latest date a source showed it, what kind of source that is,
 * and the words on it that show the figure (what `npm run recheck` looks for). A lasting fact (a release year, a
 * finished show's episodes) cannot change, so it shows no date.
 */
export function seenFields() {
  return {
    source: httpsUrlSchema.describe(
      "The page that shows the figure (https): the vendor's or the agency's own page first, else a dated publication that quotes it.",
    ),
    sourceKind: z
      .enum(sourceKinds, { error: "expected vendor, agency or publication: who publishes the source page" })
      .describe(
        "Who publishes the source: vendor (the product's maker), agency (a regulator or government agency) or publication (a dated article that quotes the figure).",
      ),
    seen: sourceDateSchema
      .optional()
      .describe(
        "The latest date a source showed the figure: the source's own date, or the day it was seen live; as precise as known (2026-03-14, 2026-03 or 2025). Pages say 'as of' its month.",
      ),
    quote: textSchema
      .max(200, "a quote is the few words on the source that show the figure: at most 200 characters")
      .optional()
      .describe(
        "The short text on the source that shows the figure, copied exactly (e.g. '$3.49/mo'): what the weekly recheck looks for.",
      ),
    lasting: z
      .boolean()
      .default(false)
      .describe("True for a fact that cannot change (a release year, a finished show's episodes): it shows no date."),
  };
}

/** A changing fact says when a source last showed it; only a lasting one may leave the date out. */
export function seenUnlessLasting(fact: { seen?: string | undefined; lasting: boolean }, ctx: z.RefinementCtx) {
  if (!fact.lasting && !fact.seen)
    ctx.addIssue({
      code: "custom",
      path: ["seen"],
      message:
        "is missing: the latest date a source showed this figure, like 2026-03-14 or 2026-03; for a fact that cannot change (a release year), set lasting: true instead",
    });
}

/**
 * A fact that changes (a price, a rate, a limit), stated once with the source it rests on. Pages show it with the
 * month a source last showed it ("as of March 2026"), linked to that source, so a reader knows how old it is.
 */
const datedFactShape = {
  text: textSchema.describe(
    "The fact as a reader sees it in a sentence or a table cell, e.g. 'from $3.39 a month on a two-year plan'.",
  ),
  ...seenFields(),
};
export const datedFactSchema = fields(datedFactShape).superRefine(seenUnlessLasting);

/**
 * An earlier value of a figure, kept when a newer source showed another: what it was, the last date a source
 * showed it, and the day its successor was first seen. `npm run recheck` writes these; editors may too.
 */
export const earlierValueShape = {
  value: z
    .union([z.number().nonnegative(), z.literal("unlimited")])
    .optional()
    .describe("The earlier number, in the fact's unit (for a figure that has one)."),
  text: textSchema.optional().describe("The earlier wording of the fact, as a reader saw it."),
  seen: sourceDateSchema.describe("The last date a source showed the earlier value."),
  until: z.iso
    .date({ error: "expected the day the newer value was first seen, like 2026-11-30" })
    .describe("The day a source first showed the value that replaced it."),
  source: httpsUrlSchema.describe("Where the earlier value was seen."),
  correction: z
    .boolean()
    .default(false)
    .describe(
      "True when the earlier value was wrong rather than an earlier price (a figure a source contradicted): kept for the record, never shown as a change.",
    ),
};

/** A fact more than one page states (content/facts/<id>.yaml), with its earlier values, newest first. */
export const sharedFactSchema = fields({
  text: datedFactShape.text,
  ...seenFields(),
  history: z
    .array(fields(earlierValueShape))
    .default([])
    .describe("Earlier values of this fact, newest first, each with the last date a source showed it."),
}).superRefine(seenUnlessLasting);

export type DatedFact = z.infer<typeof datedFactSchema>;
/** A dated fact as written in content, before the schema fills in its defaults (MDX components read it so). */
export type DatedFactInput = z.input<typeof datedFactSchema>;

/** The primary sources a page relies on (the agency's or vendor's own pages), listed under 'Sources' at its end. */
export const sourcesSchema = z
  .array(fields({ title: textSchema, url: httpsUrlSchema }))
  .min(2, "expected at least two sources");

export type Sources = z.infer<typeof sourcesSchema>;

/** A dated line of a page's change log, e.g. { date: '2026-11-22', text: 'First published' }. */
export const changeSchema = fields({
  date: isoDateSchema,
  text: textSchema.describe("One line: what changed and, where it matters, why."),
});

export type Change = z.infer<typeof changeSchema>;

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

/** The date of the newest entry of a change log (the schema requires at least one). */
export function newestChange(changes: Array<{ date: string }>): string {
  return changes[0]?.date ?? "";
}

/** Rejects a field that the build derives, with a message that says where its value comes from. */
export const derived = (what: string, from: string) =>
  z.undefined({ error: `this ${what} is derived from ${from}; remove it` }).optional();

/** Every photo field of the content model; the build checks that a photo has one alt text and is on at most two pages. */
export const photoFields = z.registry<Record<string, never>>();

/** A photo from the stock-photo host with the alt text a screen reader reads instead. */
export const imageSchema = fields({
  url: httpsUrlSchema.describe("https URL of the photo; size parameters are added when it is rendered."),
  alt: textSchema.describe("What the photo shows, in words."),
}).register(photoFields, {});

export type Image = z.infer<typeof imageSchema>;

/** Title, description and keywords of a page; the canonical URL comes from its path. */
export const pageMetaSchema = fields({
  title: textSchema
    .max(63, "must be at most 63 characters (search results cut longer titles)")
    .describe(
      "Page title without the ' | Top5' suffix, which the SEO factory adds; 63 characters at most, so the whole title stays within the 70 that search results show.",
    ),
  description: z
    .string()
    .trim()
    .min(50, "must be at least 50 characters")
    .max(170, "must be at most 170 characters")
    .describe("One or two sentences for search results, 50-170 characters."),
  keywords: z
    .array(textSchema)
    .min(1, "expected at least one keyword")
    .describe("Search keywords, most important first."),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
