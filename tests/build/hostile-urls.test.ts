/** Odd and hostile requests against the production server: a correct status, never a crash or a leak. */
import { request } from "node:http";
import { expect, it } from "vitest";
import { baseURL } from "../support/server";

/** Sends the request line exactly as written (fetch would normalise '..' and encodings away). */
function raw(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(baseURL());
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

it.each([
  "/../../../../etc/passwd",
  "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "/category%2fvpn",
  "/assets/../../package.json",
  "/%E0%A4%A",
  "/%",
  "/category/vpn%00.html",
  `/${"a".repeat(6000)}`,
  "/Category/VPN",
  "//evil.example/",
])("GET %s answers 404 with the not-found page and leaks nothing", async (path) => {
  const response = await raw("GET", path);
  expect(response.status).toBe(404);
  expect(response.body).toContain("Oops! Page not found");
  expect(response.body).not.toMatch(LEAKS);
});

it("a trailing slash redirects permanently to the one canonical URL, keeping the query", async () => {
  const response = await raw("GET", "/category/vpn/?utm_source=x");
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe("/category/vpn?utm_source=x");
  const home = await raw("GET", "/");
  expect(home.status).toBe(200);
});

it("the file behind a page redirects to the page's one URL", async () => {
  for (const [path, location] of [
    ["/category/vpn.html", "/category/vpn"],
    ["/index.html", "/"],
  ] as const) {
    const response = await raw("GET", path);
    expect(response.status, path).toBe(308);
    expect(response.headers.location, path).toBe(location);
  }
});

it("a crafted path can never redirect to another host", async () => {
  for (const path of ["//evil.example/", "/\\evil.example/", "/%5Cevil.example/"]) {
    const response = await raw("GET", path);
    expect(response.status, path).toBe(404);
    expect(response.headers.location, path).toBeUndefined();
  }
});

it("unknown query strings serve the page itself", async () => {
  const response = await raw("GET", "/category/vpn?ref=newsletter&x=%ZZ");
  expect(response.status).toBe(200);
  expect(response.body).toContain("Best VPN Services");
});

it("HEAD answers like GET without a body; OPTIONS, POST, PUT and DELETE answer 405", async () => {
  const head = await raw("HEAD", "/category/vpn");
  expect(head.status).toBe(200);
  expect(head.body).toBe("");
  for (const method of ["OPTIONS", "POST", "PUT", "DELETE", "PATCH"]) {
    const response = await raw(method, "/category/vpn");
    expect(response.status, method).toBe(405);
    expect(response.headers.allow, method).toBe("GET, HEAD");
  }
});

it("the server is still up after all of that", async () => {
  expect((await raw("GET", "/")).status).toBe(200);
});
