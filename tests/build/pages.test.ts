/** Every built page, from its HTML: served at its URL with its data by both servers, one h1, title, canonical and meta tags from its content. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalUrl, ROBOTS } from "../../app/lib/site";
import { TITLE_SUFFIX } from "../../app/lib/seo";
import site from "../../app/content/site-text";
import { BUILD_DIR, builtPage, builtPagePaths, text } from "../support/built-site";
import { expectedPages } from "../support/expected";
import { SERVERS } from "../support/servers";
import { SPEC_COPYRIGHT } from "../support/spec";

const pages = expectedPages();
/** The file React Router fetches for a page on client navigation: /category/vpn.data, and /_.data for the home page. */
const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);
const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute("content");

it("the build holds exactly the pages the content and the fixed routes define", () => {
  expect(builtPagePaths()).toEqual(pages.map((page) => page.path).sort());
});

describe.each(pages.map((page) => [page.path, page] as const))("%s", (path, expected) => {
  it.each(SERVERS)(
    "is served by %s at its URL with status 200, and so is its data for client navigation",
    async (_name, { url }) => {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toBe(builtPage(path).html);
      const data = await fetch(url(dataPath(path)));
      expect(data.status).toBe(200);
      expect(await data.text()).toBe(readFileSync(join(BUILD_DIR, dataPath(path)), "utf8"));
    },
  );

  it("has one h1, the landmarks, and the title, canonical URL and meta tags of its content", () => {
    const { document } = builtPage(path);
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    expect([...document.querySelectorAll("h1")].map(text)).toEqual([expected.h1]);
    for (const landmark of ["body > header", "main#main", "body > footer"])
      expect(document.querySelectorAll(landmark).length, landmark).toBe(1);
    const url = canonicalUrl(path);
    expect(document.title).toBe(`${expected.meta.title}${TITLE_SUFFIX}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(meta(document, 'meta[name="description"]')).toBe(expected.meta.description);
    expect(meta(document, 'meta[name="keywords"]')).toBe(expected.meta.keywords.join(", "));
    expect(meta(document, 'meta[name="robots"]')).toBe(ROBOTS);
    expect(meta(document, 'meta[property="og:url"]')).toBe(url);
    expect(meta(document, 'meta[property="og:title"]')).toBe(document.title);
    expect(meta(document, 'meta[property="og:description"]')).toBe(expected.meta.description);
    for (const property of [
      "og:type",
      "og:image",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
      "og:site_name",
      "og:locale",
    ])
      expect(meta(document, `meta[property="${property}"]`), property).toBeTruthy();
    expect(meta(document, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  it("reaches Categories, Trending, About (the current one marked) and search from the phone menu without a script, and ends with the spec's copyright", () => {
    const { document } = builtPage(path);
    // A native disclosure opens without JavaScript and shows the header's navigation, which must be in the HTML.
    expect(document.querySelector("body > header details > summary"), "the menu's button").toBeTruthy();
    const panel = document.querySelector("body > header nav");
    expect(
      [...(panel?.querySelectorAll("a") ?? [])].map((link) => [
        text(link),
        link.getAttribute("href"),
        link.getAttribute("aria-current"),
      ]),
    ).toEqual(site.header.links.map((link) => [link.label, link.to, link.to === path ? "page" : null]));
    expect(
      panel?.querySelector('form[role="search"][action="/search"] input[name="q"]'),
      "the menu's search field",
    ).toBeTruthy();
    expect(text(document.querySelector("body > footer p:last-child"))).toBe(SPEC_COPYRIGHT(site.brand));
  });
});

it("the not-found page shows the spec's screen, stays out of the index and has no canonical URL", () => {
  const { document } = builtPage("404");
  expect([...document.querySelectorAll("h1")].map(text)).toEqual([`${site.notFound.code}: ${site.notFound.title}`]);
  const home = [...document.querySelectorAll("main a")].find((link) => text(link) === site.notFound.homeLink);
  expect(home?.getAttribute("href")).toBe("/");
  expect(
    document.querySelector('main form[role="search"][action="/search"] input[name="q"]'),
    "a search field",
  ).toBeTruthy();
  const popular = [...document.querySelectorAll("main section[aria-labelledby='popular-lists'] a")].map(
    (link) => link.getAttribute("href") ?? "",
  );
  expect(popular.length).toBeGreaterThan(0);
  for (const to of popular) expect(to, "a popular list").toMatch(/^\/(category\/)?[a-z0-9-]+$/);
  for (const to of popular)
    expect(builtPage(to).document.querySelectorAll("article.ranked-card").length, `${to} is a ranked list`).toBe(5);
  expect(meta(document, 'meta[name="robots"]')).toBe("noindex, follow");
  expect(document.querySelector('link[rel="canonical"]')).toBeNull();
});
