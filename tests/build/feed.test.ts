/** The Atom feed, read by a feed parser as a reader's app would, against the content's lists and guides. */
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { canonicalUrl } from "../../app/lib/seo";
import { FEED_PATH } from "../../app/lib/site";
import { builtPage, builtPagePaths } from "../support/built-site";
import { baseURL } from "../support/server";

const content = await loadContent();

const articles = content.contentPages.filter((page) => page.kind === "list" || page.kind === "guide");

it("is an Atom feed of every list and guide, newest change first, with absolute https links", async () => {
  const response = await fetch(`${baseURL()}${FEED_PATH}`);
  expect(response.status).toBe(200);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe("atom");
  expect(feed.self).toBe(canonicalUrl(FEED_PATH));
  expect(feed.items.map((item) => item.url).sort()).toEqual(articles.map((page) => canonicalUrl(page.path)).sort());

  const byUrl = new Map(articles.map((page) => [canonicalUrl(page.path), page]));
  for (const item of feed.items) {
    const page = byUrl.get(item.url ?? "")!;
    expect(item.url).toMatch(/^https:\/\//);
    expect(item.id).toBe(item.url);
    expect(item.title).toBe(page.title);
    expect(item.updated?.toISOString().slice(0, 10), page.path).toBe(page.data.changes[0]?.date);
    expect(item.published?.toISOString().slice(0, 10), page.path).toBe(page.data.changes.at(-1)?.date);
    expect(item.content).toContain(page.data.changes[0]?.text.replace(/&/g, "&amp;"));
  }
  const dates = feed.items.map((item) => item.updated?.getTime() ?? 0);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(feed.updated?.getTime()).toBe(dates[0]);
});

it("is announced on every page, the not-found page too", () => {
  for (const path of [...builtPagePaths(), "404"]) {
    const link = builtPage(path).document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(link?.getAttribute("href"), path).toBe(FEED_PATH);
  }
});
