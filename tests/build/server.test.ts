/**
 * How the build is served: caching, compression, content types, the headers file, the 404 page and methods, by our
 * Node server and by Cloudflare's runtime alike, except for the differences tests/support/server-answers.ts names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeadersFile } from "../../server/headers.js";
import { BUILD_DIR, hydrationDataUrl, NOT_FOUND_FILE, pageFile } from "../support/built-site";
import { SERVERS } from "../support/servers";
import { SEARCH_INDEX_PATH } from "../../app/lib/search-terms";

const asset = readdirSync(join(BUILD_DIR, "assets")).find((name) => name.endsWith(".js"));
const stylesheet = readdirSync(join(BUILD_DIR, "assets")).find((name) => name.endsWith(".css"));

/** A media type without its parameters: 'text/html;charset=utf-8' and 'text/html; charset=utf-8' are both 'text/html'. */
const mediaType = (response: Response) => (response.headers.get("content-type") ?? "").split(";")[0]?.trim();

/** Headers any server may send with a file: the content's own and the connection's. */
const CONTENT_AND_CONNECTION = [
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
];
const HEADERS_FILE = parseHeadersFile(readFileSync(join(BUILD_DIR, "_headers"), "utf8")).flatMap((rule) =>
  rule.headers.map(([name]) => name.toLowerCase()),
);

