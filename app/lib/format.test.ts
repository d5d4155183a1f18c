import { describe, expect, it } from "vitest";
import { fillIn, formatAsOf, formatDate, formatRating } from "./format";

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
