/** No dead ends: every internal link and fragment in the build resolves, and every page is reachable from home. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BUILD_DIR, builtPage, builtPagePaths } from "../support/built-site";

const pages = builtPagePaths();
const hrefs = (path: string) =>
  [...builtPage(path).document.querySelectorAll("a[href]")].map((anchor) => anchor.getAttribute("href") ?? "");

it("no link on any page is '#' alone", () => {
  expect(
    pages.flatMap((path) =>
      hrefs(path)
        .filter((href) => href === "#")
        .map(() => path),
    ),
  ).toEqual([]);
});

it("every internal link leads to a built page or file, and every #fragment to an element on its page", () => {
  const problems: string[] = [];
  for (const path of pages) {
    for (const href of hrefs(path)) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const [target = "", fragment] = href.split("#");
      const targetPath = target === "" ? path : target;
      const isPage = pages.includes(targetPath);
      if (!isPage && !existsSync(join(BUILD_DIR, targetPath))) problems.push(`${path}: ${href} leads nowhere`);
      else if (fragment && !(isPage && builtPage(targetPath).document.getElementById(fragment)))
        problems.push(`${path}: ${href} has no target`);
    }
  }
  expect(problems).toEqual([]);
});

it("every outbound link opens the vendor's https page in a new tab without passing the opener or referrer", () => {
  const problems: string[] = [];
  for (const path of pages) {
    for (const anchor of builtPage(path).document.querySelectorAll('a[href^="http"]')) {
      const href = anchor.getAttribute("href") ?? "";
      if (!href.startsWith("https://")) problems.push(`${path}: ${href} is not https`);
      if (anchor.getAttribute("target") === "_blank" && !/\bnoopener\b/.test(anchor.getAttribute("rel") ?? ""))
        problems.push(`${path}: ${href} without noopener`);
    }
  }
  expect(problems).toEqual([]);
});

it("every page is reachable from the home page by following links and forms", () => {
  const destinations = (path: string) => [
    ...hrefs(path),
    ...[...builtPage(path).document.querySelectorAll("form[action]")].map((form) => form.getAttribute("action") ?? ""),
  ];
  const seen = new Set(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    for (const href of destinations(queue.shift() ?? "/")) {
      const target = href.split("#")[0] ?? "";
      if (pages.includes(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(pages.filter((path) => !seen.has(path))).toEqual([]);
});

it("every phone number a reader is told to call or text is a tel: link", () => {
  // Written independently of content/schema/phone-numbers.ts: any ten-digit US number, and 911 or 988 after "call" or "text".
  const callable = /\b\d{3}-\d{3}-\d{4}\b|\b(?:call|text)\b(?:\s+or\s+text)?\s+(?:\S+\s+){0,3}?(?:911|988)\b/gi;
  const problems: string[] = [];
  for (const path of pages) {
    const main = builtPage(path).document.querySelector("main")?.cloneNode(true) as Element | undefined;
    for (const link of main?.querySelectorAll('a[href^="tel:"]') ?? []) link.replaceWith("(linked)");
    for (const match of main?.textContent?.matchAll(callable) ?? [])
      problems.push(`${path}: "${match[0]}" is not a tel: link`);
  }
  expect(problems).toEqual([]);
});
