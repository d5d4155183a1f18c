/**
 * A content file's text from the form's data, and back. A change is written into the file as it was (a YAML
 * document edited in place), so the diff shows what the writer changed and the file keeps its quoting, order and
 * comments; the same text is what /api/check validates before Decap writes it.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Document, type Node } from "yaml";

type Data = Record<string, unknown>;

/** Long lines stay whole: a sentence broken across lines makes every later edit of it a diff of many lines. */
const OUTPUT = { lineWidth: 0, flowCollectionPadding: false };

const sameValue = (node: unknown, value: unknown) =>
  JSON.stringify(node && typeof node === "object" && "toJSON" in node ? (node as Node).toJSON() : node) ===
  JSON.stringify(value);

/** `node` changed to hold `value`, keeping every part of it that already did; a new node where the shape differs. */
function edited(document: Document, node: unknown, value: unknown): unknown {
  if (sameValue(node, value)) return node;
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    node.value = value;
    return node;
  }
  if (isMap(node) && value && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Data);
    node.items = node.items.filter((pair) => isScalar(pair.key) && String(pair.key.value) in value);
    const at = (key: string) => node.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === key);
    entries.forEach(([key, item], index) => {
      const pair = node.items[at(key)];
      if (pair) {
        pair.value = edited(document, pair.value, item);
        return;
      }
      // A new key goes after the nearest key before it in the data that the file has (the data is in the form's
      // order), so it lands where the schema has it rather than at the end.
      const before = entries
        .slice(0, index)
        .map(([name]) => at(name))
        .filter((position) => position >= 0)
        .at(-1);
      node.items.splice(before === undefined ? 0 : before + 1, 0, document.createPair(key, item));
    });
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) =>
      index < node.items.length ? edited(document, node.items[index], item) : document.createNode(item),
    );
    return node;
  }
  return document.createNode(value);
}

/**
 * Decap keeps a value a writer cleared as an empty string, and starts a new entry's lists empty; the content files
 * leave such fields out. An empty list a file already has stays, as written.
 */
function withoutEmpty(value: unknown, lists: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutEmpty(item, lists));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([, item]) =>
            item !== undefined && item !== null && item !== "" && !(lists && Array.isArray(item) && item.length === 0),
        )
        .map(([key, item]) => [key, withoutEmpty(item, lists)]),
    );
  return value;
}

/** The YAML of `data`, written into `original` (the file as loaded) when there is one. */
export function yamlText(data: Data, original?: string): string {
  const clean = withoutEmpty(data, original === undefined);
  const document = original === undefined ? undefined : parseDocument(original);
  if (!document || document.errors.length > 0) return stringify(clean, OUTPUT);
  document.contents = edited(document, document.contents, clean) as typeof document.contents;
  return document.toString(OUTPUT);
}

/** A guide's or plain page's file: its YAML frontmatter between '---' lines, then its MDX body as it was written. */
const FRONTMATTER = /^---\n([\s\S]*?)^---\n/m;

export function parseYaml(text: string): Data {
  return (parse(text) as Data | null) ?? {};
}

export function parseMdx(text: string): Data {
  const match = FRONTMATTER.exec(text);
  return { ...parseYaml(match?.[1] ?? ""), body: text.slice(match?.[0].length ?? 0) };
}

export function mdxText({ body, ...frontmatter }: Data, original?: string): string {
  const before = original === undefined ? undefined : FRONTMATTER.exec(original)?.[1];
  return `---\n${yamlText(frontmatter, before)}---\n${typeof body === "string" ? body : ""}`;
}
