/**
 * How text becomes search terms, shared by the index the build writes (scripts/search-index.js) and the queries the
 * search page runs (app/lib/search.ts): both must cut words and stem them the same way (decision 017), and find the
 * term file of a prefix the same way (decision 028).
 */
import { stemmer } from "stemmer";

/** Where the build writes the index under build/client; only /search fetches from it. */
export const SEARCH_INDEX_PATH = "/search-index";

/** The most results a query shows; the index stores the records of the pages shown together in the same file. */
export const MAX_RESULTS = 8;

/**
 * How an index file lists a term's pages: one flat array, POSTING_STRIDE numbers a page: the gap from the previous
 * page's number, the term's score on the page (x100), the section it matched most in (-1 for none), and where the
 * term is: 0 in neither the page's title nor its URL, 1 in its title alone, and 1 + the number of words of the URL's
 * last part (the page's short name) when it is one of them, so a query can tell the page whose short name it is.
 */
export const POSTING_STRIDE = 4;

/** Words too common to tell pages apart; a query made only of them finds nothing. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from has have how in is it its of on or that the this to was what when which who why will with you your".split(
    " ",
  ),
);

/**
 * Words the Porter stemmer would merge with a different word a reader means otherwise: "accounting" (the software)
 * is not "account" (a bank account), so a search for a checking account does not lead to accounting software.
 */
const OWN_TERMS = new Set(["accounting", "marketing"]);

/** A word: letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/** A word as written, and the term it stands for. */
type Word = { word: string; term: string };

/** Terms already worked out, by word as written: a site of 10,000 pages has millions of words but few distinct ones. */
const termOfWord = new Map<string, string>();

function termOf(word: string): string {
  let term = termOfWord.get(word);
  if (term === undefined) {
    const plain = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    term = STOP_WORDS.has(plain) ? "" : OWN_TERMS.has(plain) ? plain : stemmer(plain);
    termOfWord.set(word, term);
  }
  return term;
}

/**
 * Splits text into words (letters and digits, accents dropped, lowercase), and gives each its term: the word's
 * Porter stem, so "costs" and "cost" are one term. Stop words have no term. Each word comes with its offset in
 * `text`, stop words included.
 */
export function words(text: string): Array<Word & { start: number }> {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], term: termOf(match[0]), start: match.index }));
}

/** The terms of a text, in order, stop words left out. */
export function terms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term !== "") found.push(term);
  }
  return found;
}

/** The characters of a prefix; any other character of a term stands as "_". */
const PREFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789_";

/**
 * A term's first three characters, padded with "_": terms that share them are stored together, so typos after the
 * third letter can be matched against the other terms of their prefix.
 */
export const prefixOf = (term: string): string =>
  [...`${term}__`.slice(0, 3)].map((character) => (PREFIX_ALPHABET.includes(character) ? character : "_")).join("");

/**
 * A prefix's place in the map of which prefixes the index has (a bit each, in entry.json), so a word no page has
 * costs no request, and the map stays the same size however large the site grows (37^3 bits, at most 6.3 KB).
 * `prefix` is a name from prefixOf.
 */
export const prefixBit = (prefix: string): number =>
  [...prefix].reduce((bit, character) => bit * PREFIX_ALPHABET.length + PREFIX_ALPHABET.indexOf(character), 0);

/** How many bits the map has. */
export const PREFIX_BITS = PREFIX_ALPHABET.length ** 3;

/**
 * The term file a prefix is in. Term files hold runs of prefixes in the order of their bits, cut so the files are of
 * about the same size; `starts` (entry.json) names the first prefix of every file but the first, three characters
 * each, so a prefix is in the file of the last start at or before it. `prefix` is a name from prefixOf.
 */
export function termFileOf(prefix: string, starts: string): number {
  const bit = prefixBit(prefix);
  let low = 0;
  let high = starts.length / 3;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (prefixBit(starts.slice(middle * 3, middle * 3 + 3)) <= bit) low = middle + 1;
    else high = middle;
  }
  return low;
}
