/**
 * The site search, run in the browser over the index the build writes (scripts/search-index.js, decisions 017 and
 * 028): a query fetches the term file of each of its words, ranks the pages they list, then fetches the record files
 * of the pages it shows, where the pages shown together are stored together.
 */
import leven from "leven";
import { POSTING_STRIDE, prefixBit, prefixOf, SEARCH_INDEX_PATH, termFileOf, terms, words } from "./search-terms";

/** A section of a result page that matched, by the heading it sits under. */
export interface SearchSection {
  title: string;
  url: string;
}

/** What the search page shows of a page that matched. */
export interface SearchResult {
  url: string;
  title: string;
  kind: string;
  /** The description or the text around the match as HTML, escaped, with <mark> round the words that matched. */
  excerpt: string;
  sections: SearchSection[];
}

/** The pages that matched a query, best first, and how to fetch what each shows. */
export interface SearchAnswer {
  total: number;
  results(count: number): Promise<SearchResult[]>;
}

/** Terms, of a prefix or a few, each with its pages (POSTING_STRIDE numbers each, search-terms.ts). */
type TermPages = Record<string, number[]>;
/** A term file: the terms of each of its prefixes. */
type TermFile = Record<string, TermPages>;
/**
 * What a result shows of a page: URL, title, kind, description, and each section a term links to: its heading,
 * anchor and, unless many pages share the record's file, the start of its text.
 */
type PageRecord = [
  url: string,
  title: string,
  kind: string,
  description: string,
  sections: Array<[heading: string, anchor: string, text?: string]>,
];

/**
 * A page whose title or URL has every word of the query is what the reader asked for: its score is multiplied by
 * 1 + TITLE_COVERAGE times the share of the query's words found there ("therapy cost" puts /therapy-costs above
 * the therapy list, which has only "therapy" in its title).
 */
const TITLE_COVERAGE = 1;
/**
 * A page whose short name (its URL's last part) is the query, word for word, is the page the query names: its score
 * is multiplied by 1 + NAMED. "asana" puts /product/asana above /asana-alternatives, whose title and text say Asana
 * more often, and "vpn" keeps /category/vpn above the pages of the VPNs with VPN in their names.
 */
const NAMED = 1;
/** A word of the query that was not in the index counts for less when matched by its start or a near spelling. */
const PREFIX_MATCH = 0.7;
const TYPO_MATCH = 0.5;
/**
 * A page that has only some of the query's words is still a result, its score multiplied by the share it has raised
 * to this power: "cheapest vpn" finds the VPN list, which never says "cheap", after the pages with both words, and
 * above pages that only say "cheap".
 */
const COVERAGE_POWER = 2;
/**
 * Another degree of the same adjective counts for this: the Porter stemmer leaves "cheapest" and "cheaper" whole,
 * and a reader asking for the cheapest VPN wants the page that says "cheap" or "cheaper".
 */
const DEGREE_MATCH = 0.8;
/** The most words of a query that count: each costs a file, so a pasted paragraph cannot start a hundred requests. */
export const MAX_QUERY_TERMS = 8;
/** How long a stem must be for a misspelled word that starts with it to match it. */
const MIN_STEM_IN_TYPO = 4;
/** The most other terms one word of the query may stand for when it is only the start of a word. */
const MAX_PREFIX_TERMS = 8;

/** How many letters a word may be off by and still match: none for short words, where any change is a new word. */
const typosAllowed = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2);

/** Whether two words differ only by two neighboring letters swapped ("vnp" for "vpn"). */
export function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const at = [...a].findIndex((character, index) => character !== b[index]);
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * The prefixes a mistyped word's term may be under besides its own: its first three letters with two neighbors
 * swapped, where a typo moves a word to another prefix.
 */
export function transposedPrefixes(term: string): string[] {
  const own = prefixOf(term);
  const swapped = [0, 1].map((at) =>
    prefixOf(`${term.slice(0, at)}${term[at + 1] ?? ""}${term[at] ?? ""}${term.slice(at + 2)}`),
  );
  return [...new Set(swapped)].filter((prefix) => prefix !== own);
}

/**
 * A term without a comparative or superlative ending: "cheapest" and "cheaper" are "cheap", "easiest" is "easi" (the
 * Porter stem of "easy"). Four letters must remain, so "best" and "finer" stay as they are.
 */
