import { describe, expect, it } from "vitest";
import { ourLevels, presetLevels, ranking } from "../../content/schema/scoring";
import { formatLevels, movedMost, parseLevels } from "./reweigh";

const criteria = [
  { id: "privacy", name: "Privacy", weight: 50 },
  { id: "price", name: "Price", weight: 30 },
  { id: "apps", name: "Apps", weight: 20 },
];
const entry = (rank: number, title: string, privacy: number, price: number, apps: number) => ({
  rank,
  title,
  scores: {
    privacy: { score: privacy, why: `${title} privacy reason` },
    price: { score: price, why: `${title} price reason` },
    apps: { score: apps, why: `${title} apps reason` },
  },
});
// Our order: A 4.7, B 4.5, C 4.4, D 4.2, E 4.1 (privacy weighs most).
const entries = [
  entry(1, "A", 5, 4, 5),
  entry(2, "B", 5, 3.5, 4.5),
  entry(3, "C", 4, 5, 4.5),
  entry(4, "D", 4, 4.5, 4),
  entry(5, "E", 3.5, 5, 4),
];

describe("movedMost", () => {
  it("names the pick that moved furthest and the reason of the criterion that moved it: here its weak point stopped counting", () => {
    const levels = presetLevels(criteria, { price: 3, privacy: 0 });
    const placed = ranking(criteria, "privacy", entries, levels)!;
    expect(movedMost(criteria, placed, levels)).toEqual({
      title: "E",
      from: 5,
      to: 2,
      criterion: "Privacy",
      counts: "less",
      why: "E privacy reason",
    });
  });

  it("names a criterion that counts more when that is what lifted the pick", () => {
    const levels = presetLevels(criteria, { price: 3 });
    const placed = ranking(criteria, "privacy", entries, levels)!;
    expect(movedMost(criteria, placed, levels)).toMatchObject({ title: "E", criterion: "Price", counts: "more" });
  });

  it("names nothing when the order stays ours", () => {
    const levels = presetLevels(criteria, { apps: 1 });
    expect(movedMost(criteria, ranking(criteria, "privacy", entries, levels)!, levels)).toBeUndefined();
  });
});

describe("the w parameter", () => {
  it("writes only the levels a reader changed, in the list's order, and reads them back", () => {
    const levels = presetLevels(criteria, { price: 3, privacy: 0 });
    expect(formatLevels(levels, criteria)).toBe("privacy:0,price:3");
    expect(parseLevels("privacy:0,price:3", criteria)).toEqual(levels);
    expect(formatLevels(ourLevels(criteria), criteria)).toBe("");
  });

  it("ignores what this list does not know, and gives nothing when it knows none of it", () => {
    expect(parseLevels("price:3,speed:3,apps:9,privacy:", criteria)).toEqual(presetLevels(criteria, { price: 3 }));
    expect(parseLevels("speed:3", criteria)).toBeUndefined();
    expect(parseLevels(null, criteria)).toBeUndefined();
  });
});
