/**
 * The Vite plugins that make content files modules (MDX and YAML), in one list for everything that reads content:
 * the build, the dev server, the editor, the content check and the tests.
 */
import { mdxContent } from "./mdx-content.js";
import { yamlContent } from "./yaml-content.js";

/** @returns {import("vite").Plugin[]} */
export const contentPlugins = () => [mdxContent(), yamlContent()];
