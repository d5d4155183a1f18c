/**
 * `npm run dev` shows what ships: the markup React Router's dev server renders for a page of each kind equals the
 * built page's, but for the differences DIFFERENCES names, each harmless for what an editor checks in dev (the
 * text, the structure, the meta tags and structured data).
 */
import { freePort } from "../support/free-port";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/lib/site";
import { NOT_FOUND_FILE, pageFile } from "../support/built-site";

/** What the build changes after React Router renders a page, or what only the dev server adds, and why it is harmless. */
const DIFFERENCES: Array<{ markup: RegExp; why: string }> = [
  {
    markup: /<script\b[^>]*>[\s\S]*?<\/script>/g,
    why:
      "scripts differ by design: the build starts them after the first paint with the hydration data in a file " +
      "(scripts/react-router-adapter.js, finishPage); dev loads them at once, with Vite's HMR client; " +
      "structured data is compared separately",
  },
  {
    markup: /<link rel="(modulepreload|stylesheet)"[^>]*>/g,
    why: "asset URLs: hashed files in the build, source modules in dev; the build drops modulepreload (decision 016)",
  },
  {
    markup: /<link data-react-router-critical-css=""[^>]*>/g,
    why: "dev's stylesheet for the first paint before Vite's styles load; the build links the one stylesheet",
  },
  {
    markup: /<meta http-equiv="Content-Security-Policy"[^>]*>/g,
    why: "the build writes each page's policy with its scripts' hashes (scripts/csp.js); dev's scripts differ",
  },
];

const PAGES = [
  "/",
  "/category/vpn",
  "/vpn-protocols",
  "/about",
  "/product/nordvpn",
  "/search",
  "/trending",
  "/categories",
];

const withoutDifferences = (html: string) =>
  DIFFERENCES.reduce((markup, { markup: pattern }) => markup.replace(pattern, ""), html);

const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );

let origin = "";
let dev: ReturnType<typeof spawn> | undefined;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      // Vite colors its output under CI (picocolors reads the CI variable), the port in bold.
      output += stripVTControlCharacters(chunk.toString());
      if (output.includes(`:${port}/`)) resolve();
    };
    dev?.stdout?.on("data", listen);
    dev?.stderr?.on("data", listen);
    dev?.on("exit", (code) => reject(new Error(`react-router dev stopped (exit code ${code}):\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid);
});

describe("npm run dev", () => {
  it.each(PAGES)("renders %s as the build does, but for the named differences", async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    const served = await response.text();
    const built = readFileSync(pageFile(path), "utf8");
    expect(withoutDifferences(served)).toBe(withoutDifferences(built));
    expect(structuredData(served)).toEqual(structuredData(built));
  });

  // The build renders the not-found page at NOT_FOUND_PRERENDER_PATH into 404.html, which the static server and the
  // CDN send for every unknown path with status 404. The dev server renders only the paths the build prerenders;
  // any other it answers with React Router's SPA shell, status 200, and the page is rendered in the browser.
  it("renders the not-found page as the build does", async () => {
    const response = await fetch(`${origin}${NOT_FOUND_PRERENDER_PATH}`);
    expect(withoutDifferences(await response.text())).toBe(withoutDifferences(readFileSync(NOT_FOUND_FILE, "utf8")));
  });
});
