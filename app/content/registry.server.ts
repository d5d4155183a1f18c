/**
 * Turns the content files into a validated registry. Every problem in every file is collected and reported
 * together, one line each, as `<file>: <field>: <message>`, so an editor fixes them in one go.
 */
import type { z } from "zod";
import { FIXED_ROUTES } from "../lib/fixed-routes";
import { NOT_FOUND_PRERENDER_PATH } from "../lib/site";
import {
  idSchema,
  nearest,
  photoFields,
  type sharedFactSchema,
  type DatedFact,
  type FieldProblem,
  type Image,
} from "../../content/schema/primitives";
import { references, type Reference } from "../../content/schema/references";
import type { PrioritiesText, prioritiesTextSchema } from "../../content/schema/site-text";
import type { Vendor, vendorSchema } from "../../content/schema/vendors";
import { descriptionAt, findMarked, type MarkedField } from "./marked-fields.server";
import { relatedReading, type TopicNode } from "./related.server";
import {
  type AnyPageKind,
  type ContentFile,
  type PageDataOf,
  type PageKindTable,
  type PageLookup,
  type Teaser,
} from "./page-kinds.server";
import { contentFile } from "./page-files";
import { problemLine, type Problem } from "./problem";

export type { Problem } from "./problem";

export class ContentError extends Error {
  /** Every problem, one line each. */
  readonly problems: string[];
  constructor(readonly issues: Problem[]) {
    const problems = issues.map(problemLine);
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`,
    );
    this.problems = problems;
    this.name = "ContentError";
  }
}

/** A problem at a field given as a Zod path. */
const atPath = (file: string, path: readonly PropertyKey[], message: string): Problem => ({
  file,
  field: fieldName(path),
  path: path.filter((key): key is string | number => typeof key !== "symbol"),
  message,
});

/** A problem at a field given as a dotted path, e.g. 'mustReads.2.to'. */
const atDotted = (file: string, dotted: string, message: string) =>
  atPath(file, dotted === "" ? [] : dotted.split(".").map(asIndex), message);

/** 'vpn-protocols' from 'content/guides/vpn-protocols.mdx'. */
function contentSlug(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.[^.]+$/, "");
}

/** Validates one file's data; a failure adds one problem per issue and gives undefined. */
function parse<S extends z.ZodType>(
  schema: S,
  file: string,
  value: unknown,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push(
      atPath(file, issue.path, readable(issue, valueAt(value, issue.path), descriptionAt(schema, issue.path))),
    );
  return undefined;
}

/**
 * A field as a writer finds it: its path, with a list's entries numbered as the reader sees the picks
 * ('pick #5 (entries.4), drawback' rather than 'entries.4.drawback').
 */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  const [first, second, ...rest] = path;
  if (first === "entries" && typeof second === "number") {
    const pick = `pick #${second + 1} (entries.${second})`;
    return rest.length > 0 ? `${pick}, ${rest.join(".")}` : pick;
  }
  return path.join(".");
}

/** A path segment as Zod gives it: a number for an array index. */
const asIndex = (segment: string): string | number => (/^\d+$/.test(segment) ? Number(segment) : segment);

/** What a content file holds at a field's path, if anything. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inside, key) =>
      inside !== null && typeof inside === "object" ? (inside as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/**
 * The schema's message, or for a field the file leaves out where the schema gives none of its own, that it is
 * missing and what the field is, from its description (Zod's own words are "Invalid input: expected string, received
 * undefined").
 */
function readable(issue: z.core.$ZodIssue, value: unknown, description?: string): string {
  return issue.code === "invalid_type" && value === undefined && issue.message.startsWith("Invalid input")
    ? `is missing: ${description ? `${description.charAt(0).toLowerCase()}${description.slice(1).replace(/\.$/, "")}` : `expected ${issue.expected}`}`
    : issue.message;
}

/**
 * The records of a folder, each validated and keyed by its file's name; `ids` names every file, valid or not, so
 * a broken record reports its own problems rather than one per page that names it.
 */
function recordsIn<S extends z.ZodType>(
  folder: RecordFolder<S>,
  dataFiles: Record<string, unknown>,
  problems: Problem[],
) {
  const valid: Record<string, z.output<S>> = {};
  const ids: string[] = [];
  for (const [file, data] of Object.entries(dataFiles).sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.startsWith(`${folder.folder}/`)) continue;
    const id = contentSlug(file);
    ids.push(id);
    if (!idSchema.safeParse(id).success) {
      problems.push(atPath(file, [], "the file's name is the record's id; name it like proton-vpn.yaml"));
      continue;
    }
    const record = parse(folder.schema, file, data, problems);
    if (record !== undefined) valid[id] = record;
  }
  return { valid, ids };
}

