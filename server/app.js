/**
 * The production static server: the prerendered pages in build/client, the `_headers` rules, brotli or gzip made
 * on the fly and cached (compression.js), and 404.html with status 404 for every unknown path. It is a stand-in
 * for a CDN, not an application server: it only serves files the build wrote.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { lookup } from "mrmime";
import sirv from "sirv";
import { chooseEncoding, COMPRESSIBLE, compressedCache } from "./compression.js";
import { headersFor, loadHeadersFile } from "./headers.js";

/** Compressed files the server keeps in memory at most. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** A path the server may compress itself: plain segments only, so it never names a file outside the build. */
const PLAIN_PATH = /^(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*\/?$/;

/** @param {string} root build/client */
export function createApp(root) {
  const rules = existsSync(join(root, "_headers")) ? loadHeadersFile(join(root, "_headers")) : [];
  const notFoundFile = join(root, "404.html");
  const notFoundSize = statSync(notFoundFile).size;

  /**
   * The `_headers` rules for a path. Cloudflare applies them to every answer, redirects and 405s included.
   * @param {import("node:http").ServerResponse} res @param {string} path
   */
  const applyRules = (res, path) => {
    for (const [name, value] of headersFor(rules, path)) res.setHeader(name, value);
  };

  /** @param {import("node:http").ServerResponse} res @param {string} path */
  const applyHeaders = (res, path) => {
    applyRules(res, path);
    if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", "no-cache");
  };

  /** Whether a page is built; the not-found page's file is not one. @param {string} page */
  const pageExists = (page) => page !== "/404" && existsSync(join(root, page === "/" ? "index.html" : `${page}.html`));

  /**
   * The one URL of the page a request names another way: with a trailing slash, with its file's '.html', or as
   * '/index'. Like Cloudflare Pages, only a page that exists redirects; anything else is not found. Only plain
   * segments count, so no crafted path ('//host/', '/\\host/') can make an open redirect.
   * @param {string} path
   */
  function canonicalPage(path) {
    const base = path.endsWith("/")
      ? path.slice(0, -1)
      : path.endsWith(".html")
        ? path.slice(0, -".html".length)
        : path;
    if (!/^(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/.test(base)) return undefined;
    const page = base === "/index" ? "/" : base;
    return page !== path && pageExists(page) ? page : undefined;
  }

  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders: (res, pathname) => applyHeaders(res, pathname),
  });
  const cache = compressedCache(CACHE_BYTES);

  /**
   * The built file a path names, as sirv finds it ('/category/vpn' is category/vpn.html, '/' is index.html), when
   * it is one the server compresses.
   * @param {string} path
   */
  function compressibleFile(path) {
    if (!PLAIN_PATH.test(path)) return undefined;
    const candidates = path.endsWith("/") ? [`${path}index.html`] : [path, `${path}.html`];
    for (const candidate of candidates) {
      const file = join(root, candidate);
      if (!COMPRESSIBLE.test(candidate) || !existsSync(file)) continue;
      const stats = statSync(file);
      if (stats.isFile()) return { file, stats, name: candidate };
    }
    return undefined;
  }

  /**
   * Answers with the file compressed, when the request takes brotli or gzip and the file is text; else false, and
   * sirv answers. A range request gets the file as it is, since a range of a compressed answer means nothing to a
   * cache.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {string} path
   */
  function sendCompressed(req, res, path) {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const found = encoding && !req.headers.range ? compressibleFile(path) : undefined;
    if (!encoding || !found) return false;
    const etag = `W/"${found.stats.size}-${found.stats.mtime.getTime()}-${encoding}"`;
    const type = lookup(found.name) ?? "application/octet-stream";
    // As sirv labels HTML, so the page's text is read as UTF-8 before its meta tag is parsed.
    res.setHeader("Content-Type", type === "text/html" ? "text/html;charset=utf-8" : type);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", found.stats.mtime.toUTCString());
    res.setHeader("Vary", "Accept-Encoding");
    applyHeaders(res, path);
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304);
      res.end();
      return true;
    }
    const body = cache.get(found.file, found.stats, encoding, () => readFileSync(found.file));
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  const notFound = (req, res) => {
    res.statusCode = 404;
    applyHeaders(res, "/404.html");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", notFoundSize);
    if (req.method === "HEAD") return res.end();
    createReadStream(notFoundFile).pipe(res);
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  function route(req, res) {
    const [path = "/", query] = (req.url ?? "/").split(/\?(.*)/s);
    if (req.method !== "GET" && req.method !== "HEAD") {
      applyRules(res, path);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      return res.end("Method Not Allowed\n");
    }
    // One URL per page (what canonical links and the sitemap say), the query kept as Cloudflare keeps it.
    const page = canonicalPage(path);
    if (page) {
      const keepQuery = query && /^[\x21-\x7e]*$/.test(query) ? `?${query}` : "";
      applyRules(res, path);
      res.writeHead(308, { Location: `${page}${keepQuery}` });
      return res.end();
    }
    // The headers file is a build artefact, never a page.
    if (path === "/404.html" || path === "/_headers") return notFound(req, res);
    try {
      decodeURIComponent(path);
    } catch {
      return notFound(req, res);
    }
    if (sendCompressed(req, res, path)) return;
    files(req, res, () => {
      notFound(req, res);
    });
  }

  /** Whatever a request does, the server answers it and stays up, and never shows a stack trace. */
  return function handle(
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) {
    try {
      route(req, res);
    } catch (error) {
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    }
  };
}