export function degreeBase(term: string): string {
  const match = /^(.{4,}?)(iest|ier|est|er)$/.exec(term);
  if (!match?.[1] || !match[2]) return term;
  return match[2].startsWith("i") ? `${match[1]}i` : match[1];
}

/** The index terms a query term stands for, with how much a match on each counts. */
export function matchingTerms(term: string, listed: TermPages): Array<[string, number]> {
  const known = Object.keys(listed);
  if (listed[term]) {
    const base = degreeBase(term);
    const degrees = known.filter((candidate) => candidate !== term && degreeBase(candidate) === base);
    return [[term, 1], ...degrees.map((candidate): [string, number] => [candidate, DEGREE_MATCH])];
  }
  const prefixed = known.filter((candidate) => candidate.startsWith(term));
  if (term.length >= 3 && prefixed.length > 0) {
    return prefixed
      .sort((a, b) => (listed[b]?.length ?? 0) - (listed[a]?.length ?? 0))
      .slice(0, MAX_PREFIX_TERMS)
      .map((candidate) => [candidate, PREFIX_MATCH]);
  }
  const allowed = typosAllowed(term);
  // A near spelling, two letters swapped (any length), or the stem the word starts with: "hostng" is one letter from
  // "hosting" (the stem of "Hostinger") and starts with "host" (the stem of "hosting"), and the reader may have
  // meant either.
  return known
    .filter(
      (candidate) =>
        (allowed > 0 && leven(term, candidate) <= allowed) ||
        isTransposition(term, candidate) ||
        (candidate.length >= MIN_STEM_IN_TYPO && term.startsWith(candidate)),
    )
    .map((candidate) => [candidate, TYPO_MATCH]);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text, escaped, with the words whose terms matched in <mark>. */
function markMatches(text: string, matched: Set<string>): string {
  let html = "";
  let at = 0;
  for (const word of words(text)) {
    if (!matched.has(word.term)) continue;
    html += `${escapeHtml(text.slice(at, word.start))}<mark>${escapeHtml(word.word)}</mark>`;
    at = word.start + word.word.length;
  }
  return html + escapeHtml(text.slice(at));
}

/** Words shown before and after the first match of a section's text. */
const EXCERPT_WORDS = { before: 8, after: 22 };

/**
 * What a result says of its page: the description when a matched word is in it (the editors' summary), else the
 * words around the first match in the text of a matched section, else the description.
 */
function excerpt([, , , description, pageSections]: PageRecord, sections: number[], matched: Set<string>): string {
  const inDescription = words(description).some((word) => matched.has(word.term));
  for (const section of inDescription ? [] : sections) {
    const text = pageSections[section]?.[2] ?? "";
    const all = words(text);
    const first = all.findIndex((word) => matched.has(word.term));
    if (first === -1) continue;
    const start = all[Math.max(0, first - EXCERPT_WORDS.before)];
    const end = all[Math.min(all.length - 1, first + EXCERPT_WORDS.after)];
    if (!start || !end) continue;
    const toEnd = end === all.at(-1);
    const window = text.slice(start.start, toEnd ? undefined : end.start + end.word.length);
    return `${start.start > 0 ? "… " : ""}${markMatches(window, matched)}${toEnd ? "" : " …"}`;
  }
  return markMatches(description, matched);
}

/** Fetches a file of the index as JSON. */
export type FetchJson = (path: string) => Promise<unknown>;

const fetchJson: FetchJson = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
};

/**
 * entry.json: the folder of this build's index, which prefixes it has (search-terms.ts, prefixBit), the first prefix
 * of each term file but the first (termFileOf), and how many pages' records each record file holds.
 */
interface Entry {
  version: string;
  prefixes: string;
  termStarts: string;
  perFile: number;
}

/**
 * A search over the index at SEARCH_INDEX_PATH; files are fetched once each and kept for the page's life.
 * @param load how files are fetched: the browser's fetch on the site, or a build's files in the unit tests
 */
