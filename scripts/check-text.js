/**
 * The build's first step: what the content says (content-checks/text.js: US English, one fact in one place, review
 * wording) stops the build as it stops `npm run check:content`, before anything is bundled. It runs as its own
 * process so that the memory it takes with many pages is given back before the pages render
 * (docs/decisions/047-spell-check-one-document-a-language.md).
 */
import { fileURLToPath } from "node:url";
import { textProblems } from "./content-checks/text.js";

const started = performance.now();
const problems = await textProblems(fileURLToPath(new URL("..", import.meta.url)));
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log(`check-text: content text checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
