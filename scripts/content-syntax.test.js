import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { mdxSyntaxError } from "./content-syntax.js";
import { parseContentYaml } from "./yaml-content.js";

describe("a content file that does not parse", () => {
  it("YAML: the file, the line and one sentence with the fix, no stack", () => {
    const text = 'title: Best VPN Services\ntagline: "Five VPNs\nicon: shield\n';
    const error = (() => {
      try {
        parseContentYaml(text, "content/lists/category/vpn.yaml");
      } catch (thrown) {
        return /** @type {Error} */ (thrown);
      }
    })();
    expect(error?.message).toBe(
      'content/lists/category/vpn.yaml: line 2: Missing closing "quote; check the quotes, colons and indentation there',
    );
    expect(error?.stack).toBe(error?.message);
  });

  it("YAML: a key written twice", () => {
    expect(() => parseContentYaml("title: A\ntitle: B\n", "content/home.yaml")).toThrow(
      /^content\/home\.yaml: line 2: Map keys must be unique; check/,
    );
  });

  it("MDX: the line, also where the compiler gives it only inside its message", async () => {
    const error = await compile("# Title\n\nText\n\n<Callout>\n").then(
      () => undefined,
      (thrown) => mdxSyntaxError("content/guides/git-basics.mdx", thrown),
    );
    expect(error?.message).toBe(
      "content/guides/git-basics.mdx: line 5: Expected a closing tag for `<Callout>`; check the tags and braces on that line",
    );
  });
});
