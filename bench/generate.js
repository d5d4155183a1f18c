/**
 * Generated content for the scale benchmarks: ranked lists, the products they rank and guides, of distinct text and
 * valid under the real content model (five entries in rating order with rubrics, compared figures, the products left
 * out, change logs, sources, photos used once), so the build does all its real work on them. Written into a copy of
 * the project, never into the project itself.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";

/** A small seedable generator (mulberry32), so every run builds the same pages. @param {number} seed */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Words of the site's own guides, so generated text has the length and spread of real prose: only words written in
 * lower case and outside web addresses, so component names (AdviceNote), names (PsyD) and address parts
 * (datatracker) do not turn into words the spell check rejects.
 * @param {string} project
 */
function vocabulary(project) {
  const text =
    readFileSync(join(project, "content", "guides", "vpn-protocols.mdx"), "utf8") +
    readFileSync(join(project, "content", "guides", "therapy-costs.mdx"), "utf8");
  return [...new Set(text.replace(/https?:\/\/\S+/g, "").match(/\b[a-z]{3,12}\b/g) ?? [])];
}

/** @param {() => number} next @param {string[]} words @param {number} count */
const pick = (next, words, count) => Array.from({ length: count }, () => words[Math.floor(next() * words.length)]);

/** A sentence of distinct text: a made-up name keeps every page's words its own. @param {() => number} next @param {string[]} words @param {string} name */
function sentence(next, words, name) {
  const body = pick(next, words, 12 + Math.floor(next() * 8)).join(" ");
  return `${name} ${body}.`.replace(/^./, (first) => first.toUpperCase());
}

/** A description within 160 characters, cut between words so the spell check sees no half word. @param {string} text */
const clip = (text) => (text.length <= 160 ? text : `${text.slice(0, text.lastIndexOf(" ", 158))}.`);

const photo = (/** @type {string} */ id) => ({
  url: `https://images.unsplash.com/photo-1000000000000-${id}`,
  alt: `Generated photo ${id}`,
});
const CHANGES = [{ date: "2026-11-22", text: "First published" }];

/**
 * Judgment scores by position on the three criteria (value 40, features 35, support 25): ratings 4.875, 4.6, 4.575,
 * 4.425 and 4.2, so the order follows them and every rating stays in the spec's range; and each criterion separates
 * the five, so "value first" lifts the third above the second and "support first" the fourth above the third, as the
 * content checks require of a preset.
 */
const SCORES = [
  [5, 5, 4.5],
  [4, 5, 5],
  [5, 4.5, 4],
  [4, 4.5, 5],
  [4.5, 4, 4],
];

/**
 * A ranked list of five products of its own, compared on the VPN list's figures, with distinct text.
 * @param {number} index @param {string[]} words @param {{ products: string[], facts: string[] }} model
 */
function list(index, words, model) {
  const next = random(index);
  const name = `Zq${index.toString(36)}`;
  // A rubric step is one line of at most 160 characters: eight words of twelve letters at most, and the name.
  const rubric = () =>
    Object.fromEntries([5, 4, 3, 2, 1].map((step) => [step, `${name} ${pick(next, words, 8).join(" ")}.`]));
  const criteria = [
    { id: "value", name: "Value", weight: 40, measures: sentence(next, words, name), rubric: rubric() },
    { id: "features", name: "Features", weight: 35, measures: sentence(next, words, name), rubric: rubric() },
    { id: "support", name: "Support", weight: 25, measures: sentence(next, words, name), rubric: rubric() },
  ];
  const entries = [0, 1, 2, 3, 4].map((position) => ({
    rank: position + 1,
    product: model.products[position],
    description: sentence(next, words, name),
    scores: criteria.map((criterion, column) => ({
      criterion: criterion.id,
      score: SCORES[position]?.[column],
      why: sentence(next, words, name),
    })),
    image: photo(`l${index}e${position}`),
    pros: [sentence(next, words, name), sentence(next, words, name), sentence(next, words, name)],
    bestFor: sentence(next, words, name),
    drawback: sentence(next, words, name),
    review: [pick(next, words, 60).join(" "), pick(next, words, 50).join(" ")],
  }));
  return {
    meta: {
      title: `Generated list ${index}`,
      description: clip(`${sentence(next, words, name)} ${sentence(next, words, name)}`),
      keywords: [name.toLowerCase()],
    },
    title: `Generated list ${index} ${name}`,
    tagline: sentence(next, words, name),
    icon: "shield",
    intro: [pick(next, words, 60).join(" ")],
    summaryHeading: `Our top five ${name}`,
    entries,
    methodology: { text: sentence(next, words, name), criteria, tiebreak: "value" },
    compare: model.facts.slice(0, 3).map((fact, row) => ({ fact, label: `${name} figure ${row + 1}` })),
    presets: [
      { label: `${name} value first`, levels: [{ criterion: "value", level: 3 }] },
      {
        label: `${name} support first`,
        levels: [
          { criterion: "support", level: 3 },
          { criterion: "features", level: 1 },
        ],
      },
    ],
    competition: [1, 2, 3, 4].map((left) => ({ name: `${name} rival ${left}`, why: sentence(next, words, name) })),
    sources: [
      { title: "FTC", url: "https://www.ftc.gov/" },
      { title: "FCC", url: "https://www.fcc.gov/" },
    ],
    mustReads: [{ to: "/vpn-protocols" }, { to: "/vpn-no-logs-policy" }, { to: "/netflix-vpn" }],
    itemType: "SoftwareApplication",
    applicationCategory: "SecurityApplication",
    changes: CHANGES,
  };
}

