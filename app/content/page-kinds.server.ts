/**
 * The page kinds: one entry per kind of page made from content files, and every fact the site has about a kind. An
 * entry says where its files are (one glob), where each page lives (from its file's place alone, so the prerender
 * list needs no file read), how the files are validated, and what the rest of the site takes from them: the route
 * data of app/components/page-kinds/<kind>.tsx, its teaser and topic links, its breadcrumbs and structured data, its
 * feed entry, how search labels and files it, and its byte budget. The site reads them through kind-facts.server.ts
 * and the registry, never by testing a kind's name (decision 027).
 *
 * Adding a kind is its entry here, its schema (a file in content/schema/), its component and a folder for its files
 * (decisions 009 and 027); app/content/page-kinds.test.ts adds a kind of its own that way and checks the rest
 * follows. Only something the site has never had takes more: a new search label needs its words in
 * content/search-page.yaml and its key in the search page's schema, a new schema.org type its builder in
 * app/lib/json-ld.ts and its rules in tests/build/structured-data.test.ts.
 */
import type { z } from "zod";
import type { Thing, WithContext } from "schema-dts";
import type { SearchPage } from "../../content/schema/fixed-pages";
import type { PrioritiesText } from "../../content/schema/site-text";
import { GUIDE_WORDS, guideFrontmatterSchema } from "../../content/schema/guides";
import { listProblems, ratedList, type RankedList } from "./list-ratings";
import { rankedListSchema, type ListData } from "../../content/schema/lists";
import { plainPageSchema } from "../../content/schema/plain-pages";
import type { QuotedFact } from "../../content/schema/freshness";
import type { DatedFact, FieldProblem, Image } from "../../content/schema/primitives";
import { vendorSchema, type Vendor } from "../../content/schema/vendors";
import type { FeedPage } from "../lib/feed";
import { articleJsonLd, itemListJsonLd, productJsonLd, type Crumb } from "../lib/json-ld";
import type { SeoInput } from "../lib/seo";
import { mdxHtml, type MdxModule } from "./mdx.server";
import { pageFiles, type PageFiles } from "./page-files";
import { iconSvg } from "./icons.server";
import { productBodyHtml } from "./product-body.server";
import {
  figuresOf,
  gatherProduct,
  historyOf,
  productMetaProblems,
  productQuotes,
  productUpdated,
  rankingsOf,
  type ProductPage,
} from "./product-page";
import site from "./site-text";

/** A content file after validation, as the registry keeps it. */
export interface ContentFile<D> {
  kind: string;
  /** 'content/lists/category/vpn.yaml' */
  file: string;
  /** 'vpn' */
  slug: string;
  path: string;
  /** The page's h1. */
  title: string;
  /** When it last changed: a date, or a month for the legal pages. */
  updated: string;
  data: D;
  /** Everything the file exports (an MDX file's body and headings too). */
  module: Record<string, unknown>;
}

/** What a card or a Must Read shows of a list or guide. */
export interface Teaser {
  to: string;
  title: string;
  image: Image;
}

/** What the Atom feed needs of a page beyond its path and title: its description and change log. */
export type FeedEntry = Omit<FeedPage, "path" | "title">;

/** Lists and guides go in the feed alike: the description of their meta tags and their change log. */
const feedEntry = (data: { meta: { description: string }; changes: FeedEntry["changes"] }): FeedEntry => ({
  description: data.meta.description,
  changes: data.changes,
});

/** What a kind can ask of the rest of the content. */
export interface PageLookup {
  /** The breadcrumb for a page or fixed route (its title, or the fixed name of home and /categories). */
  crumb(path: string): Crumb;
  /** Title and photo of a list or guide. */
  teaser(path: string): Teaser;
  /** Up to three lists and guides on the same topic as a page (app/content/related.server.ts), never `exclude`. */
  related(path: string, exclude: string[]): Teaser[];
  /** A product's record in content/products/<id>.yaml; the registry has checked every product a content file names. */
  vendor(id: string): Vendor;
  /** A shared fact in content/facts/<id>.yaml. */
  fact(id: string): DatedFact;
  /** The words of "What matters to you?" (content/priorities.yaml), whose closed control a list shows. */
  priorities: PrioritiesText;
  /** What is wrong with a link to this path ('/category/vpn#review-nordvpn'), as a content file's field would say it. */
  linkProblem(path: string): string | undefined;
}

/** A JSON-LD block, built by app/lib/json-ld.ts. */
export type StructuredData = WithContext<Thing>;

