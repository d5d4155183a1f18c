import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { textProblems } from "./text.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** A copy of the project's content and spelling settings, which a test may change. */
const copy = mkdtempSync(join(tmpdir(), "top5-text-"));
cpSync(join(ROOT, "content"), join(copy, "content"), { recursive: true });
cpSync(join(ROOT, "cspell.json"), join(copy, "cspell.json"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const GUIDE = "content/guides/agile-vs-waterfall.mdx";
/** @param {string} file @param {string} text */
const append = (file, text) => writeFileSync(join(copy, file), `${readFileSync(join(copy, file), "utf8")}${text}`);

describe("textProblems, which check:content and the build both run", () => {
  it("finds nothing in the real content", async () => {
    expect(await textProblems(ROOT)).toEqual([]);
  });

  it("names an unknown word and a British spelling at their line, and knows a new product's name", async () => {
    const lines = readFileSync(join(copy, GUIDE), "utf8").split("\n").length;
    append(GUIDE, "\nThe Zwoxbar and Qelvino apps show the colour.\n");
    writeFileSync(join(copy, "content/products/qelvino.yaml"), "name: Qelvino\n");
    const problems = await textProblems(copy);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${GUIDE}: line ${lines + 1}: "Zwoxbar" is not a US English word`)),
      `${GUIDE}: line ${lines + 1}: "colour" is the British spelling; write "color"`,
    ]);
    append("content/dictionary.yaml", "  - Zwoxbar\n");
    expect(await textProblems(copy)).toEqual([
      `${GUIDE}: line ${lines + 1}: "colour" is the British spelling; write "color"`,
    ]);
  });

  it("places each problem in its own file and line, in the last file of a kind as in a middle one", async () => {
    const last = "content/guides/wordpress-hosting.mdx";
    const list = "content/lists/category/banking.yaml";
    const before = { last: readFileSync(join(copy, last), "utf8"), list: readFileSync(join(copy, list), "utf8") };
    writeFileSync(join(copy, last), `Flurbish opens the page.\n${before.last}`);
    append(list, "# a Glarbonic note\n");
    const problems = await textProblems(copy);
    expect(problems.filter((problem) => /Flurbish|Glarbonic/.test(problem))).toEqual([
      expect.stringMatching(new RegExp(`^${last}: line 1: "Flurbish" is not a US English word`)),
      expect.stringMatching(new RegExp(`^${list}: line ${before.list.split("\n").length}: "Glarbonic" is not`)),
    ]);
    writeFileSync(join(copy, last), before.last);
    writeFileSync(join(copy, list), before.list);
  });

  it("stops when cspell.json is missing, rather than passing every spelling", async () => {
    const bare = mkdtempSync(join(tmpdir(), "top5-text-bare-"));
    cpSync(join(ROOT, "content"), join(bare, "content"), { recursive: true });
    try {
      await expect(textProblems(bare)).rejects.toThrow(/^cspell\.json: /);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