describe.each(SERVERS)("%s", (_name, { url, expected, reasons }) => {
  const get = (path: string, encodings = "") =>
    fetch(url(path), { headers: { "accept-encoding": encodings }, redirect: "manual" });

  it("serves hashed assets as immutable for a year, brotli-compressed when asked", async () => {
    const response = await get(`/assets/${asset}`, "br, gzip");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(mediaType(response), reasons.types).toBe(expected.types.javascript);
    expect(await response.text()).toBe(readFileSync(join(BUILD_DIR, "assets", asset ?? ""), "utf8"));
  });

  it("serves pages to be revalidated, gzip for clients without brotli, nothing compressed for clients without either", async () => {
    const gzip = await get("/category/vpn", "gzip");
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get("cache-control"), reasons.pageCacheControl).toBe(expected.pageCacheControl);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("vary"), reasons.vary).toBe(expected.vary);
    expect(mediaType(gzip)).toBe(expected.types.html);
    expect(gzip.headers.get("content-type"), "a page is labelled UTF-8 before its meta tag is read").toMatch(
      /charset=utf-8/i,
    );
    const plain = await get("/category/vpn");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(await gzip.text());
  });

  it("serves a page's hydration data as text, immutable for a year, compressed", async () => {
    const url = hydrationDataUrl(readFileSync(pageFile("/category/vpn"), "utf8")) ?? "";
    const response = await get(url, "br, gzip");
    expect(response.status).toBe(200);
    expect(mediaType(response), reasons.types).toBe(expected.types.text);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe(readFileSync(join(BUILD_DIR, url), "utf8"));
  });

  it("serves a page's data for client navigation as text/x-script, kept a minute, compressed", async () => {
    for (const [path, file] of [
      ["/category/vpn.data", "category/vpn.data"],
      ["/_.data", "_.data"],
    ] as const) {
      const response = await get(path, "br, gzip");
      expect(response.status, path).toBe(200);
      expect(mediaType(response), path).toBe(expected.types.data);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=60");
      expect(response.headers.get("content-encoding"), path).toBe("br");
      expect(await response.text(), path).toBe(readFileSync(join(BUILD_DIR, file), "utf8"));
    }
  });

  it("serves the search index as JSON to be revalidated, compressed, and no other build's files", async () => {
    const { version } = JSON.parse(readFileSync(join(BUILD_DIR, SEARCH_INDEX_PATH, "entry.json"), "utf8")) as {
      version: string;
    };
    const term = readdirSync(join(BUILD_DIR, SEARCH_INDEX_PATH, version, "terms")).find((name) =>
      name.endsWith(".json"),
    );
    for (const path of [
      `${SEARCH_INDEX_PATH}/entry.json`,
      `${SEARCH_INDEX_PATH}/${version}/terms/${term}`,
      `${SEARCH_INDEX_PATH}/${version}/records/0.json`,
    ]) {
      const response = await get(path, "br, gzip");
      expect(response.status, path).toBe(200);
      expect(mediaType(response), path).toBe(expected.types.json);
      expect(response.headers.get("cache-control"), [path, reasons.pageCacheControl].join(": ")).toBe(
        expected.pageCacheControl,
      );
      expect(response.headers.get("content-encoding"), path).toBe("br");
      expect(await response.json(), path).toEqual(JSON.parse(readFileSync(join(BUILD_DIR, path), "utf8")));
    }
    expect((await get(`${SEARCH_INDEX_PATH}/000000000000/records/0.json`)).status).toBe(404);
  });

  it("serves the stylesheet, the sitemap and robots.txt with their types", async () => {
    for (const [path, type, reason] of [
      [`/assets/${stylesheet}`, expected.types.css, undefined],
      ["/sitemap.xml", expected.types.xml, reasons.types],
      ["/robots.txt", expected.types.text, undefined],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(mediaType(response), [path, reason].filter(Boolean).join(": ")).toBe(type);
    }
  });

  it("answers an unknown path with the 404 page and status 404, never stored as a page", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(mediaType(response)).toBe(expected.types.html);
    expect(response.headers.get("cache-control"), reasons.notFoundCacheControl).toBe(expected.notFoundCacheControl);
    expect(await response.text()).toBe(readFileSync(NOT_FOUND_FILE, "utf8"));
  });

  it("answers HEAD like GET without a body", async () => {
    for (const [path, status] of [
      ["/category/vpn", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await fetch(url(path), { method: "HEAD" });
      expect(response.status, path).toBe(status);
      expect(mediaType(response), path).toBe(expected.types.html);
      expect(await response.text(), path).toBe("");
    }
  });

  // Not TRACE: wrangler's local runtime restarts on it (a wrangler bug), and requests in flight would fail with it.
  it.each(["OPTIONS", "POST", "PUT", "DELETE", "PATCH"])("answers %s with 405", async (method) => {
    const response = await fetch(url("/category/vpn"), { method, body: method === "POST" ? "x" : undefined });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow"), reasons.allow).toBe(expected.allow);
  });

  it("sends the security headers of public/_headers with every answer: pages, files, the 404 page, redirects, 405s", async () => {
    const answers: Array<[string, Promise<Response>]> = [
      ...["/", "/category/vpn", "/category/vpn.data", `/assets/${asset}`, "/no-such-page", "/category/vpn/"].map(
        (path) => [path, get(path)] as [string, Promise<Response>],
      ),
      ["POST /", fetch(url("/"), { method: "POST", body: "x" })],
    ];
    for (const [name, answer] of answers) {
      const headers = (await answer).headers;
      expect(headers.get("content-security-policy"), name).toContain("frame-ancestors 'none'");
      expect(headers.get("content-security-policy"), name).toContain("object-src 'none'");
      expect(headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(headers.get("referrer-policy"), name).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-frame-options"), name).toBe("DENY");
      expect(headers.get("permissions-policy"), name).toContain("camera=()");
      expect(headers.get("strict-transport-security"), name).toMatch(/max-age=\d+/);
      expect(headers.get("cross-origin-opener-policy"), name).toBe("same-origin");
    }
  });

  it("adds no header of its own beyond the named ones", async () => {
    const names = [...(await get("/category/vpn", "br")).headers.keys()];
    const own = names.filter((name) => !CONTENT_AND_CONNECTION.includes(name) && !HEADERS_FILE.includes(name));
    expect(own.sort(), reasons.ownHeaders).toEqual([...expected.ownHeaders].sort());
  });
});
