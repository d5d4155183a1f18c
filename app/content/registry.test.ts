import { describe, expect, it } from "vitest";
import site from "./site-text";
import { dataFiles, recordFolders, singleFiles } from "./content.server";
import { pageKinds } from "./page-kinds.server";
import { ratedList } from "./list-ratings";
import { ourLevels, presetLevels, ranking } from "../../content/schema/scoring";
import type { RankedListInput } from "../../content/schema/lists";
import { buildRegistry, ContentError } from "./registry.server";
import { productPath } from "./product-path";

/** The real content, exactly as the build loads it, or with some data files replaced. */
const build = (kinds = pageKinds, files: Record<string, unknown> = dataFiles) =>
  buildRegistry(kinds, singleFiles, recordFolders, files, site.breadcrumbs);
/** The problems a build reports, or none. */
const problemsOf = (registry: Promise<unknown>) =>
  registry.then(
    () => [],
    (error: unknown) => (error instanceof ContentError ? error.problems : [String(error)]),
  );

type Fact = { seen?: string; lasting?: boolean; quote?: string; value?: number | string };
type Product = { name: string; price: Fact; facts: Array<Fact & { id: string; unit: string }>; history?: unknown[] };
const PRODUCTS = "content/products/";
/** The data files with a copy of every product record, changed by `edit` (keyed by product id). */
function withProducts(edit: (records: Record<string, Product>) => void) {
  const records = Object.fromEntries(
    Object.entries(dataFiles)
      .filter(([file]) => file.startsWith(PRODUCTS))
      .map(([file, data]) => [file.slice(PRODUCTS.length, -".yaml".length), structuredClone(data) as Product]),
  );
  edit(records);
  return {
    ...dataFiles,
    ...Object.fromEntries(Object.entries(records).map(([id, data]) => [`${PRODUCTS}${id}.yaml`, data])),
  };
}
const factOf = (product: Product, id: string) => product.facts.find((fact) => fact.id === id)!;

/**
 * The problems buildRegistry reports when the VPN list is replaced by `broken` (and `extraLists` are added, and
 * `editProducts` changes a copy of the product records).
 */
async function problemsWith(
  broken: unknown,
  extraLists: Record<string, unknown> = {},
  editProducts?: (records: Record<string, Product>) => void,
): Promise<string[]> {
  const files: Record<string, () => Promise<unknown>> = {
    ...pageKinds.list.files,
    [`/${FILE}`]: async () => ({ default: broken }),
  };
  for (const [key, list] of Object.entries(extraLists)) files[key] = async () => ({ default: list });
  return problemsOf(
    build({ ...pageKinds, list: { ...pageKinds.list, files } }, withProducts(editProducts ?? (() => {}))),
  );
}

const FILE = "content/lists/category/vpn.yaml";
const vpn = ((await pageKinds.list.files[`/${FILE}`]!()) as { default: RankedListInput }).default;
const clone = () => structuredClone(vpn) as RankedListInput & Record<string, unknown>;
/** A pick's product name, as the messages name it. */
const nameOf = (index: number) => (dataFiles[`${PRODUCTS}${vpn.entries[index]!.product}.yaml`] as Product).name;
/** A pick's score on a criterion, and where it is among the pick's scores. */
const scoreOf = (entry: RankedListInput["entries"][number], id: string) =>
  entry.scores.find((given) => given.criterion === id)!;
const scoreIndex = (entry: RankedListInput["entries"][number], id: string) =>
  entry.scores.findIndex((given) => given.criterion === id);
const judgedIndex = vpn.methodology.criteria.findIndex((criterion) => "rubric" in criterion);
const judged = vpn.methodology.criteria[judgedIndex]!;
const computed = vpn.methodology.criteria.find((criterion) => "computed" in criterion)! as {
  id: string;
  name: string;
  computed: { fact: string };
};

