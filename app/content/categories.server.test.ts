import { describe, expect, it } from "vitest";
import type { RankedListInput } from "../../content/schema/lists";
import vpnData from "../../content/lists/category/vpn.yaml";
import site from "./site-text";
import { iconNames } from "../../content/schema/primitives";
import { categoriesGroups, categoryTiles } from "./categories.server";
import { dataFiles, recordFolders, singleFiles } from "./content.server";
import { iconSvg } from "./icons.server";
import { pageKinds } from "./page-kinds.server";
import { buildRegistry } from "./registry.server";

/** The real content plus lists at `files` (keys like the glob's: '/content/lists/category/pets.yaml'), linked from nowhere. */
const withLists = (files: Record<string, unknown>) =>
  buildRegistry(
    {
      ...pageKinds,
      list: {
        ...pageKinds.list,
        files: {
          ...pageKinds.list.files,
          ...Object.fromEntries(Object.entries(files).map(([key, list]) => [key, async () => ({ default: list })])),
        },
      },
    },
    singleFiles,
    recordFolders,
    dataFiles,
    site.breadcrumbs,
  );

/** The VPN list under another title; its photos move to addresses of their own, as one photo may be on two pages. */
function newList(title: string, icon: (typeof iconNames)[number]) {
  const list = structuredClone(vpnData as RankedListInput);
  for (const [index, entry] of list.entries.entries())
    entry.image.url = `${entry.image.url}&copy=${title.length}${index}`;
  return { ...list, title, tagline: `${title}, ranked.`, icon };
}

describe("a list added as a content file and linked from nowhere", async () => {
  const content = await withLists({
    "/content/lists/category/pet-insurance.yaml": newList("Best Pet Insurance", "paw-print"),
    "/content/lists/best-game-consoles.yaml": newList("Best Game Consoles", "gamepad-2"),
  });

  it("gets a tile after the hand-written ones when it is a category list, made from the list", () => {
    const tiles = categoryTiles(content);
    expect(tiles.slice(0, content.categories.length).map((tile) => tile.path)).toEqual(
      content.categories.map((tile) => tile.path),
    );
    expect(tiles.slice(content.categories.length)).toEqual([
      {
        title: "Best Pet Insurance",
        icon: iconSvg("paw-print"),
        path: "/category/pet-insurance",
        description: "Best Pet Insurance, ranked.",
      },
    ]);
  });

  it("is linked from /categories' last group, a category list or not", () => {
    const groups = categoriesGroups(content);
    expect(groups.slice(0, -1).map((group) => group.heading)).toEqual(
      content.categoriesPage.groups.map((group) => group.heading),
    );
    expect(groups.at(-1)).toEqual({
      heading: content.categoriesPage.moreHeading,
      icon: iconSvg(content.categoriesPage.moreIcon),
      links: [
        { label: "Best Game Consoles", to: "/best-game-consoles" },
        { label: "Best Pet Insurance", to: "/category/pet-insurance" },
      ],
    });
  });
});

it("with every list linked, /categories has no group beyond content/categories-page.yaml's", async () => {
  const content = await withLists({});
  expect(categoriesGroups(content).map((group) => group.heading)).toEqual(
    content.categoriesPage.groups.map((group) => group.heading),
  );
});

it("has the SVG of every icon a content file may name", () => {
  for (const name of iconNames) expect(iconSvg(name).length, name).toBeGreaterThan(0);
});
