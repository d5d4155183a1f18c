/** The home page, /categories and /trending from their HTML, against their content files and the spec. */
import { expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { reviewId } from "../../app/lib/slug";
import { builtPage, jsonLd, text } from "../support/built-site";
import { SPEC_TILE_PATHS } from "../support/spec";

const content = await loadContent();

const region = (document: Document, heading: string) =>
  [...document.querySelectorAll("section")].find((section) => text(section.querySelector("h2")) === heading) ??
  document.createElement("section");
const hrefs = (nodes: Iterable<Element>) => [...nodes].map((node) => node.getAttribute("href"));

it("home: WebSite search action, hero, the 14 tiles, the trending block and six latest articles", () => {
  const { document } = builtPage("/");
  const { home } = content;
  const website = jsonLd(document).find((block) => block["@type"] === "WebSite") as { name: string };
  expect(website.name).toBe("Top5");
  expect(text(document.querySelector("h1"))).toBe("Compare and find the Top 5 best products & services");
  const explore = [...document.querySelectorAll("main a")].find((link) => text(link) === "Explore Categories");
  expect(explore?.getAttribute("href")).toBe("/categories");

  const tiles = [...region(document, home.categoriesHeading).querySelectorAll("a")];
  expect(home.categoriesHeading).toBe("Browse Categories");
  expect(hrefs(tiles)).toEqual(SPEC_TILE_PATHS);
  for (const [index, tile] of content.categories.entries()) {
    expect(text(tiles[index])).toContain(tile.title);
    expect(text(tiles[index])).toContain(tile.description);
    expect(tiles[index]?.querySelectorAll("svg").length).toBe(1);
  }

  const trending = region(document, "Top 5 Trending Now");
  const viewAll = [...trending.querySelectorAll("a")].find((link) => text(link).startsWith("View All"));
  expect(viewAll?.getAttribute("href")).toBe("/trending");
  expect(trending.querySelectorAll("ul > li").length).toBeGreaterThanOrEqual(3);
  const cards = [...trending.querySelectorAll("article")];
  expect(cards).toHaveLength(3);
  expect(cards.flatMap((card) => hrefs(card.querySelectorAll("a")))).toEqual(
    content.trending.items.slice(0, 3).map((item) => item.list),
  );

  const latest = [...region(document, "Latest Articles").querySelectorAll("article")];
  expect(latest).toHaveLength(6);
  expect(latest.flatMap((card) => hrefs(card.querySelectorAll("a")))).toEqual(home.latestArticles.pages);
  expect(home.latestArticles.pages).toContain("/netflix-shows");
  for (const card of latest) expect(card.querySelector("img")?.getAttribute("alt")).toBeTruthy();
  for (const card of latest) expect(text(card.querySelector("a"))).toMatch(/^Read Now/);
});

it("/categories: the spec's title and heading, 14 tiles with the short labels, and the grouped links", () => {
  const { document } = builtPage("/categories");
  const page = content.categoriesPage;
  expect(document.title).toBe("All Categories - Top5 Best Lists | Expert Reviews & Rankings | Top5");
  expect(text(document.querySelector("h1"))).toBe("Every Top5 Shortlist, all in one place");
  const tiles = [...region(document, page.tilesHeading).querySelectorAll("a")];
  expect(hrefs(tiles)).toEqual(SPEC_TILE_PATHS);
  const labels = tiles.map(text).join("\n");
  for (const label of ["Hosting", "Accounting", "Online invitations"]) expect(labels).toContain(label);
  const groups = [...document.querySelectorAll("main section section")];
  expect(groups.map((group) => text(group.querySelector("h3")))).toEqual(page.groups.map((group) => group.heading));
  // A link that names a pick lands on that pick's review, on the page the spec names.
  for (const [index, group] of page.groups.entries())
    expect([...groups[index]!.querySelectorAll("a")].map((link) => [text(link), link.getAttribute("href")])).toEqual(
      group.links.map((link) => [
        link.label,
        link.pick ? `${link.to}#${reviewId(content.lookup.vendor(link.pick).name)}` : link.to,
      ]),
    );
  const landings = page.groups.flatMap((group) => group.links.filter((link) => link.pick));
  expect(landings.length).toBeGreaterThan(0);
  for (const link of landings) {
    const review = builtPage(link.to).document.getElementById(reviewId(content.lookup.vendor(link.pick!).name));
    expect(text(review?.querySelector("h3"))).toContain(content.lookup.vendor(link.pick!).name);
  }
  const spec = (heading: string) => page.groups.find((group) => group.heading === heading)?.links ?? [];
  expect(spec("Development").map((link) => [link.label, link.to])).toEqual(
    ["Code Editors", "Project Management Tools", "Version Control", "API Testing Tools", "Database Tools"].map(
      (label) => [label, "/category/development"],
    ),
  );
  expect(spec("Home & Living").map((link) => link.to)).toEqual(Array(5).fill("/category/home"));
  expect(spec("Dating Apps").map((link) => link.to)).toEqual(Array(4).fill("/category/dating"));
  expect(spec("Lifestyle").map((link) => link.to)).toEqual([
    "/flight-booking",
    "/flight-booking",
    "/category/lifestyle",
    "/category/lifestyle",
    "/category/lifestyle",
    "/category/lifestyle",
    "/category/lifestyle",
  ]);
});

it("/trending: every trending list as a ranked card linking to its list", () => {
  const cards = [...builtPage("/trending").document.querySelectorAll("main article")];
  expect(cards.flatMap((card) => hrefs(card.querySelectorAll("a")))).toEqual(
    content.trending.items.map((item) => item.list),
  );
});