describe("the real content", () => {
  it("is accepted, with every page at a unique path", async () => {
    const registry = await build();
    expect(registry.pagesOf("list").map((list) => list.path)).toContain("/category/vpn");
    expect(registry.byPath.size).toBe(registry.contentPages.length);
    expect(registry.contentPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/privacy-policy", "/terms-of-use"]),
    );
  });

  it("gives every ranked entry a rating on the spec's 4.2-4.9 range and three pros", async () => {
    const registry = await build();
    for (const { file, data } of registry.pagesOf("list")) {
      for (const entry of ratedList(data, registry.lookup).entries) {
        expect(entry.rating, `${file}: ${entry.product}`).toBeGreaterThanOrEqual(4.2);
        expect(entry.rating, `${file}: ${entry.product}`).toBeLessThanOrEqual(4.9);
        expect(entry.pros.length, `${file}: ${entry.product}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("gives, in the reader's panel at our levels, each list's own order and ratings, and every preset a full order", async () => {
    const registry = await build();
    for (const { file, data } of registry.pagesOf("list")) {
      const list = ratedList(data, registry.lookup);
      const { criteria, tiebreak } = list.methodology;
      const placed = ranking(criteria, tiebreak, list.entries, ourLevels(criteria))!;
      expect(
        placed.map((each) => [each.rank, each.entry.product, each.rating]),
        file,
      ).toEqual(list.entries.map((entry) => [entry.rank, entry.product, entry.rating]));
      for (const preset of list.presets)
        expect(ranking(criteria, tiebreak, list.entries, presetLevels(criteria, preset.levels))?.length, file).toBe(5);
    }
  });

  it("computes at least one criterion of every list that compares a number, /netflix-shows (a list of TV series), a list of picks with different jobs, a list whose ratings the spec fixes and a list marked provisional apart", async () => {
    const registry = await build();
    for (const { path, data } of registry.pagesOf("list")) {
      const first = registry.lookup.vendor(data.entries[0]!.product);
      // A list whose compared figures are all yes or no (an invitation site's free plan) has no number to score.
      const comparesANumber = data.compare.some((row) => first.facts[row.fact]?.unit !== "yes-no");
      // Picks that do different jobs (a speaker and a thermostat) are judged on what each does, not one number.
      // The spec fixes /flight-booking's ratings, which its judged criteria are weighed to reproduce.
      if (path === "/netflix-shows" || data.provisional || data.jobs || !comparesANumber || data.fixedRatings) continue;
      expect(
        data.methodology.criteria.some((criterion) => criterion.computed),
        path,
      ).toBe(true);
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
      "content/lists/category/vpn.yaml: entries: expected exactly 5 ranked entries, got 4",
    ]);
  });

  it("six entries", async () => {
    const list = clone();
    list.entries = [...list.entries, { ...list.entries[0]!, rank: 5 }];
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: entries: expected exactly 5 ranked entries, got 6",
    ]);
  });

  it("entries out of rank order", async () => {
    const list = clone();
    const [a, b] = [list.entries[0]!, list.entries[1]!];
    list.entries[0] = { ...b };
    list.entries[1] = { ...a };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: pick #1 (entries.0), rank: expected rank 1 (entries are listed in rank order), got 2",
      "content/lists/category/vpn.yaml: pick #2 (entries.1), rank: expected rank 2 (entries are listed in rank order), got 1",
    ]);
  });

  it("only two pros", async () => {
    const list = clone();
    list.entries[2]!.pros = list.entries[2]!.pros.slice(0, 2);
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: pick #3 (entries.2), pros: expected at least three pros",
    ]);
  });

  it("a misspelled field, with the name it was nearest to, rather than silently dropped", async () => {
    const list = clone();
    const { adviceNote, ...rest } = list as typeof list & { adviceNote?: boolean };
    expect(await problemsWith({ ...rest, adviceNot: adviceNote ?? true })).toEqual([
      'content/lists/category/vpn.yaml: (file): unknown field "adviceNot"; did you mean "adviceNote"?',
    ]);
  });

  it("a pick without its drawback, named as the reader counts the picks", async () => {
    const list = clone();
    delete (list.entries[4] as Partial<(typeof list.entries)[number]>).drawback;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: pick #5 (entries.4), drawback: is missing: one honest sentence on what this pick does worse than the others",
    ]);
  });

  it("a review shorter than the editorial standard's 80 words", async () => {
    const list = clone();
    list.entries[1]!.review = ["Fast, private and cheap for most people."];
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: pick #2 (entries.1), review: the review has 7 words; the editorial standard asks for 80-150: what the pick is best at, its drawback, and who should choose something else",
    ]);
  });

  it("a mistyped product, with the known id it is nearest to", async () => {
    const list = clone();
    list.entries[3]!.product = "nordvpnn";
    expect(await problemsWith(list)).toEqual([
      'content/lists/category/vpn.yaml: pick #4 (entries.3), product: unknown product "nordvpnn"; did you mean "nordvpn"? Or add nordvpnn.yaml to content/products',
    ]);
  });

  it("a product with no record, and no known id is near", async () => {
    const list = clone();
    list.entries[3]!.product = "acme-tunnel";
    expect(await problemsWith(list)).toEqual([
      'content/lists/category/vpn.yaml: pick #4 (entries.3), product: unknown product "acme-tunnel"; add acme-tunnel.yaml to content/products',
    ]);
  });

  it("criteria whose weights do not sum to 100", async () => {
    const list = clone();
    list.methodology.criteria[0]!.weight += 5;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: methodology.criteria: weights must sum to 100, got 105",
    ]);
  });

  it("an entry without a score for one of the criteria", async () => {
    const list = clone();
    list.entries[1]!.scores = list.entries[1]!.scores.filter((given) => given.criterion !== "streaming");
    expect(await problemsWith(list)).toEqual([
      'content/lists/category/vpn.yaml: pick #2 (entries.1), scores: missing a score for "streaming"',
    ]);
  });

  it("a hand-typed 'Last updated' date", async () => {
    const list = { ...clone(), updated: "2026-11-22" };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: updated: this date is derived from changes; remove it",
    ]);
  });

  it("a change log that is not newest first", async () => {
    const list = clone();
    list.changes = [
      { date: "2026-01-01", text: "First published" },
      { date: "2026-02-01", text: "Prices rechecked" },
    ];
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: changes.1.date: changes are newest first: 2026-02-01 comes after 2026-01-01",
    ]);
  });

  it("a missing title", async () => {
    const list = clone();
    delete (list as Record<string, unknown>).title;
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: title: is missing: the page's title, shown as its main heading (h1)",
    ]);
  });

  it("a Must Read that links to a page that does not exist", async () => {
    const list = clone();
    list.mustReads[0]!.to = "/no-such-guide";
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: mustReads.0.to: links to /no-such-guide, which is not a page of this site",
    ]);
  });

  it("a Must Read whose article is not written yet ('#'): no dead ends", async () => {
    const list = clone();
    (list.mustReads as unknown[])[2] = { to: "#" };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: mustReads.2.to: expected a path like /category/vpn",
    ]);
  });

  it("a linked Must Read that repeats the title its page already has", async () => {
    const list = clone();
    (list.mustReads as unknown[])[0] = { to: "/vpn-protocols", title: "VPN Protocols" };
    expect(await problemsWith(list)).toEqual([
      "content/lists/category/vpn.yaml: mustReads.0: a Must Read takes only `to`: its title and photo come from the page it links to; remove the rest",
    ]);
  });

  // A copy of a list also repeats its photos and links, which their own checks report; only the path matters here.
  const pathProblems = (problems: string[]) => problems.filter((problem) => !problem.includes("photo"));

  it("a file that would be served where another page is", async () => {
    expect(pathProblems(await problemsWith(vpn, { "/content/lists/vpn-protocols.yaml": vpn }))).toEqual([
      "content/guides/vpn-protocols.mdx: (file): it would be served at /vpn-protocols, like content/lists/vpn-protocols.yaml; rename one of them",
    ]);
  });

  it("a file at a built-in page's path or where the not-found screen is rendered", async () => {
    for (const name of ["search", "404"]) {
      expect(pathProblems(await problemsWith(vpn, { [`/content/lists/${name}.yaml`]: vpn }))).toEqual([
        `content/lists/${name}.yaml: (file): /${name} is a built-in page; rename the file`,
      ]);
    }
  });

  it("a list that types its own path", async () => {
    expect(await problemsWith({ ...clone(), path: "/category/vpn" })).toEqual([
      "content/lists/category/vpn.yaml: path: this path is derived from the file's place (content/lists/category/vpn.yaml is /category/vpn); remove it",
    ]);
  });
});

describe("a criterion or preset that separates nothing stops the build", () => {
  const problemOf = (problems: string[], field: string) =>
    problems.filter((line) => line.startsWith(`${FILE}: ${field}`));

  it("a weighted criterion on which all five picks score the same, and not once one pick differs", async () => {
    const list = clone();
    for (const entry of list.entries) Object.assign(scoreOf(entry, judged.id), { score: 4, why: "The same for all." });
    const field = `methodology.criteria.${judgedIndex} (${judged.name})`;
    expect(problemOf(await problemsWith(list), field)).toEqual([
      `${FILE}: ${field}: all five picks score 4, so it weighs ${judged.weight}% and separates nothing: if every pick must meet it, move it to \`requirements\` ("To make this list") with the products it screened out, and give its weight to criteria that separate the picks`,
    ]);
    Object.assign(scoreOf(list.entries[4]!, judged.id), { score: 3.5, why: "Less than the others." });
    expect(problemOf(await problemsWith(list), field)).toEqual([]);
  });

  it("a preset that leaves our order, unless its note says why", async () => {
    const list = clone();
    // Every criterion "matters most" is our weights scaled: the order cannot change.
    const levels = list.methodology.criteria.map((criterion) => ({ criterion: criterion.id, level: 3 as const }));
    list.presets = [{ label: "Everything matters", levels }, ...list.presets!.slice(1)];
    expect(problemOf(await problemsWith(list), "presets.0")).toEqual([
      `${FILE}: presets.0 (Everything matters): "Everything matters" leaves the five in our order, so choosing it changes nothing a reader sees; change its levels, rename it for what it does, or add a \`note\` saying why the order holds`,
    ]);
    list.presets[0] = { ...list.presets[0]!, note: "Weighing everything more is weighing it as we do." };
    expect(problemOf(await problemsWith(list), "presets.0")).toEqual([]);
  });

  it("a preset named for price that does not put the cheapest first, unless its note says why", async () => {
    const list = clone();
    const privacy = list.methodology.criteria.find((criterion) => "rubric" in criterion)!.id;
    list.presets = [{ label: "Lowest price", levels: [{ criterion: privacy, level: 3 }] }, ...list.presets!.slice(1)];
    expect(problemOf(await problemsWith(list), "presets.0")).toContainEqual(
      expect.stringMatching(
        /: "Lowest price" is named for price but puts .+ first, not .+, the cheapest on price-month-longest; weigh price alone, or add a `note` saying why the cheapest is not first$/,
      ),
    );
    const priceOnly = [
      { criterion: computed.id, level: 3 as const },
      { criterion: privacy, level: 0 as const },
    ];
    list.presets[0] = { label: "Lowest price", levels: priceOnly };
    expect(problemOf(await problemsWith(list), "presets.0").filter((line) => line.includes("named for price"))).toEqual(
      [],
    );
  });

  it("a requirement naming a product that is not in the competition", async () => {
    const list = clone();
    list.requirements = [{ text: "Audited no-logs policy", screenedOut: ["Hotspot Unknown"] }];
    expect(problemOf(await problemsWith(list), "requirements")).toEqual([
      expect.stringMatching(
        /^content\/lists\/category\/vpn\.yaml: requirements\.0\.screenedOut\.0: "Hotspot Unknown" is not in `competition`; name a product listed there, as written: /,
      ),
    ]);
  });
});

describe("a list whose scores a reader could not check stops the build, naming the file, the field and the fix", () => {
  it("a typed rating: ratings are computed", async () => {
    const list = clone();
    (list.entries[1] as Record<string, unknown>).rating = 4.6;
    expect(await problemsWith(list)).toEqual([
      `${FILE}: pick #2 (entries.1), rating: this rating is derived from the scores (the weighted mean, computed by the build); remove it`,
    ]);
  });

  it("a judgment score off the half-point grid", async () => {
    const list = clone();
    scoreOf(list.entries[0]!, judged.id).score = 4.3;
    expect(await problemsWith(list)).toEqual([
      `${FILE}: pick #1 (entries.0), scores.${scoreIndex(vpn.entries[0]!, judged.id)}.score: a score goes in half points, e.g. 4 or 4.5: pick the rubric step the fact meets`,
    ]);
  });

  it("a criterion without one of its five anchors", async () => {
    const list = clone();
    delete (list.methodology.criteria[judgedIndex] as { rubric: Record<string, string> }).rubric["3"];
    expect(await problemsWith(list)).toEqual([
      `${FILE}: methodology.criteria.${judgedIndex}.rubric.3: each step of the rubric says in one line what earns it; add the missing step`,
    ]);
  });

  it("a criterion with neither a rubric nor a computed rule", async () => {
    const list = clone();
    delete (list.methodology.criteria[judgedIndex] as { rubric?: unknown }).rubric;
    expect(await problemsWith(list)).toEqual([
      `${FILE}: methodology.criteria.${judgedIndex}: add a rubric (what earns a 5, 4, 3, 2 and 1) or, for a number, a computed rule`,
    ]);
  });

  it("one reason given two different scores", async () => {
    const list = clone();
    const scores = (index: number) => scoreOf(list.entries[index]!, judged.id);
    scores(3).why = scores(1).why;
    scores(3).score = scores(1).score === 5 ? 4.5 : scores(1).score + 0.5;
    expect(await problemsWith(list)).toContainEqual(
      `${FILE}: pick #4 (entries.3, ${nameOf(3)}), scores.${scoreIndex(vpn.entries[3]!, judged.id)} (${judged.id}): the same reason as ${nameOf(1)}'s, which scores ${scores(1).score}, not ${scores(3).score}; the same fact earns the same step`,
    );
  });

  it("nothing, for a list marked provisional that keeps tenths and a criterion without a rubric, in rating order", async () => {
    const list = { ...clone(), provisional: "These scores predate our rubrics." };
    delete (list.methodology.criteria[judgedIndex] as { rubric?: unknown }).rubric;
    scoreOf(list.entries[4]!, judged.id).score -= 0.1;
    expect(await problemsWith(list)).toEqual([]);
  });

  it("a typed score on a computed criterion", async () => {
    const list = clone();
    list.entries[0]!.scores.push({ criterion: computed.id, score: 4, why: "Cheap." });
    expect(await problemsWith(list)).toEqual([
      `${FILE}: pick #1 (entries.0), scores.${vpn.entries[0]!.scores.length}: "${computed.name}" is computed from the product's "${computed.computed.fact}" fact; remove this typed score`,
    ]);
  });

  it("a computed criterion whose figure is not a row of Compare the five", async () => {
    const list = clone();
    list.compare = [
      ...list.compare!.filter((row) => row.fact !== computed.computed.fact),
      { fact: "made-up", label: "Filler" },
    ].slice(0, 6);
    const criterionIndex = vpn.methodology.criteria.findIndex((criterion) => criterion.id === computed.id);
    expect(await problemsWith(list)).toContain(
      `${FILE}: methodology.criteria.${criterionIndex}.computed.fact: "${computed.computed.fact}" is not a row of \`compare\`; add it there so readers see the number the score comes from`,
    );
  });

  it("a product without a fact the list compares", async () => {
    const [row] = vpn.compare!;
    const problems = await problemsWith(clone(), {}, (records) => {
      const product = records[vpn.entries[2]!.product]!;
      product.facts = product.facts.filter((fact) => fact.id !== row!.fact);
    });
    expect(problems).toEqual([
      `${FILE}: compare.0 (${row!.label}), ${nameOf(2)}: ${nameOf(2)} has no "${row!.fact}" fact; add it to the facts of content/products/${vpn.entries[2]!.product}.yaml (id, value, unit, seen, source, sourceKind)`,
    ]);
  });

  it("a row whose figures are in different units", async () => {
    const [row] = vpn.compare!;
    const problems = await problemsWith(clone(), {}, (records) => {
      factOf(records[vpn.entries[3]!.product]!, row!.fact).unit = "gb";
    });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${FILE}: compare\\.0 \\(.+\\), ${nameOf(3)}: ${nameOf(3)}'s "${row!.fact}" is in gb, .+; one row, one unit$`,
        ),
      ),
    ]);
  });

  it("an order that leaves rating order", async () => {
    const list = clone();
    const [first, second] = list.entries;
    list.entries[0] = { ...second!, rank: 1 };
    list.entries[1] = { ...first!, rank: 2 };
    expect(await problemsWith(list)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${FILE}: pick #2 \\(entries\\.1, ${nameOf(0)}\\), rank: ${nameOf(0)} rates \\d\\.\\d{3}, above ${nameOf(1)} at \\d\\.\\d{3} .*order the entries by rating$`,
        ),
      ),
    ]);
  });

  it("a tie the tiebreak does not break", async () => {
    const list = clone();
    list.entries[1] = { ...list.entries[1]!, scores: structuredClone(list.entries[0]!.scores) };
    const problems = await problemsWith(list, {}, (records) => {
      records[vpn.entries[1]!.product]!.facts = structuredClone(records[vpn.entries[0]!.product]!.facts);
    });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${FILE}: pick #2 \\(entries\\.1, ${nameOf(1)}\\), rank: ${nameOf(1)} and ${nameOf(0)} tie at .* name a tiebreak criterion that separates them$`,
        ),
      ),
    ]);
  });

  it("a pick rated below the spec's range", async () => {
    const list = clone();
    for (const score of list.entries[4]!.scores) score.score = 1;
    expect(await problemsWith(list)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${FILE}: pick #5 \\(entries\\.4, ${nameOf(4)}\\), rating: the scores give \\d\\.\\d, outside 4\\.2-4\\.9: a pick rated lower is not one of the best five; pick another product$`,
        ),
      ),
    );
  });

  it("a pick out of order on a list without fixedRatings", async () => {
    const list = clone();
    (list.entries[2] as Record<string, unknown>).outOfOrder = "It is our favorite.";
    expect(await problemsWith(list)).toEqual([
      `${FILE}: pick #3 (entries.2, ${nameOf(2)}), outOfOrder: only a list with fixedRatings ranks out of rating order; remove it and let the ratings order the list`,
      `${FILE}: pick #3 (entries.2, ${nameOf(2)}), outOfOrder: this pick is in rating order; remove the sentence`,
    ]);
  });

  it("picks that do different jobs without each pick's job and runner-up", async () => {
    const list = { ...clone(), jobs: "These five do different jobs." };
    const problems = await problemsWith(list);
    expect(problems).toHaveLength(10);
    expect(problems).toContain(
      `${FILE}: pick #1 (entries.0), job: the list's picks do different jobs (\`jobs\`): add this pick's job`,
    );
    expect(problems).toContain(
      `${FILE}: pick #5 (entries.4), runnerUp: the list's picks do different jobs (\`jobs\`): add this pick's runnerUp`,
    );
  });

  it("fewer than four products left out, two sources or three compared figures", async () => {
    const list = clone();
    list.competition = list.competition.slice(0, 3);
    list.sources = list.sources.slice(0, 1);
    list.compare = list.compare!.slice(0, 2);
    expect(await problemsWith(list)).toEqual(
      expect.arrayContaining([
        `${FILE}: compare: expected 3-6 facts to compare`,
        `${FILE}: competition: name at least four products you considered and left out`,
        `${FILE}: sources: expected at least two sources`,
      ]),
    );
  });
});