/** How site search shows a page (decision 017). */
export interface SearchFacts {
  /** The label over its results: a key of `types` in content/search-page.yaml, where the words are. */
  label: keyof SearchPage["types"];
  /**
   * Where it sits in /search's directory (shown without JavaScript): a topic of its own, or under the first topic
   * page among its topic links.
   */
  directory: "topic" | "under-topic";
}

/** The first-visit JavaScript every page stays within, as the README and docs/performance.md publish it: 110 KB. */
const FIRST_VISIT_JS_LIMIT = 110 * 1024;

/**
 * A limit on the first-visit JavaScript of a kind's largest page, in brotli bytes (tests/build/budgets.test.ts), and
 * `today`, the figure when the limit was set. Raise a limit only with a reason in the commit message.
 */
export interface ByteBudget {
  today: number;
  limit: number;
}

/** What a gathering kind's page is gathered from besides its record (PageKind.gather). */
export interface GatherFrom {
  /** The record's id: its file's name. */
  id: string;
  /** The pages that name the record in a field made with `vendorRef()`. */
  namedBy: Array<ContentFile<unknown>>;
  /** A product's record, as PageLookup.vendor gives it. */
  vendor(id: string): Vendor;
}

/**
 * A kind: its files and their paths (page-files.ts), and everything else the site has about it. `Page` is the data
 * of one of its pages: its file's, validated by `schema`, or for a kind that gathers, what `gather` makes of it.
 */
