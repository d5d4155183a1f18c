import { describe, expect, it } from "vitest";
import { listProblems, ratedList } from "./list-ratings";
import { computedScore } from "../../content/schema/scoring";
import { formatFact } from "../lib/format";
import { productRecords as records, products, vpnList as list } from "../../tests/support/content-records";

describe("fixed ratings", () => {
  it("hold a list with fixedRatings to them, whatever its scores give", () => {
    const fixedRatings = [4.9, 4.8, 4.7, 4.6, 4.5];
    const given = ratedList(list, products).entries.map((entry) => entry.rating);
    const expected = given.flatMap((rating, index) =>
      rating === fixedRatings[index]
        ? []
        : [
            {
              field: `pick #${index + 1} (entries.${index}, ${records[list.entries[index]!.product]!.name}), rating`,
              path: ["entries", index, "rating"],
              message: `fixedRatings holds this rating at ${fixedRatings[index]}; the scores give ${rating.toFixed(1)}`,
            },
          ],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(listProblems({ ...list, fixedRatings: { ratings: fixedRatings, note: "Fixed." } }, products)).toEqual(
      expect.arrayContaining(expected),
    );
  });

  it("let a pick there rank out of rating order when it says why, and nowhere else", () => {
    const fixedRatings = ratedList(list, products).entries.map((entry) => entry.rating);
    const reordered = { ...list, entries: [list.entries[1]!, list.entries[0]!, ...list.entries.slice(2)] };
    const field = `pick #2 (entries.1, ${records[list.entries[0]!.product]!.name}), rank`;
    expect(
      listProblems({ ...reordered, fixedRatings: { ratings: fixedRatings, note: "Fixed." } }, products).map(
        (problem) => problem.field,
      ),
    ).toContain(field);
    const explained = {
      ...reordered,
      entries: [{ ...reordered.entries[0]!, outOfOrder: "The spec ranks it first." }, ...reordered.entries.slice(1)],
    };
    expect(
      listProblems(
        {
          ...explained,
          fixedRatings: { ratings: [fixedRatings[1]!, fixedRatings[0]!, ...fixedRatings.slice(2)], note: "Fixed." },
        },
        products,
      ).map((problem) => problem.field),
    ).not.toContain(field);
    expect(listProblems(explained, products).map((problem) => problem.field)).toContain(
      `pick #1 (entries.0, ${records[list.entries[1]!.product]!.name}), outOfOrder`,
    );
  });
});

describe("ratedList", () => {
  it("computes each computed criterion from the product's fact and rates each pick by the weighted mean", () => {
    const rated = ratedList(list, products);
    const rule = list.methodology.criteria.find((criterion) => criterion.computed)!;
    for (const entry of rated.entries) {
      const fact = records[entry.product]!.facts[rule.computed!.fact]!;
      expect(entry.scores[rule.id]?.fact).toEqual({ ...fact, shown: formatFact(fact) });
      expect(entry.scores[rule.id]?.score).toBe(computedScore(rule.computed!, fact.value));
      const mean =
        list.methodology.criteria.reduce(
          (sum, criterion) => sum + criterion.weight * entry.scores[criterion.id]!.score,
          0,
        ) / 100;
      expect(entry.rating).toBe(Math.round(mean * 10 + 1e-9) / 10);
    }
  });
});

describe("a compared price that changed", () => {
  const pick = list.entries[0]!;
  const row = list.compare.find((each) => records[pick.product]!.facts[each.fact]?.unit.startsWith("usd"))!;
  const fact = records[pick.product]!.facts[row.fact]!;
  const withHistory = (earlier: Record<string, unknown>) => {
    const product = {
      ...records[pick.product]!,
      history: [{ fact: row.fact, until: "2026-11-27", source: fact.source, correction: false, ...earlier }],
    };
    return ratedList(list, { vendor: (id) => (id === pick.product ? product : products.vendor(id)) } as typeof products)
      .entries[0]!.facts[row.fact]!.change;
  };
  const seen = fact.seen!;
  const monthsBefore = (months: number) => {
    const date = new Date(`${seen.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - months);
    return date.toISOString().slice(0, 7);
  };
  const value = typeof fact.value === "number" ? fact.value : 0;

  it("says what it was, down or up, when the earlier value was seen within the year before", () => {
    expect(withHistory({ value: value + 1, seen: monthsBefore(5) })).toMatch(/^down from \$[\d.,]+.* in \w+ \d{4}$/);
    expect(withHistory({ value: value / 2, seen: monthsBefore(5) })).toMatch(/^up from /);
  });

  it("says nothing for an earlier value older than a year, or one that was a correction", () => {
    expect(withHistory({ value: value + 1, seen: monthsBefore(13) })).toBeUndefined();
    expect(withHistory({ value: value + 1, seen: monthsBefore(5), correction: true })).toBeUndefined();
  });
});