/** A content file of the kind named K. */
export type PageOf<T extends PageKindTable, K extends keyof T & string> = ContentFile<PageDataOf<T[K]>> & {
  kind: K;
};
export type AnyPageOf<T extends PageKindTable> = { [K in keyof T & string]: PageOf<T, K> }[keyof T & string];

/** A photo appears on at most this many pages, so pages look like themselves. */
export const MAX_PAGES_PER_PHOTO = 2;

/** One alt text per photo across the site, and no photo on more than two pages. */
function photoProblems(files: Array<{ file: string; photos: Array<{ field: string; value: unknown }> }>): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, { alt: string; where: string; files: Set<string> }>();
  for (const { file, photos } of files) {
    for (const { field, value } of photos) {
      const { url, alt } = value as Image;
      const first = seen.get(url);
      if (!first) {
        seen.set(url, { alt, where: `${file} (${field})`, files: new Set([file]) });
        continue;
      }
      if (first.alt !== alt)
        problems.push(
          atDotted(
            file,
            `${field}.alt`,
            `this photo is described as "${first.alt}" in ${first.where}; one photo, one alt text`,
          ),
        );
      if (!first.files.has(file) && first.files.size >= MAX_PAGES_PER_PHOTO)
        problems.push(
          atDotted(
            file,
            `${field}.url`,
            `this photo is already on ${[...first.files].join(" and ")}; a photo appears on at most ${MAX_PAGES_PER_PHOTO} pages`,
          ),
        );
      first.files.add(file);
    }
  }
  return problems;
}

/** A folder of records, one file each, named by the record's id: content/products/nordvpn.yaml is "nordvpn". */
export interface RecordFolder<S extends z.ZodType = z.ZodType> {
  /** 'content/products' */
  folder: string;
  schema: S;
}

/** A content file that holds one record of its own (the home page, the tiles, the site's chrome text). */
export interface SingleFile<S extends z.ZodType = z.ZodType> {
  file: string;
  schema: S;
  /** What must still hold once every page is in, reported like a page kind's check; files without it have none. */
  check?(data: z.output<S>, pages: ReadonlyMap<string, ContentFile<unknown>>): FieldProblem[];
}

/** The records the pages name: products (lists and <Price of>) and shared facts (<Fact id>). */
export interface RecordFolders {
  vendors: RecordFolder<typeof vendorSchema>;
  facts: RecordFolder<typeof sharedFactSchema>;
}

export type Registry<T extends PageKindTable, S extends Record<string, SingleFile>> = {
  /** Every page made from a content file, of every kind. */
  contentPages: Array<AnyPageOf<T>>;
  byPath: Map<string, AnyPageOf<T>>;
  /** The pages of one kind. */
  pagesOf<K extends keyof T & string>(kind: K): Array<PageOf<T, K>>;
  lookup: PageLookup;
  vendors: Record<string, Vendor>;
  facts: Record<string, DatedFact>;
} & { [N in keyof S]: z.output<S[N]["schema"]> };

/**
 * Validates every page of every kind, the single files, the record folders, the paths and every reference (links
 * and products); throws one ContentError listing every problem.
 * @param dataFiles the data of every content file that is not a page, keyed by file, e.g.
 *   { 'content/home.yaml': home, 'content/products/nordvpn.yaml': nordvpn }
 * @param names fixed names of the crumbs for the home page and /categories
 * @param changed the file a writer is changing (the browser editor's check): a problem two files share, such as a
 *   photo on one page too many, is reported on it rather than on whichever file sorts later
 */
export async function buildRegistry<
  T extends PageKindTable,
  S extends Record<string, SingleFile> & { priorities: SingleFile<typeof prioritiesTextSchema> },
