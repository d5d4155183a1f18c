/**
 * Every searched page, grouped by topic, for /search without JavaScript. Each kind's entry says where its pages go
 * (`search.directory`): a page of a topic kind (a list) is a topic, named by its category tile where it has one; a
 * page of an under-topic kind (a guide) belongs to the first topic page among its topic links.
 */
import type { CategoryTile } from "../../content/schema/fixed-pages";
import { slugify } from "../lib/slug";
import type { ContentFile, PageKindTable } from "./page-kinds.server";

export interface DirectoryGroup {
  topic: string;
  /** The id of the topic's heading. */
  id: string;
  /** The topic page first (`main`), then the pages filed under it. */
  links: Array<{ label: string; to: string; main: boolean }>;
}

export function searchDirectory(
  kinds: PageKindTable,
  content: { contentPages: Array<ContentFile<unknown>>; categories: CategoryTile[] },
): DirectoryGroup[] {
  const placed = (where: "topic" | "under-topic") =>
    content.contentPages.filter((page) => kinds[page.kind]?.search?.directory === where);
  const tileTitles = new Map(content.categories.map((tile) => [tile.path, tile.title]));
  const topics = placed("topic");
  const topicPaths = new Set(topics.map((page) => page.path));
  // The tiles' order first, then the topics without a tile.
  const order = (path: string) => {
    const index = content.categories.findIndex((tile) => tile.path === path);
    return index === -1 ? content.categories.length : index;
  };
  const groups = [...topics]
    .sort((a, b) => order(a.path) - order(b.path))
    .map((page): { path: string; group: DirectoryGroup } => {
      const topic = tileTitles.get(page.path) ?? page.title;
      return {
        path: page.path,
        group: { topic, id: `topic-${slugify(topic)}`, links: [{ label: page.title, to: page.path, main: true }] },
      };
    });
  const byTopic = new Map(groups.map(({ path, group }) => [path, group]));
  for (const page of placed("under-topic")) {
    const topic = kinds[page.kind]?.topicLinks?.(page.data).find((path) => topicPaths.has(path));
    if (!topic)
      throw new Error(
        `${page.path}: none of the pages it names as its topic is a topic of /search, so /search cannot file it`,
      );
    byTopic.get(topic)?.links.push({ label: page.title, to: page.path, main: false });
  }
  return groups.map(({ group }) => group);
}
