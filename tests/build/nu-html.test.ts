/**
 * The W3C's Nu Html Checker (vnu-jar) over every built page and the 404 page: it knows the HTML standard's
 * content models and attribute rules that html-validate does not (`sizes` without `srcset`, a skipped heading
 * level). One Java process checks every file; errors only (its warnings are advice, not conformance).
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { NOT_FOUND_FILE, builtPagePaths, pageFile } from "../support/built-site";

// The package's export is the jar's path; its own runner would download a Java build rather than use Debian's.
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

it("every page, and the 404 page, has no error by the Nu Html Checker", async () => {
  const pageOfFile = new Map<string, string>([
    ...builtPagePaths().map((path): [string, string] => [pageFile(path), path]),
    [NOT_FOUND_FILE, "404"],
  ]);
  // The checker exits 1 when it reports errors; the report itself is what the test reads.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...pageOfFile.keys()],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string; code?: number }) => {
    if (error.code !== 1 || !error.stderr) throw error;
    return { stderr: error.stderr };
  });
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  const problems = messages.map((message) => {
    // A message the checker could not tie to a file (a non-document error) is named by its type.
    const file = message.url?.startsWith("file:") ? fileURLToPath(message.url) : message.url;
    const page = (file && pageOfFile.get(file)) || file || message.type;
    return `${page}: ${message.message}${message.lastLine ? ` (line ${message.lastLine})` : ""}`;
  });
  expect(problems).toEqual([]);
});
