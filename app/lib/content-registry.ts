/**
 * Turns raw content modules into a validated registry. Every problem in every file is collected and
 * reported together, one line each, as `<file>: <field>: <message>`, so an editor fixes them in one go.
 */
import type { z } from "zod";
import {
  categoriesPageSchema,
  categoryTilesSchema,
  factsSchema,
  vendorsSchema,
  guideFrontmatterSchema,
  homePageSchema,
  pageFrontmatterSchema,
  rankedListSchema,
  searchPageSchema,
  trendingPageSchema,
  type CategoriesPage,
  type CategoryTile,
  type DatedFact,
  type Vendor,
  type GuideFrontmatter,
  type HomePage,
  type PageFrontmatter,
  type RankedList,
  type SearchPage,
  type TrendingPage,
} from "../../content/schema";
import { FIXED_PAGES } from "./pages";
import { NOT_FOUND_PRERENDER_PATH } from "./site";

/** Raw modules keyed by their path as import.meta.glob gives it, e.g. '/content/lists/vpn.ts'. */
export type ContentFiles = Record<string, unknown>;

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`);
    this.name = "ContentError";
  }
}

/** 'content/lists/vpn.ts' from '/content/lists/vpn.ts' or '../content/lists/vpn.ts'. */
export function contentFileName(key: string): string {
  return key.slice(key.indexOf("content/"));
}

/** 'vpn' from '/content/guides/vpn.mdx'. */
export function contentSlug(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1).replace(/\.[^.]+$/, "");
}

export type Problems = string[];

function parseOne<S extends z.ZodType>(schema: S, key: string, value: unknown, problems: Problems): z.infer<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(file)";
    problems.push(`${contentFileName(key)}: ${field}: ${issue.message}`);
  }
  return undefined;
}

/** Parses every file with one schema; a file that fails adds its problems and is left out. */
export function parseFiles<S extends z.ZodType>(schema: S, files: ContentFiles, problems: Problems): Array<{ file: string; slug: string; data: z.infer<S> }> {
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, value]) => {
      const data = parseOne(schema, key, value, problems);
      return data === undefined ? [] : [{ file: contentFileName(key), slug: contentSlug(key), data }];
    });
}

/** What every content page has, whatever its kind: the registry fills it in once. */
interface PageBase {
  file: string;
  slug: string;
  path: string;
  /** The page's h1. */
  title: string;
  /** When it last changed (a date, or a month for the legal pages). */
  updated: string;
}
export interface ListPage extends PageBase {
  kind: "list";
  list: RankedList;
}
export interface GuidePage extends PageBase {
  kind: "guide";
  guide: GuideFrontmatter;
}
export interface PlainPage extends PageBase {
  kind: "page";
  page: PageFrontmatter;
}
export type ContentPage = ListPage | GuidePage | PlainPage;

export interface Registry {
  pages: ContentPage[];
  byPath: Map<string, ContentPage>;
  lists: ListPage[];
  guides: GuidePage[];
  categories: CategoryTile[];
  home: HomePage;
  trending: TrendingPage;
  categoriesPage: CategoriesPage;
  searchPage: SearchPage;
  vendors: Record<string, Vendor>;
  facts: Record<string, DatedFact>;
}

export interface RawContent {
  lists: ContentFiles;
  guides: ContentFiles;
  pages: ContentFiles;
  /** The tile file's module keyed like the others, e.g. { '/content/categories.ts': tiles }. */
  categories: ContentFiles;
  /** { '/content/home.ts': home } */
  home: ContentFiles;
  /** { '/content/trending.ts': trending } */
  trending: ContentFiles;
  /** { '/content/categories-page.ts': page } */
  categoriesPage: ContentFiles;
  /** { '/content/search-page.ts': page } */
  searchPage: ContentFiles;
  /** { '/content/vendors.ts': vendors } */
  vendors: ContentFiles;
  /** { '/content/facts.ts': facts } */
  facts: ContentFiles;
}

/** The one page a single-file content module holds (home, trending, categories page). */
function parseSingle<S extends z.ZodType>(schema: S, files: ContentFiles, expected: string, problems: Problems): z.infer<S> | undefined {
  if (Object.keys(files).length !== 1) {
    problems.push(`${expected}: (file): expected exactly one file`);
    return undefined;
  }
  return parseFiles(schema, files, problems)[0]?.data;
}

/** Validates all content and the links between pages; throws one ContentError listing every problem. */
export function buildRegistry(raw: RawContent): Registry {
  const problems: Problems = [];
  const lists: ListPage[] = parseFiles(rankedListSchema, raw.lists, problems).map(({ file, slug, data }) => ({
    kind: "list",
    file,
    slug,
    path: data.path,
    title: data.title,
    updated: data.changes[0]?.date ?? "",
    list: data,
  }));
  const guides: GuidePage[] = parseFiles(guideFrontmatterSchema, raw.guides, problems).map(({ file, slug, data }) => ({
    kind: "guide",
    file,
    slug,
    path: `/${slug}`,
    title: data.title,
    updated: data.changes[0]?.date ?? "",
    guide: data,
  }));
  const plainPages: PlainPage[] = parseFiles(pageFrontmatterSchema, raw.pages, problems).map(({ file, slug, data }) => ({
    kind: "page",
    file,
    slug,
    path: `/${slug}`,
    title: data.title,
    updated: data.updated,
    page: data,
  }));
  const categories = parseFiles(categoryTilesSchema, raw.categories, problems).flatMap(({ data }) => data);
  const home = parseSingle(homePageSchema, raw.home, "content/home.ts", problems);
  const trending = parseSingle(trendingPageSchema, raw.trending, "content/trending.ts", problems);
  const categoriesPage = parseSingle(categoriesPageSchema, raw.categoriesPage, "content/categories-page.ts", problems);
  const searchPage = parseSingle(searchPageSchema, raw.searchPage, "content/search-page.ts", problems);
  const vendors = parseSingle(vendorsSchema, raw.vendors, "content/vendors.ts", problems);
  const facts = parseSingle(factsSchema, raw.facts, "content/facts.ts", problems);

  const pages: ContentPage[] = [...lists, ...guides, ...plainPages];
  const byPath = new Map<string, ContentPage>();
  const fixedPaths = new Set<string>(FIXED_PAGES.map((page) => page.path));
  for (const page of pages) {
    const field = page.kind === "list" ? "path" : "(file name)";
    const other = byPath.get(page.path);
    if (other) problems.push(`${page.file}: ${field}: duplicate path ${page.path}, also used by ${other.file}`);
    else if (fixedPaths.has(page.path) || page.path === NOT_FOUND_PRERENDER_PATH)
      problems.push(`${page.file}: ${field}: path ${page.path} is already a built-in page`);
    else byPath.set(page.path, page);
  }

  // A page that failed validation still exists for link checks, so one broken file reports its own problems
  // instead of a problem in every file that links to it.
  const listPaths = new Set<string>(
    Object.values(raw.lists).flatMap((list) => {
      const path = (list as { path?: unknown } | undefined)?.path;
      return typeof path === "string" ? [path] : [];
    }),
  );
  const declaredPaths = new Set<string>([...listPaths, ...[...Object.keys(raw.guides), ...Object.keys(raw.pages)].map((key) => `/${contentSlug(key)}`)]);
  const exists = (path: string) => byPath.has(path) || fixedPaths.has(path) || declaredPaths.has(path);
  const checkLink = (file: string, field: string, to: string) => {
    if (to !== "#" && !exists(to)) problems.push(`${file}: ${field}: links to ${to}, which is not a page of this site`);
  };
  for (const { file, list } of lists) {
    list.entries.forEach((entry, index) => {
      if (vendors && !vendors[entry.product]) problems.push(`${file}: entries.${index}.product: unknown product "${entry.product}"; add it to content/vendors.ts`);
    });
    list.mustReads.forEach((item, index) => {
      checkLink(file, `mustReads.${index}.to`, item.to);
      if (byPath.get(item.to)?.kind === "page") problems.push(`${file}: mustReads.${index}.to: ${item.to} is not a list or guide`);
    });
    if (list.back) checkLink(file, "back.to", list.back.to);
  }
  for (const { file, guide } of guides) {
    checkLink(file, "back.to", guide.back.to);
    checkLink(file, "cta.to", guide.cta.to);
  }
  for (const [key] of Object.entries(raw.categories)) {
    categories.forEach((tile, index) => checkLink(contentFileName(key), `${index}.path`, tile.path));
  }

  home?.latestArticles.pages.forEach((path, index) => {
    const page = byPath.get(path);
    if (page?.kind === "page" || (!page && !declaredPaths.has(path)))
      problems.push(`content/home.ts: latestArticles.pages.${index}: ${path} is not a list or guide of this site`);
  });
  trending?.items.forEach((item, index) => {
    if (!listPaths.has(item.list)) problems.push(`content/trending.ts: items.${index}.list: ${item.list} is not a ranked list of this site`);
  });
  categoriesPage?.groups.forEach((group, groupIndex) =>
    group.links.forEach((link, linkIndex) => checkLink("content/categories-page.ts", `groups.${groupIndex}.links.${linkIndex}.to`, link.to)),
  );

  if (problems.length > 0 || !home || !trending || !categoriesPage || !searchPage || !vendors || !facts) throw new ContentError(problems);
  return { pages, byPath, lists, guides, categories, home, trending, categoriesPage, searchPage, vendors, facts };
}
