/**
 * Brotli and gzip made when a file is first asked for, and kept in memory: the build writes no compressed copies,
 * since the CDN compresses by itself and ignores them while they count against its file limit (decision 029).
 * Hashed assets, few and cached for a year by browsers, get brotli's best (11); pages and the rest get 6, about
 * 10% larger but twenty times faster to make (1.2 ms against 25 ms for a list page). The tests and the bench weigh
 * pages with `brotliSize`, so their figures are the bytes this server sends.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;

/** @typedef {"br" | "gzip"} Encoding */

/** @param {string} path the file's path on the site or on disk @param {Buffer} bytes */
const brotli = (path, bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: /(^|[\\/])assets[\\/]/.test(path) ? 11 : 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/** @param {string} path @param {Buffer} bytes @param {Encoding} encoding */
const compress = (path, bytes, encoding) => (encoding === "br" ? brotli(path, bytes) : gzipSync(bytes, { level: 6 }));

/** The bytes the server sends for a file of `bytes` at `path` to a browser that takes brotli. */
export const brotliSize = (/** @type {string} */ path, /** @type {Buffer} */ bytes) =>
  COMPRESSIBLE.test(path) ? brotli(path, bytes).length : bytes.length;

/**
 * The encoding to answer with: brotli when the request takes it, else gzip, else none. Quality values of zero
 * (`br;q=0`) refuse an encoding.
 * @param {string | undefined} header Accept-Encoding
 * @returns {Encoding | undefined}
 */
export function chooseEncoding(header) {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ""))
      .map(([name]) => name),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

/**
 * A cache of compressed files, by file and encoding, checked against the file's size and modification time (a new
 * build replaces the files under a running server). It holds at most `maxBytes` of compressed data, dropping the
 * least recently used first: a site of 10,000 pages is about 200 MB compressed, more than a dev machine should hold.
 * @param {number} maxBytes
 */
export function compressedCache(maxBytes) {
  /** @type {Map<string, { stamp: string, bytes: Buffer }>} */
  const entries = new Map();
  let held = 0;
  return {
    /**
     * @param {string} file @param {{ size: number, mtimeMs: number }} stats @param {Encoding} encoding
     * @param {() => Buffer} read the file's bytes, read only when they are not cached
     */
    get(file, stats, encoding, read) {
      const key = `${encoding}:${file}`;
      const stamp = `${stats.size}-${stats.mtimeMs}`;
      const cached = entries.get(key);
      entries.delete(key);
      if (cached) held -= cached.bytes.length;
      const bytes = cached?.stamp === stamp ? cached.bytes : compress(file, read(), encoding);
      entries.set(key, { stamp, bytes });
      held += bytes.length;
      for (const [oldest, entry] of entries) {
        if (held <= maxBytes || oldest === key) break;
        entries.delete(oldest);
        held -= entry.bytes.length;
      }
      return bytes;
    },
  };
}
