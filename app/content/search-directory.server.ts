/**
 * Every list and guide, grouped by topic, for /search without JavaScript: a list is a topic (named by its
 * category tile where it has one), and a guide belongs to the list its back link or call to action points at.
 */
import { slugify } from "../lib/slug";
import type { Content } from "./content.server";

export interface DirectoryGroup {
  topic: string;
  /** The id of the topic's heading. */
  id: string;
  /** The list first (`main`), then its guides. */
  links: Array<{ label: string; to: string; main: boolean }>;
}

export function searchDirectory(content: Content): DirectoryGroup[] {
  const tileTitles = new Map(content.categories.map((tile) => [tile.path, tile.title]));
  const lists = content.pagesOf("list");
  const listPaths = new Set(lists.map((list) => list.path));
  // The tiles' order first, then the lists without a tile.
  const order = (path: string) => {
    const index = content.categories.findIndex((tile) => tile.path === path);
    return index === -1 ? content.categories.length : index;
  };
  const groups = [...lists]
    .sort((a, b) => order(a.path) - order(b.path))
    .map((list): { path: string; group: DirectoryGroup } => {
      const topic = tileTitles.get(list.path) ?? list.data.title;
      return {
        path: list.path,
        group: { topic, id: `topic-${slugify(topic)}`, links: [{ label: list.data.title, to: list.path, main: true }] },
      };
    });
  const byList = new Map(groups.map(({ path, group }) => [path, group]));
  for (const guide of content.pagesOf("guide")) {
    const topic = [guide.data.back.to, guide.data.cta.to].find((path) => listPaths.has(path));
    if (!topic)
      throw new Error(
        `${guide.path}: neither its back link nor its call to action points at a list, so /search cannot file it under a topic`,
      );
    byList.get(topic)?.links.push({ label: guide.data.title, to: guide.path, main: false });
  }
  return groups.map(({ group }) => group);
}
