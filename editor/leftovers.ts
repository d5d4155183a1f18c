/**
 * A duplicated entry's leftovers: the fields still holding the original's values, which a writer must change or
 * keep on purpose (a copied list's photos, Must Reads and rating count). Decap's Duplicate opens a new entry holding
 * the data of the entry it was opened from and says nothing of where it came from, so the form remembers the last
 * existing entry it drew, and a new form that opens holding exactly its data is its duplicate.
 */
import { is, List, Map as ImmutableMap } from "immutable";
import { ADDRESS_FIELD, CHECKLIST_FIELD } from "./address";
import type { Entry } from "./entry-files";
import type { Path } from "./field-place";

interface Original {
  collection: string;
  /** What a writer calls it: its title or name. */
  name: string;
  data: ImmutableMap<string, unknown>;
  /** Its data as JSON: Decap's copy of an entry's data holds the same values but is not equal to it by `is`. */
  json: string;
}

let lastDrawn: Original | undefined;
/** The entry a new form may be a duplicate of, until its data first shows. */
let candidate: Original | undefined;
let original: (Original & { texts: Set<string> }) | undefined;
let openForms = 0;

const dataOf = (entry: Entry) =>
  ((entry.get("data") as ImmutableMap<string, unknown> | undefined) ?? ImmutableMap<string, unknown>())
    .delete(ADDRESS_FIELD)
    .delete(CHECKLIST_FIELD);

/** Every text the entry holds, wherever: an item a writer moved is still the original's. */
function textsOf(value: unknown, texts = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.trim() !== "") texts.add(value);
  else if (ImmutableMap.isMap(value) || List.isList(value))
    for (const item of (value as ImmutableMap<unknown, unknown>).values()) textsOf(item, texts);
  return texts;
}

/** A form opened (its first field drew): a new one may be the duplicate of the entry drawn before it. */
export function formOpened(entry: Entry) {
  if (openForms++ > 0) return;
  original = undefined;
  candidate = entry.get("newRecord") && lastDrawn?.collection === entry.get("collection") ? lastDrawn : undefined;
}

export function formClosed() {
  openForms--;
}

/**
 * The form drew `entry` (a top-level field changed). Returns true when it has just been found to be a duplicate,
 * so every field can look again.
 */
export function entryDrawn(entry: Entry, identifier: string): boolean {
  const data = dataOf(entry);
  const collection = String(entry.get("collection"));
  if (!entry.get("newRecord")) {
    lastDrawn = { collection, name: String(data.get(identifier) ?? ""), data, json: JSON.stringify(data) };
    return false;
  }
  if (!candidate || JSON.stringify(data) !== candidate.json) return false;
  original = { ...candidate, texts: textsOf(candidate.data) };
  candidate = undefined;
  return true;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (List.isList(value) && value.size === 0);

/** The original's name when the field at `path` of a duplicate still holds the original's value. */
export function leftoverOf(entry: Entry, path: Path, value: unknown): string | undefined {
  if (!original || !entry.get("newRecord") || entry.get("collection") !== original.collection || isEmpty(value))
    return undefined;
  const same = is(original.data.getIn(path), value) || (typeof value === "string" && original.texts.has(value));
  return same ? original.name : undefined;
}
