/**
 * What a first visit downloads, read from the build without a browser: the page's module script and every module
 * it imports statically (a dynamic import inside a module loads later, on navigation), its stylesheets, and the
 * brotli bytes the server sends for each. `npm run bench` measures the same in Chromium.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliSize } from "../../server/compression.js";
import { BUILD_DIR, builtPage } from "./built-site";

/** Brotli sizes by file: every page loads the same large scripts, and brotli at 11 takes a second of CPU for them. */
const sizes = new Map<string, number>();

/** Bytes a file costs over the wire: brotli as the server compresses it. */
export function brotliBytes(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = brotliSize(file, readFileSync(file));
    sizes.set(file, size);
  }
  return size;
}

/** '/assets/x.js' and './y.js' imported by a module at `from`. */
const resolve = (specifier: string, from: string) =>
  specifier.startsWith("/") ? specifier : new URL(specifier, `http://site${from}`).pathname;

/** The modules a module imports statically: `import ... from "x"`, `import "x"` and re-exports, not `import("x")`. */
function staticImports(path: string): string[] {
  const source = readFileSync(join(BUILD_DIR, path), "utf8");
  return [...source.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)].map((match) =>
    resolve(match[1] ?? "", path),
  );
}

/** Every script a first visit of the page runs: what its inline module script imports, and their static imports. */
export function firstVisitScripts(page: string): string[] {
  const { html } = builtPage(page);
  const bootstrap = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const queue = [...bootstrap.matchAll(/import\s*(?:[^"'();]*?\bfrom\s*|\(\s*)?["']([^"']+\.js)["']/g)].map(
    (match) => match[1] ?? "",
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() ?? "";
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...staticImports(path));
  }
  return [...seen];
}

export const firstVisitJsBytes = (page: string) =>
  firstVisitScripts(page).reduce((sum, path) => sum + brotliBytes(join(BUILD_DIR, path)), 0);

export function stylesheetBytes(page: string): number {
  return [...builtPage(page).document.querySelectorAll('link[rel="stylesheet"]')].reduce(
    (sum, link) => sum + brotliBytes(join(BUILD_DIR, link.getAttribute("href") ?? "")),
    0,
  );
}
