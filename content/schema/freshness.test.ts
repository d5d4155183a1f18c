import { describe, expect, it } from "vitest";
import { isStale, staleFactReport } from "./freshness";

const fact = (seen: string, lasting = false) => ({ seen, lasting, source: "https://example.com/" });

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
  it("names each stale fact once, oldest first, with every page that quotes it; never a lasting one", () => {
    const price = { name: "ExpressVPN: price", fact: fact("2025-02") };
    const rule = { name: "fact dot-24-hour-rule", fact: fact("2017-11-15") };
    const fresh = { name: "NordVPN: price", fact: fact("2026-10") };
    const lasting = { name: "Adolescence: first-released", fact: fact("2025-03", true) };
    expect(
      staleFactReport(
        [
          { path: "/netflix-vpn", quotes: [price] },
          { path: "/category/vpn", quotes: [fresh, price] },
          { path: "/netflix-shows", quotes: [lasting] },
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
