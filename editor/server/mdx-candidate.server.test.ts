import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MDXContent } from "mdx/types";
import { afterEach, describe, expect, it } from "vitest";
import { mdxHtml } from "../../app/content/mdx.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { mdxCandidate } from "./mdx-candidate.server";

const GUIDE = "content/guides/vpn-protocols.mdx";
const read = (file: string) => readFileSync(file, "utf8");

describe("an MDX file's module, made without evaluating it", () => {
  it("exports what the build's module exports and renders the same HTML, for every MDX file of the site", async () => {
    const files = { ...pageKinds.guide.files, ...pageKinds.plain.files };
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const [key, load] of Object.entries(files)) {
      const file = key.slice(1);
      const { default: built, ...builtExports } = (await load()) as { default: MDXContent };
      const { default: drawn, ...drawnExports } = await mdxCandidate(file, read(file));
      expect(drawnExports, file).toEqual(builtExports);
      expect(mdxHtml(drawn as MDXContent), file).toBe(mdxHtml(built));
    }
  });

  it("keeps a comment out of the page, as the build does", async () => {
    const text = read(GUIDE).replace("\n## ", "\n{/* A note to the next writer. */}\n\n## ");
    const { default: body } = await mdxCandidate(GUIDE, text);
    expect(mdxHtml(body as MDXContent)).toBe(mdxHtml((await mdxCandidate(GUIDE, read(GUIDE))).default as MDXContent));
  });
});

describe("code in an MDX file is refused at its line, and never runs", () => {
  const marker = join(tmpdir(), `top5-mdx-ran-${process.pid}.txt`);
  const write = `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran")`;
  afterEach(() => rmSync(marker, { force: true }));

  /** The guide with `line` added after its front matter, and where that line is. */
  function withLine(line: string) {
    const text = read(GUIDE).replace(/\n---\n/, `\n---\n\n${line}\n`);
    return { text, line: text.split("\n").indexOf(line) + 1 };
  }

  it.each([
    ["an export", `export const planted = ${write};`, /^import and export are code/],
    ["an import", `import fs from "node:fs";`, /^import and export are code/],
    ["an expression", `The year is {${write}}.`, /^a \{…\} expression is code/],
    ["a value that is code", `<Callout title={${write}}>Text</Callout>`, /^title=\{…\} in <Callout> is code/],
    ["a list holding code", `<ProsCons pros={["Fast", ${write}]} cons={[]} />`, /^pros=\{…\} in <ProsCons> is code/],
    ["spread values", `<Callout {...{ title: ${write} }}>Text</Callout>`, /^a \{…\} in <Callout> is code/],
    ["a tag that is no component", `<iframe srcDoc="<script>alert(1)</script>" />`, /^<iframe> is not one of/],
  ])("%s", async (_, added, reason) => {
    const { text, line } = withLine(added);
    const refused = await mdxCandidate(GUIDE, text).then(
      () => undefined,
      (error: { line?: number; reason?: string }) => error,
    );
    expect(refused?.reason).toMatch(reason);
    expect(refused?.line).toBe(line);
    expect(existsSync(marker)).toBe(false);
  });
});
