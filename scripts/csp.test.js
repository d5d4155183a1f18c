import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withPolicy } from "./csp.js";

const sha = (/** @type {string} */ body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
const page = (/** @type {string} */ head) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body></body></html>`;
const policyOf = (/** @type {string} */ html) =>
  /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
const scriptSrc = (/** @type {string} */ html) =>
  policyOf(html)
    .split("; ")
    .find((directive) => directive.startsWith("script-src ")) ?? "";

describe("withPolicy", () => {
  it("allows exactly the page's executable inline scripts by hash, once each", () => {
    const html = withPolicy(
      page(
        '<script>window.__ctx = {"a":1};</script><script type="module">import "/assets/x.js";</script><script>window.__ctx = {"a":1};</script>' +
          '<script type="application/ld+json">{"@type":"WebSite"}</script><script src="/assets/y.js"></script><script></script>',
      ),
    );
    const hashes = scriptSrc(html)
      .split(" ")
      .filter((source) => source.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/x.js";')].sort());
    expect(scriptSrc(html)).not.toContain(sha('{"@type":"WebSite"}'));
    expect(scriptSrc(html)).not.toContain("'unsafe-inline'");
  });

  it("puts the policy right after the charset, before any script, and refuses a page without one", () => {
    const html = withPolicy(page("<script>1</script>"));
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script>"));
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(html.indexOf("Content-Security-Policy"));
    expect(() => withPolicy("<html><head></head></html>")).toThrow(/charSet/);
  });

  it("replaces a policy the page already has with one for its scripts as they are now", () => {
    const before = withPolicy(page("<script>1</script>"));
    const after = withPolicy(before.replace("<script>1</script>", "<script>2</script>"));
    expect(after.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(scriptSrc(after)).toContain(sha("2"));
    expect(scriptSrc(after)).not.toContain(sha("1"));
  });

  it("never allows eval or compiling WebAssembly, on any page (the search runs in plain JavaScript)", () => {
    expect(scriptSrc(withPolicy(page("")))).not.toMatch(/unsafe-eval/);
  });

  it("never allows plugins and keeps forms and the base URL on the site", () => {
    const policy = policyOf(withPolicy(page("")));
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(policy).toContain(directive);
  });
});
