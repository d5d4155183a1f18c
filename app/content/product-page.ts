/**
 * A product's page (/product/<id>, decision 043): what the lists that rank a product say of it, gathered from its
 * record and those lists, with no words of its own beyond content/product-page.yaml. A product no list ranks (one a
 * guide quotes, or one a list left out) has no page.
 */
import {
  newestChange,
  pageMetaSchema,
  type Change,
  type FieldProblem,
  type PageMeta,
} from "../../content/schema/primitives";
import type { ListData } from "../../content/schema/lists";
import type { QuotedFact } from "../../content/schema/freshness";
import type { Vendor } from "../../content/schema/vendors";
import { fillIn, formatQuantity, formatRating } from "../lib/format";
import type { RankedEntry, RankedList } from "./list-ratings";
import text from "./product-text";

/** A list that ranks the product: its page. */
interface RankingPage {
  path: string;
  title: string;
  data: ListData;
}

/** A product's page as the registry keeps it. */
export interface ProductPage {
  /** Its record's id, 'zoho-books'. */
  id: string;
  record: Vendor;
  /** The lists that rank it, the one where it ranks highest first (ties by title). */
  lists: RankingPage[];
  /** The lines of those lists' change logs that concern it, newest first, each naming its list. */
  changes: Change[];
  meta: PageMeta;
}

/** What a product's page is gathered from besides its record (PageKind.gather). */
interface Sources {
  id: string;
  namedBy: Array<{ kind: string; path: string; title: string; data: unknown }>;
  vendor(id: string): Vendor;
  rated(list: ListData): RankedList;
}

/** Whether a text names a product: its name as a whole word, as written ("Proton VPN's" names Proton VPN). */
const names = (line: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(line);

/**
 * The lines of a list's change log that concern one of its picks: those that name it, those that name none of the
 * five, which change the whole list ("Ratings now come from five weighted criteria"), and the first, its publication.
 */
function concerning(list: ListData, name: string, vendor: Sources["vendor"]): Change[] {
  const picks = list.entries.map((entry) => vendor(entry.product).name);
  return list.changes.filter(
    (change, index) =>
      index === list.changes.length - 1 || names(change.text, name) || !picks.some((pick) => names(change.text, pick)),
  );
}

/** The product's entry on a list that ranks it. */
function entryOf<E extends { product: string }>(list: { entries: E[] }, id: string): E {
  const entry = list.entries.find((each) => each.product === id);
  if (!entry) throw new Error(`${id} is not ranked on the list given`);
  return entry;
}

/** The page of a product, from its record and the lists that rank it; undefined when no list ranks it. */
export function gatherProduct(record: Vendor, { id, namedBy, vendor, rated }: Sources): ProductPage | undefined {
  const lists = namedBy
    .filter((page): page is RankingPage & { kind: "list" } => page.kind === "list")
    .sort((a, b) => entryOf(a.data, id).rank - entryOf(b.data, id).rank || a.title.localeCompare(b.title));
  if (lists.length === 0) return undefined;
  const changes = lists
    .flatMap((list) =>
      concerning(list.data, record.name, vendor).map((change) => ({
        date: change.date,
        text: fillIn(text.changeLine, { list: list.title, change: change.text }),
      })),
    )
    // Newest first; the sort is stable, so the lists keep their order within a day.
    .sort((a, b) => b.date.localeCompare(a.date));
  const best = entryOf(rated(lists[0]!.data), id);
  return {
    id,
    record,
    lists,
    changes,
    meta: {
      title: fillIn(text.meta.title, { name: record.name }),
      description: fillIn(text.meta.description, {
        name: record.name,
        rank: best.rank,
        list: lists[0]!.title,
        rating: formatRating(best.rating),
      }),
      keywords: text.meta.keywords.map((keyword) => fillIn(keyword, { name: record.name })),
    },
  };
}

/** When the page last changed: the newest of the lines that concern it. */
export const productUpdated = (product: ProductPage) => newestChange(product.changes);

/**
 * The title and description made from content/product-page.yaml hold to the rules every page's meta does (at most
 * 63 characters of title, 50-170 of description); a long name or list title can push them over.
 */
export function productMetaProblems(product: ProductPage): FieldProblem[] {
  const result = pageMetaSchema.safeParse(product.meta);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path[0] === "title" ? "title" : "description";
    return {
      field: `(page) meta.${field}`,
      path: [],
      message: `${issue.message}, and would be "${product.meta[field]}": shorten the name, or the words of content/product-page.yaml`,
    };
  });
}

/** A list that ranks the product, as its page shows it: the list and the product's entry on it. */
export interface Ranking {
  path: string;
  list: RankedList;
  entry: RankedEntry;
}

/** The rankings of a product's page, from its lists as their pages show them. */
export const rankingsOf = (product: ProductPage, rated: Sources["rated"]): Ranking[] =>
  product.lists.map(({ path, data }) => {
    const list = rated(data);
    return { path, list, entry: entryOf(list, product.id) };
  });

/** A figure of the product as its page shows it: the label a list gives it, and its value as the list shows it. */
export interface Figure {
  id: string;
  label: string;
  fact: RankedEntry["facts"][string];
}

/**
 * Every figure the lists that rank the product compare, labelled as the first of them labels it; its price is
 * shown apart. A figure no list compares has no label to show it by.
 */
export function figuresOf(rankings: Ranking[]): Figure[] {
  const figures = new Map<string, Figure>();
  for (const { list, entry } of rankings)
    for (const row of list.compare) {
      const fact = entry.facts[row.fact];
      if (fact && !figures.has(row.fact)) figures.set(row.fact, { id: row.fact, label: row.label, fact });
    }
  return [...figures.values()];
}

/** An earlier value of one of its figures, as its page shows it. */
export interface EarlierFigure {
  label: string;
  /** The earlier value in words, dated and linked to where it was seen. */
  fact: { text: string; seen: string; source: string };
  until: string;
}

/**
 * The earlier values of its price and of the figures its page shows, newest first; a correction (a value a source
 * contradicted) is kept in the record but is not a change, so it is not shown.
 */
export function historyOf(record: Vendor, figures: Figure[], priceLabel: string): EarlierFigure[] {
  return record.history.flatMap((earlier) => {
    if (earlier.correction) return [];
    const figure = figures.find((each) => each.id === earlier.fact);
    const label = earlier.fact === "price" ? priceLabel : figure?.label;
    const value =
      earlier.text ??
      (figure && earlier.value !== undefined ? formatQuantity(earlier.value, figure.fact.unit) : undefined);
    if (!label || !value) return [];
    return [{ label, fact: { text: value, seen: earlier.seen, source: earlier.source }, until: earlier.until }];
  });
}

/** The changing figures the page quotes, named as the stale-fact report names them on the lists. */
export function productQuotes(product: ProductPage, figures: Figure[]): QuotedFact[] {
  const name = product.record.name;
  return [
    { name: `${name}: price`, fact: product.record.price },
    ...figures.map((figure) => ({ name: `${name}: ${figure.id}`, fact: figure.fact })),
  ];
}
