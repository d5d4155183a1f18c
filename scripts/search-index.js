/**
 * The site search index (decision 017), written from the built pages: what a list or guide marks with
 * data-search-body, less what is marked data-search-ignore. A term's pages are stored in the file of its first three
 * characters, each page with a precomputed score, keeping at most TOP_PAGES pages per term; each page has a small
 * file of its own with what a result shows. So a query fetches one file per word and one per result shown, however
 * many pages the site has.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { SEARCH_INDEX_PATH, SHARD_BITS, shardBit, shardOf, terms } from "../app/lib/search-terms.js";

/** The most pages kept for a term, the best-scoring ones: a result list shows eight, and this bounds every file. */
export const TOP_PAGES = 100;

/**
 * How much a term counts where it appears, in the manner of BM25F: a word of the page's title (its h1) or of a
 * heading counts for more than the same word in the text, and repeats count for less and less (saturation), so the
 * page most about a word beats a long page that mentions it often. The last part of the page's URL is the editors'
 * short name for its topic: a word of it counts `slug` shared among its words, so for "hosting" /category/hosting
 * beats /wordpress-hosting, whose titles both have the word.
 */
const WEIGHT = { title: 3, heading: 1, text: 0.6, slug: 1.5 };
const SATURATION = 1.2;
/** How far a long text is held back against a short one (BM25's b): little, since our pages are long by design. */
const LENGTH_NORMALIZATION = 0.25;

/** How much of a section's text its page file keeps, for the excerpt of a result that matched in it. */
const SECTION_TEXT_CHARS = 600;

const HEADING = /^h[1-6]$/;

/** Text nodes joined as the reader sees them: one space between words. @param {string} text */
const collapse = (text) => text.replace(/\s+/g, " ").trim();

/** The start of a text, up to SECTION_TEXT_CHARS and cut between words. @param {string} text */
const shorten = (text) =>
  text.length <= SECTION_TEXT_CHARS ? text : text.slice(0, text.lastIndexOf(" ", SECTION_TEXT_CHARS));
/** Elements that sit inside a line of text; any other element starts or ends a block, which a space separates. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "cite",
  "code",
  "data",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);
/** Elements whose text is never page text. */
const NOT_TEXT = new Set(["script", "style", "template", "noscript"]);

/**
 * @typedef {{ title: string, anchor: string, text?: string }} Section a heading with an id inside the indexed part of
 *   a page, and the start of the text under it
 * @typedef {{ url: string, title: string, kind: string, description: string, sections: Section[],
 *   counts: Map<string, { title: number, heading: number, text: number, section: number, best: number }>, length: number }} IndexedPage
 */

/**
 * Reads one built page: its indexed part, title, kind, description and sections, and how often each term appears
 * where. A page without data-search-body (home, the category index) is not indexed: null.
 * @param {string} url the page's path, '/category/vpn'
 * @param {string} html
 * @returns {IndexedPage | null}
 */
export function readPage(url, html) {
  /** @type {Array<{ ignored: boolean, body: boolean }>} */
  const open = [];
  let bodyDepth = 0;
  let ignoredDepth = 0;
  let notText = 0;
  let kind = "";
  let description = "";
  let title = "";
  /** @type {Section[]} */
  const sections = [];
  /** Text nodes, each with where it is and whether a block element (a paragraph, a list item) starts or ends before it. */
  /** @type {Array<{ text: string, field: "title" | "heading" | "text", section: number, afterBlock: boolean }>} */
  const runs = [];
  let afterBlock = false;

  /** The heading whose text is being read: the page's title, a section's heading, or one without an id. */
  /** @type {Section | "title" | "heading" | null} */
  let heading = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const body = "data-search-body" in attributes;
        const ignored = "data-search-ignore" in attributes;
        open.push({ body, ignored });
        if (!INLINE.has(name)) afterBlock = true;
        if (body) {
          bodyDepth += 1;
          kind = attributes["data-search-kind"] ?? "";
        }
        if (ignored) ignoredDepth += 1;
        if (NOT_TEXT.has(name)) notText += 1;
        if (name === "meta" && attributes.name === "description") description = attributes.content ?? "";
        if (bodyDepth === 0 || ignoredDepth > 0 || !HEADING.test(name)) return;
        if (name === "h1") heading = "title";
        else if (attributes.id) {
          heading = { title: "", anchor: attributes.id };
          sections.push(heading);
        } else heading = "heading";
      },
      ontext(text) {
        if (bodyDepth === 0 || ignoredDepth > 0 || notText > 0) return;
        const field = heading === null ? "text" : heading === "title" ? "title" : "heading";
        runs.push({ text, field, section: sections.length - 1, afterBlock });
        afterBlock = false;
        if (heading === "title") title += text;
        else if (typeof heading === "object" && heading !== null) heading.title += text;
      },
      onclosetag(name) {
        const closed = open.pop();
        if (closed?.body) bodyDepth -= 1;
        // Nothing after the indexed part is read (the footer, the page's scripts): stopping there saves about 8% of
        // reading a list.
        if (closed?.body && bodyDepth === 0) parser.pause();
        if (closed?.ignored) ignoredDepth -= 1;
        if (NOT_TEXT.has(name)) notText -= 1;
        if (HEADING.test(name)) heading = null;
        if (!INLINE.has(name)) afterBlock = true;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  if (runs.length === 0) return null;

  /** @type {IndexedPage["counts"]} */
  const counts = new Map();
  let length = 0;
  for (const run of runs) {
    for (const term of terms(run.text)) {
      length += 1;
      const count = counts.get(term) ?? { title: 0, heading: 0, text: 0, section: -1, best: 0 };
      count[run.field] += 1;
      // The section a term belongs to most (a heading counts more than text under it): where a result links.
      const inSection = WEIGHT[run.field];
      if (run.section >= 0 && inSection > count.best) {
        count.best = inSection;
        count.section = run.section;
      }
      counts.set(term, count);
    }
  }
  return {
    url,
    title: collapse(title),
    kind,
    description,
    sections: sections.map((entry, index) => ({
      title: collapse(entry.title),
      anchor: entry.anchor,
      text: shorten(
        collapse(
          runs
            .filter((run) => run.section === index && run.field === "text")
            .map((run) => (run.afterBlock ? ` ${run.text}` : run.text))
            .join(""),
        ),
      ),
    })),
    counts,
    length,
  };
}

