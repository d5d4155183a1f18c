/**
 * What a complete entry of each collection needs, shown at the top of its form before a writer starts, from the
 * numbers the content model checks, so the rules are not met one at a time at the first save.
 */
import { MAX_PAGES_PER_PHOTO } from "../../app/content/registry.server";
import { GUIDE_WORDS } from "../../content/schema/guides";
import { COMPARE_ROWS, CRITERIA_COUNT, REVIEW_WORDS } from "../../content/schema/lists";
import { RATING_RANGE } from "../../content/schema/scoring";

const photo = `A photo appears on at most ${MAX_PAGES_PER_PHOTO} pages, with the same alt text on each; pick one no other page uses.`;
const dated =
  "Every figure gives its source page, who publishes it (vendor, agency or publication) and the date a source last showed it; add the few words on the page that show it (the quote) so the weekly recheck can find it.";
const spelling =
  "US English. A name the spell check does not know goes in Categories & fixed pages → Dictionary; a product's own name needs no entry.";

const list = [
  "Exactly 5 picks, in rank order; every product a pick names needs its record in Products first.",
  `${CRITERIA_COUNT.min}-${CRITERIA_COUNT.max} weighted criteria whose weights add up to 100, each with a rubric (what earns a 5, 4, 3, 2 and 1) or a rule computed from a figure.`,
  "Every weighted criterion must separate the five; a rule all five meet is a requirement (“To make this list”), with the products it left out.",
  `The ratings come from the scores and must fall between ${RATING_RANGE.min} and ${RATING_RANGE.max}; a pick rated lower is not one of the best five.`,
  `${COMPARE_ROWS.min}-${COMPARE_ROWS.max} figures in Compare the five, each a fact every pick's product record has, in the same unit.`,
  `Each pick: at least 3 pros, one drawback, who it is best for, and a review of ${REVIEW_WORDS.min}-${REVIEW_WORDS.max} words.`,
  "Presets in What matters to you? must change the order (or say in a note why they do not); one named for price puts the cheapest first.",
  photo,
  spelling,
];

/** The checklist of each collection, by collection name. */
export const CHECKLISTS: Record<string, string[]> = {
  "category-lists": list,
  lists: list,
  guides: [
    `A body of at least ${GUIDE_WORDS.min} words of substance: answer the question, compare the options, end with what to do.`,
    "Links go to pages of this site that exist (a new list or guide must be saved first) or to https addresses.",
    "Prices and figures come from product records or shared facts (<Price of=… />, <Fact id=… />), not typed in.",
    "The primary sources it relies on, listed under Sources.",
    photo,
    spelling,
  ],
  products: [
    "The product's name as its maker writes it, its own page (https) and its price, with the date a source showed it.",
    "The facts the lists that rank it compare (their ids and units match every other pick's).",
    dated,
    spelling,
  ],
  facts: [dated, spelling],
  plain: [spelling],
};
