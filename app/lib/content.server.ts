/**
 * The one content loader: every route reads content through `content`. It runs at build time only
 * (loaders of prerendered pages), so no content file ends up in the browser's JavaScript.
 */
import { contentFiles } from "./content-files";
import { buildRegistry, contentFileName } from "./content-registry";

/** A '##' or '###' heading of an MDX body, as mdx.config.js exports it. */
export interface MdxHeading {
  depth: 2 | 3;
  text: string;
  id: string;
}

export const content = buildRegistry(contentFiles);

const headings = new Map(
  Object.entries(import.meta.glob<MdxHeading[]>("/content/{guides,pages}/*.mdx", { eager: true, import: "headings" })).map(([key, value]) => [
    contentFileName(key),
    value,
  ]),
);

/** The jump links of an MDX content file, e.g. 'content/guides/vpn-protocols.mdx'. */
export function headingsOf(file: string): MdxHeading[] {
  return headings.get(file) ?? [];
}
