/**
 * Interactive components inside MDX bodies. At build time an island renders as a marker in the body's HTML,
 * carrying its props; the page splits the HTML at each marker and renders the real component there, so only
 * islands ship JavaScript, and the prerendered page still shows them (they render on the server too).
 */
import type { ComponentProps } from "react";
import { SafetyChecklist } from "./safety-checklist";

export const islands = {
  "safety-checklist": SafetyChecklist,
} as const;

export type IslandName = keyof typeof islands;
export type IslandProps = ComponentProps<(typeof islands)[IslandName]>;

const isIslandName = (name: string): name is IslandName => name in islands;

/** The marker an island leaves in the rendered HTML (see IslandMarker); `splitAtIslands` finds it again. */
const MARKER = /<template data-island="([a-z-]+)" data-props="([^"]*)"><\/template>/;

/** What React escapes in an attribute value, and back. */
const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const unescapeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/** What an island renders as at build time, inside a body's static HTML. */
export function IslandMarker({ name, props }: { name: IslandName; props: IslandProps }) {
  return <template data-island={name} data-props={JSON.stringify(props)} />;
}

/** HTML parts and islands, alternating: html, island, html, ... */
export function splitAtIslands(html: string): Array<{ html: string } | { island: IslandName; props: IslandProps }> {
  const parts = html.split(MARKER);
  const result: Array<{ html: string } | { island: IslandName; props: IslandProps }> = [];
  for (let index = 0; index < parts.length; index += 3) {
    result.push({ html: parts[index] ?? "" });
    const name = parts[index + 1];
    if (name === undefined) continue;
    if (!isIslandName(name)) throw new Error(`Unknown island ${name}`);
    result.push({ island: name, props: JSON.parse(unescapeAttribute(parts[index + 2] ?? "{}")) as IslandProps });
  }
  return result;
}
