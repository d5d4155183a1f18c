/**
 * The site search index (decisions 017 and 028), written from the built pages: what a list or guide marks with
 * data-search-body, less what is marked data-search-ignore. Each term keeps at most TOP_PAGES pages, each with a
 * precomputed score; the terms are stored by their first three characters, and the prefixes in a bounded number of
 * term files. What a result shows of a page (its record) is stored in a bounded number of record files, the pages a
 * query shows together in the same file (search-index-files.js). So a query fetches one file per word and a few
 * record files, and the number of files does not grow with the site.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { PREFIX_BITS, prefixBit, prefixOf, SEARCH_INDEX_PATH, terms } from "../app/lib/search-terms.ts";
import {
  prefixRuns,
  RECORD_FILES,
  recordNumbers,
  recordRuns,
  SECTION_TEXT_CHARS,
  sectionTextChars,
  TERM_FILES,
} from "./search-index-files.js";

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

const HEADING = /^h[1-6]$/;

/** Text nodes joined as the reader sees them: one space between words. @param {string} text */
const collapse = (text) => text.replace(/\s+/g, " ").trim();

/** The start of a text, up to `chars` and cut between words. @param {string} text @param {number} chars */
const shorten = (text, chars) =>
  text.length <= chars ? text : text.slice(0, Math.max(0, text.lastIndexOf(" ", chars)));
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
        SECTION_TEXT_CHARS,
      ),
    })),
    counts,
    length,
  };
}

/**
 * What a result shows of a page, in the order the search reads it: URL, title, kind, description, then each section a
 * term of the page links to: its heading, anchor and, when `textChars` is not 0, the start of its text.
 * @param {Omit<IndexedPage, "counts">} page @param {number[]} sections @param {number} textChars
 */
const record = (page, sections, textChars) => [
  page.url,
  page.title,
  page.kind,
  page.description,
  sections.map((index) => {
    const { title = "", anchor = "", text = "" } = page.sections[index] ?? {};
    return textChars > 0 ? [title, anchor, shorten(text, textChars)] : [title, anchor];
  }),
];

/** A row per page and term: the term's number, the page's, the term's title, heading and text counts, its best section. */
const ROW = 6;
/** Rows per block of the row store: blocks of 1.5 MB, added as pages come, never copied. */
const BLOCK_ROWS = 65536;

/**
 * The index, built one page at a time as the pages are rendered. Of each page it keeps what a result shows, and of
 * each of its terms one row of small numbers in a typed-array store, so 10,000 pages take a few hundred bytes of
 * rows a page rather than a map of objects.
 */
export class SearchIndex {
  /** @type {Array<Omit<IndexedPage, "counts">>} */
  #pages = [];
  #termFiles;
  #recordFiles;
  /** @type {Map<string, number>} */
  #termNumbers = new Map();
  /** @type {Int32Array[]} */
  #blocks = [];
  #rows = 0;

  /**
   * @param {{ termFiles?: number, recordFiles?: number }} [bounds] the most files of each sort (search-index-files.js);
   *   the unit tests set a few, to query an index cut as a large site's is
   */
  constructor({ termFiles = TERM_FILES, recordFiles = RECORD_FILES } = {}) {
    this.#termFiles = termFiles;
    this.#recordFiles = recordFiles;
  }

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
   * Each term's best pages, TOP_PAGES at most, scored: the term's rows sorted by term (a counting sort over the row
   * store), then a BM25F-like score for each row. Scores need every page (how rare a term is), so they come last.
   * @returns {Map<string, import("./search-index-files.js").Posting[]>} by term, in the terms' order
   */
  #score() {
    const pages = this.#pages;
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

