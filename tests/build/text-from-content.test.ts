/**
 * Every word a reader sees, or a screen reader reads out, comes from content/: each text node and each alt,
 * aria-label, placeholder and title of every built page is a whole string of a content file, a piece of the
 * page's own MDX source (markup splits its paragraphs), or a value the page fills into a content string's
 * `{mark}` (a rank, a count, a rating, a date).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { CONTACT_EMAIL } from "../../app/lib/site";
import { builtPage, builtPagePaths } from "../support/built-site";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const content = await loadContent();

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every string of a content value, whatever its shape. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [collapse(value)];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const singles = Object.keys(content).filter((key) => !["contentPages", "byPath", "pagesOf", "lookup"].includes(key));
const contentStrings = [
  ...content.contentPages.map((page) => page.data),
  ...singles.map((key) => content[key as keyof typeof content]),
].flatMap(strings);
const exact = new Set(contentStrings);
/** MDX sources as written (markdown and components' props), for text that markup splits into pieces. */
const mdxSources = new Map(
  content.contentPages
    .filter((page) => page.file.endsWith(".mdx"))
    .map((page) => [page.path, collapse(readFileSync(page.file, "utf8").replace(/\\"/g, '"'))]),
);
/**
 * Content strings with `{marks}`, as patterns a filled-in text matches. A template must keep words of its own to
 * match: one that is only marks (`{amount}`, `${amount}`) would match any text at all, so it matches none, and the
 * numbers it fills are COMPUTED below.
 */
const templates = contentStrings
  .filter((string) => /\{\w+\}/.test(string) && /[A-Za-z]/.test(string.replace(/\{\w+\}/g, "")))
  .map((template) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, ".+")}$`));

const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";
/**
 * What a page computes or is configured with rather than writes: the contact address (CONTACT_EMAIL), numbers
 * (ranks, ratings, counts) and formatted dates.
 */
const COMPUTED = [
  new RegExp(`^${escape(CONTACT_EMAIL)}$`),
  /^[#$\d.,%:/+–-]+$/,
  new RegExp(`^${MONTH}( \\d{1,2},)? \\d{4}$`),
  /^\d{4}$/,
];

/** A run of text as markup leaves it around a content string: "1. " or ": " before it, "(" and ")" around it. */
const cores = (text: string) => {
  const lead = text.replace(/^(\d+\.\s+|[.:;,(–-]\s*)/, "");
  return [text, lead, lead.replace(/\s*\($/, ""), lead.replace(/\s*[:;,]$/, ""), lead.replace(/[\s:;,()–-]+$/, "")];
};

const fromContent = (path: string, text: string) =>
  cores(text).some(
    (core) =>
      core === "" ||
      exact.has(core) ||
      COMPUTED.some((pattern) => pattern.test(core)) ||
      templates.some((pattern) => pattern.test(core)),
  ) ||
  (mdxSources.get(path)?.includes(text) ?? false);

/** The reader-facing texts of a page: its text nodes and the attributes read out in their place. */
function readerTexts(document: Document): string[] {
  const texts: string[] = [];
  const visit = (element: Element) => {
    if (["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName)) return;
    for (const attribute of ["alt", "aria-label", "placeholder", "title"]) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(collapse(value));
    }
    // Adjacent text nodes are one run of text (a parser may split a run at an entity such as &amp;).
    let run = "";
    for (const child of element.childNodes) {
      if (child.nodeType === 3) run += child.textContent ?? "";
      else if (child.nodeType === 1) {
        texts.push(collapse(run));
        run = "";
        visit(child as Element);
      }
    }
    texts.push(collapse(run));
  };
  visit(document.body);
  return texts.filter((text) => text !== "");
}

describe.each([...builtPagePaths(), "404"])("%s", (path) => {
  it("shows no text that is not in content/", () => {
    expect(
      readerTexts(builtPage(path).document)
        .filter((text) => !fromContent(path, text))
        .join("\n"),
    ).toBe("");
  });
});