/** A row per page and term: the term's number, the page's, the term's title, heading and text counts, its best section. */
const ROW = 6;
/** Rows per block of the row store: blocks of 1.5 MB, added as pages come, never copied. */
const BLOCK_ROWS = 65536;

/**
 * The index, built one page at a time as the pages are rendered. Of each page it keeps what a result shows, and of
 * each of its terms one row of small numbers in a typed-array store, so 10,000 pages take a few hundred bytes of
 * rows a page rather than a map of objects. Scores need every page (how rare a term is), so they are worked out in
 * `build`.
 */
export class SearchIndex {
  /** @type {Array<Omit<IndexedPage, "counts">>} */
  #pages = [];
  /** @type {Map<string, number>} */
  #termNumbers = new Map();
  /** @type {Int32Array[]} */
  #blocks = [];
  #rows = 0;

  /** @param {IndexedPage} page */
  add({ counts, ...page }) {
    const id = this.#pages.length;
    this.#pages.push(page);
    for (const [term, count] of counts) {
      let number = this.#termNumbers.get(term);
      if (number === undefined) {
        number = this.#termNumbers.size;
        this.#termNumbers.set(term, number);
      }
      const offset = (this.#rows % BLOCK_ROWS) * ROW;
      if (offset === 0) this.#blocks.push(new Int32Array(BLOCK_ROWS * ROW));
      this.#blocks.at(-1)?.set([number, id, count.title, count.heading, count.text, count.section], offset);
      this.#rows += 1;
    }
  }

  get size() {
    return this.#pages.length;
  }

  /**
   * The index's files, by their path inside its folder: a file per term shard and one per page, numbered in URL
   * order (the same build gives the same files whatever order its pages came in), and the map of which shards exist
   * (search-terms.js, shardBit), in base64.
   * @returns {{ files: Map<string, unknown>, shards: string }}
   */
  build() {
    const pages = this.#pages;
    const order = pages.map((_, id) => id).sort((a, b) => (pages[a]?.url ?? "").localeCompare(pages[b]?.url ?? ""));
    /** @type {number[]} */
    const idOf = [];
    for (const [position, id] of order.entries()) idOf[id] = position;
    const averageLength = pages.reduce((sum, page) => sum + page.length, 0) / Math.max(pages.length, 1);
    const slugs = pages.map((page) => new Set(terms(page.url.split("/").at(-1)?.replace(/-/g, " ") ?? "")));

    // The rows of each term, together: where each term's rows start in `byTerm`, then the rows in that order.
    const termList = [...this.#termNumbers.keys()];
    const firstRow = new Int32Array(termList.length + 1);
    const rowAt = (/** @type {number} */ row) => ({
      block: this.#blocks[Math.floor(row / BLOCK_ROWS)] ?? new Int32Array(),
      at: (row % BLOCK_ROWS) * ROW,
    });
    for (let row = 0; row < this.#rows; row++) {
      const { block, at } = rowAt(row);
      const next = (block[at] ?? 0) + 1;
      firstRow[next] = (firstRow[next] ?? 0) + 1;
    }
    for (let number = 1; number <= termList.length; number++)
      firstRow[number] = (firstRow[number] ?? 0) + (firstRow[number - 1] ?? 0);
    const byTerm = new Int32Array(this.#rows);
    const filled = firstRow.slice(0, termList.length);
    for (let row = 0; row < this.#rows; row++) {
      const { block, at } = rowAt(row);
      const number = block[at] ?? 0;
      byTerm[filled[number] ?? 0] = row;
      filled[number] = (filled[number] ?? 0) + 1;
    }

    /** @type {Map<string, Record<string, number[]>>} */
    const shards = new Map();
    // Terms in a fixed order too, so a shard's file is the same from build to build.
    for (const number of termList
      .map((_, index) => index)
      .sort((a, b) => ((termList[a] ?? "") < (termList[b] ?? "") ? -1 : 1))) {
      const term = termList[number] ?? "";
      const from = firstRow[number] ?? 0;
      const to = firstRow[number + 1] ?? 0;
      const frequency = to - from;
      // BM25's inverse document frequency: a term on few pages tells more about them.
      const rarity = Math.log(1 + (pages.length - frequency + 0.5) / (frequency + 0.5));
      /** @type {Array<[number, number, number, number]>} page, score, section, in title or URL */
      const scored = [];
      for (let index = from; index < to; index++) {
        const { block, at } = rowAt(byTerm[index] ?? 0);
        const id = block[at + 1] ?? 0;
        const title = block[at + 2] ?? 0;
        const heading = block[at + 3] ?? 0;
        const text = block[at + 4] ?? 0;
        const section = block[at + 5] ?? -1;
        const page = pages[id];
        const slug = slugs[id];
        if (!page || !slug) continue;
        const lengthFactor = 1 - LENGTH_NORMALIZATION + (LENGTH_NORMALIZATION * page.length) / averageLength;
        const saturated = (/** @type {number} */ times) =>
          (times * (SATURATION + 1)) / (times + SATURATION * lengthFactor);
        const inSlug = slug.has(term) ? WEIGHT.slug / slug.size : 0;
        const score =
          rarity *
          (inSlug +
            WEIGHT.title * Math.min(title, 1) +
            WEIGHT.heading * saturated(heading) +
            WEIGHT.text * saturated(text));
        scored.push([idOf[id] ?? 0, Math.max(1, Math.round(score * 100)), section, inSlug > 0 || title > 0 ? 1 : 0]);
      }
      const kept = scored
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, TOP_PAGES)
        .sort((a, b) => a[0] - b[0]);
      // Page-delta coded (search-terms.js, POSTING_STRIDE), which compresses to a few bytes a page.
      let previous = 0;
      const flat = kept.flatMap(([page, ...rest]) => {
        const gap = page - previous;
        previous = page;
        return [gap, ...rest];
      });
      const shard = shards.get(shardOf(term)) ?? {};
      shard[term] = flat;
      shards.set(shardOf(term), shard);
    }

    /** @type {Map<string, unknown>} */
    const files = new Map();
    const existing = new Uint8Array(Math.ceil(SHARD_BITS / 8));
    for (const [key, shard] of shards) {
      files.set(`terms/${key}.json`, shard);
      const bit = shardBit(key);
      existing[bit >> 3] = (existing[bit >> 3] ?? 0) | (1 << (bit & 7));
    }
    for (const [position, id] of order.entries()) {
      const page = pages[id];
      if (!page) continue;
      files.set(`pages/${position}.json`, {
        url: page.url,
        title: page.title,
        kind: page.kind,
        description: page.description,
        sections: page.sections.map((entry) => [entry.title, entry.anchor, entry.text ?? ""]),
      });
    }
    return { files, shards: Buffer.from(existing).toString("base64") };
  }
}

/**
 * A built page as the index takes it (readPage), or null when it has no searchable part. Stops the build, naming the
 * file, when a searchable page lacks what its result shows.
 * @param {string} file for the error message @param {string} url the page's path @param {string} html
 */
export function pageForIndex(file, url, html) {
  const page = readPage(url, html);
  // A result shows the page's title and kind: a page that lacks either would be listed blank.
  if (page && !page.title)
    throw new Error(`search index: ${file}: the part marked data-search-body has no h1 to title its results`);
  if (page && !page.kind)
    throw new Error(`search index: ${file}: the element marked data-search-body has no data-search-kind`);
  return page;
}

/**
 * Writes `index` to `root`/search-index (`root` is build/client): its files in a folder named by a hash of their
 * content, and entry.json naming that folder (so a search that began before a deploy never mixes two builds' files)
 * with the map of which term files exist.
 * @param {string} root @param {SearchIndex} searchIndex
 */
export function writeSearchIndex(root, searchIndex) {
  if (searchIndex.size === 0) throw new Error(`search index: no page under ${root} marks data-search-body`);
  const index = searchIndex.build();
  const files = [...index.files].map(([path, data]) => /** @type {[string, string]} */ ([path, JSON.stringify(data)]));
  const hash = createHash("sha256");
  for (const [path, text] of files) hash.update(path).update(text);
  const version = hash.digest("hex").slice(0, 12);
  const dir = join(root, SEARCH_INDEX_PATH.slice(1));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, version, "terms"), { recursive: true });
  mkdirSync(join(dir, version, "pages"), { recursive: true });
  for (const [path, text] of files) writeFileSync(join(dir, version, path), text);
  writeFileSync(join(dir, "entry.json"), JSON.stringify({ version, shards: index.shards }));
  return { pages: searchIndex.size, files: files.length + 1 };
}
