/**
 * The site's own problems with a change, each shown at the control of the field it is about, however deep: a pick's
 * third pro, a fact's source. A message stays until the writer changes that field or the next check, which starts
 * by clearing them all: Decap refuses a save while any field shows an error, and the check before it brings back
 * whatever still holds.
 */
import type { Path } from "./field-place";

/** A control of the form that can show messages (field-control.tsx). */
export interface MessageTarget {
  /** The path of the data it edits; undefined while it is not drawn. */
  path(): Path | undefined;
  /** Shows these messages as the field's errors, in Decap's own place and colors; none clears them. */
  show(messages: string[]): void;
  /** Opens the lists and objects around it; the `first` is focused and brought into view too. */
  reveal(first: boolean): void;
  /** Its element in the page (drawn even inside a closed item), which orders the fields as the form shows them. */
  anchor(): Element | null;
}

/** A problem at a field of the entry being saved. */
export interface FieldMessage {
  path: Path;
  message: string;
}

const targets = new Set<MessageTarget>();
const showing = new Set<MessageTarget>();

export function addTarget(target: MessageTarget) {
  targets.add(target);
}

export function removeTarget(target: MessageTarget) {
  targets.delete(target);
  showing.delete(target);
}

/** A writer changed the field: Decap has cleared its errors, and its message is gone until the next check. */
export function changed(target: MessageTarget) {
  showing.delete(target);
}

export function clearMessages() {
  for (const target of showing) target.show([]);
  showing.clear();
}

const startsWith = (path: Path, start: Path) => start.every((step, index) => path[index] === step);

/**
 * Shows each message at the deepest control whose path starts the message's (a problem inside a field the form does
 * not show, such as a derived one, goes to the nearest field around it, named in `words`), opens the items and groups
 * around each, and brings the first in the form into view. Returns the messages it placed; one at the whole file has
 * no field to go to.
 */
export function showMessages(messages: FieldMessage[], words: (path: Path) => string): FieldMessage[] {
  clearMessages();
  const drawn = [...targets].flatMap((target) => {
    const path = target.path();
    return path && path.length > 0 ? [{ target, path }] : [];
  });
  const placed = new Map<MessageTarget, string[]>();
  const shown: FieldMessage[] = [];
  for (const message of messages) {
    const best = drawn
      .filter(({ path }) => startsWith(message.path, path))
      .reduce<(typeof drawn)[number] | undefined>(
        (deepest, candidate) => (!deepest || candidate.path.length > deepest.path.length ? candidate : deepest),
        undefined,
      );
    if (!best) continue;
    const text =
      best.path.length === message.path.length ? message.message : `${words(message.path)}: ${message.message}`;
    placed.set(best.target, [...(placed.get(best.target) ?? []), text]);
    shown.push(message);
  }
  for (const [target, texts] of placed) {
    showing.add(target);
    target.show(texts);
  }
  // Every field with a message is opened; the first in the form is focused and comes into view.
  const [first, ...rest] = [...placed.keys()].sort((a, b) => {
    const [one, other] = [a.anchor(), b.anchor()];
    if (!one || !other) return 0;
    return one.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  first?.reveal(true);
  for (const target of rest) target.reveal(false);
  return shown;
}
