/**
 * Interactive components inside MDX bodies. At build time an island renders as a marker in the body's
 * HTML; the page splits the HTML at each marker and renders the real component there, so only islands
 * ship JavaScript, and the prerendered page still shows them (they render on the server too).
 */
import { SafetyChecklist } from "./safety-checklist";

export const islands = {
  "safety-checklist": SafetyChecklist,
} as const;

export type IslandName = keyof typeof islands;

const isIslandName = (name: string): name is IslandName => name in islands;

/** The marker an island leaves in the rendered HTML (see IslandMarker); `splitAtIslands` finds it again. */
const MARKER = /<template data-island="([a-z-]+)"><\/template>/;

/** What an island renders as at build time, inside a body's static HTML. */
export function IslandMarker({ name }: { name: IslandName }) {
  return <template data-island={name} />;
}

/** HTML parts and island names, alternating: html, island, html, ... */
export function splitAtIslands(html: string): Array<{ html: string } | { island: IslandName }> {
  return html.split(MARKER).map((part, index) => {
    if (index % 2 === 0) return { html: part };
    if (!isIslandName(part)) throw new Error(`Unknown island ${part}`);
    return { island: part };
  });
}
