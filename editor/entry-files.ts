/**
 * Where an entry of the form lives on disk and what its file will say: what /api/check and /api/preview are asked
 * about, and, through the formats (formats.ts), what Decap writes.
 */
import type { CmsCollection, CmsConfig } from "decap-cms-core";
import type { Map as ImmutableMap } from "immutable";
import { mdxText, yamlText } from "./file-text";
import { ADDRESS_FIELD, addressOf, CHECKLIST_FIELD } from "./address";

export type Entry = ImmutableMap<string, unknown>;

export class EntryFiles {
  private collections: Map<string, CmsCollection>;

  constructor(config: CmsConfig) {
    this.collections = new Map(config.collections.map((collection) => [collection.name, collection]));
  }

  /** 'content/lists/category/vpn.yaml'; a new entry's path from its identifier field. */
  file(entry: Entry): string {
    const path = entry.get("path");
    if (typeof path === "string" && path) return path;
    const collection = this.collections.get(String(entry.get("collection")));
    const data = this.formData(entry);
    const address = data[ADDRESS_FIELD];
    const name =
      typeof address === "string" ? address : addressOf(String(data[collection?.identifier_field ?? "title"] ?? ""));
    return `${collection?.folder}/${name}.${collection?.extension}`;
  }

  /** The form's data, the editor's own fields (the web address) included. */
  private formData(entry: Entry): Record<string, unknown> {
    const data = entry.get("data") as ImmutableMap<string, unknown> | undefined;
    return (data?.toJS() as Record<string, unknown> | undefined) ?? {};
  }

  /** What the file will hold: the form's data without the editor's own fields. */
  data(entry: Entry): Record<string, unknown> {
    return withoutEditorFields(this.formData(entry));
  }

  /** A new entry's address as the writer chose it ('' until they do). */
  address(entry: Entry): string {
    const address = this.formData(entry)[ADDRESS_FIELD];
    return typeof address === "string" ? address : "";
  }

  /** Whether the entry is a new file, which the save creates. */
  isNew(entry: Entry): boolean {
    return Boolean(entry.get("newRecord"));
  }

  /** The file as it was loaded, which a change is written into; none for a new file. */
  original(entry: Entry): string | undefined {
    const raw = entry.get("raw");
    return typeof raw === "string" && raw !== "" ? raw : undefined;
  }

  /** The file's text with the form's data, exactly as it will be written. */
  text(entry: Entry): string {
    const file = this.file(entry);
    return (file.endsWith(".mdx") ? mdxText : yamlText)(this.data(entry), this.original(entry));
  }

  /** The names of the collection's top-level fields, beside which the site's messages show. */
  fieldNames(entry: Entry): Set<string> {
    const collection = this.collections.get(String(entry.get("collection")));
    const fields =
      collection?.fields ??
      collection?.files?.find((file) => file.name === entry.get("slug") || file.file === entry.get("path"))?.fields;
    return new Set((fields ?? []).map((field) => field.name));
  }
}

/** The form's data without the fields only the editor has. */
export function withoutEditorFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([name]) => name !== ADDRESS_FIELD && name !== CHECKLIST_FIELD),
  );
}
