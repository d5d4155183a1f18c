/**
 * How the search index is cut into files (decision 028): a bounded number of them whatever the size of the site, so
 * the deploy stays within the CDN's file limit, cut so that a first query fetches few bytes.
 * - Term files: at most TERM_FILES, each a run of prefixes in the order of their bits, about the same size.
 * - Record files: at most RECORD_FILES, each holding the records of pages stored next to each other, in an order that
 *   puts the pages a search for a word of a title shows in the same file.
 */
import { MAX_RESULTS, prefixBit, terms } from "../app/lib/search-terms.ts";

/**
 * The most files the index has at any size: its share of the 1,000 files a deploy may hold besides three a page
 * (issue #27), leaving the others (about 30 today) room to grow.
 */
export const INDEX_FILES = 600;

/**
 * The most term files: a query fetches one per word, so fewer files, each holding more prefixes, cost every query
 * more bytes; more leave fewer files for the records, which a query fetches up to MAX_RESULTS of.
 */
export const TERM_FILES = 128;

/** The most record files: what entry.json and the term files leave. */
export const RECORD_FILES = INDEX_FILES - 1 - TERM_FILES;

/** How much of a section's text a page that has a record file to itself keeps, for excerpts. */
export const SECTION_TEXT_CHARS = 600;

/** Less text than this (about thirty words, what an excerpt shows) is no excerpt worth its bytes. */
const MIN_EXCERPT_CHARS = 200;

/**
 * How much of each section's text a record keeps when `perFile` pages share its file: SECTION_TEXT_CHARS shared
 * among them, so a file costs about the same to fetch however many pages it holds, and none when a share would be
 * too short for an excerpt (from 4 pages a file: a site of more than 3 × RECORD_FILES pages).
 * @param {number} perFile
 */
export function sectionTextChars(perFile) {
  const chars = Math.floor(SECTION_TEXT_CHARS / perFile);
  return chars >= MIN_EXCERPT_CHARS ? chars : 0;
}

/** A page the term lists: its number, the term's score on it, the section it matched most in, 1 if in title or URL. */
/**
 * @typedef {[page: number, score: number, section: number, titled: number]} Posting titled: whether the term is in the
 *   page's title or its short name, and how many words that name has (search-terms.ts, POSTING_STRIDE)
 */

/**
 * The pages in runs to store next to each other, so that the pages a query shows together share files. For each term
 * of the pages' titles (what readers search for), the terms of more titles first, a run of the pages a search for
 * that word alone shows (MAX_RESULTS), less those an earlier run took, if two or more are left; then each page no
 * run took, alone, by URL. The same pages give the same runs whatever order they came in. At 10,000 generated pages
 * (decision 028) the eight results of "vpn" or "therapy" are then in 3 files, against 6 with the pages in URL order.
 * @param {Array<{ url: string, title: string }>} pages
 * @param {Map<string, Posting[]>} kept each term's best pages
 */
export function recordRuns(pages, kept) {
  /** @type {Map<string, number>} */
  const titles = new Map();
  for (const page of pages)
    for (const term of new Set(terms(page.title))) titles.set(term, (titles.get(term) ?? 0) + 1);
  const byTitles = [...titles].sort(([a, inA], [b, inB]) => inB - inA || (a < b ? -1 : 1));
  /** @type {number[][]} */
  const runs = [];
  const placed = new Uint8Array(pages.length);
  for (const [term] of byTitles) {
    // The search's rank for a query of one word (search.ts): the score, doubled where the word is in the title or URL.
    const shown = [...(kept.get(term) ?? [])]
      .sort((a, b) => b[1] * (1 + b[3]) - a[1] * (1 + a[3]))
      .slice(0, MAX_RESULTS)
      .map(([page]) => page)
      .filter((page) => !placed[page]);
    // A page alone places nothing together: it waits for a later run, or goes with the pages no run took.
    if (shown.length < 2) continue;
    for (const page of shown) placed[page] = 1;
    runs.push(shown);
  }
  const url = (/** @type {number} */ page) => pages[page]?.url ?? "";
  const rest = pages.map((_, page) => page).filter((page) => !placed[page]);
  return [...runs, ...rest.sort((a, b) => (url(a) < url(b) ? -1 : 1)).map((page) => [page])];
}

/**
 * Each page's number: its record file times `perFile`, plus its place in the file. A run goes whole into the first
 * file with room for it, else into a new file, so the pages of a run share a file; what does not fit (a run longer
 * than `perFile`, or any run once `files` are open) goes on into the next room. There is room for every page, since
 * `files` times `perFile` is at least the number of pages.
 * @param {number[][]} runs @param {number} perFile @param {number} files
 * @returns {number[]} by page
 */
export function recordNumbers(runs, perFile, files) {
  /** @type {number[][]} */
  const stored = [];
  const opened = () => {
    /** @type {number[]} */
    const file = [];
    stored.push(file);
    return file;
  };
  const withRoom = (/** @type {number} */ room) => stored.find((pages) => pages.length + room <= perFile);
  for (const run of runs) {
    let file = withRoom(run.length) ?? (stored.length < files ? opened() : undefined);
    for (const page of run) {
      if (!file || file.length >= perFile) file = stored.length < files ? opened() : withRoom(1);
      file?.push(page);
    }
  }
  /** @type {number[]} */
  const numbers = [];
  for (const [file, pages] of stored.entries())
    for (const [place, page] of pages.entries()) numbers[page] = file * perFile + place;
  return numbers;
}

/**
 * The prefixes cut into at most `files` runs in the order of their bits, of about the same size: each run is cut
 * when it reaches the bytes left shared by the files left, so a prefix of many terms ("zq1" to "zq7" at 10,000
 * generated pages, made-up names) gets a file to itself rather than making another file the largest.
 * @param {Map<string, Record<string, number[]>>} prefixes each prefix's terms, with their pages
 * @param {number} files
 */
export function prefixRuns(prefixes, files) {
  const sorted = [...prefixes.keys()].sort((a, b) => prefixBit(a) - prefixBit(b));
  const sizes = sorted.map((prefix) => JSON.stringify(prefixes.get(prefix)).length);
  let left = sizes.reduce((sum, size) => sum + size, 0);
  /** @type {string[][]} */
  const runs = [];
  let size = 0;
  for (const [index, prefix] of sorted.entries()) {
    const next = sizes[index] ?? 0;
    const current = runs.at(-1);
    if (current && (runs.length === files || size + next / 2 <= left / (files - runs.length + 1))) {
      current.push(prefix);
      size += next;
    } else {
      left -= size;
      runs.push([prefix]);
      size = next;
    }
  }
  return runs;
}
