/**
 * A list as its page shows it, and what the product records must agree with: every criterion's score (the
 * computed ones from the products' facts), the ratings, the order and its tiebreak, a list's fixed ratings.
 * The list kind runs `listProblems` once every record is in (app/content/page-kinds.server.ts); `ratedList` then
 * gives the page its data, worded at build time so the browser needs no rule or unit formatting.
 */
import site from "./site-text";
import { fillIn, formatAsOf, formatFact, formatQuantity, ruleStepTexts } from "../lib/format";
import { isStale } from "../../content/schema/freshness";
import type { ListData } from "../../content/schema/lists";
import {
  compareRanked,
  computedScore,
  exactRating,
  ourLevels,
  presetLevels,
  RATING_RANGE,
  ranking,
  ratingText,
  shownRating,
} from "../../content/schema/scoring";
import type { FieldProblem } from "../../content/schema/primitives";
import type { NumericFact, Vendor } from "../../content/schema/vendors";
import { productPath } from "./product-path";

type Products = { vendor(id: string): Vendor };

/**
 * A product's figure with the words its cell shows ('$3.39 a month'), worded at build time, and, for a price that
 * changed within a year of when it was last seen, what it was ('down from $3.99 a month in June 2026').
 */
export type ShownFact = NumericFact & { shown: string; change?: string };

/** A score as a page shows it: a judgment with its reason, or a number's score with the fact it comes from. */
export type ShownScore =
  { score: number; why: string; fact?: undefined } | { score: number; why?: undefined; fact: ShownFact };

/** Every criterion's score of one entry: the typed judgments and the scores computed from the product's facts. */
function scoresOf(list: ListData, entry: ListData["entries"][number], products: Products): Record<string, ShownScore> {
  const facts = products.vendor(entry.product).facts;
  const scores: Record<string, ShownScore> = { ...entry.scores };
  for (const criterion of list.methodology.criteria) {
    const fact = criterion.computed && facts[criterion.computed.fact];
    if (criterion.computed && fact)
      scores[criterion.id] = { score: computedScore(criterion.computed, fact.value), fact: shownFact(fact) };
  }
  return scores;
}

/**
 * Every way a valid list file can still disagree with the product records: a fact missing or in another unit, a
 * rank that leaves rating order, an unbroken tie, a rating out of range. The registry reports each as
 * `<file>: <field>: <message>`.
 */