export function createSearch(load: FetchJson = fetchJson) {
  const cache = new Map<string, Promise<unknown>>();
  const once = (path: string) => {
    let file = cache.get(path);
    if (!file) {
      file = load(path);
      // A failed fetch is tried again by the next query rather than remembered.
      file.catch(() => cache.delete(path));
      cache.set(path, file);
    }
    return file;
  };
  let entry:
    Promise<{ dir: string; has: (prefix: string) => boolean; termStarts: string; perFile: number }> | undefined;
  const loadEntry = () =>
    (entry ??= (once(`${SEARCH_INDEX_PATH}/entry.json`) as Promise<Entry>)
      .then(({ version, prefixes, termStarts, perFile }) => {
        const map = Uint8Array.from(atob(prefixes), (character) => character.charCodeAt(0));
        return {
          dir: `${SEARCH_INDEX_PATH}/${version}`,
          has: (prefix: string) => (((map[prefixBit(prefix) >> 3] ?? 0) >> (prefixBit(prefix) & 7)) & 1) === 1,
          termStarts,
          perFile,
        };
      })
      .catch((error: unknown) => {
        entry = undefined;
        throw error;
      }));

  return async function search(query: string): Promise<SearchAnswer> {
    const queryTerms = [...new Set(terms(query))].slice(0, MAX_QUERY_TERMS);
    const { dir, has, termStarts, perFile } = await loadEntry();
    /** The terms of a prefix, from its term file; a prefix no page has costs no request. */
    const termsOf = async (prefix: string): Promise<TermPages> =>
      has(prefix)
        ? (((await once(`${dir}/terms/${termFileOf(prefix, termStarts)}.json`)) as TermFile)[prefix] ?? {})
        : {};
    const listedByTerm = await Promise.all(queryTerms.map((term) => termsOf(prefixOf(term))));

    /**
     * Per page: its score, how many words of the query it matched (in all, in its title or URL, as the whole of its
     * short name), and the sections they matched in.
     */
    const pages = new Map<
      number,
      { score: number; matched: number; titled: number; naming: number; sections: number[] }
    >();
    const matchedTerms = new Set<string>();
    for (const [position, term] of queryTerms.entries()) {
      let listed = listedByTerm[position] ?? {};
      let candidates = matchingTerms(term, listed);
      // Nothing near it under its own prefix: the typo may be in the letters that make the prefix.
      if (candidates.length === 0) {
        listed = Object.assign({}, ...(await Promise.all(transposedPrefixes(term).map(termsOf))));
        candidates = matchingTerms(term, listed);
      }
      const best = new Map<number, { score: number; section: number; titled: number }>();
      for (const [candidate, factor] of candidates) {
        matchedTerms.add(candidate);
        const flat = listed[candidate] ?? [];
        let page = 0;
        for (let at = 0; at < flat.length; at += POSTING_STRIDE) {
          page += flat[at] ?? 0;
          const score = (flat[at + 1] ?? 0) * factor;
          if (score > (best.get(page)?.score ?? 0))
            best.set(page, { score, section: flat[at + 2] ?? -1, titled: flat[at + 3] ?? 0 });
        }
      }
      for (const [page, { score, section, titled }] of best) {
        const found = pages.get(page) ?? { score: 0, matched: 0, titled: 0, naming: 0, sections: [] };
        found.score += score;
        found.matched += 1;
        found.titled += titled > 0 ? 1 : 0;
        // In the page's short name, which has as many words as the query (search-terms.ts, POSTING_STRIDE).
        if (titled - 1 === queryTerms.length) found.naming += 1;
        if (section >= 0 && !found.sections.includes(section)) found.sections.push(section);
        pages.set(page, found);
      }
    }

    // Every page with a word of the query, the best first: a page with all the words leads, and one with fewer
    // follows by how much it is about them (COVERAGE_POWER).
    const rank = (found: { score: number; matched: number; titled: number; naming: number }) =>
      found.score *
      (1 + (TITLE_COVERAGE * found.titled) / queryTerms.length) *
      (found.naming === queryTerms.length ? 1 + NAMED : 1) *
      (found.matched / queryTerms.length) ** COVERAGE_POWER;
    const ranked = [...pages].sort(([, a], [, b]) => rank(b) - rank(a));
    return {
      total: ranked.length,
      results: (count) =>
        Promise.all(
          ranked.slice(0, count).map(async ([id, found]) => {
            const file = (await once(`${dir}/records/${Math.floor(id / perFile)}.json`)) as PageRecord[];
            const page = file[id % perFile];
            if (!page) throw new Error(`${dir}: no record for page ${id}`);
            const [url, title, kind, , sections] = page;
            return {
              url,
              title,
              kind,
              excerpt: excerpt(page, found.sections, matchedTerms),
              sections: found.sections.flatMap((section) => {
                const [heading, anchor] = sections[section] ?? [];
                return heading && anchor ? [{ title: heading, url: `${url}#${anchor}` }] : [];
              }),
            };
          }),
        ),
    };
  };
}
