import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./headers.js";

it("applies every matching rule of the real _headers file, later rules winning", () => {
  const rules = parseHeadersFile(readFileSync(new URL("../public/_headers", import.meta.url), "utf8"));
  const asset = headersFor(rules, "/assets/root-abc123.js");
  expect(asset.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.get("x-content-type-options")).toBe("nosniff");
  expect(headersFor(rules, "/category/vpn").has("cache-control")).toBe(false);
});

it("rejects a header line that is not under a path", () => {
  expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow(/_headers line 1/);
});
