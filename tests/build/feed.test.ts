/** The Atom feed, read by a feed parser as a reader's app would, against the feed entry of each page's kind. */
import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { pageKinds, type PageKindTable } from "../../app/content/page-kinds.server";
import { formatDate } from "../../app/lib/format";
import { escapeMarkup } from "../../app/lib/markup";
import { canonicalUrl } from "../../app/lib/site";
import { FEED_PATH } from "../../app/lib/site";
import site from "../../app/content/site-text";
import { builtPage, builtPagePaths, text } from "../support/built-site";
import { baseURL } from "../support/server";

const content = await loadContent();
const kinds: PageKindTable = pageKinds;

/** Every page whose kind has a feed entry, with that entry. */
const inFeed = content.contentPages.flatMap((page) => {
  const entry = kinds[page.kind]?.feed?.(page.data);
  return entry ? [{ page, entry }] : [];
});

it("is an Atom feed of every page whose kind has a feed entry, newest change first, with absolute https links", async () => {
  const response = await fetch(`${baseURL()}${FEED_PATH}`);
  expect(response.status).toBe(200);
  const xml = await response.text();
  const feed = parseFeed(xml);
  expect(feed.meta.type).toBe("atom");
  expect(feed.self).toBe(canonicalUrl(FEED_PATH));
  expect(feed.items.map((item) => item.url).sort()).toEqual(inFeed.map(({ page }) => canonicalUrl(page.path)).sort());

  const byUrl = new Map(inFeed.map((each) => [canonicalUrl(each.page.path), each]));
  for (const item of feed.items) {
    const { page, entry } = byUrl.get(item.url ?? "")!;
    expect(item.url).toMatch(/^https:\/\//);
    expect(item.id).toBe(item.url);
    expect(item.title).toBe(page.title);
    expect(item.description, page.path).toBe(entry.description);
    expect(item.updated?.toISOString().slice(0, 10), page.path).toBe(entry.changes[0]?.date);
    expect(item.published?.toISOString().slice(0, 10), page.path).toBe(entry.changes.at(-1)?.date);
    // The parser decodes the HTML it reads; the file itself carries the change escaped for HTML.
    expect(item.content).toContain(entry.changes[0]?.text);
    expect(xml).toContain(escapeMarkup(entry.changes[0]?.text ?? ""));
  }
  const dates = feed.items.map((item) => item.updated?.getTime() ?? 0);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(feed.updated?.getTime()).toBe(dates[0]);
});

describe.each(inFeed.map(({ page, entry }) => [page.path, entry.changes] as const))("%s", (path, changes) => {
  it("shows the change log the feed announces, newest first, collapsed under 'What changed', its newest date the 'Last updated'", () => {
    const { document } = builtPage(path);
    const log = document.querySelector("main details");
    expect(log?.hasAttribute("open")).toBe(false);
    expect(text(log?.querySelector("summary"))).toBe(site.whatChanged);
    expect([...(log?.querySelectorAll("li") ?? [])].map(text)).toEqual(
      changes.map((change) => `${formatDate(change.date)}: ${change.text}`),
    );
    expect(document.querySelector("main header p time")?.getAttribute("datetime")).toBe(changes[0]?.date);
  });
});

it("is announced on every page, the not-found page too", () => {
  for (const path of [...builtPagePaths(), "404"]) {
    const link = builtPage(path).document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(link?.getAttribute("href"), path).toBe(FEED_PATH);
  }
});
