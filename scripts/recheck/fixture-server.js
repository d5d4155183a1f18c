/**
 * The recheck tests' stand-in for the web: a local server that answers `/<host>/<path>` (the `--through` layout)
 * from the saved pages in fixtures/, plus the behaviours no file holds, and remembers every request it was sent.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";

const fixtures = new URL("./fixtures/", import.meta.url);

/** @param {string} file */
const saved = (file) => readFileSync(new URL(file, fixtures), "utf8");

/**
 * What each source answers, by `/<host>/<path>`; anything else is a saved robots.txt, or a 404.
 * @type {Record<string, (response: import("node:http").ServerResponse) => void>}
 */
const ROUTES = {
  "/surfshark.com/pricing": (response) => html(response, 200, saved("surfshark.com/pricing.html")),
  "/nordvpn.com/pricing/": (response) => {
    response.writeHead(301, { Location: "/nordvpn.com/pricing-plans/" }).end();
  },
  "/nordvpn.com/pricing-plans/": (response) => html(response, 200, saved("nordvpn.com/pricing-plans.html")),
  "/nordvpn.com/blog/nordvpn-audit/": (response) => html(response, 200, saved("nordvpn.com/blog-audit.html")),
  "/www.expressvpn.com/order": (response) => html(response, 403, saved("www.expressvpn.com/challenge.html")),
  // Never answers: the recheck's timeout must end the wait.
  "/www.expressvpn.com/pricing": () => {},
};

/** @param {import("node:http").ServerResponse} response @param {number} status @param {string} body */
function html(response, status, body) {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(body);
}

/**
 * @returns {Promise<{ origin: string, requests: Array<{ host: string, path: string, userAgent: string,
 *   start: number, end: number }>, pages: Map<string, string>, close(): Promise<void> }>}
 *   `pages`: HTML a test serves at a path instead of the saved page, made from the records it rechecks
 */
export async function startFixtureServer() {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @type {Array<{ host: string, path: string, userAgent: string, start: number, end: number }>} */
  const requests = [];
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    const host = path.split("/")[1] ?? "";
    const entry = { host, path, userAgent: request.headers["user-agent"] ?? "", start: Date.now(), end: Infinity };
    requests.push(entry);
    response.on("finish", () => (entry.end = Date.now()));
    const page = pages.get(path);
    if (page) return html(response, 200, page);
    const route = ROUTES[path];
    if (route) return route(response);
    const robots = new URL(`.${path}`, fixtures);
    if (path.endsWith("/robots.txt") && existsSync(robots))
      return response.writeHead(200, { "Content-Type": "text/plain" }).end(readFileSync(robots, "utf8"));
    html(response, 404, "<!doctype html><title>Not found</title><h1>Page not found</h1>");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the fixture server has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    pages,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
