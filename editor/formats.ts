/**
 * The two file formats Decap reads and writes the content in. Decap hands a format only the form's data; the file
 * as it was loaded, which the change is written into, and the form's fields, whose order the file follows, come
 * from the save in progress (see writingOver).
 */
import type { CMS, CmsField } from "decap-cms-core";
import { withoutEditorFields } from "./entry-files";
import { mdxText, parseMdx, parseYaml, yamlText } from "./file-text";
import { inFormOrder } from "./form-order";

let original: string | undefined;
let fields: readonly CmsField[] = [];

/** Called by the save before Decap writes: the next file written is a change of `text`, by the form of `form`. */
export function writingOver(text: string | undefined, form: readonly CmsField[]) {
  original = text;
  fields = form;
}

const fileData = (data: object) => inFormOrder(withoutEditorFields(data as Record<string, unknown>), fields);

export function registerFormats(cms: CMS, names: { yaml: string; mdx: string }) {
  cms.registerCustomFormat(names.yaml, "yaml", {
    fromFile: parseYaml,
    toFile: (data) => yamlText(fileData(data), original),
  });
  cms.registerCustomFormat(names.mdx, "mdx", {
    fromFile: parseMdx,
    toFile: (data) => mdxText(fileData(data), original),
  });
}
