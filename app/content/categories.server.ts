/**
 * The lists as /categories and the home page show them. content/categories.yaml and content/categories-page.yaml are
 * written by hand, in the order an editor chooses; a list they do not link to is added after them here, so a new
 * list shows up on both pages by itself.
 */
import type { CategoryTile } from "../../content/schema/fixed-pages";
import { reviewId } from "../lib/slug";
import type { Content } from "./content.server";
import { iconSvg } from "./icons.server";

/** Where the category lists live: content/lists/category/<slug>.yaml is /category/<slug>. */
export const CATEGORY_PATH = "/category/";

/** The tiles of 'Browse Categories' and /categories: the hand-written ones, then one per category list without one. */
export function categoryTiles(content: Content) {
  const tiled = new Set(content.categories.map((tile) => tile.path));
  const untiled = content
    .pagesOf("list")
    .filter((list) => list.path.startsWith(CATEGORY_PATH) && !tiled.has(list.path))
    .map(({ path, data }): CategoryTile => ({ title: data.title, icon: data.icon, path, description: data.tagline }));
  return [...content.categories, ...untiled].map((tile) => ({ ...tile, icon: iconSvg(tile.icon) }));
}

export type Tile = ReturnType<typeof categoryTiles>[number];

/**
 * /categories' topic groups, each link landing on the review of the pick it names, then one last group linking every
 * list no group links to (none when every list has a link).
 */
export function categoriesGroups(content: Content) {
  const page = content.categoriesPage;
  const linked = new Set(page.groups.flatMap((group) => group.links.map((link) => link.to)));
  const unlinked = content.pagesOf("list").filter((list) => !linked.has(list.path));
  const more = unlinked.map((list) => ({ label: list.title, to: list.path }));
  const groups = page.groups.map((group) => ({
    heading: group.heading,
    icon: group.icon,
    links: group.links.map(({ label, to, pick }) => ({
      label,
      to: pick ? `${to}#${reviewId(content.lookup.vendor(pick).name)}` : to,
    })),
  }));
  if (more.length > 0) groups.push({ heading: page.moreHeading, icon: page.moreIcon, links: more });
  return groups.map((group) => ({ ...group, icon: iconSvg(group.icon) }));
}
