/** Build-time look-ups that turn paths named in content into what a card shows. */
import type { RankedList } from "../../content/schema";
import type { ContentPage } from "./content-registry";
import { content } from "./content.server";

function page(path: string): ContentPage {
  const found = content.byPath.get(path);
  if (!found) throw new Error(`No page at ${path}`);
  return found;
}

/** Title and photo of a list or guide, for an article card. */
export function articleTeaser(path: string) {
  const found = page(path);
  switch (found.kind) {
    case "list": {
      const [first] = found.list.entries;
      if (!first) throw new Error(`${path} has no entries`);
      return { to: path, title: found.title, image: first.image };
    }
    case "guide":
      return { to: path, title: found.title, image: found.guide.hero };
    case "page":
      throw new Error(`${path} is not a list or guide`);
  }
}

/** A list's Must Reads with the title and photo each card shows; '#' slots keep their own. */
export function mustReadTeasers(list: RankedList) {
  return list.mustReads.map((item) => {
    if (item.to !== "#") return articleTeaser(item.to);
    if (!item.title || !item.image) throw new Error(`A '#' Must Read of ${list.path} has no title or image`);
    return { to: item.to, title: item.title, image: item.image };
  });
}

export type Teaser = ReturnType<typeof articleTeaser>;

/** The trending lists with the list content each card needs. */
export function trendingLists() {
  return content.trending.items.map((item, index) => {
    const found = page(item.list);
    if (found.kind !== "list") throw new Error(`${item.list} is not a list`);
    return { position: index + 1, reason: item.reason, list: found.list };
  });
}
