/**
 * Each page's hydration data is a file of its own, fetched by the page after its first paint, not a script inside
 * the page (decision 018); the browser tests check that every page they open hydrates from it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_DIR, builtPage, builtPagePaths, hydrationDataUrl } from "../support/built-site";

describe.each([...builtPagePaths(), "404"])("%s", (path) => {
  it("fetches its hydration data from a file named by its content, and carries none inline", () => {
    const { html } = builtPage(path);
    expect(html).not.toContain("streamController.enqueue");
    const url = hydrationDataUrl(html) ?? "";
    expect(url, "the page's module script fetches its hydration data").toMatch(/^\/hydration\/[0-9a-f]{16}\.txt$/);
    const file = join(BUILD_DIR, url);
    expect(existsSync(file), `${url} is in the build`).toBe(true);
    const data = readFileSync(file, "utf8");
    // React Router's turbo-stream of the hydration context.
    expect(data.startsWith("[{")).toBe(true);
    expect(data).toContain('"loaderData"');
  });
});
