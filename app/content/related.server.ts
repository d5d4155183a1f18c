/**
 * Related reading, worked out from the links the content already makes: a page belongs with the pages it names
 * as its topic (a guide's back link and call to action, a list's Must Reads), so two pages are on the same topic
 * when one names the other or both name the same page. Editors steer it with those fields; no component picks.
 */

/** A page and the pages it names as its topic. */
export interface TopicNode {
  path: string;
  /** ISO date it last changed: among equally close pages, the newest comes first. */
  updated: string;
  topicLinks: string[];
}

/**
 * Up to `limit` pages on the same topic as `path`, closest first (the most topic links in common), then newest,
 * then by path so the order never depends on the file system. Never the page itself nor any of `exclude`.
 */
export function relatedPaths(nodes: TopicNode[], path: string, exclude: string[], limit = 3): string[] {
  const byPath = new Map(nodes.map((node) => [node.path, node]));
  const self = byPath.get(path);
  if (!self) throw new Error(`No page at ${path} to find related reading for`);
  const own = new Set(self.topicLinks);
  const skip = new Set([path, ...exclude]);
  const scored = nodes
    .filter((node) => !skip.has(node.path))
    .map((node) => ({
      node,
      // Naming each other counts like a topic in common; a link named twice (back link and call to action) once.
      shared: [...new Set(node.topicLinks)].filter((link) => link === path || own.has(link)).length + (own.has(node.path) ? 1 : 0),
    }))
    .filter(({ shared }) => shared > 0);
  scored.sort((a, b) => b.shared - a.shared || b.node.updated.localeCompare(a.node.updated) || a.node.path.localeCompare(b.node.path));
  return scored.slice(0, limit).map(({ node }) => node.path);
}
