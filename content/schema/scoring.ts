/**
 * How a list's numbers become scores, ratings and an order. Scores are counted in tenths and weights in whole
 * percents, so a rating is an exact whole number of thousandths and no floating-point error decides a rank.
 */

/** A list's rule that turns a number into a score: `five` earns a 5, `one` earns a 1, a straight line between. */
export type ScoreRule = { five: number; one: number };

/** The ratings the spec fixes for two lists, by rank; there the order may leave rating order, and says why. */
export const SPEC_FIXED_RATINGS: Readonly<Record<string, readonly number[]>> = {
  "/asana-alternatives": [4.7, 4.7, 4.5, 4.5, 4.6],
  "/flight-booking": [4.9, 4.8, 4.7, 4.6, 4.5],
};

/** Every other list's ratings stay in the spec's range: a product below it is not one of the best five. */
export const RATING_RANGE = { min: 4.2, max: 4.9 } as const;

/**
 * The score a number earns under a rule, to one decimal: 5 at `five` or better, 1 at `one` or worse, a straight
 * line between. 'unlimited' is the best a higher-is-better rule can see and the worst a lower-is-better one can.
 */
export function computedScore(rule: ScoreRule, value: number | "unlimited"): number {
  const number = value === "unlimited" ? Infinity : value;
  const position = (number - rule.one) / (rule.five - rule.one);
  const score = 1 + 4 * Math.min(1, Math.max(0, Number.isNaN(position) ? 1 : position));
  return Math.round(score * 10) / 10;
}

/** The number that earns each whole score under a rule, 5 first: the steps a computed criterion publishes. */
export function ruleSteps(rule: ScoreRule): Array<{ score: number; value: number }> {
  return [5, 4, 3, 2, 1].map((score) => ({
    score,
    value: Math.round((rule.one + ((score - 1) * (rule.five - rule.one)) / 4) * 100) / 100,
  }));
}

/** A rating at full precision, in thousandths of a point: the weighted mean of the scores. */
export function ratingThousandths(
  criteria: ReadonlyArray<{ id: string; weight: number }>,
  scores: Readonly<Record<string, { score: number }>>,
): number {
  return criteria.reduce(
    (sum, criterion) => sum + criterion.weight * Math.round((scores[criterion.id]?.score ?? 0) * 10),
    0,
  );
}

/** The rating a page shows: the full-precision rating rounded half up to one decimal. */
export function shownRating(thousandths: number): number {
  return Math.round(thousandths / 100) / 10;
}

/** Negative when `a` ranks above `b`: the higher rating first, a tie to the higher tiebreak score, else 0. */
export function compareRanked(
  a: { thousandths: number; tiebreak: number },
  b: { thousandths: number; tiebreak: number },
): number {
  return b.thousandths - a.thousandths || b.tiebreak - a.tiebreak;
}