export function listProblems(list: ListData, products: Products): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const names = list.entries.map((entry) => products.vendor(entry.product).name);
  /** A field of a pick, named as the reader counts the picks; `note` says more of the field ('(privacy)'). */
  const ofPick = (index: number, inside: Array<string | number>, note = "") => ({
    field: `pick #${index + 1} (entries.${index}, ${names[index]}), ${inside.join(".")}${note}`,
    path: ["entries", index, ...inside],
  });
  const units = new Map<string, { unit: string; name: string }>();
  list.compare.forEach((row, rowIndex) => {
    list.entries.forEach((entry, index) => {
      const fact = products.vendor(entry.product).facts[row.fact];
      const at = { field: `compare.${rowIndex} (${row.label}), ${names[index]}`, path: ["compare", rowIndex] };
      if (!fact) {
        problems.push({
          ...at,
          message: `${names[index]} has no "${row.fact}" fact; add it to the facts of content/products/${entry.product}.yaml (id, value, unit, seen, source, sourceKind)`,
        });
        return;
      }
      const first = units.get(row.fact);
      if (!first) units.set(row.fact, { unit: fact.unit, name: names[index]! });
      else if (first.unit !== fact.unit)
        problems.push({
          ...at,
          message: `${names[index]}'s "${row.fact}" is in ${fact.unit}, ${first.name}'s in ${first.unit}; one row, one unit`,
        });
    });
  });
  if (problems.length > 0) return problems;

  // The same fact earns the same score: two picks given one reason must sit on one step.
  for (const criterion of list.methodology.criteria) {
    const seen = new Map<string, { score: number; name: string }>();
    list.entries.forEach((entry, index) => {
      const given = entry.scores[criterion.id];
      if (!given) return;
      const first = seen.get(given.why);
      if (!first) seen.set(given.why, { score: given.score, name: names[index]! });
      else if (first.score !== given.score)
        problems.push({
          ...ofPick(index, ["scores", Object.keys(entry.scores).indexOf(criterion.id)], ` (${criterion.id})`),
          message: `the same reason as ${first.name}'s, which scores ${first.score}, not ${given.score}; the same fact earns the same step`,
        });
    });
  }

  const { criteria, tiebreak } = list.methodology;
  const tiebreakName = criteria.find((criterion) => criterion.id === tiebreak)?.name ?? tiebreak;
  const ours = ourLevels(criteria);
  const ranked = list.entries.map((entry, index) => {
    const scores = scoresOf(list, entry, products);
    return {
      entry: { ...entry, scores },
      index,
      name: names[index]!,
      scores,
      exact: exactRating(criteria, scores, ours),
    };
  });
  const fixed = list.fixedRatings?.ratings;
  ranked.forEach(({ entry, index, exact }) => {
    const rating = shownRating(exact);
    const at = ofPick(index, ["rating"]);
    if (fixed && rating !== fixed[index])
      problems.push({
        ...at,
        message: `fixedRatings holds this rating at ${fixed[index]}; the scores give ${rating.toFixed(1)}`,
      });
    if (!fixed && (rating < RATING_RANGE.min || rating > RATING_RANGE.max))
      problems.push({
        ...at,
        message: `the scores give ${rating.toFixed(1)}, outside ${RATING_RANGE.min}-${RATING_RANGE.max}: ${rating < RATING_RANGE.min ? "a pick rated lower is not one of the best five; pick another product" : "recheck the scores against the rubric"}`,
      });
    if (entry.outOfOrder && !fixed)
      problems.push({
        ...ofPick(index, ["outOfOrder"]),
        message:
          "only a list with fixedRatings ranks out of rating order; remove it and let the ratings order the list",
      });
  });
  // The site's one ranking at our levels must give our order: the checks, the page and the reader's panel agree.
  const inOrder = ranked.filter(({ entry }) => !entry.outOfOrder);
  inOrder.slice(1).forEach((below, position) => {
    const above = inOrder[position]!;
    const order = compareRanked(above, below, tiebreak);
    if (order > 0)
      problems.push({
        ...ofPick(below.index, ["rank"]),
        message: `${below.name} rates ${ratingText(below.exact)}, above ${above.name} at ${ratingText(above.exact)} (ties go to the higher ${tiebreakName} score): order the entries by rating`,
      });
    if (order === 0)
      problems.push({
        ...ofPick(below.index, ["rank"]),
        message: `${below.name} and ${above.name} tie at ${ratingText(above.exact)} and on ${tiebreakName}, the tiebreak; name a tiebreak criterion that separates them`,
      });
  });
  ranked
    .filter(({ entry }) => entry.outOfOrder)
    .forEach((pick) => {
      // Out of order: it outranks a pick above it, or a pick below it outranks it.
      const misplaced = ranked.some((other) =>
        other.index < pick.index
          ? compareRanked(pick, other, tiebreak) < 0
          : other.index > pick.index && compareRanked(other, pick, tiebreak) < 0,
      );
      if (!misplaced)
        problems.push({
          ...ofPick(pick.index, ["outOfOrder"]),
          message: "this pick is in rating order; remove the sentence",
        });
    });
  // A provisional list says at its top that its scores are not yet on the published rubrics.
  if (!list.provisional) problems.push(...separatingProblems(list, ranked));
  return problems;
}

/** A preset label that promises an order by price. */
const PRICE_WORDS = /\b(price|prices|cheap|cheapest|cost|costs|budget)\b/i;

/**
 * The pick with the lowest figure of the list's first computed dollar criterion (a price a month), if it has one.
 */
function cheapestPick(
  list: ListData,
  ranked: Array<{ name: string; scores: Record<string, ShownScore> }>,
): { name: string; fact: string; criterion: string; value: number } | undefined {
  const criterion = list.methodology.criteria.find(
    (each) => each.computed && ranked[0]?.scores[each.id]?.fact?.unit.startsWith("usd"),
  );
  if (!criterion?.computed) return undefined;
  const priced = ranked.flatMap(({ name, scores }) => {
    const value = scores[criterion.id]?.fact?.value;
    return typeof value === "number" ? [{ name, value }] : [];
  });
  const lowest = priced.reduce((best, each) => (each.value < best.value ? each : best), priced[0]!);
  return lowest && { ...lowest, fact: criterion.computed.fact, criterion: criterion.id };
}

/**
 * A weighted criterion on which all five score the same separates nothing: it is a requirement. A preset whose
 * levels leave the five in our order does nothing a reader can see, unless its note says why.
 */
