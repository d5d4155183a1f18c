import { describe, expect, it } from "vitest";
import { isStale, pageFreshness, staleFactReport } from "./freshness";

const fact = (asOf: string, checked: string, confirmed = true) => ({ asOf, checked, confirmed });

describe("pageFreshness", () => {
  it("gives the oldest check among the quoted facts and counts those not confirmed", () => {
    expect(
      pageFreshness([fact("2026-09", "2026-11-25"), fact("2025", "2026-10-02", false), fact("2026-01", "2026-11-20")]),
    ).toEqual({ checked: "2026-10-02", notRechecked: 1, total: 3 });
  });

  it("gives nothing for a page that quotes no changing fact", () => {
    expect(pageFreshness([])).toBeUndefined();
  });
});

describe("isStale", () => {
  it("is true once the source date is more than twelve months before the day", () => {
    expect(isStale("2025-11-24", "2026-11-25")).toBe(true);
    expect(isStale("2025-11-25", "2026-11-25")).toBe(false);
    expect(isStale("2026-03", "2026-11-25")).toBe(false);
  });

  it("counts a month or a year from its first day, since the source shows nothing later", () => {
    expect(isStale("2025-11", "2026-11-25")).toBe(true);
    expect(isStale("2025-12", "2026-11-25")).toBe(false);
    expect(isStale("2026", "2026-11-25")).toBe(false);
    expect(isStale("2025", "2026-11-25")).toBe(true);
  });
});

describe("staleFactReport", () => {
  it("names each stale fact once, oldest first, with every page that quotes it", () => {
    const price = { name: "ExpressVPN: price", fact: fact("2025-02", "2026-11-25") };
    const rule = { name: "fact dot-24-hour-rule", fact: fact("2017-11-15", "2026-11-25") };
    const fresh = { name: "NordVPN: price", fact: fact("2026-10", "2026-11-25") };
    expect(
      staleFactReport(
        [
          { path: "/netflix-vpn", quotes: [price] },
          { path: "/category/vpn", quotes: [fresh, price] },
          { path: "/hidden-flight-deals", quotes: [rule] },
        ],
        "2026-11-25",
      ),
    ).toEqual([
      "2017-11-15 fact dot-24-hour-rule (/hidden-flight-deals)",
      "2025-02 ExpressVPN: price (/category/vpn, /netflix-vpn)",
    ]);
  });
});
