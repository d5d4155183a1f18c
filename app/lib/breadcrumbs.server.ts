/** The trail Home > parent > page of list and guide pages, from the content registry. */
import { content } from "./content.server";

export interface Crumb {
  name: string;
  path: string;
}

const HOME: Crumb = { name: "Home", path: "/" };
const CATEGORIES: Crumb = { name: "Categories", path: "/categories" };

function titleOf(path: string): string {
  const title = content.byPath.get(path)?.title ?? [HOME, CATEGORIES].find((crumb) => crumb.path === path)?.name;
  if (!title) throw new Error(`No page at ${path} for a breadcrumb`);
  return title;
}

/** Lists sit under /categories; a guide sits under the page its back link returns to. */
export function breadcrumbsFor(path: string): Crumb[] {
  const page = content.byPath.get(path);
  if (page?.kind === "list") return [HOME, CATEGORIES, { name: page.title, path }];
  if (page?.kind === "guide") {
    const parent = page.guide.back.to;
    const middle = parent === HOME.path ? [] : [{ name: titleOf(parent), path: parent }];
    return [HOME, ...middle, { name: page.title, path }];
  }
  throw new Error(`Breadcrumbs are shown on lists and guides only, not ${path}`);
}
