import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "top5-check-text-"));
for (const entry of ["content", "scripts", "cspell.json"])
  cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const checkText = () => spawnSync(process.execPath, [join(copy, "scripts", "check-text.js")], { encoding: "utf8" });

describe("the build's text check step", () => {
  it("comes before anything is bundled", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(scripts.build).toMatch(/^node scripts\/check-text\.js && /);
  });

  it("passes the real content and stops on a British spelling with its file and line", () => {
    expect(checkText().status).toBe(0);
    const guide = join(copy, "content", "guides", "vpn-protocols.mdx");
    writeFileSync(guide, `${readFileSync(guide, "utf8")}\nThe colour of the tunnel.\n`);
    const result = checkText();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Content check failed \(1 problem\):\ncontent\/guides\/vpn-protocols\.mdx: line \d+: "colour" is the British spelling; write "color"$/m,
    );
  });
});