export interface PageKind<S extends z.ZodType, Data extends object, Page = z.output<S>> extends PageFiles {
  /** The export of a module that holds its data. */
  dataExport: "default" | "frontmatter";
  schema: S;
  /**
   * A kind whose files are records of a record folder (content/products) and whose page gathers what other pages say
   * of its record: the page's data, from the valid record and the pages that name it in a field made with
   * `vendorRef()`, or undefined for a record that makes no page (a product no list ranks). The record is validated
   * once, as a record. Which files make a page is known once the content is loaded, so the build prerenders the pages
   * the registry holds, not every file's place (decision 043). Kinds without it make a page of every valid file.
   */
  gather?(record: z.output<S>, from: GatherFrom): Page | undefined;
  title(data: NoInfer<Page>): string;
  updated(data: NoInfer<Page>): string;
  /** The photo that stands for the page on cards; kinds without one cannot be teased. */
  teaserImage?(data: NoInfer<Page>): Image;
  /** The pages this one names as its topic, which make its related reading; kinds without it have none. */
  topicLinks?(data: NoInfer<Page>): string[];
  /** What the Atom feed shows of a page; kinds without it are not in the feed. */
  feed?(data: NoInfer<Page>): FeedEntry;
  /** The trail above the page's title, published as a BreadcrumbList too; kinds without it show none. */
  crumbs?(page: ContentFile<NoInfer<Page>>, lookup: PageLookup): Crumb[];
  /** What the page tells search engines besides its trail; kinds without it publish only the trail. */
  structuredData?(page: ContentFile<NoInfer<Page>>, lookup: PageLookup): StructuredData[];
  /** How site search shows its pages; kinds without it are not searched (their component marks no data-search-body). */
  search?: SearchFacts;
  budget: ByteBudget;
  /**
   * What must still hold once every product record is in (a list's facts, ratings and order): one problem per
   * field, reported like the schema's; kinds without it have none.
   */
  check?(page: ContentFile<NoInfer<Page>>, lookup: PageLookup): FieldProblem[];
  /**
   * The changing facts the page quotes (prices, product numbers, shared facts), which the stale-fact report of
   * `npm run check:content` reads; kinds without it quote none.
   */
  quotes?(page: ContentFile<NoInfer<Page>>, lookup: PageLookup): QuotedFact[];
  /**
   * The route data of a page: its component's props, plus what its meta tags are made from. The breadcrumbs and
   * structured data come with it (kind-facts.server.ts).
   */
  load(page: ContentFile<NoInfer<Page>>, lookup: PageLookup): Data & { seo: SeoInput };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of kinds, each with its own schema and data
export type AnyPageKind = PageKind<any, any, any>;
/** A table of page kinds by name: pageKinds, or pageKinds and a test's own kind. */
export type PageKindTable = Record<string, AnyPageKind>;
/** The data of a page of a kind: its file's, or what the kind gathers. */
export type PageDataOf<Kind> = Kind extends PageKind<z.ZodType, object, infer Page> ? Page : never;

export const definePageKind = <S extends z.ZodType, Data extends object, Page = z.output<S>>(
  kind: PageKind<S, Data, Page>,
) => kind;

/** The number one of a list, which stands for the list on cards and social cards. */
function firstEntry(list: ListData) {
  const [first] = list.entries;
  if (!first) throw new Error(`${list.title} has no entries`);
  return first;
}

const ratedLists = new WeakMap<ListData, RankedList>();
/**
 * A list's ratings, computed once for its structured data, its page, the cards that show its number one and the pages
 * of its products.
 */
export function rated(list: ListData, lookup: Pick<PageLookup, "vendor">): RankedList {
  const known = ratedLists.get(list);
  if (known) return known;
  const computed = ratedList(list, lookup);
  ratedLists.set(list, computed);
  return computed;
}

/** The figures "Compare the five" shows for each pick, and its price where the table has a price row. */
function listQuotes(list: RankedList): QuotedFact[] {
  const withPrice = !list.comparesDollars;
  return list.entries.flatMap((entry) => [
    ...(withPrice ? [{ name: `${entry.title}: price`, fact: entry.price }] : []),
    ...list.compare.flatMap(({ fact }) => {
      const figure = entry.facts[fact];
      return figure ? [{ name: `${entry.title}: ${fact}`, fact: figure }] : [];
    }),
  ]);
}

/** The prices and shared facts an MDX body quotes with <Price of="..." /> and <Fact id="..." />. */
function bodyQuotes(page: ContentFile<unknown>, lookup: PageLookup): QuotedFact[] {
  const { prices, facts } = mdx(page).quotes;
  return [
    ...prices.map((id) => ({ name: `${lookup.vendor(id).name}: price`, fact: lookup.vendor(id).price })),
    ...facts.map((id) => ({ name: `fact ${id}`, fact: lookup.fact(id) })),
  ];
}

/** A body's links to pages that do not exist, each at its line ('(body) line 42'). */
function bodyLinkProblems(page: ContentFile<unknown>, lookup: PageLookup) {
  return mdx(page).links.flatMap(({ url, line }) => {
    const problem = lookup.linkProblem(url);
    return problem ? [{ field: `(body) line ${line}`, path: [], message: problem }] : [];
  });
}

const mdx = (page: ContentFile<unknown>) => page.module as unknown as MdxModule;

/** A product's page, from its record and the lists that rank it; none for a product no list ranks. */
const gatherProductPage = (record: Vendor, { id, namedBy, vendor }: GatherFrom) =>
  gatherProduct(record, { id, namedBy, vendor, rated: (list) => rated(list, { vendor }) });

/** A product's rankings, from its lists as their pages show them, the highest rank first. */
const productRankings = (product: ProductPage, lookup: Pick<PageLookup, "vendor">) =>
  rankingsOf(product, (list) => rated(list, lookup));

/** A guide shorter than the editorial standard asks. */
function guideLengthProblems(page: ContentFile<unknown>) {
  const { words } = mdx(page);
  return words < GUIDE_WORDS.min
    ? [
        {
          field: "(body)",
          path: [],
          message: `the body has ${words} words; the editorial standard asks for at least ${GUIDE_WORDS.min} of substance: answer the question, compare the options, end with what to do`,
        },
      ]
    : [];
}

export const pageKinds = {
  list: definePageKind({
    ...pageFiles.list,
    dataExport: "default",
    schema: rankedListSchema,
    title: (list) => list.title,
    updated: (list) => list.updated,
    teaserImage: (list) => firstEntry(list).image,
    topicLinks: (list) => list.mustReads.map((item) => item.to),
    feed: feedEntry,
    // Lists sit under /categories.
    crumbs: ({ path, title }, lookup) => [lookup.crumb("/"), lookup.crumb("/categories"), { name: title, path }],
    check: ({ data: list }, lookup) => listProblems(list, lookup),
    quotes: ({ data: list }, lookup) => listQuotes(rated(list, lookup)),
    structuredData: ({ path, data: list }, lookup) => [itemListJsonLd(rated(list, lookup), path)],
    search: { label: "list", directory: "topic" },
    budget: { today: 112600, limit: FIRST_VISIT_JS_LIMIT },
    load: ({ path, data: list }, lookup) => ({
      path,
      list: rated(list, lookup),
      icon: iconSvg(list.icon),
      // The closed "What matters to you?" words travel with the page's data, not in every page's JavaScript.
      priorities: {
        heading: lookup.priorities.heading,
        link: lookup.priorities.link,
        noScript: lookup.priorities.noScript,
        loading: lookup.priorities.loading,
      },
      mustReads: list.mustReads.map((item) => lookup.teaser(item.to)),
      seo: { meta: list.meta, path, image: firstEntry(list).image },
    }),
  }),
  guide: definePageKind({
    ...pageFiles.guide,
    dataExport: "frontmatter",
    schema: guideFrontmatterSchema,
    title: (guide) => guide.title,
    updated: (guide) => guide.updated,
    teaserImage: (guide) => guide.hero,
    topicLinks: (guide) => [guide.back.to, guide.cta.to],
    feed: feedEntry,
    // A guide sits under the page its back link returns to.
    crumbs: ({ path, title, data: guide }, lookup) => [
      lookup.crumb("/"),
      ...(guide.back.to === "/" ? [] : [lookup.crumb(guide.back.to)]),
      { name: title, path },
    ],
    structuredData: ({ path, data: guide }) => [articleJsonLd(guide, path)],
    check: (page, lookup) => [...bodyLinkProblems(page, lookup), ...guideLengthProblems(page)],
    quotes: bodyQuotes,
    search: { label: "guide", directory: "under-topic" },
    budget: { today: 112600, limit: FIRST_VISIT_JS_LIMIT },
    load: (page, lookup) => {
      const { path, data: guide } = page;
      return {
        html: mdxHtml(mdx(page).default),
        guide,
        icon: iconSvg(guide.icon),
        headings: mdx(page).headings,
        // The back link and the call to action already point at the guide's list.
        related: lookup.related(path, [guide.back.to, guide.cta.to]),
        seo: { meta: guide.meta, path, type: "article" as const, image: guide.hero },
      };
    },
  }),
  plain: definePageKind({
    ...pageFiles.plain,
    dataExport: "frontmatter",
    schema: plainPageSchema,
    title: (page) => page.title,
    updated: (page) => page.updated,
    check: bodyLinkProblems,
    budget: { today: 112600, limit: FIRST_VISIT_JS_LIMIT },
    load: (page) => ({
      path: page.path,
      html: mdxHtml(mdx(page).default),
      page: page.data,
      seo: { meta: page.data.meta, path: page.path },
    }),
  }),
  product: definePageKind({
    ...pageFiles.product,
    dataExport: "default",
    schema: vendorSchema,
    gather: gatherProductPage,
    title: (product) => product.record.name,
    updated: productUpdated,
    // Files it under the lists that rank it in /search's directory; with no photo of its own it is no related reading.
    topicLinks: (product) => product.lists.map((list) => list.path),
    feed: (product) => ({ description: product.meta.description, changes: product.changes }),
    // A product sits under the list that ranks it highest, which sits under /categories.
    crumbs: ({ path, title, data }, lookup) => [
      lookup.crumb("/"),
      lookup.crumb("/categories"),
      lookup.crumb(data.lists[0]!.path),
      { name: title, path },
    ],
    structuredData: ({ data }, lookup) => [productJsonLd(productRankings(data, lookup))],
    check: ({ data }) => productMetaProblems(data),
    quotes: ({ data }, lookup) => productQuotes(data, figuresOf(productRankings(data, lookup))),
    search: { label: "product", directory: "under-topic" },
    budget: { today: 112624, limit: FIRST_VISIT_JS_LIMIT },
    load: ({ path, data }, lookup) => {
      const rankings = productRankings(data, lookup);
      const figures = figuresOf(rankings);
      const best = rankings[0]!.entry;
      return {
        html: productBodyHtml({
          name: data.record.name,
          description: best.description,
          price: data.record.price,
          rankings,
          figures,
          history: historyOf(data.record, figures, site.compare.price),
          changes: data.changes,
        }),
        seo: { meta: data.meta, path, image: best.image },
      };
    },
  }),
};

export type PageKinds = typeof pageKinds;
export type PageKindName = keyof PageKinds;
/** What every page's route data has besides its kind's own: its kind, breadcrumbs and structured data. */
export interface SharedRouteData<Name extends string = string> {
  kind: Name;
  /** Empty for a kind without breadcrumbs. */
  crumbs: Crumb[];
  /** The kind's structured data, then the trail's BreadcrumbList when there is a trail. */
  structuredData: StructuredData[];
}
/** The route data of a page of a kind named Name: the props of its component. */
export type KindRouteData<Kind extends AnyPageKind, Name extends string> = ReturnType<Kind["load"]> &
  SharedRouteData<Name>;
/** The route data of a page of one kind of the table: the props of its component. */
export type PageData<K extends PageKindName> = KindRouteData<PageKinds[K], K>;
