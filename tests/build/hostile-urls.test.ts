/**
 * Odd and hostile requests, sent to our Node server and to Cloudflare's runtime: the answer each is expected to give
 * (tests/support/server-answers.ts), never a crash, a leak or a redirect to another host.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { LONG_PATH } from "../support/server-answers";
import { SERVERS, type Server } from "../support/servers";

/** Sends the request line exactly as written (fetch would normalise '..' and encodings away). */
function raw(
  server: Server,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(server.url("/"));
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const LEAKS = /root:x:|"dependencies"|at .+\(.+:\d+:\d+\)|node_modules/;

/** Answered with the 404 page, unless a server's expected answers say otherwise. */
const ODD_PATHS = [
  "/../../../../etc/passwd",
  "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "/category%2fvpn",
  "/assets/../../package.json",
  "/%E0%A4%A",
  "/%",
  "/category/vpn%00.html",
  LONG_PATH,
  "/Category/VPN",
  "//evil.example/",
  "/no-such-page/",
  "/no-such-page.html",
  // Build artefacts, never pages: the headers file, the not-found page's file, and the name a precompressed copy
  // would have (the build writes none: the servers compress as they send).
  "/_headers",
  "/404.html",
  "/index.html.br",
];

describe.each(SERVERS)("%s", (_name, server) => {
  it.each(
    ODD_PATHS.map((path) => [path.length > 100 ? `${path.slice(0, 20)}... (${path.length} characters)` : path, path]),
  )("GET %s answers the 404 page, or the answer named for this server, and leaks nothing", async (_name, path) => {
    const expected = server.expected.answers[path] ?? { status: 404 };
    const response = await raw(server, "GET", path);
    expect(response.status, server.reasons[path]).toBe(expected.status);
    expect(response.headers.location, server.reasons[path]).toBe(expected.location);
    if (expected.status === 404) expect(response.body).toContain("Oops! Page not found");
    expect(response.body).not.toMatch(LEAKS);
  });

  it("redirects a page's other names permanently to its one URL, keeping the query", async () => {
    for (const [path, location] of [
      ["/category/vpn/", "/category/vpn"],
      ["/category/vpn/?utm_source=x", "/category/vpn?utm_source=x"],
      ["/category/vpn.html", "/category/vpn"],
      ["/category/vpn.html?utm_source=x", "/category/vpn?utm_source=x"],
      ["/index.html", "/"],
      ["/index", "/"],
    ] as const) {
      const response = await raw(server, "GET", path);
      expect(response.status, path).toBe(308);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it("a crafted path can never redirect to another host", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/", "/%5Cevil.example/"]) {
      const response = await raw(server, "GET", path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  it("unknown query strings serve the page itself", async () => {
    const response = await raw(server, "GET", "/category/vpn?ref=newsletter&x=%ZZ");
    expect(response.status).toBe(200);
    expect(response.body).toContain("Best VPN Services");
  });

  it("is still up after all of that", async () => {
    expect((await raw(server, "GET", "/")).status).toBe(200);
  });
});
