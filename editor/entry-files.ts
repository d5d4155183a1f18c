/**
 * Where an entry of the form lives on disk and what its file will say: what /api/check and /api/preview are asked
 * about, and, through the formats (formats.ts), what Decap writes.
 */
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import type { Map as ImmutableMap } from "immutable";
import { mdxText, yamlText } from "./file-text";
import { inFormOrder } from "./form-order";
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

  /** What the file will hold: the form's data without the editor's own fields, in the form's order. */
  data(entry: Entry): Record<string, unknown> {
    return inFormOrder(withoutEditorFields(this.formData(entry)), this.formFields(entry));
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

  /**
   * Where a problem is, in the form's own words: its path through the fields by their labels, list items counted
   * from 1 ("Entries #3 › Pros #2"), rather than the file's notation ("entries.2.pros.1").
   */
  fieldWords(entry: Entry, path: ReadonlyArray<string | number>): string {
    let fields: CmsField[] = this.formFields(entry);
    const words: string[] = [];
    for (const step of path) {
      if (typeof step === "number") {
        words[words.length - 1] = `${words.at(-1) ?? ""} #${step + 1}`;
        continue;
      }
      const field = fields.find((candidate) => candidate.name === step);
      words.push(field?.label ?? step);
      const inner = field && ("fields" in field ? field.fields : "field" in field && field.field ? [field.field] : []);
      fields = (inner ?? []) as CmsField[];
    }
    return words.join(" › ");
  }

  /** The form's top-level fields. */
  formFields(entry: Entry): CmsField[] {
    const collection = this.collections.get(String(entry.get("collection")));
    return (collection?.fields ??
      collection?.files?.find((file) => file.name === entry.get("slug") || file.file === entry.get("path"))?.fields ??
      []) as CmsField[];
  }
}

/** The form's data without the fields only the editor has. */
export function withoutEditorFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([name]) => name !== ADDRESS_FIELD && name !== CHECKLIST_FIELD),
  );
}
