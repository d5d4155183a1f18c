/**
 * Generated content for the scale benchmarks: N ranked lists and guides of distinct text, valid under the real
 * content model (five entries with scores that give their ratings, change logs, sources, photos used once), so
 * the build does all its real work on them. Written into a copy of the project, never into the project itself.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

/** Words of the site's own guides, so generated text has the length and spread of real prose. @param {string} project */
function vocabulary(project) {
  const text =
    readFileSync(join(project, "content", "guides", "vpn-protocols.mdx"), "utf8") +
    readFileSync(join(project, "content", "guides", "therapy-costs.mdx"), "utf8");
  return [...new Set(text.toLowerCase().match(/\b[a-z]{3,12}\b/g) ?? [])];
}

/** @param {() => number} next @param {string[]} words @param {number} count */
const pick = (next, words, count) => Array.from({ length: count }, () => words[Math.floor(next() * words.length)]);

/** A sentence of distinct text: a made-up name keeps every page's words its own. @param {() => number} next @param {string[]} words @param {string} name */
function sentence(next, words, name) {
  const body = pick(next, words, 12 + Math.floor(next() * 8)).join(" ");
  return `${name} ${body}.`.replace(/^./, (first) => first.toUpperCase());
}

const photo = (/** @type {string} */ id) => ({
  url: `https://images.unsplash.com/photo-1000000000000-${id}`,
  alt: `Generated photo ${id}`,
});
const CHANGES = [{ date: "2026-11-22", text: "First published" }];

/**
 * A ranked list of five products from content/vendors.ts, with distinct text.
 * @param {number} index @param {string[]} words @param {string[]} products
 */
function list(index, words, products) {
  const next = random(index);
  const name = `Zq${index.toString(36)}`;
  const criteria = [
    { id: "value", name: "Value", weight: 40, measures: sentence(next, words, name) },
    { id: "features", name: "Features", weight: 35, measures: sentence(next, words, name) },
    { id: "support", name: "Support", weight: 25, measures: sentence(next, words, name) },
  ];
  const entries = [0, 1, 2, 3, 4].map((position) => {
    // Every criterion gets the same score, so the weighted mean is that score: 4.8 down to 4.4.
    const score = 4.8 - position / 10;
    return {
      rank: position + 1,
      product: products[(index + position) % products.length],
      description: sentence(next, words, name),
      rating: Math.round(score * 10) / 10,
      scores: Object.fromEntries(
        criteria.map((criterion) => [
          criterion.id,
          { score: Math.round(score * 10) / 10, why: sentence(next, words, name) },
        ]),
      ),
      image: photo(`l${index}e${position}`),
      pros: [sentence(next, words, name), sentence(next, words, name), sentence(next, words, name)],
      bestFor: sentence(next, words, name),
      drawback: sentence(next, words, name),
      review: [pick(next, words, 60).join(" "), pick(next, words, 50).join(" ")],
    };
  });
  return {
    meta: {
      title: `Generated list ${index}`,
      description: `${sentence(next, words, name)} ${sentence(next, words, name)}`.slice(0, 160),
      keywords: [name.toLowerCase()],
    },
    title: `Generated list ${index} ${name}`,
    tagline: sentence(next, words, name),
    icon: "shield",
    intro: [pick(next, words, 60).join(" ")],
    summaryHeading: `Our top five ${name}`,
    entries,
    methodology: { text: sentence(next, words, name), criteria },
    mustReads: [{ to: "/vpn-protocols" }, { to: "/vpn-no-logs-policy" }, { to: "/netflix-vpn" }],
    itemType: "SoftwareApplication",
    applicationCategory: "SecurityApplication",
    ratingCount: 1000,
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
      description: `${sentence(next, words, name)} ${sentence(next, words, name)}`.slice(0, 160),
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
 * Writes `count` generated pages into the project copy at `dir`: lists and guides alternately.
 * @param {string} dir @param {number} count
 */
export function writeGeneratedPages(dir, count) {
  const words = vocabulary(dir);
  const vendors = readFileSync(join(dir, "content", "vendors.ts"), "utf8");
  const products = [...vendors.matchAll(/^ {2}"?([a-z0-9-]+)"?: \{$/gm)].map((match) => match[1] ?? "");
  for (let index = 1; index <= count; index += 1) {
    if (index % 2 === 1)
      writeFileSync(
        join(dir, "content", "lists", "category", `generated-${index}.ts`),
        `export default ${JSON.stringify(list(index, words, products))};\n`,
      );
    else writeFileSync(join(dir, "content", "guides", `generated-${index}.mdx`), guide(index, words));
  }
}
