import { describe, expect, it } from "vitest";
import site from "../content/site-text";
import { fillIn, formatAsOf, formatDate, formatRating, ruleStepTexts } from "./format";

describe("format", () => {
  it("prints dates in US English, the same on any machine's time zone", () => {
    expect(formatDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("prints a source's date as precisely as the source gives it", () => {
    expect(formatAsOf("2026-03-14")).toBe("March 14, 2026");
    expect(formatAsOf("2026-03")).toBe("March 2026");
    expect(formatAsOf("2025")).toBe("2025");
  });

  it("prints ratings with one decimal and fills marks, refusing a mark with no value", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(fillIn("Number {rank}: {title}", { rank: 2, title: "Proton VPN" })).toBe("Number 2: Proton VPN");
    expect(() => fillIn("{missing}", {})).toThrow("{missing}");
  });
});

describe("ruleStepTexts", () => {
  const { units } = site.facts;
  const usdMonth = (amount: string) => fillIn(units["usd-month"], { amount });
  it("words a price rule's ends as 'or less' and 'or more' and the steps between in its unit", () => {
    expect(ruleStepTexts({ five: 2, one: 12 }, "usd-month")).toEqual([
      { score: 5, text: fillIn(site.list.orLess, { value: usdMonth("2") }) },
      { score: 4, text: usdMonth("4.50") },
      { score: 3, text: usdMonth("7") },
      { score: 2, text: usdMonth("9.50") },
      { score: 1, text: fillIn(site.list.orMore, { value: usdMonth("12") }) },
    ]);
  });

  it("rounds a whole-number rule's middle steps, and says '$0' rather than '$0 or less'", () => {
    expect(ruleStepTexts({ five: 10, one: 1 }, "count").map((step) => step.text)).toEqual([
      fillIn(site.list.orMore, { value: "10" }),
      fillIn(site.list.about, { value: "8" }),
      fillIn(site.list.about, { value: "6" }),
      fillIn(site.list.about, { value: "3" }),
      fillIn(site.list.orLess, { value: "1" }),
    ]);
    expect(ruleStepTexts({ five: 0, one: 250 }, "usd-year")[0]?.text).toBe(fillIn(units["usd-year"], { amount: "0" }));
  });

  it("gives a yes/no rule only its two ends", () => {
    expect(ruleStepTexts({ five: 1, one: 0 }, "yes-no")).toEqual([
      { score: 5, text: site.facts.yes },
      { score: 1, text: site.facts.no },
    ]);
  });
});
