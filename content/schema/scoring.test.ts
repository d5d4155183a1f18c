import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareRanked,
  computedScore,
  exactRating,
  LEVELS,
  ourLevels,
  presetLevels,
  ranking,
  ratingText,
  ruleSteps,
  shownRating,
  type Level,
} from "./scoring";

describe("computedScore", () => {
  const price = { five: 2, one: 12 };
  it("gives 5 at the better end or past it, 1 at the worse end or past it", () => {
    expect([
      computedScore(price, 2),
      computedScore(price, 0),
      computedScore(price, 12),
      computedScore(price, 30),
    ]).toEqual([5, 5, 1, 1]);
  });

  it("draws a straight line between, to one decimal", () => {
    expect(computedScore(price, 7)).toBe(3);
    expect(computedScore(price, 4.5)).toBe(4);
    expect(computedScore(price, 3.39)).toBe(4.4);
  });

  it("reads a higher-is-better rule the other way, and 'unlimited' as the best or worst there is", () => {
    const devices = { five: 10, one: 1 };
    expect(computedScore(devices, 10)).toBe(5);
    expect(computedScore(devices, 1)).toBe(1);
    expect(computedScore(devices, "unlimited")).toBe(5);
    expect(computedScore(price, "unlimited")).toBe(1);
  });
});

describe("ruleSteps", () => {
  it("names the number that earns each whole score, 5 first", () => {
    expect(ruleSteps({ five: 2, one: 12 })).toEqual([
      { score: 5, value: 2 },
      { score: 4, value: 4.5 },
      { score: 3, value: 7 },
      { score: 2, value: 9.5 },
      { score: 1, value: 12 },
    ]);
  });
});

describe("ratings", () => {
  const criteria = [
    { id: "privacy", weight: 35 },
    { id: "price", weight: 65 },
  ];
  const ours = ourLevels(criteria);
  it("weigh the scores as an exact fraction, with no floating-point drift", () => {
    // 0.35 * 4.5 + 0.65 * 4.3 = 4.37 exactly; in floating point it is 4.369999...
    const exact = exactRating(criteria, { privacy: { score: 4.5 }, price: { score: 4.3 } }, ours);
    expect(exact.sum / exact.total).toBe(43.7);
    expect(ratingText(exact)).toBe("4.370");
  });

  it("show one decimal, rounded half up", () => {
    expect(shownRating({ sum: 4675, total: 100 })).toBe(4.7);
    expect(shownRating({ sum: 4649, total: 100 })).toBe(4.6);
    expect(shownRating({ sum: 0, total: 0 })).toBe(0);
  });

  it("rank the higher rating first, a tie to the higher tiebreak score, and call a full tie a tie", () => {
    const pick = (sum: number, tiebreak: number) => ({
      entry: { rank: 1, scores: { price: { score: tiebreak } } },
      exact: { sum },
    });
    expect(compareRanked(pick(4675, 4), pick(4665, 5), "price")).toBeLessThan(0);
    expect(compareRanked(pick(4600, 4), pick(4600, 4.5), "price")).toBeGreaterThan(0);
    expect(compareRanked(pick(4600, 4), pick(4600, 4), "price")).toBe(0);
  });
});

describe("ranking", () => {
  const criteria = [
    { id: "privacy", weight: 50 },
    { id: "price", weight: 30 },
    { id: "apps", weight: 20 },
  ];
  const entry = (rank: number, title: string, privacy: number, price: number, apps: number) => ({
    rank,
    title,
    scores: { privacy: { score: privacy }, price: { score: price }, apps: { score: apps } },
  });
  // Our order: A 4.7, B 4.5, C 4.4, D 4.2, E 4.1 (privacy weighs most).
  const entries = [
    entry(1, "A", 5, 4, 5),
    entry(2, "B", 5, 3.5, 4.5),
    entry(3, "C", 4, 5, 4.5),
    entry(4, "D", 4, 4.5, 4),
    entry(5, "E", 3.5, 5, 4),
  ];
  const titles = (placed: Array<{ entry: { title: string } }> | undefined) => placed?.map((each) => each.entry.title);

  it("gives our order and ratings at our levels, and re-ranks by the reader's", () => {
    const ours = ranking(criteria, "privacy", entries, ourLevels(criteria))!;
    expect(ours.map((each) => [each.entry.title, each.rank, each.rating])).toEqual([
      ["A", 1, 4.7],
      ["B", 2, 4.5],
      ["C", 3, 4.4],
      ["D", 4, 4.2],
      ["E", 5, 4.1],
    ]);
    const priceFirst = ranking(criteria, "privacy", entries, presetLevels(criteria, { price: 3, privacy: 0 }))!;
    expect(titles(priceFirst)).toEqual(["C", "E", "D", "A", "B"]);
    expect(priceFirst[0]?.rating).toBe(4.9);
  });

  it("breaks a tie by the tiebreak score, then by our order; gives no order when nothing matters", () => {
    const tied = [entry(1, "A", 5, 3, 3), entry(2, "B", 3, 5, 3)];
    const onlyApps = presetLevels(criteria, { privacy: 0, price: 0 });
    expect(titles(ranking(criteria, "privacy", tied, onlyApps))).toEqual(["A", "B"]);
    expect(titles(ranking(criteria, "price", tied, onlyApps))).toEqual(["B", "A"]);
    expect(titles(ranking(criteria, "apps", tied, onlyApps))).toEqual(["A", "B"]);
    expect(ranking(criteria, "privacy", entries, presetLevels(criteria, { privacy: 0, price: 0, apps: 0 }))).toBe(
      undefined,
    );
  });

  it("keeps a pick placed out of rating order where it is at our levels only", () => {
    const fifth = { ...entry(5, "C", 4, 5, 4.5), outOfOrder: "Serves larger teams." };
    const list = [entries[0]!, entries[1]!, { ...entries[3]!, rank: 3 }, { ...entries[4]!, rank: 4 }, fifth];
    expect(titles(ranking(criteria, "privacy", list, ourLevels(criteria)))).toEqual(["A", "B", "D", "E", "C"]);
    expect(titles(ranking(criteria, "privacy", list, presetLevels(criteria, { apps: 3 })))).toEqual([
      "A",
      "B",
      "C",
      "D",
      "E",
    ]);
  });
});