function separatingProblems(
  list: ListData,
  ranked: Array<{
    entry: Omit<ListData["entries"][number], "scores"> & { scores: Record<string, ShownScore> };
    name: string;
    scores: Record<string, ShownScore>;
  }>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { criteria } = list.methodology;
  criteria.forEach((criterion, index) => {
    const scores = new Set(ranked.map(({ scores }) => scores[criterion.id]?.score));
    if (scores.size === 1)
      problems.push({
        field: `methodology.criteria.${index} (${criterion.name})`,
        path: ["methodology", "criteria", index],
        message: `all five picks score ${[...scores][0]}, so it weighs ${criterion.weight}% and separates nothing: if every pick must meet it, move it to \`requirements\` ("To make this list") with the products it screened out, and give its weight to criteria that separate the picks`,
      });
  });
  const entries = ranked.map(({ entry, name, scores }) => ({ ...entry, title: name, scores }));
  const cheapest = cheapestPick(list, ranked);
  list.presets.forEach((preset, index) => {
    const order = ranking(criteria, list.methodology.tiebreak, entries, presetLevels(criteria, preset.levels));
    const first = order?.[0]?.entry.title;
    const firstPrice = ranked.find(({ name }) => name === first)?.scores[cheapest?.criterion ?? ""]?.fact?.value;
    // A tie for the lowest price lets either of the tied picks come first.
    if (!preset.note && cheapest && PRICE_WORDS.test(preset.label) && firstPrice !== cheapest.value)
      problems.push({
        field: `presets.${index} (${preset.label})`,
        path: ["presets", index],
        message: `"${preset.label}" is named for price but puts ${first} first, not ${cheapest.name}, the cheapest on ${cheapest.fact}; weigh price alone, or add a \`note\` saying why the cheapest is not first`,
      });
    if (!preset.note && order?.every((placed) => placed.rank === placed.entry.rank))
      problems.push({
        field: `presets.${index} (${preset.label})`,
        path: ["presets", index],
        message: `"${preset.label}" leaves the five in our order, so choosing it changes nothing a reader sees; change its levels, rename it for what it does, or add a \`note\` saying why the order holds`,
      });
  });
  return problems;
}

const shownFact = (fact: NumericFact, change?: string): ShownFact => ({
  ...fact,
  shown: formatFact(fact),
  ...(change ? { change } : {}),
});

/**
 * A list as its page shows it: every entry with its product's name, link, price and compared facts, every
 * criterion's score (the computed ones from the facts) and its rating. Call it on a list `listProblems` passed.
 */
export function ratedList(list: ListData, products: Products) {
  const first = list.entries[0] && products.vendor(list.entries[0].product);
  return {
    ...list,
    /**
     * Whether one of the list's compared figures is in US dollars (a price, a fee): "Compare the five" then leaves out
     * its generic price row, which would repeat that figure in other words. Decided here, so the browser needs no rule.
     */
    comparesDollars: list.compare.some((row) => first?.facts[row.fact]?.unit.startsWith("usd") ?? false),
    methodology: {
      ...list.methodology,
      criteria: list.methodology.criteria.map((criterion) => {
        const unit = criterion.computed && first?.facts[criterion.computed.fact]?.unit;
        /** What earns each whole score, 5 first, in words (none on a provisional list's criterion without a rubric). */
        const steps =
          criterion.computed && unit
            ? ruleStepTexts(criterion.computed, unit)
            : criterion.rubric
              ? ([5, 4, 3, 2, 1] as const).map((score) => ({ score, text: criterion.rubric![score] }))
              : [];
        return { ...criterion, steps };
      }),
    },
    entries: list.entries.map((entry) => {
      const product = products.vendor(entry.product);
      const scores = scoresOf(list, entry, products);
      return {
        ...entry,
        /** The product's name, from its record. */
        title: product.name,
        /** The product's own page, which gathers every list that ranks it. */
        page: productPath(entry.product),
        /** Where 'Visit Site' goes: the affiliate URL when the operator set one, else the product page, else nowhere ('#'). */
        link: product.affiliateUrl ?? product.url ?? "#",
        /** Whether `link` is an affiliate link (rel="sponsored", and the card says so). */
        affiliate: product.affiliateUrl !== undefined,
        price: product.price,
        /** The facts of the list's `compare` rows, keyed by fact id (the record may hold others lists compare). */
        facts: Object.fromEntries(
          list.compare.flatMap((row) => {
            const fact = product.facts[row.fact];
            return fact ? [[row.fact, shownFact(fact, priceChange(fact, row.fact, product))] as const] : [];
          }),
        ),
        scores,
        /** The weighted mean of the scores, rounded to one decimal as the page shows it. */
        rating: shownRating(exactRating(list.methodology.criteria, scores, ourLevels(list.methodology.criteria))),
      };
    }),
  };
}

/**
 * How a price differs from its value before, when it changed within the twelve months before it was last seen:
 * 'down from $3.99 a month in June 2026', from the product's history.
 */
function priceChange(fact: NumericFact, id: string, product: Vendor): string | undefined {
  const earlier = product.history.find((entry) => entry.fact === id && !entry.correction);
  if (!fact.unit.startsWith("usd") || typeof fact.value !== "number" || typeof earlier?.value !== "number") return;
  if (earlier.value === fact.value || isStale(earlier.seen, fact.seen ?? earlier.until)) return;
  return fillIn(earlier.value > fact.value ? site.facts.downFrom : site.facts.upFrom, {
    amount: formatQuantity(earlier.value, fact.unit),
    date: formatAsOf(earlier.seen),
  });
}

/** A list and an entry as a page shows them. */
export type RankedList = ReturnType<typeof ratedList>;
export type RankedEntry = RankedList["entries"][number];
