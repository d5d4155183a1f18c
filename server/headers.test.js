import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./headers.js";

it("applies every matching rule of the real _headers file, later rules winning", () => {
  const rules = parseHeadersFile(readFileSync(new URL("../public/_headers", import.meta.url), "utf8"));
  const asset = headersFor(rules, "/assets/root-abc123.js");
  expect(asset.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.get("x-content-type-options")).toBe("nosniff");
  expect(headersFor(rules, "/category/vpn").has("cache-control")).toBe(false);
  // A page's data may be kept a minute, so a link prefetched on hover is used at the click.
  expect(headersFor(rules, "/category/vpn.data").get("cache-control")).toBe("public, max-age=60");
});

it("matches a splat anywhere in a rule's path, as Cloudflare does, and nothing else", () => {
  const rules = parseHeadersFile("/*.data\n  X-Data: 1\n/docs/*/print\n  X-Print: 1\n");
  expect(headersFor(rules, "/a/b.data").get("x-data")).toBe("1");
  expect(headersFor(rules, "/a/b.data.br").has("x-data")).toBe(false);
  expect(headersFor(rules, "/docs/guide/print").get("x-print")).toBe("1");
  expect(headersFor(rules, "/docs/print").has("x-print")).toBe(false);
});

it("rejects a header line that is not under a path", () => {
  expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow(/_headers line 1/);
});
