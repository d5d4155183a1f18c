/**
 * "What matters to you?": the five re-ranked by a reader's own priorities, from the same scores. A reader sets
 * each criterion to a level; a level scales our weight for it, so every criterion left at "as we weigh it" gives
 * our ranking back exactly. The levels travel in the URL as `?w=privacy:3,price:0`, only those the reader changed.
 */
import type { RankedList } from "../../content/schema/list-ratings";

/** 0 doesn't matter, 1 matters less, 2 as we weigh it, 3 matters most. */
export type Level = 0 | 1 | 2 | 3;
export type Levels = Record<string, Level>;

export const LEVELS: readonly Level[] = [0, 1, 2, 3];
export const OUR_LEVEL: Level = 2;
/** What each level does to our weight: none, half, ours, double. */
const SCALE: Record<Level, number> = { 0: 0, 1: 0.5, 2: 1, 3: 2 };

type Criterion = Pick<RankedList["methodology"]["criteria"][number], "id" | "name" | "weight">;
type Entry = Pick<RankedList["entries"][number], "rank" | "title" | "scores">;

/** Every criterion at our weight: the editors' ranking. */
export function ourLevels(criteria: Criterion[]): Levels {
  return Object.fromEntries(criteria.map((criterion) => [criterion.id, OUR_LEVEL]));
}

/** A preset's levels over our own: the criteria it does not name stay at our weight. */
export function presetLevels(criteria: Criterion[], preset: Partial<Levels>): Levels {
  return { ...ourLevels(criteria), ...preset } as Levels;
}

const isLevel = (value: number): value is Level => (LEVELS as number[]).includes(value);

/** The levels a `w` parameter sets, over our own; undefined when it sets none this list knows. */
export function parseLevels(param: string | null, criteria: Criterion[]): Levels | undefined {
  const levels = ourLevels(criteria);
  let changed = false;
  for (const pair of (param ?? "").split(",")) {
    const [id = "", level = ""] = pair.split(":");
    const value = Number(level);
    if (id in levels && level !== "" && isLevel(value)) {
      levels[id] = value;
      changed = true;
    }
  }
  return changed ? levels : undefined;
}

/** The `w` parameter for a set of levels, in the list's criteria order: "" when every one is at our weight. */
export function formatLevels(levels: Levels, criteria: Criterion[]): string {
  return criteria
    .filter((criterion) => levels[criterion.id] !== OUR_LEVEL)
    .map((criterion) => `${criterion.id}:${levels[criterion.id]}`)
    .join(",");
}

/** The same levels, criterion by criterion. */
export const sameLevels = (a: Levels, b: Levels) => Object.keys(a).every((id) => a[id] === b[id]);

export interface Placed<E extends Entry> {
  entry: E;
  /** The weighted mean under the reader's levels, at full precision. */
  exact: number;
  /** As the page shows ratings: one decimal. */
  rating: number;
  /** 1-5 in the reader's order. */
  rank: number;
}

/**
 * The five in the reader's order, each with its rating under the reader's levels; ties keep our order, and our own
 * levels give our ranking. Undefined when nothing matters (every level 0), where no order follows.
 */
export function reranked<E extends Entry>(
  criteria: Criterion[],
  entries: E[],
  levels: Levels,
): Placed<E>[] | undefined {
  const weights = criteria.map((criterion) => criterion.weight * SCALE[levels[criterion.id] ?? OUR_LEVEL]);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return undefined;
  // Our levels give our ranking, even where the spec fixes a pick out of rating order (it says why on the page).
  const ours = criteria.every((criterion) => (levels[criterion.id] ?? OUR_LEVEL) === OUR_LEVEL);
  return entries
    .map((entry) => {
      const exact =
        criteria.reduce(
          (sum, criterion, index) => sum + weights[index]! * (entry.scores[criterion.id]?.score ?? 0),
          0,
        ) / total;
      return { entry, exact, rating: Math.round(exact * 10 + 1e-9) / 10, rank: 0 };
    })
    .sort((a, b) => (ours ? 0 : b.exact - a.exact) || a.entry.rank - b.entry.rank)
    .map((placed, index) => ({ ...placed, rank: index + 1 }));
}

/**
 * The pick whose place changed most, and the one reason that moved it: the criterion whose change of weight counts
 * most for it against the other four (among those the reader changed, where one of them helped), whether it now counts for more or less, and that score's own reason.
 * Undefined when no pick moved.
 */
export function movedMost<E extends Entry>(criteria: Criterion[], placed: Placed<E>[], levels: Levels) {
  const [most] = placed
    .filter((each) => each.rank !== each.entry.rank)
    .sort((a, b) => Math.abs(b.rank - b.entry.rank) - Math.abs(a.rank - a.entry.rank) || a.rank - b.rank);
  if (!most) return undefined;
  const up = most.rank < most.entry.rank;
  const ours = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const theirs = criteria.reduce((sum, c) => sum + c.weight * SCALE[levels[c.id] ?? OUR_LEVEL], 0);
  const pull = (criterion: Criterion) => {
    const others = placed.filter((each) => each !== most);
    const average =
      others.reduce((sum, each) => sum + (each.entry.scores[criterion.id]?.score ?? 0), 0) / others.length;
    const shift = (criterion.weight * SCALE[levels[criterion.id] ?? OUR_LEVEL]) / theirs - criterion.weight / ours;
    return shift * ((most.entry.scores[criterion.id]?.score ?? 0) - average) * (up ? 1 : -1);
  };
  // A criterion the reader changed explains the move best; any criterion does when none of those helped.
  const changed = criteria.filter((c) => (levels[c.id] ?? OUR_LEVEL) !== OUR_LEVEL && pull(c) > 0);
  const [criterion] = [...(changed.length > 0 ? changed : criteria)].sort((a, b) => pull(b) - pull(a));
  if (!criterion) return undefined;
  const score = most.entry.scores[criterion.id];
  return {
    title: most.entry.title,
    from: most.entry.rank,
    to: most.rank,
    criterion: criterion.name,
    /** Whether that criterion counts for more of the reader's rating than of ours, or for less. */
    counts: (SCALE[levels[criterion.id] ?? OUR_LEVEL] * ours) / theirs > 1 ? ("more" as const) : ("less" as const),
    why: score?.why ?? score?.fact?.shown ?? "",
  };
}