>(
  kinds: T,
  singles: S,
  folders: RecordFolders,
  dataFiles: Record<string, unknown>,
  names: { home: string; categories: string },
  changed?: string,
): Promise<Registry<T, S>> {
  const problems: Problem[] = [];
  const records = {
    vendors: recordsIn(folders.vendors, dataFiles, problems),
    facts: recordsIn(folders.facts, dataFiles, problems),
  };
  /** The valid record a file of a gathering kind holds; undefined for an invalid one, which reports its own problems. */
  const recordOf = (file: string): unknown => {
    const name = (Object.keys(folders) as Array<keyof RecordFolders>).find((each) =>
      file.startsWith(`${folders[each].folder}/`),
    );
    if (!name) throw new Error(`${file}: a kind that gathers records takes its files from a record folder`);
    return records[name].valid[contentSlug(file)];
  };
  const pages: Array<AnyPageOf<T>> = [];
  /** Pages of a gathering kind, waiting for the pages that name their records. */
  const gathering: Array<{ kind: keyof T & string; file: string; path: string; record: unknown; module: object }> = [];
  /** Where every file lives, valid or not: a broken page reports its own problems, not one per link to it. */
  const declared = new Map<string, { kind: string; file: string }>();
  const fixedPaths = new Set<string>(FIXED_ROUTES.map((route) => route.path));
  /** A page as the registry keeps it, with its title and last change from its kind. */
  const pageOf = (kind: keyof T & string, file: string, path: string, data: unknown, module: object) => {
    const definition = kinds[kind]!;
    return {
      kind,
      file,
      slug: contentSlug(file),
      path,
      title: definition.title(data),
      updated: definition.updated(data),
      data,
      module,
    } as AnyPageOf<T>;
  };
  for (const [kind, definition] of Object.entries(kinds) as Array<[keyof T & string, AnyPageKind]>) {
    const loaded = await Promise.all(
      Object.entries(definition.files).map(
        async ([key, load]) => [contentFile(key), (await load()) as Record<string, unknown>] as const,
      ),
    );
    for (const [file, module] of loaded.sort(([a], [b]) => a.localeCompare(b))) {
      const path = definition.path(file);
      const other = declared.get(path);
      if (other)
        problems.push(atPath(file, [], `it would be served at ${path}, like ${other.file}; rename one of them`));
      else if (fixedPaths.has(path) || path === NOT_FOUND_PRERENDER_PATH)
        problems.push(atPath(file, [], `${path} is a built-in page; rename the file`));
      else declared.set(path, { kind, file });
      if (other) continue;
      // A record was validated, and any problem of it reported, with its folder.
      if (definition.gather) {
        const record = recordOf(file);
        if (record !== undefined) gathering.push({ kind, file, path, record, module });
        continue;
      }
      const data = parse(definition.schema, file, module[definition.dataExport], problems);
      if (data !== undefined) pages.push(pageOf(kind, file, path, data, module));
    }
  }

  // The records each page names, then the pages of the gathering kinds: a record no page names makes none, and a
  // link to where it would be is a link to no page.
  const marked = new Map(
    pages.map((page) => [page, findMarked(references, kinds[page.kind]!.schema, page.data)] as const),
  );
  const namedBy = new Map<string, Array<AnyPageOf<T>>>();
  for (const [page, fields] of marked)
    for (const { value, mark } of fields) {
      if (mark.target !== "vendor" || typeof value !== "string") continue;
      const naming = namedBy.get(value) ?? [];
      if (!naming.includes(page)) naming.push(page);
      namedBy.set(value, naming);
    }
  const vendorRecord = (id: string) => {
    const record = records.vendors.valid[id];
    if (!record) throw new Error(`No valid product "${id}" in ${folders.vendors.folder}`);
    return record;
  };
  /** What stopped a page from being gathered: a page that names a broken or unknown record reports it below. */
  const gatherErrors: unknown[] = [];
  for (const { kind, file, path, record, module } of gathering) {
    const id = contentSlug(file);
    let data: unknown;
    try {
      data = kinds[kind]!.gather!(record, { id, namedBy: namedBy.get(id) ?? [], vendor: vendorRecord });
    } catch (error) {
      gatherErrors.push(error);
      continue;
    }
    if (data === undefined) declared.delete(path);
    else pages.push(pageOf(kind, file, path, data, module));
  }
  const byPath = new Map<string, AnyPageOf<T>>(pages.map((page) => [page.path, page]));

  const single: Record<string, unknown> = {};
  for (const [name, { file, schema }] of Object.entries(singles)) {
    if (!(file in dataFiles)) problems.push(atPath(file, [], "expected this file"));
    else single[name] = parse(schema, file, dataFiles[file], problems);
  }

  /** Every product with a record, valid or not: a broken record reports its own problems, not one per mention. */
  const vendorIds = records.vendors.ids;
  const referenceProblem = (reference: Reference, value: string): string | undefined => {
    if (reference.target === "vendor") {
      if (vendorIds.includes(value)) return undefined;
      const guess = nearest(value, vendorIds);
      return `unknown product "${value}"; ${guess ? `did you mean "${guess}"? Or ` : ""}add ${value}.yaml to ${folders.vendors.folder}`;
    }
    const kind = declared.get(value)?.kind;
    if (!kind && !fixedPaths.has(value)) {
      const guess = nearest(value, [...declared.keys(), ...fixedPaths]);
      return `links to ${value}, which is not a page of this site${guess ? `; did you mean ${guess}?` : ""}`;
    }
    if (reference.kinds && !(kind && reference.kinds.includes(kind)))
      return `${value} is not a ${reference.kinds.join(" or ")} page`;
    return undefined;
  };
  const checkFields = (file: string, fields: Array<MarkedField<Reference>>) => {
    for (const { field, value: named, mark } of fields) {
      const problem = typeof named === "string" ? referenceProblem(mark, named) : undefined;
      if (problem) problems.push(atDotted(file, field, problem));
    }
  };
  const checkReferences = (file: string, schema: z.ZodType, value: unknown) =>
    checkFields(file, findMarked(references, schema, value));
  // The pages of a gathering kind hold what they gathered; their records are checked as records, just below.
  for (const [page, fields] of marked) checkFields(page.file, fields);
  for (const [name, { file, schema }] of Object.entries(singles)) checkReferences(file, schema, single[name]);
  for (const [id, vendor] of Object.entries(records.vendors.valid))
    checkReferences(`${folders.vendors.folder}/${id}.yaml`, folders.vendors.schema, vendor);
  problems.push(
    ...photoProblems(
      [...marked.keys()]
        .map((page) => ({ file: page.file, photos: findMarked(photoFields, kinds[page.kind]!.schema, page.data) }))
        .sort((a, b) => Number(a.file === changed) - Number(b.file === changed)),
    ),
  );

  // A writer sees every problem in one round: the checks across files run even when some file is broken, on all
  // that is valid; a check that needs what a broken file left out is skipped, since that file reports its own.
  const broken = problems.length > 0;

  // Only links to lists and guides make a topic: two pages that both link to /categories are not alike. Related
  // reading is shown as cards, so only a kind with a teaser's photo can be among it.
  const topicNodes: TopicNode[] = pages.flatMap((page) => {
    const kind = kinds[page.kind];
    const topicLinks = kind?.teaserImage && (kind.topicLinks?.(page.data) as string[] | undefined);
    return topicLinks
      ? [{ path: page.path, updated: page.updated, topicLinks: topicLinks.filter((to) => byPath.has(to)) }]
      : [];
  });

  const related = relatedReading(topicNodes);
  const vendors = records.vendors.valid;
  const facts = records.facts.valid;

  const lookup: PageLookup = {
    crumb(path) {
      if (path === "/") return { name: names.home, path };
      if (path === "/categories") return { name: names.categories, path };
      const page = byPath.get(path);
      if (!page) throw new Error(`No page at ${path} for a breadcrumb`);
      return { name: page.title, path };
    },
    teaser(path): Teaser {
      const page = byPath.get(path);
      const image = page && kinds[page.kind]?.teaserImage?.(page.data);
      if (!page || !image) throw new Error(`${path} is not a page with a teaser (a list or guide)`);
      return { to: path, title: page.title, image };
    },
    related(path, exclude) {
      return related(path, exclude).map((to) => lookup.teaser(to));
    },
    vendor(id) {
      const record = vendors[id];
      if (!record) throw new Error(`No product "${id}" in ${folders.vendors.folder}`);
      return record;
    },
    priorities: single.priorities as PrioritiesText,
    linkProblem(url) {
      // The page, without a #fragment or ?query (built-in pages such as /search take one).
      return referenceProblem({ target: "page" }, url.replace(/[?#].*$/, "") || "/");
    },
    fact(id) {
      const record = facts[id];
      if (!record) throw new Error(`No fact "${id}" in ${folders.facts.folder}`);
      return record;
    },
  };
  const unlessBroken = <P>(check: () => P[]): P[] => {
    try {
      return check();
    } catch (error) {
      // A check that stumbles on what a broken file left out (a record it names, a field it reads) waits for it.
      if (broken) return [];
      throw error;
    }
  };
  for (const page of pages) {
    const check = kinds[page.kind]?.check;
    if (!check) continue;
    for (const problem of unlessBroken(() => check(page, lookup))) problems.push({ file: page.file, ...problem });
  }
  for (const [name, { file, check }] of Object.entries(singles)) {
    if (single[name] === undefined) continue;
    for (const problem of unlessBroken(() => check?.(single[name], byPath) ?? [])) problems.push({ file, ...problem });
  }
  if (problems.length > 0) throw new ContentError(problems);
  if (gatherErrors.length > 0) throw gatherErrors[0];

  return {
    contentPages: pages,
    byPath,
    pagesOf: <K extends keyof T & string>(kind: K) => pages.filter((page): page is PageOf<T, K> => page.kind === kind),
    lookup,
    vendors,
    facts,
    ...single,
  } as Registry<T, S>;
}
