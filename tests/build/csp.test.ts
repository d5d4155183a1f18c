/** Each page's Content-Security-Policy allows exactly the inline scripts the page holds, by hash, and nothing inline else. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { builtPage, builtPagePaths } from "../support/built-site";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe.each([...builtPagePaths(), "404"])("%s", (path) => {
  it("allows by hash exactly its inline scripts, and no 'unsafe-inline' script", () => {
    const { document, html } = builtPage(path);
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
    // The policy must come before any script it governs.
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const allowed = scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
    // The raw HTML, not the DOM: the hash covers the script text exactly as the browser receives it.
    const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
      .filter(
        ([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
      )
      .map(([, , body = ""]) => body)
      .filter((body) => body.length > 0);
    expect(inline.length).toBeGreaterThan(0);
    expect([...new Set(allowed)].sort()).toEqual([...new Set(inline.map(hash))].sort());
    expect(policy).toContain("object-src 'none'");
  });
});
