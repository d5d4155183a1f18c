/**
 * Where a control of the form sits in its file's data: 'entries', 2, 'pros', 1 for a pick's second pro. Decap tells a
 * control only its own field and the ids of the controls around it, so each control (field-control.tsx) hands its
 * place to the controls inside it through this context, and a list adds the index of the item a control is in.
 */
import { createContext } from "react";

export type Path = Array<string | number>;

/** A control's place, read when asked: a list's items move when a writer reorders them. */
export interface Place {
  /** The path of the file's data the control edits; undefined while its list is not drawn yet. */
  path(): Path | undefined;
  /** The same, as Decap's focus() takes it: a one-value list's item named too ('pros.1.item'). */
  formPath(): Path | undefined;
  /** Set by a list control, for the controls of its items. */
  list?: {
    /** The list control's id, which the ids above each control of an item name, followed by the item's key. */
    id: string;
    /** The items' keys, in their order. */
    keys(): readonly string[];
    /** A list of one value an item (pros), rather than of objects (picks). */
    single: boolean;
  };
}

export const PlaceContext = createContext<Place>({ path: () => [], formPath: () => [] });

/** The place of the control named `name`, inside `parent`, with Decap's ids of the controls above it. */
export function placeIn(parent: Place, name: string, parentIds: readonly string[]): Place {
  const step = (path: Path | undefined, named: boolean): Path | undefined => {
    if (!path) return undefined;
    const list = parent.list;
    if (!list) return [...path, name];
    const at = parentIds.lastIndexOf(list.id);
    const index = at < 0 ? -1 : list.keys().indexOf(parentIds[at + 1] ?? "");
    if (index < 0) return undefined;
    return list.single && !named ? [...path, index] : [...path, index, name];
  };
  return { path: () => step(parent.path(), false), formPath: () => step(parent.formPath(), true) };
}
