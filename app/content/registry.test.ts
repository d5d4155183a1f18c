import { describe, expect, it } from "vitest";
import vpn from "../../content/lists/category/vpn";
import site from "../../content/site";
import { singleFiles, singleModules } from "./content.server";
import { pageKinds } from "./page-kinds.server";
import { buildRegistry, ContentError } from "./registry.server";

/** The real content, exactly as the build loads it. */
const build = (kinds = pageKinds) => buildRegistry(kinds, singleFiles, singleModules, site.breadcrumbs);

/** The problems buildRegistry reports when the VPN list is replaced by `broken` (and `extraLists` are added). */
async function problemsWith(broken: unknown, extraLists: Record<string, unknown> = {}): Promise<string[]> {
  const files: Record<string, () => Promise<unknown>> = {
    ...pageKinds.list.files,
    "/content/lists/category/vpn.ts": async () => ({ default: broken }),
  };
  for (const [key, list] of Object.entries(extraLists)) files[key] = async () => ({ default: list });
  try {
    await build({ ...pageKinds, list: { ...pageKinds.list, files } });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const clone = () => structuredClone(vpn) as typeof vpn & Record<string, unknown>;

describe("the real content", () => {
  it("is accepted, with every page at a unique path", async () => {
    const registry = await build();
    expect(registry.pagesOf("list").map((list) => list.path)).toContain("/category/vpn");
    expect(registry.byPath.size).toBe(registry.contentPages.length);
    expect(registry.categories).toHaveLength(14);
    expect(registry.contentPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/privacy-policy", "/terms-of-use"]),
    );
  });

  it("gives every ranked entry a rating on the spec's 4.2-4.9 range and three pros", async () => {
    for (const { file, data: list } of (await build()).pagesOf("list")) {
      for (const entry of list.entries) {
        expect(entry.rating, `${file}: ${entry.product}`).toBeGreaterThanOrEqual(4.2);
        expect(entry.rating, `${file}: ${entry.product}`).toBeLessThanOrEqual(4.9);
        expect(entry.pros.length, `${file}: ${entry.product}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe("lookups the page kinds use", () => {
  it("a teaser is a list's number one photo or a guide's hero, with the page's title; other pages have none", async () => {
    const registry = await build();
    const list = registry.byPath.get("/category/vpn");
    const guide = registry.byPath.get("/vpn-protocols");
    if (list?.kind !== "list" || guide?.kind !== "guide")
      throw new Error("expected the VPN list and the protocols guide");
    expect(registry.lookup.teaser("/category/vpn")).toEqual({
      to: "/category/vpn",
      title: list.data.title,
      image: list.data.entries[0]?.image,
    });
    expect(registry.lookup.teaser("/vpn-protocols")).toEqual({
      to: "/vpn-protocols",
      title: guide.data.title,
      image: guide.data.hero,
    });
    expect(() => registry.lookup.teaser("/about")).toThrow("/about");
    expect(() => registry.lookup.teaser("/nope")).toThrow("/nope");
  });

  it("a crumb names a page by its title, home and /categories by their fixed names, and nothing else", async () => {
    const registry = await build();
    expect(registry.lookup.crumb("/")).toEqual({ name: site.breadcrumbs.home, path: "/" });
    expect(registry.lookup.crumb("/categories")).toEqual({ name: site.breadcrumbs.categories, path: "/categories" });
    expect(registry.lookup.crumb("/vpn-protocols")).toEqual({
      name: registry.byPath.get("/vpn-protocols")?.title,
      path: "/vpn-protocols",
    });
    expect(() => registry.lookup.crumb("/nope")).toThrow("/nope");
  });

  it("related reading never gives the page or what it excludes, and at most three", async () => {
    const registry = await build();
    const related = registry.lookup.related("/netflix-vpn", ["/category/vpn"]).map((teaser) => teaser.to);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related).not.toContain("/netflix-vpn");
    expect(related).not.toContain("/category/vpn");
  });
});

describe("a broken list stops the build with a message naming the file and the field", () => {
  it("four entries", async () => {
    const list = clone();
    list.entries = list.entries.slice(0, 4);
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries: expected exactly 5 ranked entries, got 4",
    ]);
  });

  it("six entries", async () => {
    const list = clone();
    list.entries = [...list.entries, { ...list.entries[0]!, rank: 5 }];
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries: expected exactly 5 ranked entries, got 6",
    ]);
  });

  it("a rating above 5", async () => {
    const list = clone();
    list.entries[1]!.rating = 7;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries.1.rating: rating must be between 0 and 5",
    ]);
  });

  it("a negative rating", async () => {
    const list = clone();
    list.entries[0]!.rating = -1;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries.0.rating: rating must be between 0 and 5",
    ]);
  });

  it("entries out of rank order", async () => {
    const list = clone();
    const [a, b] = [list.entries[0]!, list.entries[1]!];
    list.entries[0] = { ...b };
    list.entries[1] = { ...a };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries.0.rank: expected rank 1 (entries are listed in rank order), got 2",
      "content/lists/category/vpn.ts: entries.1.rank: expected rank 2 (entries are listed in rank order), got 1",
    ]);
  });

  it("only two pros", async () => {
    const list = clone();
    list.entries[2]!.pros = list.entries[2]!.pros.slice(0, 2);
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries.2.pros: expected at least three pros",
    ]);
  });

  it("a mistyped product, with the known id it is nearest to", async () => {
    const list = clone();
    list.entries[3]!.product = "nordvpnn";
    expect(await problemsWith(list)).toEqual([
      'content/lists/category/vpn.ts: entries.3.product: unknown product "nordvpnn"; did you mean "nordvpn"? Or add it to content/vendors.ts',
    ]);
  });

  it("a product that content/vendors.ts does not know, and no known id is near", async () => {
    const list = clone();
    list.entries[3]!.product = "acme-tunnel";
    expect(await problemsWith(list)).toEqual([
      'content/lists/category/vpn.ts: entries.3.product: unknown product "acme-tunnel"; add it to content/vendors.ts',
    ]);
  });

  it("criteria whose weights do not sum to 100", async () => {
    const list = clone();
    list.methodology.criteria[0]!.weight += 5;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: methodology.criteria: weights must sum to 100, got 105",
    ]);
  });

  it("an entry without a score for one of the criteria", async () => {
    const list = clone();
    delete (list.entries[1]!.scores as Record<string, unknown>).streaming;
    expect(await problemsWith(list)).toEqual([
      'content/lists/category/vpn.ts: entries.1.scores: missing a score for "streaming"',
    ]);
  });

  it("a rating that is not the weighted mean of the scores", async () => {
    const list = clone();
    const rating = list.entries[2]!.rating;
    list.entries[2]!.rating = rating + 0.2;
    expect(await problemsWith(list)).toEqual([
      `content/lists/category/vpn.ts: entries.2.rating: rating ${rating + 0.2} is not the weighted mean of the scores, which rounds to ${rating.toFixed(1)}`,
    ]);
  });

  it("a hand-typed 'Last updated' date", async () => {
    const list = { ...clone(), updated: "2026-11-22" };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: updated: this date is derived from changes; remove it",
    ]);
  });

  it("a score that is not a step of 0.1", async () => {
    const list = clone();
    list.entries[0]!.scores.privacy.score = 4.85;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: entries.0.scores.privacy.score: a score goes in steps of 0.1, e.g. 4.3",
    ]);
  });

  it("a change log that is not newest first", async () => {
    const list = clone();
    list.changes = [
      { date: "2026-01-01", text: "First published" },
      { date: "2026-02-01", text: "Prices rechecked" },
    ];
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: changes.1.date: changes are newest first: 2026-02-01 comes after 2026-01-01",
    ]);
  });

  it("a missing title", async () => {
    const list = clone();
    delete (list as Record<string, unknown>).title;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: title: Invalid input: expected string, received undefined",
    ]);
  });

  it("a Must Read that links to a page that does not exist", async () => {
    const list = clone();
    list.mustReads[0]!.to = "/no-such-guide";
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: mustReads.0.to: links to /no-such-guide, which is not a page of this site",
    ]);
  });

  it("a 'Coming soon' Must Read without its own title", async () => {
    const list = clone();
    (list.mustReads as unknown[])[2] = { to: "#" };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: mustReads.2: a '#' Must Read needs its own title and image",
    ]);
  });

  it("a linked Must Read that repeats the title its page already has", async () => {
    const list = clone();
    (list.mustReads as unknown[])[0] = { to: "/vpn-protocols", title: "VPN Protocols" };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.ts: mustReads.0: title and image come from /vpn-protocols; remove them here",
    ]);
  });

  // A copy of a list also repeats its photos and links, which their own checks report; only the path matters here.
  const pathProblems = (problems: string[]) => problems.filter((problem) => !problem.includes("photo"));

  it("a file that would be served where another page is", async () => {
    expect(pathProblems(await problemsWith(vpn, { "/content/lists/vpn-protocols.ts": vpn }))).toEqual([
      "content/guides/vpn-protocols.mdx: (file): it would be served at /vpn-protocols, like content/lists/vpn-protocols.ts; rename one of them",
    ]);
  });

  it("a file at a built-in page's path or where the not-found screen is rendered", async () => {
    for (const name of ["search", "404"]) {
      expect(pathProblems(await problemsWith(vpn, { [`/content/lists/${name}.ts`]: vpn }))).toEqual([
        `content/lists/${name}.ts: (file): /${name} is a built-in page; rename the file`,
      ]);
    }
  });

  it("a list that types its own path", async () => {
    expect(await problemsWith({ ...clone(), path: "/category/vpn" })).toEqual([
      "content/lists/category/vpn.ts: path: this path is derived from the file's place (content/lists/category/vpn.ts is /category/vpn); remove it",
    ]);
  });
});

describe("a broken product record", () => {
  it("is reported in content/vendors.ts alone, not in every list that names the product", async () => {
    const records = structuredClone(singleModules["content/vendors.ts"]) as Record<string, Record<string, unknown>>;
    delete records.nordvpn!.price;
    const modules = { ...singleModules, "content/vendors.ts": records };
    await expect(buildRegistry(pageKinds, singleFiles, modules, site.breadcrumbs)).rejects.toMatchObject({
      problems: ["content/vendors.ts: nordvpn.price: Invalid input: expected object, received undefined"],
    });
  });
});
