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

interface Scored {
  node: TopicNode;
  shared: number;
}

/**
 * Indexes the pages once, so finding a page's related reading looks only at the pages it shares a link with, not
 * at every page of the site (at 10,000 pages, a scan and a sort per page made the build quadratic).
 * The returned function gives up to `limit` pages on the same topic as `path`, closest first (the most topic links
 * in common), then newest, then by path so the order never depends on the file system. Never the page itself nor
 * any of `exclude`.
 */
export function relatedReading(nodes: TopicNode[]) {
  const byPath = new Map(nodes.map((node) => [node.path, node]));
  // Each node's links once (a back link and call to action to the same page count once), and who names each page.
  const links = new Map(nodes.map((node) => [node.path, new Set(node.topicLinks)]));
  const namedBy = new Map<string, TopicNode[]>();
  for (const node of nodes) {
    for (const link of links.get(node.path)!) {
      const naming = namedBy.get(link);
      if (naming) naming.push(node);
      else namedBy.set(link, [node]);
    }
  }

  // Closest first, then newest, then by path. Plain comparison, not localeCompare: paths and ISO dates are ASCII.
  const before = (a: Scored, b: Scored) =>
    a.shared !== b.shared
      ? a.shared > b.shared
      : a.node.updated !== b.node.updated
        ? a.node.updated > b.node.updated
        : a.node.path < b.node.path;

  return (path: string, exclude: string[], limit = 3): string[] => {
    if (!byPath.has(path)) throw new Error(`No page at ${path} to find related reading for`);
    const own = links.get(path)!;
    // Only pages that name this one, share a link with it, or are named by it can score; each counts once per
    // link in common, and naming each other counts like a topic in common.
    const shared = new Map<TopicNode, number>();
    const count = (node: TopicNode) => shared.set(node, (shared.get(node) ?? 0) + 1);
    for (const node of namedBy.get(path) ?? []) count(node);
    for (const link of own) {
      for (const node of namedBy.get(link) ?? []) count(node);
      const named = byPath.get(link);
      if (named) count(named);
    }
    const skip = new Set([path, ...exclude]);
    // The best few in one pass: a hub page can share a link with thousands of pages.
    const best: Scored[] = [];
    for (const [node, score] of shared) {
      if (skip.has(node.path)) continue;
      const candidate = { node, shared: score };
      const at = best.findIndex((other) => before(candidate, other));
      if (at >= 0) best.splice(at, 0, candidate);
      else if (best.length < limit) best.push(candidate);
      best.length = Math.min(best.length, limit);
    }
    return best.map(({ node }) => node.path);
  };
}
