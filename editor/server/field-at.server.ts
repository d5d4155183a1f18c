/**
 * The field of a content file that holds a place in its text: a word the spell check flags at an offset becomes a
 * problem at ['entries', 2, 'pros', 1], which the form shows at that field. The YAML parser's node ranges say which
 * value spans the offset; in a guide or plain page, the frontmatter's fields and then the body.
 */
import { isMap, isNode, isScalar, isSeq, parseDocument } from "yaml";

type Path = Array<string | number>;

/** The offset of the first character of a 1-based line. */
export const lineOffset = (text: string, line: number) =>
  text.split("\n", line - 1).reduce((offset, each) => offset + each.length + 1, 0);

/** The path, inside `node`, of the deepest value whose text spans `offset` (a key's text counts as its value's). */
function pathIn(node: unknown, offset: number, path: Path): Path {
  if (isMap(node))
    for (const { key, value } of node.items) {
      if (!isScalar(key) || !key.range) continue;
      const end = isNode(value) && value.range ? value.range[2] : key.range[2];
      if (key.range[0] <= offset && offset < end) return pathIn(value, offset, [...path, String(key.value)]);
    }
  if (isSeq(node))
    for (const [index, item] of node.items.entries())
      if (isNode(item) && item.range && item.range[0] <= offset && offset < item.range[2])
        return pathIn(item, offset, [...path, index]);
  return path;
}

/** A guide's or plain page's frontmatter, between its first two '---' lines. */
const FRONTMATTER = /^---\n([\s\S]*?)^---\n/m;

/** The path of the field that holds `offset` in `file`'s `text`: [] for none (a comment, the file's first line). */
export function pathAt(file: string, text: string, offset: number): Path {
  if (!file.endsWith(".mdx")) return pathIn(parseDocument(text).contents, offset, []);
  const frontmatter = FRONTMATTER.exec(text);
  if (!frontmatter || offset >= frontmatter[0].length) return ["body"];
  const start = frontmatter.index + "---\n".length;
  return pathIn(parseDocument(frontmatter[1] ?? "").contents, offset - start, []);
}
