/**
 * The two file formats Decap reads and writes the content in. Decap hands a format only the form's data; the file
 * as it was loaded, which the change is written into, comes from the save in progress (see writingOver).
 */
import type { CMS } from "decap-cms-core";
import { withoutEditorFields } from "./entry-files";
import { mdxText, parseMdx, parseYaml, yamlText } from "./file-text";

let original: string | undefined;

/** Called by the save before Decap writes: the next file written is a change of `text`. */
export function writingOver(text: string | undefined) {
  original = text;
}

export function registerFormats(cms: CMS, names: { yaml: string; mdx: string }) {
  cms.registerCustomFormat(names.yaml, "yaml", {
    fromFile: parseYaml,
    toFile: (data) => yamlText(withoutEditorFields(data as Record<string, unknown>), original),
  });
  cms.registerCustomFormat(names.mdx, "mdx", {
    fromFile: parseMdx,
    toFile: (data) => mdxText(withoutEditorFields(data as Record<string, unknown>), original),
  });
}
