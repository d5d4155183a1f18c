/** Facts about the built site that the browser tests read from the build itself, never from a copied list. */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const BUILD_DIR = fileURLToPath(new URL("../../build/client", import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every prerendered page's path, from the HTML files the build wrote (category/vpn.html is /category/vpn). */
export function builtPagePaths(): string[] {
  return walk(BUILD_DIR)
    .filter((file) => file.endsWith(".html") && file !== join(BUILD_DIR, "404.html"))
    .map(
      (file) =>
        `/${relative(BUILD_DIR, file)
          .replace(/(^|\/)?index\.html$/, "")
          .replace(/\.html$/, "")}`,
    )
    .sort();
}

/** The file a page is served from. */
export const pageFile = (path: string) => join(BUILD_DIR, path === "/" ? "index.html" : `${path}.html`);
