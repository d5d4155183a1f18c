/** The home page, /categories and /trending from their HTML, against their content files and the spec. */
import { expect, it } from "vitest";
import { CATEGORY_PATH, categoriesGroups, categoryTiles } from "../../app/content/categories.server";
import { loadContent } from "../../app/content/content.server";
import { reviewId } from "../../app/lib/slug";
import { builtPage, jsonLd, text } from "../support/built-site";

const content = await loadContent();
/** The tiles and topic groups as content gives them: the hand-written ones, then those made for lists without one. */
const tiles = categoryTiles(content);
const groups = categoriesGroups(content);

const region = (document: Document, heading: string) =>
  [...document.querySelectorAll("section")].find((section) => text(section.querySelector("h2")) === heading) ??
  document.createElement("section");
const hrefs = (nodes: Iterable<Element>) => [...nodes].map((node) => node.getAttribute("href"));

it("home: WebSite search action, hero, the tiles, the trending block and six latest articles", () => {
  const { document } = builtPage("/");
  const { home } = content;
  const website = jsonLd(document).find((block) => block["@type"] === "WebSite") as { name: string };
  expect(website.name).toBe("Top5");
  expect(text(document.querySelector("h1"))).toBe("Compare and find the Top 5 best products & services");
  const explore = [...document.querySelectorAll("main a")].find((link) => text(link) === "Explore Categories");
  expect(explore?.getAttribute("href")).toBe("/categories");

  const links = [...region(document, home.categoriesHeading).querySelectorAll("a")];
  expect(home.categoriesHeading).toBe("Browse Categories");
  expect(hrefs(links)).toEqual(tiles.map((tile) => tile.path));
  for (const [index, tile] of tiles.entries()) {
    expect(text(links[index])).toContain(tile.title);
    expect(text(links[index])).toContain(tile.description);
    expect(links[index]?.querySelectorAll("svg").length).toBe(1);
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

it("/categories: the spec's title and heading, the tiles with their short labels, and the grouped links", () => {
  const { document } = builtPage("/categories");
  const page = content.categoriesPage;
  expect(document.title).toBe("All Categories - Top5 Best Lists | Expert Reviews & Rankings | Top5");
  expect(text(document.querySelector("h1"))).toBe("Every Top5 Shortlist, all in one place");
  const links = [...region(document, page.tilesHeading).querySelectorAll("a")];
  expect(hrefs(links)).toEqual(tiles.map((tile) => tile.path));
  for (const [index, tile] of tiles.entries()) expect(text(links[index])).toContain(tile.shortTitle ?? tile.title);
  const sections = [...document.querySelectorAll("main section section")];
  expect(sections.map((group) => text(group.querySelector("h3")))).toEqual(groups.map((group) => group.heading));
  // A link that names a pick lands on that pick's review, on the page the spec names.
  for (const [index, group] of page.groups.entries())
    expect([...sections[index]!.querySelectorAll("a")].map((link) => [text(link), link.getAttribute("href")])).toEqual(
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

it("a list needs no code to be found: every category list has a tile on home and /categories, every list a link on /categories", () => {
  const lists = content.pagesOf("list");
  const categoryLists = lists.filter((list) => list.path.startsWith(CATEGORY_PATH)).map((list) => list.path);
  expect(categoryLists.length).toBeGreaterThan(0);
  const home = builtPage("/").document;
  const categories = builtPage("/categories").document;
  for (const [document, heading] of [
    [home, content.home.categoriesHeading],
    [categories, content.categoriesPage.tilesHeading],
  ] as const)
    expect(hrefs(region(document, heading).querySelectorAll("a"))).toEqual(expect.arrayContaining(categoryLists));
  const topicLinks = hrefs(region(categories, content.categoriesPage.groupsHeading).querySelectorAll("a")).map((href) =>
    href?.replace(/#.*$/, ""),
  );
  for (const list of lists) expect(topicLinks, list.path).toContain(list.path);
});

it("/trending: every trending list as a ranked card linking to its list", () => {
  const cards = [...builtPage("/trending").document.querySelectorAll("main article")];
  expect(cards.flatMap((card) => hrefs(card.querySelectorAll("a")))).toEqual(
    content.trending.items.map((item) => item.list),
  );
});
