/** The built site as files: every page the build wrote, read and parsed once per test file. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseHTML } from "linkedom";

export const BUILD_DIR = fileURLToPath(new URL("../../build/client", import.meta.url));
export const NOT_FOUND_FILE = join(BUILD_DIR, "404.html");

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every prerendered page's path, from the HTML files the build wrote (category/vpn.html is /category/vpn). */
export function builtPagePaths(): string[] {
  return walk(BUILD_DIR)
    .filter((file) => file.endsWith(".html") && file !== NOT_FOUND_FILE)
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

/** Where a built page fetches its hydration data from (scripts/react-router-adapter.js), or undefined when it fetches none. */
export const hydrationDataUrl = (html: string) => /fetch\("(\/hydration\/[0-9a-f]+\.txt)"\)/.exec(html)?.[1];

export interface BuiltPage {
  path: string;
  html: string;
  document: Document;
}

/**
 * HTML attribute names are case-insensitive, and a browser's parser lowercases them (React writes `dateTime`, the
 * DOM has `datetime`); linkedom keeps them as written, so start tags are lowercased here first. React quotes every
 * attribute value, so a tag's names are the words before each `=` or between quoted values.
 */
function lowercaseAttributeNames(html: string): string {
  return html.replace(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)(\s*\/?)>/g,
    (_tag, name: string, attributes: string, end: string) => {
      const lowered = attributes.replace(
        /(\s+)([^\s=>/]+)(="[^"]*")?/g,
        (_attribute, space: string, attributeName: string, value = "") =>
          `${space}${attributeName.toLowerCase()}${value}`,
      );
      return `<${name}${lowered}${end}>`;
    },
  );
}

const cache = new Map<string, BuiltPage>();

/** A built page, parsed: `path` is a page path, or '404' for the not-found page. */
export function builtPage(path: string): BuiltPage {
  let page = cache.get(path);
  if (!page) {
    const html = readFileSync(path === "404" ? NOT_FOUND_FILE : pageFile(path), "utf8");
    page = { path, html, document: parseHTML(lowercaseAttributeNames(html)).document as unknown as Document };
    cache.set(path, page);
  }
  return page;
}

/** Text as a reader sees it: whitespace collapsed. */
export const text = (node: Node | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

/** Text with its elements kept apart, as a reader sees blocks stacked: a space between elements, whitespace collapsed. */
export function spacedText(node: Node | null | undefined): string {
  const visit = (current: Node): string =>
    current.nodeType === 3 ? (current.textContent ?? "") : ` ${[...current.childNodes].map(visit).join("")} `;
  return (node ? visit(node) : "").replace(/\s+/g, " ").trim();
}

/** The parsed JSON-LD blocks of a page. */
export function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
}
