import { expect, it } from "vitest";
import { degreeBase, isTransposition, transposedPrefixes } from "./search";

it("takes the comparative and superlative endings off an adjective, leaving at least four letters", () => {
  expect(["cheapest", "cheaper", "cheap"].map(degreeBase)).toEqual(["cheap", "cheap", "cheap"]);
  expect(degreeBase("easiest")).toBe("easi");
  expect(["best", "finer", "hosting"].map(degreeBase)).toEqual(["best", "finer", "hosting"]);
});

it("tells two neighboring letters swapped from any other difference", () => {
  expect(isTransposition("vnp", "vpn")).toBe(true);
  expect(isTransposition("nrodvpn", "nordvpn")).toBe(true);
  expect(isTransposition("vpn", "vpn")).toBe(false);
  expect(isTransposition("vpn", "vnpx")).toBe(false);
  expect(isTransposition("abcd", "badc")).toBe(false);
});

it("names the other prefixes a word with two of its first three letters swapped would be under", () => {
  expect(transposedPrefixes("vnp")).toEqual(["nvp", "vpn"]);
  expect(transposedPrefixes("aab")).toEqual(["aba"]);
});
