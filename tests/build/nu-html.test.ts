/**
 * The W3C's Nu Html Checker (vnu-jar) over every built page and the 404 page: it knows the HTML standard's
 * content models and attribute rules that html-validate does not (`sizes` without `srcset`, a skipped heading
 * level). One Java process checks every file; errors only (its warnings are advice, not conformance).
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { BUILD_DIR, NOT_FOUND_FILE, builtPagePaths, pageFile } from "../support/built-site";

const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

it("every page, and the 404 page, has no error by the Nu Html Checker", async () => {
  const files = [...builtPagePaths().map(pageFile), NOT_FOUND_FILE];
  // The checker exits 1 when it reports errors; the report itself is what the test reads.
  const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error;
      return { stderr: error.stderr };
    },
  );
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  const problems = messages.map(
    (message) => `${fileURLToPath(message.url).slice(BUILD_DIR.length)}: ${message.message}${message.lastLine ? ` (line ${message.lastLine})` : ""}`,
  );
  expect(problems).toEqual([]);
});
