/**
 * The page kinds: one entry per kind of page made from content files. An entry says where its files are (one
 * glob), where each page lives (from its file's place alone, so the prerender list needs no file read), how the
 * files are validated, and what the rest of the site needs of them: its route
 * data (the props of app/components/page-kinds/<kind>.tsx) and its teaser. The site search indexes the built
 * pages themselves (what a component marks with data-search-body; decision 017).
 * Adding a kind is an entry here, its schema (a file in content/schema/), and its component (docs/decisions/009).
 */
import type { z } from "zod";
import { guideFrontmatterSchema } from "../../content/schema/guides";
import { rankedListSchema, withProducts } from "../../content/schema/lists";
import { plainPageSchema } from "../../content/schema/plain-pages";
import type { Image } from "../../content/schema/primitives";
import type { Vendor } from "../../content/schema/vendors";
import type { FeedPage } from "../lib/feed";
import type { Crumb } from "../lib/json-ld";
import type { SeoInput } from "../lib/seo";
import { mdxHtml, type MdxModule } from "./mdx.server";

/** A content file after validation, as the registry keeps it. */
export interface ContentFile<D> {
  kind: string;
  /** 'content/lists/category/vpn.ts' */
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
  /** A product's record in content/vendors.ts; the registry has checked every product a content file names. */
  vendor(id: string): Vendor;
}

export interface PageKind<S extends z.ZodType, Data extends object> {
  /**
   * Every file of this kind, as one lazy glob ('/content/lists/category/vpn.ts' -> its import): the prerender list
   * reads its keys without loading a file, the registry loads them all.
   */
  files: Record<string, () => Promise<unknown>>;
  /** The export of a module that holds its data. */
  dataExport: "default" | "frontmatter";
  schema: S;
  /** Where a page lives, from its file: 'content/guides/vpn-protocols.mdx' is '/vpn-protocols'. */
  path(file: string): string;
  title(data: z.output<S>): string;
  updated(data: z.output<S>): string;
  /** The photo that stands for the page on cards; kinds without one cannot be teased. */
  teaserImage?(data: z.output<S>): Image;
  /** The pages this one names as its topic, which make its related reading; kinds without it have none. */
  topicLinks?(data: z.output<S>): string[];
  /** What the Atom feed shows of a page; kinds without it are not in the feed. */
  feed?(data: z.output<S>): FeedEntry;
  /** The route data of a page: its component's props, plus what its meta tags are made from. */
  load(page: ContentFile<z.output<S>>, lookup: PageLookup): Data & { seo: SeoInput };
}

const definePageKind = <S extends z.ZodType, Data extends object>(kind: PageKind<S, Data>) => kind;

/** 'content/lists/category/vpn.ts' from a glob's key, '/content/lists/category/vpn.ts'. */
export const contentFile = (key: string) => key.slice(key.indexOf("content/"));

/** A list as its file states it, validated: its entries name their products by id. */
type ListData = z.output<typeof rankedListSchema>;

/** The number one of a list, which stands for the list on cards and social cards. */
function firstEntry(list: ListData) {
  const [first] = list.entries;
  if (!first) throw new Error(`${list.title} has no entries`);
  return first;
}

/** A Must Read whose article is not written yet: it names its own title and photo (the schema requires both). */
function comingSoon(item: ListData["mustReads"][number]): Teaser {
  if (!item.title || !item.image) throw new Error(`A '#' Must Read has no title or image`);
  return { to: item.to, title: item.title, image: item.image };
}

/** '/' and the file's name: 'content/guides/vpn-protocols.mdx' is '/vpn-protocols'. */
const fromFileName = (file: string) => `/${file.slice(file.lastIndexOf("/") + 1).replace(/\.[^.]+$/, "")}`;
const mdx = (page: ContentFile<unknown>) => page.module as unknown as MdxModule;

export const pageKinds = {
  list: definePageKind({
    files: import.meta.glob("/content/lists/**/*.ts"),
    dataExport: "default",
    schema: rankedListSchema,
    // The file's place under content/lists: category/vpn.ts is /category/vpn.
    path: (file) => `/${file.slice("content/lists/".length).replace(/\.ts$/, "")}`,
    title: (list) => list.title,
    updated: (list) => list.updated,
    teaserImage: (list) => firstEntry(list).image,
    topicLinks: (list) => list.mustReads.map((item) => item.to),
    feed: feedEntry,
    load: ({ path, data: list }, lookup) => ({
      path,
      list: withProducts(list, lookup),
      mustReads: list.mustReads.map((item) => (item.to === "#" ? comingSoon(item) : lookup.teaser(item.to))),
      // Lists sit under /categories.
      crumbs: [lookup.crumb("/"), lookup.crumb("/categories"), { name: list.title, path }],
      seo: { meta: list.meta, path, image: firstEntry(list).image },
    }),
  }),
  guide: definePageKind({
    files: import.meta.glob("/content/guides/*.mdx"),
    dataExport: "frontmatter",
    schema: guideFrontmatterSchema,
    path: fromFileName,
    title: (guide) => guide.title,
    updated: (guide) => guide.updated,
    teaserImage: (guide) => guide.hero,
    topicLinks: (guide) => [guide.back.to, guide.cta.to],
    feed: feedEntry,
    load: (page, lookup) => {
      const { path, data: guide } = page;
      // A guide sits under the page its back link returns to.
      const parent = guide.back.to === "/" ? [] : [lookup.crumb(guide.back.to)];
      return {
        path,
        html: mdxHtml(mdx(page).default),
        guide,
        headings: mdx(page).headings,
        crumbs: [lookup.crumb("/"), ...parent, { name: guide.title, path }],
        // The back link and the call to action already point at the guide's list.
        related: lookup.related(path, [guide.back.to, guide.cta.to]),
        seo: { meta: guide.meta, path, type: "article" as const, image: guide.hero },
      };
    },
  }),
  plain: definePageKind({
    files: import.meta.glob("/content/plain/*.mdx"),
    dataExport: "frontmatter",
    schema: plainPageSchema,
    path: fromFileName,
    title: (page) => page.title,
    updated: (page) => page.updated,
    load: (page) => ({
      path: page.path,
      html: mdxHtml(mdx(page).default),
      page: page.data,
      seo: { meta: page.data.meta, path: page.path },
    }),
  }),
};

export type PageKinds = typeof pageKinds;
export type PageKindName = keyof PageKinds;
/** The validated data of a page of one kind. */
export type KindData<K extends PageKindName> = z.output<PageKinds[K]["schema"]>;
/** The route data of a page of one kind: the props of its component. */
export type PageData<K extends PageKindName> = ReturnType<PageKinds[K]["load"]>;

/** The path of every page made from a content file, from the files' places alone: the prerender list. */
export function contentPaths(): string[] {
  return Object.values(pageKinds).flatMap((kind) => Object.keys(kind.files).map((key) => kind.path(contentFile(key))));
}
