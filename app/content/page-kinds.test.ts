/**
 * A kind added the documented way gets everything else from the table. The comparison kind of
 * tests/fixtures/comparison-kind is an entry, a schema, a component and a content file, and nothing else names it;
 * added to the real table, it is loaded, prerendered, given breadcrumbs and structured data, put in the feed, labelled
 * and filed by search, and given a byte budget. Checked over the registry and the functions that read the table,
 * through which alone the route, the prerender step and the build tests know a kind, rather than by building the
 * site with it: that would put a test's files in the app's build and take a build's time for the same proof.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import site from "./site-text";
import ComparisonPage from "../../tests/fixtures/comparison-kind/comparison";
import { comparisonKind } from "../../tests/fixtures/comparison-kind/entry";
import { byteBudgets } from "../../tests/support/budgets";
import { dataFiles, recordFolders, singleFiles } from "./content.server";
import { feedPagesOf, routeData, searchLabels } from "./kind-facts.server";
import { pageKinds } from "./page-kinds.server";
import { contentPaths } from "./page-files";
import { buildRegistry, ContentError } from "./registry.server";
import { searchDirectory } from "./search-directory.server";

const kinds = { ...pageKinds, comparison: comparisonKind };
const build = (table = kinds) => buildRegistry(table, singleFiles, recordFolders, dataFiles, site.breadcrumbs);
const registry = await build();
const [page] = registry.pagesOf("comparison");
if (!page) throw new Error("expected the fixture's comparison page");
const data = routeData(kinds, page, registry.lookup);

describe("a kind added as an entry, a schema and a component", () => {
  it("has its files loaded and validated by the registry, their links checked", async () => {
    expect(page).toMatchObject({ path: "/compare/banking-vs-credit-cards", title: page.data.title });
    const [file] = Object.keys(comparisonKind.files);
    const broken = { ...page.data, sides: ["/category/banking", "/vpn-protocols"] };
    const files = { [file!]: async () => ({ default: broken }) };
    const problems = await build({ ...kinds, comparison: { ...comparisonKind, files } }).catch((error: unknown) =>
      error instanceof ContentError ? error.problems : [],
    );
    expect(problems).toEqual([`${page.file}: sides.1: /vpn-protocols is not a list page`]);
  });

  it("is in the prerender list, from its files' places", () => {
    expect(contentPaths(kinds)).toContain(page.path);
    expect(contentPaths()).not.toContain(page.path);
  });

  it("gets its entry's breadcrumbs and structured data in its route data, its trail published as a BreadcrumbList", () => {
    const trail = [site.breadcrumbs.home, registry.byPath.get(page.data.sides[0])?.title, page.title];
    expect(data.kind).toBe("comparison");
    expect(data.comparison).toBe(page.data);
    expect(data.crumbs.map((crumb) => crumb.name)).toEqual(trail);
    const [article, breadcrumbList] = data.structuredData as Array<Record<string, unknown>>;
    expect([article?.["@type"], breadcrumbList?.["@type"]]).toEqual(["Article", "BreadcrumbList"]);
    expect(data.structuredData).toHaveLength(2);
    const items = breadcrumbList?.itemListElement as Array<{ name: string }>;
    expect(items.map((item) => item.name)).toEqual(trail);
  });

  it("is in the feed with its entry's description and change log", () => {
    expect(feedPagesOf(kinds, registry.contentPages)).toContainEqual({
      path: page.path,
      title: page.title,
      description: page.data.meta.description,
      changes: page.data.changes,
    });
  });

  it("has its search results labelled as its entry says and is filed under its first topic page", () => {
    const labels = searchLabels(kinds, registry.searchPage.types);
    const label = comparisonKind.search?.label;
    expect(labels.comparison).toBe(label && registry.searchPage.types[label]);
    expect(labels.comparison).toBeTruthy();
    const group = searchDirectory(kinds, registry).find((each) => each.links.some((link) => link.to === page.path));
    expect(group?.links[0]?.to).toBe(page.data.sides[0]);
  });

  it("is a teaser for cards, with its photo", () => {
    expect(registry.lookup.teaser(page.path)).toEqual({ to: page.path, title: page.title, image: page.data.hero });
  });

  it("has the first-visit JavaScript budget its entry declares", () => {
    expect(byteBudgets(kinds)["js:comparison"]).toMatchObject(comparisonKind.budget);
    expect(byteBudgets(pageKinds)).not.toHaveProperty("js:comparison");
  });

  it("has a component that puts its search kind, trail and structured data on the page from its route data", () => {
    const { document } = parseHTML(renderToStaticMarkup(createElement(ComparisonPage, data)));
    expect(document.querySelector("[data-search-body]")?.getAttribute("data-search-kind")).toBe("comparison");
    expect([...document.querySelectorAll("nav li")].map((item) => item.textContent)).toEqual(
      data.crumbs.map((crumb) => crumb.name),
    );
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    expect(blocks).toEqual(data.structuredData);
  });
});

it("every kind of the table has its component where the content route finds it, and every component has a kind", () => {
  const components = Object.keys(import.meta.glob("../components/page-kinds/*.tsx")).map((file) =>
    file.replace(/^.*\/|\.tsx$/g, ""),
  );
  expect(components.sort()).toEqual(Object.keys(pageKinds).sort());
});