describe("a broken product record", () => {
  it("is reported in its own file alone, not in every list that names the product", async () => {
    const files = withProducts((records) => delete (records.nordvpn as Partial<Product>).price);
    expect(await problemsOf(build(pageKinds, files))).toEqual([
      "content/products/nordvpn.yaml: price: is missing: what it costs, shown in every list's comparison table and wherever a guide quotes it",
    ]);
  });

  it("a fact listed twice", async () => {
    const files = withProducts((records) => records.nordvpn!.facts.push(structuredClone(records.nordvpn!.facts[0]!)));
    const facts = (dataFiles["content/products/nordvpn.yaml"] as Product).facts;
    expect(await problemsOf(build(pageKinds, files))).toEqual([
      `content/products/nordvpn.yaml: facts.${facts.length}.id: "${facts[0]!.id}" is already listed above; give each id once`,
    ]);
  });

  it("a file whose name is not an id", async () => {
    const files = { ...dataFiles, "content/products/Nord VPN.yaml": dataFiles["content/products/nordvpn.yaml"] };
    expect(await problemsOf(build(pageKinds, files))).toEqual([
      "content/products/Nord VPN.yaml: (file): the file's name is the record's id; name it like proton-vpn.yaml",
    ]);
  });
});

describe("a product's page", () => {
  it("is made for every product a list ranks and no other, and a link to where one would be is to no page", async () => {
    const registry = await build();
    const ranked = new Set(registry.pagesOf("list").flatMap(({ data }) => data.entries.map((entry) => entry.product)));
    expect(registry.pagesOf("product").map((page) => [page.slug, page.path])).toEqual(
      [...ranked].sort().map((id) => [id, productPath(id)]),
    );
    const unranked = Object.keys(registry.vendors).find((id) => !ranked.has(id));
    if (!unranked) throw new Error("expected a product no list ranks (one a guide quotes)");
    const list = clone();
    list.back = { label: "Back", to: productPath(unranked) };
    expect(await problemsWith(list)).toEqual([
      expect.stringMatching(
        new RegExp(`^${FILE}: back\\.to: links to ${productPath(unranked)}, which is not a page of this site`),
      ),
    ]);
    list.back.to = productPath(vpn.entries[0]!.product);
    expect(await problemsWith(list)).toEqual([]);
  });

  it("is reported on the product's record when its name makes the page's title longer than search results show", async () => {
    const name = "Nord Virtual Private Network Service Deluxe";
    const problems = await problemsOf(
      build(
        pageKinds,
        withProducts((records) => (records.nordvpn!.name = name)),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/products\/nordvpn\.yaml: \(page\) meta\.title: .*at most 63 characters/),
    ]);
  });
});

