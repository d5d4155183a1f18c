/**
 * What the browser tests read of the real content, loaded through Vite's module runner with the build's plugins by
 * content.ts: the content files are YAML and MDX, and the page kinds find them with import.meta.glob, none of which a
 * plain import can load. The content is loaded here, while the runner is open, since its globs load lazily.
 */
import { loadContent } from "../../app/content/content.server";

export const content = await loadContent();
export { pageKinds, rated } from "../../app/content/page-kinds.server";
export { default as site } from "../../app/content/site-text";
export { default as priorities } from "../../app/content/priorities-text";
export { fillIn } from "../../app/lib/format";