/** A guide of about 800 words in five sections. @param {number} index @param {string[]} words */
function guide(index, words) {
  const next = random(1e6 + index);
  const name = `Gq${index.toString(36)}`;
  const sections = [1, 2, 3, 4, 5]
    .map(
      (section) =>
        `## ${name} section ${section}\n\n${pick(next, words, 80).join(" ")}.\n\n${pick(next, words, 80).join(" ")}.\n`,
    )
    .join("\n");
  const frontmatter = {
    meta: {
      title: `Generated guide ${index}`,
      description: clip(`${sentence(next, words, name)} ${sentence(next, words, name)}`),
      keywords: [name.toLowerCase()],
    },
    title: `Generated guide ${index} ${name}`,
    icon: "book-open",
    hero: photo(`g${index}`),
    back: { label: "Back to VPN Services", to: "/category/vpn" },
    cta: { heading: "See the list", text: sentence(next, words, name), label: "See the Top 5", to: "/category/vpn" },
    bottomLine: sentence(next, words, name),
    sources: [
      { title: "FTC", url: "https://www.ftc.gov/" },
      { title: "FCC", url: "https://www.fcc.gov/" },
    ],
    changes: CHANGES,
  };
  return `---\n${JSON.stringify(frontmatter, null, 2)}\n---\n\n${pick(next, words, 40).join(" ")}.\n\n| A | B |\n| --- | --- |\n| ${name} | ${name} |\n\n${sections}`;
}

/**
 * Writes `count` generated pages into the project copy at `dir`, numbered from 1: a list with the five products it
 * ranks, each product a page of its own as on the site (decision 043), then a guide, over and over; where too few
 * pages are left for a list and its products, guides. Each product is a VPN list's product under a made-up name, so it
 * has the figures the lists compare, and one list ranks it, as one or two lists rank a product on the site.
 * @param {string} dir @param {number} count
 */
export function writeGeneratedPages(dir, count) {
  const words = vocabulary(dir);
  const content = join(dir, "content");
  const vpn = parse(readFileSync(join(content, "lists", "category", "vpn.yaml"), "utf8"));
  /** @type {Array<Record<string, unknown>>} */
  const records = vpn.entries.map((/** @type {{ product: string }} */ entry) =>
    parse(readFileSync(join(content, "products", `${entry.product}.yaml`), "utf8")),
  );
  const facts = vpn.compare.map((/** @type {{ fact: string }} */ row) => row.fact);
  /** The made-up names that keep each page's text its own; the spell check knows them from the Dictionary. */
  const names = [];
  let index = 1;
  while (index <= count) {
    if (count - index + 1 >= 1 + records.length) {
      const products = records.map((_, position) => `generated-${index}-${position + 1}`);
      records.forEach((record, position) =>
        writeFileSync(
          join(content, "products", `${products[position]}.yaml`),
          stringify({ ...record, name: `Pq${index.toString(36)} ${position + 1}` }),
        ),
      );
      names.push(`Zq${index.toString(36)}`, `Pq${index.toString(36)}`);
      writeFileSync(
        join(content, "lists", "category", `generated-${index}.yaml`),
        stringify(list(index, words, { products, facts })),
      );
      index += 1 + products.length;
    }
    if (index > count) break;
    names.push(`Gq${index.toString(36)}`);
    writeFileSync(join(content, "guides", `generated-${index}.mdx`), guide(index, words));
    index += 1;
  }
  const dictionary = join(content, "dictionary.yaml");
  writeFileSync(dictionary, `${readFileSync(dictionary, "utf8")}${names.map((name) => `  - ${name}\n`).join("")}`);
}
