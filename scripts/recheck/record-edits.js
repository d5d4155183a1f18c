/**
 * Edits a content record in place, keeping the file as written apart from the lines that change: each new value
 * replaces the old one's characters, and an earlier value goes first in the record's `history` (newest first).
 */
import { isMap, isScalar, isSeq, parseDocument, stringify } from "yaml";

/**
 * @typedef {Array<string | number>} FieldPath where a fact sits in its record: ['price'], ['facts', 3], or [] for a
 *   shared fact's file
 * @typedef {Record<string, unknown>} EarlierValue an entry of `history` (content/schema/primitives.ts)
 */

/** A value as YAML writes it on one line. @param {unknown} value */
const inline = (value) => stringify(value, { lineWidth: 0 }).trimEnd();

/**
 * The record with the fact at `at` given `changes` (each field it already has) and, if given, `earlier` added to
 * the front of its history.
 * @param {string} source the file's text
 * @param {FieldPath} at
 * @param {Record<string, unknown>} changes
 * @param {EarlierValue} [earlier]
 */
export function editRecord(source, at, changes, earlier) {
  const document = parseDocument(source);
  /** @type {Array<[number, number, string]>} */
  const edits = [];
  for (const [key, value] of Object.entries(changes)) {
    const node = document.getIn([...at, key], true);
    if (!isScalar(node) || !node.range) throw new Error(`${[...at, key].join(".")} is not a field of this record`);
    edits.push([node.range[0], node.range[1], inline(value)]);
  }
  if (earlier) edits.push(historyInsert(source, document, earlier));
  let edited = source;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    edited = edited.slice(0, start) + text + edited.slice(end);
  return edited;
}

/**
 * Where and what to write so `earlier` is the first entry of the record's history.
 * @param {string} source @param {import("yaml").Document} document @param {EarlierValue} earlier
 * @returns {[number, number, string]}
 */
function historyInsert(source, document, earlier) {
  const history = isMap(document.contents) ? document.contents.get("history", true) : undefined;
  const [first] = isSeq(history) && !history.flow ? history.items : [];
  const range = rangeOf(first);
  if (range) {
    const lineStart = source.lastIndexOf("\n", range[0]) + 1;
    // The item's text starts after its dash: indent the new item as the existing ones are.
    const indent = source.slice(lineStart, range[0]).replace(/-\s*$/, "");
    return [lineStart, lineStart, item(earlier, indent)];
  }
  const empty = history !== undefined ? emptyHistory(document) : undefined;
  if (empty) return [empty[0], empty[1], `history:\n${item(earlier, "  ")}`.trimEnd()];
  const end = source.length;
  return [end, end, `${source.endsWith("\n") ? "" : "\n"}history:\n${item(earlier, "  ")}`];
}

/** One history entry as block YAML, each line indented. @param {EarlierValue} earlier @param {string} indent */
function item(earlier, indent) {
  return stringify([earlier], { lineWidth: 0 })
    .split("\n")
    .filter(Boolean)
    .map((line) => `${indent}${line}\n`)
    .join("");
}

/** A YAML node's place in its file. @param {unknown} node @returns {[number, number, number] | undefined} */
function rangeOf(node) {
  return node && typeof node === "object" && "range" in node
    ? /** @type {[number, number, number] | undefined} */ (node.range ?? undefined)
    : undefined;
}

/** Where an empty `history: []` is written, to replace it. @param {import("yaml").Document} document */
function emptyHistory(document) {
  if (!isMap(document.contents)) return undefined;
  const pair = document.contents.items.find((entry) => isScalar(entry.key) && entry.key.value === "history");
  const key = rangeOf(pair?.key);
  const value = rangeOf(pair?.value);
  return key && value ? /** @type {[number, number]} */ ([key[0], value[1]]) : undefined;
}