/** A generated list: 2-6 criteria whose whole weights add up to 100, five picks scored on the half-point grid. */
const generatedList = fc
  .integer({ min: 2, max: 6 })
  .chain((count) =>
    fc.record({
      cuts: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: count - 1, maxLength: count - 1 }),
      scores: fc.array(fc.array(fc.integer({ min: 2, max: 10 }), { minLength: count, maxLength: count }), {
        minLength: 5,
        maxLength: 5,
      }),
      tiebreak: fc.integer({ min: 0, max: count - 1 }),
      levels: fc.array(fc.constantFrom(...LEVELS), { minLength: count, maxLength: count }),
    }),
  )
  .map(({ cuts, scores, tiebreak, levels }) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), 100];
    const criteria = bounds.slice(1).map((bound, index) => ({ id: `c${index}`, weight: bound - bounds[index]! }));
    const entries = scores.map((row, index) => ({
      rank: index + 1,
      title: `P${index + 1}`,
      scores: Object.fromEntries(row.map((halves, column) => [`c${column}`, { score: halves / 2 }])),
    }));
    const readerLevels = Object.fromEntries(criteria.map((criterion, index) => [criterion.id, levels[index]!]));
    return { criteria, entries, tiebreak: `c${tiebreak}`, readerLevels };
  });

/** An independent reference: each rating as a fraction compared by cross-multiplying BigInts, no shared code. */
function referenceOrder(
  criteria: Array<{ id: string; weight: number }>,
  entries: Array<{ rank: number; title: string; scores: Record<string, { score: number }> }>,
  tiebreak: string,
  levels: Record<string, number>,
) {
  const factor: Record<number, bigint> = { 0: 0n, 1: 1n, 2: 2n, 3: 4n };
  const rated = entries.map((entry) => {
    let numerator = 0n;
    let denominator = 0n;
    for (const criterion of criteria) {
      const weight = BigInt(criterion.weight) * factor[levels[criterion.id]!]!;
      numerator += weight * BigInt(Math.round(entry.scores[criterion.id]!.score * 2));
      denominator += weight;
    }
    return { entry, numerator, denominator };
  });
  return rated
    .sort((a, b) => {
      const left = a.numerator * b.denominator;
      const right = b.numerator * a.denominator;
      if (left !== right) return left > right ? -1 : 1;
      return b.entry.scores[tiebreak]!.score - a.entry.scores[tiebreak]!.score || a.entry.rank - b.entry.rank;
    })
    .map(({ entry }) => entry.title);
}

describe("ranking, on generated lists", () => {
  it("orders the five as an exact reference does, under any levels", () => {
    fc.assert(
      fc.property(generatedList, ({ criteria, entries, tiebreak, readerLevels }) => {
        const placed = ranking(criteria, tiebreak, entries, readerLevels);
        if (Object.values(readerLevels).every((level) => level === 0)) return placed === undefined;
        expect(placed?.map((each) => each.entry.title)).toEqual(
          referenceOrder(criteria, entries, tiebreak, readerLevels),
        );
        expect(placed?.map((each) => each.rank)).toEqual([1, 2, 3, 4, 5]);
      }),
    );
  });

  it("gives our order and ratings back when a reader sets every criterion to the same level", () => {
    fc.assert(
      fc.property(generatedList, fc.constantFrom<Level>(1, 3), ({ criteria, entries, tiebreak }, level) => {
        const ours = ranking(criteria, tiebreak, entries, ourLevels(criteria))!;
        const same = ranking(criteria, tiebreak, entries, Object.fromEntries(criteria.map((c) => [c.id, level])))!;
        expect(same.map((each) => [each.entry.title, each.rating])).toEqual(
          ours.map((each) => [each.entry.title, each.rating]),
        );
      }),
    );
  });

  it("rates each pick at our levels as the weighted mean, rounded half up to one decimal", () => {
    fc.assert(
      fc.property(generatedList, ({ criteria, entries, tiebreak }) => {
        for (const placed of ranking(criteria, tiebreak, entries, ourLevels(criteria))!) {
          const tenths = criteria.reduce(
            (sum, criterion) => sum + criterion.weight * Math.round(placed.entry.scores[criterion.id]!.score * 10),
            0,
          );
          // Hundredths of tenths: whole numbers, so rounding half up is exact.
          expect(placed.rating).toBe(Math.floor((tenths + 50) / 100) / 10);
        }
      }),
    );
  });
});
