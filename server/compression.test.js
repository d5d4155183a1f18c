import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliSize, chooseEncoding, compressedCache } from "./compression.js";

const text = Buffer.from("<p>The five best VPN services, ranked.</p>".repeat(50));

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and refuses an encoding given q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe("compressedCache", () => {
  it("compresses a file once, and again when the file changes", () => {
    const cache = compressedCache(1024 * 1024);
    let reads = 0;
    const read = () => {
      reads += 1;
      return text;
    };
    const first = cache.get("page.html", { size: text.length, mtimeMs: 1 }, "br", read);
    expect(brotliDecompressSync(first).equals(text)).toBe(true);
    cache.get("page.html", { size: text.length, mtimeMs: 1 }, "br", read);
    expect(reads).toBe(1);
    cache.get("page.html", { size: text.length, mtimeMs: 2 }, "br", read);
    expect(reads).toBe(2);
    expect(gunzipSync(cache.get("page.html", { size: text.length, mtimeMs: 2 }, "gzip", read)).equals(text)).toBe(true);
  });

  it("drops the least recently used files beyond its size", () => {
    const one = brotliSize("a.html", text);
    const cache = compressedCache(one * 2);
    let reads = 0;
    const read = () => {
      reads += 1;
      return text;
    };
    const stats = { size: text.length, mtimeMs: 1 };
    for (const file of ["a.html", "b.html", "a.html", "c.html"]) cache.get(file, stats, "br", read);
    expect(reads).toBe(3);
    cache.get("a.html", stats, "br", read);
    expect(reads).toBe(3);
    cache.get("b.html", stats, "br", read);
    expect(reads).toBe(4);
  });
});
