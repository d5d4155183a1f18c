/** No dead ends: every internal link and fragment in the build resolves, and every page is reachable from home. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BUILD_DIR, builtPagePaths, pageFile } from "./site";

const pages = builtPagePaths();
const html = new Map(pages.map((path) => [path, readFileSync(pageFile(path), "utf8")]));

function attributeValues(source: string, attribute: string): string[] {
  return [...source.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, "g"))].map((match) => match[1] ?? "");
}

/** Links a reader can follow: anchors only (not stylesheets, preloads or the canonical link). */
function anchorHrefs(source: string): string[] {
  return [...source.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));
}

it("no page links to '#' alone", () => {
  for (const [path, source] of html)
    expect(
      anchorHrefs(source).filter((href) => href === "#"),
      path,
    ).toEqual([]);
});

it("every internal link leads to a built page or file, and every #fragment to an element on its page", () => {
  const problems: string[] = [];
  for (const [path, source] of html) {
    for (const href of anchorHrefs(source)) {
      if (/^(https?:|mailto:)/.test(href)) continue;
      const [target = "", fragment] = href.split("#");
      const targetPath = target === "" ? path : target;
      if (!html.has(targetPath) && !existsSync(join(BUILD_DIR, targetPath))) problems.push(`${path}: ${href} leads nowhere`);
      if (fragment && !attributeValues(html.get(targetPath) ?? "", "id").includes(fragment)) problems.push(`${path}: ${href} has no target`);
    }
  }
  expect(problems).toEqual([]);
});

/** Where a reader can go from a page: its links and the forms it submits (the header's search field). */
function destinations(source: string): string[] {
  return [...anchorHrefs(source), ...[...source.matchAll(/<form\s[^>]*?action="([^"]*)"/g)].map((match) => match[1] ?? "")];
}

it("every page is reachable from the home page by following links and forms", () => {
  const seen = new Set(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift() ?? "/";
    for (const href of destinations(html.get(path) ?? "")) {
      const target = href.split("#")[0] ?? "";
      if (html.has(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(pages.filter((path) => !seen.has(path))).toEqual([]);
});
