/**
 * "What matters to you?": the levels a reader sets travel in the URL as `?w=privacy:3,price:0` (only those the
 * reader changed), and the one line on the pick that moved most. The ranking itself is the site's one ranking
 * (content/schema/scoring.ts), so every criterion left at "as we weigh it" gives our order back exactly.
 */
import {
  LEVEL_HALVES,
  LEVELS,
  OUR_LEVEL,
  ourLevels,
  type Level,
  type Levels,
  type Placed,
} from "../../content/schema/scoring";
import type { RankedList } from "../content/list-ratings";

type Criterion = Pick<RankedList["methodology"]["criteria"][number], "id" | "name" | "weight">;
type Entry = Pick<RankedList["entries"][number], "rank" | "title" | "scores">;

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

/**
 * The pick whose place changed most, and the one reason that moved it: the criterion whose change of weight counts
 * most for it against the other four (among those the reader changed, where one of them helped), whether it now
 * counts for more or less, and that score's own reason. Undefined when no pick moved.
 */
export function movedMost<E extends Entry>(criteria: Criterion[], placed: Placed<E>[], levels: Levels) {
  const [most] = placed
    .filter((each) => each.rank !== each.entry.rank)
    .sort((a, b) => Math.abs(b.rank - b.entry.rank) - Math.abs(a.rank - a.entry.rank) || a.rank - b.rank);
  if (!most) return undefined;
  const up = most.rank < most.entry.rank;
  const halves = (criterion: Criterion) => LEVEL_HALVES[levels[criterion.id] ?? OUR_LEVEL];
  const ours = criteria.reduce((sum, criterion) => sum + criterion.weight * LEVEL_HALVES[OUR_LEVEL], 0);
  const theirs = criteria.reduce((sum, criterion) => sum + criterion.weight * halves(criterion), 0);
  /** A criterion's share of the reader's rating less its share of ours. */
  const shift = (criterion: Criterion) =>
    (criterion.weight * halves(criterion)) / theirs - (criterion.weight * LEVEL_HALVES[OUR_LEVEL]) / ours;
  const pull = (criterion: Criterion) => {
    const others = placed.filter((each) => each !== most);
    const average =
      others.reduce((sum, each) => sum + (each.entry.scores[criterion.id]?.score ?? 0), 0) / others.length;
    return shift(criterion) * ((most.entry.scores[criterion.id]?.score ?? 0) - average) * (up ? 1 : -1);
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
    counts: shift(criterion) > 0 ? ("more" as const) : ("less" as const),
    why: score?.why ?? score?.fact?.shown ?? "",
  };
}
