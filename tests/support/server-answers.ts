/**
 * What each server is expected to answer. Both answer as our Node server does, except where Cloudflare answers
 * otherwise on purpose: each such difference is named below with its reason, so every other difference fails the
 * checks. Measured with `curl -sI` and raw requests against `npm run serve` and `wrangler pages dev` (4.86.0).
 */

/** A status, and where a redirect leads. */
export interface Answer {
  status: number;
  location?: string;
}

export interface Expected {
  /** Cache-Control of a page, and of any file no `_headers` rule gives one. */
  pageCacheControl: string;
  /** Cache-Control of the not-found page, answered with status 404. */
  notFoundCacheControl: string;
  /** Media types (without parameters) by kind of file. */
  types: { html: string; javascript: string; css: string; data: string; xml: string; text: string; json: string };
  /** Vary of a compressed answer (a cache must keep one copy per encoding). */
  vary: string | null;
  /** Allow of a 405. */
  allow: string | null;
  /** Headers the server adds of its own to a page, beyond `_headers`, content and connection headers. */
  ownHeaders: string[];
  /** Odd requests answered with something other than the 404 page, which answers every other one. */
  answers: Record<string, Answer>;
}

/** A path longer than any file name may be. */
export const LONG_PATH = `/${"a".repeat(6000)}`;

export const NODE: Expected = {
  pageCacheControl: "no-cache",
  notFoundCacheControl: "no-cache",
  types: {
    html: "text/html",
    javascript: "text/javascript",
    css: "text/css",
    data: "text/x-script",
    xml: "text/xml",
    text: "text/plain",
    json: "application/json",
  },
  vary: "Accept-Encoding",
  allow: "GET, HEAD",
  ownHeaders: ["last-modified"],
  answers: {},
};

/** wrangler answers these from Node's file system on this machine; Cloudflare's edge has no such path. */
const WRANGLER_FILE_ERROR =
  "wrangler's local asset server fails on a path the file system rejects: 502, naming the local file";

const CLOUDFLARE_DIFFERENCES: { [Key in Exclude<keyof Expected, "answers">]?: { value: Expected[Key]; why: string } } =
  {
    pageCacheControl: {
      value: "public, max-age=0, must-revalidate",
      why: "Pages' default for a file no rule covers; like no-cache, every use revalidates",
    },
    notFoundCacheControl: { value: "no-store", why: "Pages never lets a 404 be stored, whatever `_headers` says" },
    types: {
      value: { ...NODE.types, javascript: "application/javascript", xml: "application/xml" },
      why: "each server's own MIME table; browsers and crawlers read both names of JavaScript and XML alike",
    },
    vary: { value: null, why: "wrangler's local runtime compresses on the fly without adding Vary" },
    allow: { value: null, why: "Pages' asset server answers 405 without naming the methods it allows" },
    ownHeaders: {
      value: ["access-control-allow-origin", "x-server-env"],
      why: "Pages lets any origin read a static file (`*`); wrangler marks local answers `x-server-env: dev`; no Last-Modified",
    },
  };

const CLOUDFLARE_ANSWERS: Record<string, Answer & { why: string }> = {
  "/category%2fvpn": {
    status: 200,
    why: "it decodes %2F before looking the file up: this is /category/vpn itself, inside the folder",
  },
  "/category/vpn%00.html": { status: 502, why: WRANGLER_FILE_ERROR },
  [LONG_PATH]: { status: 502, why: WRANGLER_FILE_ERROR },
  "/_headers": { status: 502, why: `Pages never serves the file; ${WRANGLER_FILE_ERROR} (_headers/index.html)` },
  "/404.html": {
    status: 308,
    location: "/404",
    why: "it strips .html from every file, the not-found page's too (/404 answers 200 on both)",
  },
};

export const CLOUDFLARE: Expected = {
  ...NODE,
  ...Object.fromEntries(Object.entries(CLOUDFLARE_DIFFERENCES).map(([key, { value }]) => [key, value])),
  answers: Object.fromEntries(
    Object.entries(CLOUDFLARE_ANSWERS).map(([path, { status, location }]) => [
      path,
      location ? { status, location } : { status },
    ]),
  ),
};

/** Why Cloudflare differs, by expectation or path: the checks print it beside a failed expectation. */
export const CLOUDFLARE_REASONS: Record<string, string> = Object.fromEntries(
  [...Object.entries(CLOUDFLARE_DIFFERENCES), ...Object.entries(CLOUDFLARE_ANSWERS)].map(([key, { why }]) => [
    key,
    why,
  ]),
);
