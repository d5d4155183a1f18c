import { expect, it } from "vitest";
import { prefixOf, termFileOf } from "./search-terms";

it("pads short terms and stands any other character as _ in a prefix", () => {
  expect(["vpn", "vpns", "tv", "café"].map(prefixOf)).toEqual(["vpn", "vpn", "tv_", "caf"]);
  expect(prefixOf("über")).toBe("_be");
});

it("finds a prefix's term file from the first prefix of each file but the first, in the prefixes' order", () => {
  // Three files: up to "ccb", from "ccc" to "mml", from "mmm"; digits and "_" come after the letters.
  const starts = "cccmmm";
  expect(
    ["aaa", "ccb", "ccc", "ddd", "mml", "mmm", "zzz", "9__", "___"].map((prefix) => termFileOf(prefix, starts)),
  ).toEqual([0, 0, 1, 1, 1, 2, 2, 2, 2]);
  expect(termFileOf("vpn", "")).toBe(0);
});
