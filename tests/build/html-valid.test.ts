/**
 * html-validate over every built HTML file. The rule set is .htmlvalidate.json: the recommended rules
 * minus those that flag valid HTML the toolchain writes on purpose: React's camelCase attributes
 * (attr-case) and useId ids (valid-id), style attributes for reserved image boxes (no-inline-style and
 * the style-only rules), and title length (long-title), which the content model already limits
 * (content/schema/primitives.ts).
 */
import { FileSystemConfigLoader, HtmlValidate } from "html-validate/node";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BUILD_DIR, builtPagePaths, pageFile } from "../support/built-site";

it("every page, and the 404 page, is valid HTML", async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = [...builtPagePaths().map(pageFile), join(BUILD_DIR, "404.html")];
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(
          `${file.slice(BUILD_DIR.length)}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
        );
    }
  }
  expect(problems).toEqual([]);
});
