/** The products and services the lists rank: one file each, content/products/<id>.yaml, named by its id. */
import { z } from "zod";
import { figureIn } from "./figures";
import {
  datedFactSchema,
  earlierValueShape,
  fields,
  httpsUrlSchema,
  idSchema,
  keyedList,
  seenFields,
  seenUnlessLasting,
  textSchema,
} from "./primitives";

/** How a number is read: the unit says how the page writes it ('usd-month' 3.39 is '$3.39 a month'). */
export const factUnits = [
  "usd",
  "usd-month",
  "usd-year",
  "percent",
  "count",
  "yes-no",
  "gb",
  "months",
  "days",
] as const;

/**
 * A number a buyer compares and a score may rest on (a price a month, a fee, an APR, a device limit), with the
 * date and primary source it comes from. Stated once, here, for every list that compares it.
 */
const numericFactShape = {
  value: z
    .union([z.number().nonnegative("a fact's value is zero or more"), z.literal("unlimited")])
    .describe(
      "The number in the unit below; 'unlimited' for a limit there is none of. A yes/no fact is 1 (yes) or 0 (no).",
    ),
  unit: z.enum(factUnits),
  text: textSchema
    .max(90, "a table cell of at most 90 characters")
    .optional()
    .describe("How the table cell reads when the number alone would mislead, e.g. '$3.39 a month on the 2-year plan'."),
  ...seenFields(),
};

function numericFactProblems(fact: z.output<ReturnType<typeof fields<typeof numericFactShape>>>, ctx: z.RefinementCtx) {
  seenUnlessLasting(fact, ctx);
  // The recheck finds a changed figure by the quote's words around it, so the quote must hold the figure.
  if (fact.quote && fact.unit !== "yes-no" && !figureIn(fact.quote, fact.value, fact.unit))
    ctx.addIssue({
      code: "custom",
      path: ["quote"],
      message: `does not show the figure ${fact.value === "unlimited" ? '"unlimited"' : `${fact.value} (${fact.unit})`}: copy the few words on the source that show it, the figure included, e.g. "$3.49/mo"`,
    });
  if (fact.unit === "yes-no" && fact.value !== 0 && fact.value !== 1)
    ctx.addIssue({ code: "custom", path: ["value"], message: "a yes/no fact is 1 (yes) or 0 (no)" });
}

export const numericFactSchema = fields(numericFactShape).superRefine(numericFactProblems);

/** A product's fact as its file writes it: in a list of facts, each naming its id. */
const namedFactSchema = fields({
  /** The id lists name in `compare` and computed criteria, e.g. 'price-month-longest'. */
  id: idSchema,
  ...numericFactShape,
}).superRefine(numericFactProblems);

/** An earlier value of one of a product's figures: which figure, and what it was until when. */
const productEarlierValueSchema = fields({
  fact: idSchema.describe("Which figure changed: 'price', or the id of one of the product's facts."),
  ...earlierValueShape,
});

/** A product or service a list ranks, with its own page and price: content/products/<id>.yaml. */
export const vendorSchema = fields({
  name: textSchema.describe("The product's name as its maker writes it."),
  url: httpsUrlSchema
    .optional()
    .describe("The product's own page on the vendor's site (https); leave it out where no page fits (a TV show)."),
  /**
   * The affiliate URL, set by the site's operator once an affiliate program accepts the site. 'Visit Site'
   * then goes here instead of `url`, marked rel="sponsored", and the card says "Affiliate link".
   */
  affiliateUrl: httpsUrlSchema.optional(),
  price: datedFactSchema.describe(
    "What it costs, shown in every list's comparison table and wherever a guide quotes it.",
  ),
  facts: keyedList("id", namedFactSchema)
    .default({})
    .describe(
      "The numbers lists compare and compute scores from, each with an id the lists name ('price-month-longest').",
    ),
  history: z
    .array(productEarlierValueSchema)
    .default([])
    .describe(
      "Earlier values of the price and the facts, newest first, each with the last date a source showed it: the price history pages show.",
    ),
}).superRefine((vendor, ctx) => {
  // Facts with a problem of their own stay a list, not a record: their own messages say what to fix first.
  if (Array.isArray(vendor.facts)) return;
  vendor.history.forEach((earlier, index) => {
    if (earlier.fact !== "price" && !(earlier.fact in vendor.facts))
      ctx.addIssue({
        code: "custom",
        path: ["history", index, "fact"],
        message: `"${earlier.fact}" is not one of this product's figures; name "price" or one of its facts: ${Object.keys(vendor.facts).join(", ")}`,
      });
  });
});

export type Vendor = z.infer<typeof vendorSchema>;
export type NumericFact = z.infer<typeof numericFactSchema>;
export type FactUnit = (typeof factUnits)[number];
