import { describe, expect, it } from "vitest";
import { compareRanked, computedScore, ratingThousandths, ruleSteps, shownRating } from "./scoring";

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
  it("weigh the scores at full precision, in thousandths, with no floating-point drift", () => {
    // 0.35 * 4.5 + 0.65 * 4.3 = 4.37 exactly; in floating point it is 4.369999...
    expect(ratingThousandths(criteria, { privacy: { score: 4.5 }, price: { score: 4.3 } })).toBe(4370);
  });

  it("show one decimal, rounded half up", () => {
    expect(shownRating(4675)).toBe(4.7);
    expect(shownRating(4649)).toBe(4.6);
  });

  it("rank the higher rating first, a tie to the higher tiebreak score, and call a full tie a tie", () => {
    expect(compareRanked({ thousandths: 4675, tiebreak: 4 }, { thousandths: 4665, tiebreak: 5 })).toBeLessThan(0);
    expect(compareRanked({ thousandths: 4600, tiebreak: 4 }, { thousandths: 4600, tiebreak: 4.5 })).toBeGreaterThan(0);
    expect(compareRanked({ thousandths: 4600, tiebreak: 4 }, { thousandths: 4600, tiebreak: 4 })).toBe(0);
  });
});
