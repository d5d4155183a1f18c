/**
 * How a list's numbers become scores, ratings and an order: the one ranking the build, the content checks and the
 * reader's "What matters to you?" all use. Scores are counted in tenths and weights in whole numbers, so a rating is
 * an exact fraction and no floating-point error decides a rank.
 */

/** A list's rule that turns a number into a score: `five` earns a 5, `one` earns a 1, a straight line between. */
export type ScoreRule = { five: number; one: number };

/** A list's ratings stay in the spec's range (unless it has fixedRatings): below it, a pick is not one of the five. */
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

/** How much a criterion matters to a reader: 0 not at all, 1 less, 2 as we weigh it, 3 most. */
export type Level = 0 | 1 | 2 | 3;
export type Levels = Record<string, Level>;
export const LEVELS: readonly Level[] = [0, 1, 2, 3];
export const OUR_LEVEL: Level = 2;
/** A level's share of our weight in halves (none, half, ours, double): whole numbers keep every sum exact. */
export const LEVEL_HALVES: Readonly<Record<Level, number>> = { 0: 0, 1: 1, 2: 2, 3: 4 };

type Criterion = { id: string; weight: number };
type Scores = Readonly<Record<string, { score: number } | undefined>>;

/** Every criterion at our weight: the editors' ranking. */
export function ourLevels(criteria: readonly Criterion[]): Levels {
  return Object.fromEntries(criteria.map((criterion) => [criterion.id, OUR_LEVEL]));
}

/** A preset's levels over our own: the criteria it does not name stay at our weight. */
export function presetLevels(criteria: readonly Criterion[], preset: Partial<Levels>): Levels {
  return { ...ourLevels(criteria), ...preset } as Levels;
}

const levelOf = (levels: Levels, id: string) => levels[id] ?? OUR_LEVEL;

/**
 * A rating as an exact fraction: `sum`, the scores in tenths times their weights under the levels, over `total`,
 * the weights. Every pick of a list shares the total, so comparing sums compares ratings with no rounding at all.
 */
export function exactRating(criteria: readonly Criterion[], scores: Scores, levels: Levels) {
  let sum = 0;
  let total = 0;
  for (const criterion of criteria) {
    const weight = criterion.weight * LEVEL_HALVES[levelOf(levels, criterion.id)];
    sum += weight * Math.round((scores[criterion.id]?.score ?? 0) * 10);
    total += weight;
  }
  return { sum, total };
}

/** The rating a page shows: the exact rating rounded half up to one decimal (0 when nothing is weighed). */
export function shownRating({ sum, total }: { sum: number; total: number }): number {
  return total === 0 ? 0 : Math.floor((2 * sum + total) / (2 * total)) / 10;
}

/** The exact rating to three decimals, as the content checks quote it ("4.510"). */
export const ratingText = ({ sum, total }: { sum: number; total: number }) => (sum / total / 10).toFixed(3);

type Rankable = { rank: number; scores: Scores; outOfOrder?: string | undefined };

export interface Placed<E extends Rankable> {
  entry: E;
  exact: { sum: number; total: number };
  /** As the page shows ratings: one decimal. */
  rating: number;
  /** 1-5 in this ranking. */
  rank: number;
}

/**
 * The five ranked under a set of levels, by the one rule every ranking on the site follows: the higher rating
 * first; a tie to the higher score on the list's tiebreak criterion; a tie on that too to our order. At our levels
 * a pick the editors place out of rating order (`outOfOrder`, only on a list with fixedRatings) keeps its
 * place. Undefined when no criterion matters, where no order follows.
 */
export function ranking<E extends Rankable>(
  criteria: readonly Criterion[],
  tiebreak: string,
  entries: readonly E[],
  levels: Levels,
): Placed<E>[] | undefined {
  const placed = entries.map((entry) => {
    const exact = exactRating(criteria, entry.scores, levels);
    return { entry, exact, rating: shownRating(exact), rank: 0 };
  });
  if ((placed[0]?.exact.total ?? 0) === 0) return undefined;
  const ours = criteria.every((criterion) => levelOf(levels, criterion.id) === OUR_LEVEL);
  const pinned = ours ? placed.filter(({ entry }) => entry.outOfOrder) : [];
  const order = placed
    .filter((each) => !pinned.includes(each))
    .sort((a, b) => compareRanked(a, b, tiebreak) || a.entry.rank - b.entry.rank);
  for (const each of pinned.sort((a, b) => a.entry.rank - b.entry.rank)) order.splice(each.entry.rank - 1, 0, each);
  return order.map((each, index) => ({ ...each, rank: index + 1 }));
}

/** Negative when `a` ranks above `b`: the higher rating, else the higher tiebreak score; 0 when they tie on both. */
export function compareRanked<E extends Rankable>(
  a: { entry: E; exact: { sum: number } },
  b: { entry: E; exact: { sum: number } },
  tiebreak: string,
): number {
  const tiebreakScore = (each: { entry: E }) => Math.round((each.entry.scores[tiebreak]?.score ?? 0) * 10);
  return b.exact.sum - a.exact.sum || tiebreakScore(b) - tiebreakScore(a);
}