describe("a changing fact that does not say where and when it was seen", () => {
  const problems = (edit: (records: Record<string, Product>) => void) =>
    problemsOf(build(pageKinds, withProducts(edit)));

  it("a price without the date a source last showed it", async () => {
    expect(await problems((records) => delete records.nordvpn!.price.seen)).toEqual([
      "content/products/nordvpn.yaml: price.seen: is missing: the latest date a source showed this figure, like 2026-03-14 or 2026-03; for a fact that cannot change (a release year), set lasting: true instead",
    ]);
  });

  it("nothing, for a lasting fact without a date", async () => {
    expect(
      await problems((records) => {
        delete records.nordvpn!.facts[0]!.seen;
        records.nordvpn!.facts[0]!.lasting = true;
      }),
    ).toEqual([]);
  });

  it("a source of no known kind", async () => {
    expect(await problems((records) => Object.assign(records.nordvpn!.price, { sourceKind: "blog" }))).toEqual([
      "content/products/nordvpn.yaml: price.sourceKind: expected vendor, agency or publication: who publishes the source page",
    ]);
  });

  it("a quote that does not show the figure it stands for", async () => {
    const devices = (records: Record<string, Product>) => records.nordvpn!.facts.find((fact) => fact.id === "devices")!;
    const index = (records: Record<string, Product>) => records.nordvpn!.facts.indexOf(devices(records));
    let at = -1;
    expect(
      await problems((records) => {
        at = index(records);
        Object.assign(devices(records), { value: 10, quote: "Secure up to 8 devices" });
      }),
    ).toEqual([
      `content/products/nordvpn.yaml: facts.${at}.quote: does not show the figure 10 (count): copy the few words on the source that show it, the figure included, e.g. "$3.49/mo"`,
    ]);
    expect(
      await problems((records) => Object.assign(devices(records), { value: 10, quote: "Secure up to 10 devices" })),
    ).toEqual([]);
  });

  it("an earlier value of a figure the product does not have", async () => {
    expect(
      await problems((records) =>
        Object.assign(records.nordvpn!, {
          history: [{ fact: "speed", value: 3, seen: "2026-06", until: "2026-11-30", source: "https://nordvpn.com/" }],
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/products\/nordvpn\.yaml: history\.0\.fact: "speed" is not one of this product's figures; name "price" or one of its facts: /,
      ),
    ]);
  });
});

describe("a /categories topic link that names a pick", () => {
  it("stops the build when the list it points at does not rank that pick, naming the picks it does", async () => {
    const page = structuredClone(dataFiles["content/categories-page.yaml"]) as {
      groups: Array<{ links: Array<{ label: string; to: string; pick?: string }> }>;
    };
    page.groups[0]!.links[0] = { label: "Code Editors", to: "/category/development", pick: "nordvpn" };
    const problem = await problemsOf(build(pageKinds, { ...dataFiles, "content/categories-page.yaml": page }));
    expect(problem).toEqual([
      `content/categories-page.yaml: groups.0.links.0.pick: "nordvpn" is not one of the five on /category/development; name one of visual-studio-code, eclipse-ide, podman-desktop, github, hoppscotch, or leave pick out`,
    ]);
  });
});

describe("a broken link in a guide's body", () => {
  it("stops the build at its line, with the page it was nearest to", async () => {
    const key = Object.keys(pageKinds.guide.files).find((file) => file.endsWith("/vpn-protocols.mdx"))!;
    const real = (await pageKinds.guide.files[key]!()) as Record<string, unknown>;
    const files = {
      ...pageKinds.guide.files,
      [key]: async () => ({ ...real, links: [{ url: "/category/vnp#top", line: 113 }] }),
    };
    const problems = await problemsOf(build({ ...pageKinds, guide: { ...pageKinds.guide, files } }));
    expect(problems).toEqual([
      "content/guides/vpn-protocols.mdx: (body) line 113: links to /category/vnp, which is not a page of this site; did you mean /category/vpn?",
    ]);
  });
});

describe("a guide shorter than the editorial standard", () => {
  it("stops the build with its word count and what the standard asks", async () => {
    const key = Object.keys(pageKinds.guide.files).find((file) => file.endsWith("/vpn-protocols.mdx"))!;
    const real = (await pageKinds.guide.files[key]!()) as { words: number };
    expect(real.words).toBeGreaterThanOrEqual(700);
    const files = { ...pageKinds.guide.files, [key]: async () => ({ ...real, words: 420 }) };
    expect(await problemsOf(build({ ...pageKinds, guide: { ...pageKinds.guide, files } }))).toEqual([
      "content/guides/vpn-protocols.mdx: (body): the body has 420 words; the editorial standard asks for at least 700 of substance: answer the question, compare the options, end with what to do",
    ]);
  });
});

describe("site text the site fills in", () => {
  const withSite = (edit: (text: Record<string, unknown>) => void) => {
    const text = structuredClone(dataFiles["content/site.yaml"]) as Record<string, unknown>;
    edit(text);
    return problemsOf(build(pageKinds, { ...dataFiles, "content/site.yaml": text }));
  };

  it("stops a template that lost a mark, or names one nothing fills in", async () => {
    expect(await withSite((text) => Object.assign(text, { asOf: "as of last month" }))).toEqual([
      "content/site.yaml: asOf: keep {date}: the site puts its value there (the marks here are {date})",
    ]);
    expect(await withSite((text) => Object.assign(text, { asOf: "as of {month}" }))).toEqual([
      "content/site.yaml: asOf: keep {date}: the site puts its value there (the marks here are {date})",
      "content/site.yaml: asOf: {month} is not filled in here; use only {date}",
    ]);
    expect(await withSite((text) => Object.assign(text, { asOf: "seen {date}" }))).toEqual([]);
  });
});

describe("all of a writer's problems in one round", () => {
  it("reports a record's own problem and a list's problem across files together", async () => {
    const list = clone();
    list.compare = [...(list.compare ?? []).slice(0, 5), { fact: "no-such-fact", label: "Nothing" }];
    const problems = await problemsWith(list, {}, (records) => {
      (records["citi-double-cash"] as Product & { url: string }).url = "http://www.citi.com/";
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/products\/citi-double-cash\.yaml: url: /),
        expect.stringMatching(
          /^content\/lists\/category\/vpn\.yaml: compare\.5 \(Nothing\), .*has no "no-such-fact" fact/,
        ),
      ]),
    );
  });

  it("leaves out a check that needs a broken record, which reports its own problem once", async () => {
    const problems = await problemsWith(clone(), {}, (records) => {
      (records[vpn.entries[0]!.product] as Product & { url: string }).url = "http://example.com/";
    });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/products/${vpn.entries[0]!.product}\\.yaml: url: `)),
    ]);
  });
});
