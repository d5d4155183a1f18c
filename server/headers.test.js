import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./headers.js";

it("applies every matching rule of the real _headers file", () => {
  const rules = parseHeadersFile(readFileSync(new URL("../public/_headers", import.meta.url), "utf8"));
  const asset = headersFor(rules, "/assets/root-abc123.js");
  expect(asset.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.get("x-content-type-options")).toBe("nosniff");
  expect(headersFor(rules, "/category/vpn").has("cache-control")).toBe(false);
  // A page's data may be kept a minute, so a link prefetched on hover is used at the click.
  expect(headersFor(rules, "/category/vpn.data").get("cache-control")).toBe("public, max-age=60");
  // React Router's own server labels a page's data so; Cloudflare compresses that type, not application/octet-stream.
  expect(headersFor(rules, "/category/vpn.data").get("content-type")).toBe("text/x-script");
});

it("joins a header that several matching rules set, in file order, as Cloudflare does", () => {
  const rules = parseHeadersFile("/*\n  X-Test: one\n/assets/*\n  X-Test: two\n");
  expect(headersFor(rules, "/assets/a.js").get("x-test")).toBe("one, two");
  expect(headersFor(rules, "/page").get("x-test")).toBe("one");
});

it("matches a splat anywhere in a rule's path, as Cloudflare does, and nothing else", () => {
  const rules = parseHeadersFile("/*.data\n  X-Data: 1\n/docs/*/print\n  X-Print: 1\n");
  expect(headersFor(rules, "/a/b.data").get("x-data")).toBe("1");
  expect(headersFor(rules, "/a/b.data.br").has("x-data")).toBe(false);
  expect(headersFor(rules, "/docs/guide/print").get("x-print")).toBe("1");
  expect(headersFor(rules, "/docs/print").has("x-print")).toBe(false);
});

it("leaves out a header that a narrower rule detaches with '!', as Cloudflare does", () => {
  const rules = parseHeadersFile("/*\n  X-Test: one\n  X-Kept: 1\n/admin\n  ! X-Test\n");
  expect([...headersFor(rules, "/admin")]).toEqual([["x-kept", "1"]]);
  expect(headersFor(rules, "/page").get("x-test")).toBe("one");
});

it("rejects a header line that is not under a path", () => {
  expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow(/_headers line 1/);
});