    /** @type {Map<string, import("./search-index-files.js").Posting[]>} */
    const kept = new Map();
    const url = (/** @type {number} */ id) => pages[id]?.url ?? "";
    // Terms in a fixed order, so a term file is the same from build to build.
    for (const number of termList
      .map((_, index) => index)
      .sort((a, b) => ((termList[a] ?? "") < (termList[b] ?? "") ? -1 : 1))) {
      const term = termList[number] ?? "";
      const from = firstRow[number] ?? 0;
      const to = firstRow[number + 1] ?? 0;
      const frequency = to - from;
      // BM25's inverse document frequency: a term on few pages tells more about them.
      const rarity = Math.log(1 + (pages.length - frequency + 0.5) / (frequency + 0.5));
      /** @type {import("./search-index-files.js").Posting[]} */
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
        const where = inSlug > 0 ? 1 + slug.size : title > 0 ? 1 : 0;
        scored.push([id, Math.max(1, Math.round(score * 100)), section, where]);
      }
      // Ties go to the page first by URL, so the same pages keep the same terms whatever order they came in.
      kept.set(term, scored.sort((a, b) => b[1] - a[1] || (url(a[0]) < url(b[0]) ? -1 : 1)).slice(0, TOP_PAGES));
    }
    return kept;
  }

  /**
   * The index's files, by their path inside its folder (search-index-files.js): at most `termFiles` term files, each
   * holding the terms of a run of prefixes, and at most `recordFiles` record files of `perFile` records at most, the
   * pages a query shows together in the same file. A record keeps only the sections a term links to, renumbered.
   * Also what entry.json says of them: the map of which prefixes exist (search-terms.ts, prefixBit) in base64, the
   * first prefix of each term file but the first, and how many records each record file holds.
   * @returns {{ files: Map<string, unknown>, prefixes: string, termStarts: string, perFile: number }}
   */
  build() {
    const pages = this.#pages;
    const kept = this.#score();
    const perFile = Math.max(1, Math.ceil(pages.length / this.#recordFiles));
    const numberOf = recordNumbers(recordRuns(pages, kept), perFile, this.#recordFiles);
    // A result links only to sections a term matched most in: a record keeps those, numbered anew in page order.
    const used = pages.map(() => /** @type {Set<number>} */ (new Set()));
    for (const best of kept.values()) for (const [id, , section] of best) if (section >= 0) used[id]?.add(section);
    const linked = used.map(
      (sections) => new Map([...sections].sort((a, b) => a - b).map((section, number) => [section, number])),
    );

    /** @type {Map<string, Record<string, number[]>>} */
    const prefixes = new Map();
    for (const [term, best] of kept) {
      // Page-delta coded (search-terms.ts, POSTING_STRIDE), which compresses to a few bytes a page.
      let previous = 0;
      const flat = best
        .map(([id, score, section, titled]) => [numberOf[id] ?? 0, score, linked[id]?.get(section) ?? -1, titled])
        .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
        .flatMap(([page = 0, ...rest]) => {
          const gap = page - previous;
          previous = page;
          return [gap, ...rest];
        });
      const prefix = prefixOf(term);
      const listed = prefixes.get(prefix) ?? {};
      listed[term] = flat;
      prefixes.set(prefix, listed);
    }

    /** @type {Map<string, unknown>} */
    const files = new Map();
    const existing = new Uint8Array(Math.ceil(PREFIX_BITS / 8));
    for (const prefix of prefixes.keys()) {
      const bit = prefixBit(prefix);
      existing[bit >> 3] = (existing[bit >> 3] ?? 0) | (1 << (bit & 7));
    }
    const runs = prefixRuns(prefixes, this.#termFiles);
    for (const [number, run] of runs.entries())
      files.set(`terms/${number}.json`, Object.fromEntries(run.map((prefix) => [prefix, prefixes.get(prefix)])));
    const textChars = sectionTextChars(perFile);
    /** @type {unknown[][]} */
    const records = [];
    for (const [id, page] of pages.entries()) {
      const number = numberOf[id] ?? 0;
      const file = (records[Math.floor(number / perFile)] ??= []);
      file[number % perFile] = record(page, [...(linked[id]?.keys() ?? [])], textChars);
    }
    for (const [number, file] of records.entries()) files.set(`records/${number}.json`, file);
    return {
      files,
      prefixes: Buffer.from(existing).toString("base64"),
      termStarts: runs
        .map(([start]) => start)
        .join("")
        .slice(3),
      perFile,
    };
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
 * with what the search needs to find a term's file and a page's record.
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
  mkdirSync(join(dir, version, "records"), { recursive: true });
  for (const [path, text] of files) writeFileSync(join(dir, version, path), text);
  writeFileSync(
    join(dir, "entry.json"),
    JSON.stringify({ version, prefixes: index.prefixes, termStarts: index.termStarts, perFile: index.perFile }),
  );
  return { pages: searchIndex.size, files: files.length + 1 };
}
