/** The production server's answers: caching, compression, the headers file and methods. */
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { baseURL } from "../support/server";
import { BUILD_DIR } from "../support/built-site";

const asset = readdirSync(`${BUILD_DIR}/assets`).find((name) => name.endsWith(".js"));

it("serves hashed assets as immutable for a year, brotli-compressed when asked", async () => {
  const response = await fetch(`${baseURL()}/assets/${asset}`, { headers: { "accept-encoding": "br, gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(response.headers.get("content-type")).toMatch(/javascript/);
});

it("serves pages with no-cache, gzip for clients without brotli, and the _headers rules", async () => {
  const response = await fetch(`${baseURL()}/category/vpn`, { headers: { "accept-encoding": "gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  expect(response.headers.get("content-encoding")).toBe("gzip");
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
});

it("never serves build artefacts that are not pages", async () => {
  for (const path of ["/_headers", "/404.html", "/index.html.br"]) {
    const response = await fetch(`${baseURL()}${path}`);
    expect(response.status, path).toBe(404);
  }
});

it("answers methods other than GET and HEAD with 405", async () => {
  const response = await fetch(`${baseURL()}/`, { method: "POST", body: "x" });
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("GET, HEAD");
});

it("every response carries the security headers of public/_headers", async () => {
  for (const path of ["/", "/category/vpn", "/no-such-page"]) {
    const headers = (await fetch(`${baseURL()}${path}`)).headers;
    expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    expect(headers.get("content-security-policy"), path).toContain("object-src 'none'");
    expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy"), path).toContain("camera=()");
    expect(headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
  }
});
