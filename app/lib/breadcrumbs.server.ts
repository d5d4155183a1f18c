/** The trail Home > parent > page of list and guide pages, from the content registry. */
import { content } from "./content.server";

export interface Crumb {
  name: string;
  path: string;
}

const HOME: Crumb = { name: "Home", path: "/" };
const CATEGORIES: Crumb = { name: "Categories", path: "/categories" };

function titleOf(path: string): string {
  const page = content.byPath.get(path);
  switch (page?.kind) {
    case "list":
      return page.list.title;
    case "guide":
      return page.guide.title;
    case "page":
      return page.page.title;
    default:
      if (path === CATEGORIES.path) return CATEGORIES.name;
      if (path === HOME.path) return HOME.name;
      throw new Error(`No page at ${path} for a breadcrumb`);
  }
}

/** Lists sit under /categories; a guide sits under the page its back link returns to. */
export function breadcrumbsFor(path: string): Crumb[] {
  const page = content.byPath.get(path);
  if (page?.kind === "list") return [HOME, CATEGORIES, { name: page.list.title, path }];
  if (page?.kind === "guide") {
    const parent = page.guide.back.to;
    const middle = parent === HOME.path ? [] : [{ name: titleOf(parent), path: parent }];
    return [HOME, ...middle, { name: page.guide.title, path }];
  }
  throw new Error(`Breadcrumbs are shown on lists and guides only, not ${path}`);
}
