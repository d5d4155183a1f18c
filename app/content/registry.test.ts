import { describe, expect, it } from "vitest";
import vpn from "../../content/lists/vpn";
import site from "../../content/site";
import { singleFiles, singleModules } from "./content.server";
import { pageKinds } from "./page-kinds.server";
import { buildRegistry, ContentError } from "./registry.server";

/** The real content, exactly as the build loads it. */
const build = (kinds = pageKinds) => buildRegistry(kinds, singleFiles, singleModules, site.breadcrumbs);

/** The problems buildRegistry reports when the VPN list is replaced by `broken`. */
function problemsWith(broken: unknown, extraLists: Record<string, unknown> = {}): string[] {
  const lists: Record<string, Record<string, unknown>> = { ...pageKinds.list.modules, "/content/lists/vpn.ts": { default: broken } };
  for (const [key, list] of Object.entries(extraLists)) lists[key] = { default: list };
  try {
    build({ ...pageKinds, list: { ...pageKinds.list, modules: lists } });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const clone = () => structuredClone(vpn) as typeof vpn & Record<string, unknown>;

describe("the real content", () => {
  it("is accepted, with every page at a unique path", () => {
    const registry = build();
    expect(registry.pagesOf("list").map((list) => list.path)).toContain("/category/vpn");
    expect(registry.byPath.size).toBe(registry.contentPages.length);
    expect(registry.categories).toHaveLength(14);
    expect(registry.contentPages.map((page) => page.path)).toEqual(expect.arrayContaining(["/privacy-policy", "/terms-of-use"]));
  });

  it("gives every ranked entry a rating on the editorial 4.2-4.9 range and three pros", () => {
    for (const { file, data: list } of build().pagesOf("list")) {
      for (const entry of list.entries) {
        expect(entry.rating, `${file}: ${entry.title}`).toBeGreaterThanOrEqual(4.2);
        expect(entry.rating, `${file}: ${entry.title}`).toBeLessThanOrEqual(4.9);
        expect(entry.pros.length, `${file}: ${entry.title}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe("a broken list stops the build with a message naming the file and the field", () => {
  it("four entries", () => {
    const list = clone();
    list.entries = list.entries.slice(0, 4);
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: entries: expected exactly 5 ranked entries, got 4"]);
  });

  it("six entries", () => {
    const list = clone();
    list.entries = [...list.entries, { ...list.entries[0]!, rank: 5 }];
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: entries: expected exactly 5 ranked entries, got 6"]);
  });

  it("a rating above 5", () => {
    const list = clone();
    list.entries[1]!.rating = 7;
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: entries.1.rating: rating must be between 0 and 5"]);
  });

  it("a negative rating", () => {
    const list = clone();
    list.entries[0]!.rating = -1;
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: entries.0.rating: rating must be between 0 and 5"]);
  });

  it("entries out of rank order", () => {
    const list = clone();
    const [a, b] = [list.entries[0]!, list.entries[1]!];
    list.entries[0] = { ...b };
    list.entries[1] = { ...a };
    expect(problemsWith(list)).toEqual([
      "content/lists/vpn.ts: entries.0.rank: expected rank 1 (entries are listed in rank order), got 2",
      "content/lists/vpn.ts: entries.1.rank: expected rank 2 (entries are listed in rank order), got 1",
    ]);
  });

  it("only two pros", () => {
    const list = clone();
    list.entries[2]!.pros = list.entries[2]!.pros.slice(0, 2);
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: entries.2.pros: expected at least three pros"]);
  });

  it("a vendor link that is not https", () => {
    const list = clone();
    list.entries[0]!.link = "http://nordvpn.com/";
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: entries.0.link: expected an https:// URL"]);
  });

  it("a missing title", () => {
    const list = clone();
    delete (list as Record<string, unknown>).title;
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: title: Invalid input: expected string, received undefined"]);
  });

  it("a Must Read that links to a page that does not exist", () => {
    const list = clone();
    list.mustReads[0]!.to = "/no-such-guide";
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: mustReads.0.to: links to /no-such-guide, which is not a page of this site"]);
  });

  it("a 'Coming soon' Must Read without its own title", () => {
    const list = clone();
    (list.mustReads as unknown[])[2] = { to: "#" };
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: mustReads.2: a '#' Must Read needs its own title and image"]);
  });

  it("a linked Must Read that repeats the title its page already has", () => {
    const list = clone();
    (list.mustReads as unknown[])[0] = { to: "/vpn-protocols", title: "VPN Protocols" };
    expect(problemsWith(list)).toEqual(["content/lists/vpn.ts: mustReads.0: title and image come from /vpn-protocols; remove them here"]);
  });

  it("two lists at the same path", () => {
    expect(problemsWith(vpn, { "/content/lists/vpn-copy.ts": vpn })).toEqual([
      "content/lists/vpn.ts: path: duplicate path /category/vpn, also used by content/lists/vpn-copy.ts",
    ]);
  });

  it("a list at a built-in page's path or where the not-found screen is rendered", () => {
    for (const path of ["/search", "/404"]) {
      expect(problemsWith(vpn, { "/content/lists/vpn-copy.ts": { ...vpn, path } })).toEqual([
        `content/lists/vpn-copy.ts: path: path ${path} is already a built-in page`,
      ]);
    }
  });
});
