import { describe, expect, it } from "vitest";
import { takeHydrationData } from "./hydration-data.js";

/** The end of a page as React Router 7 writes it: its context, then the data it hydrates from, then the end of the stream. */
const ROUTER_DATA = (/** @type {string[]} */ chunks) =>
  `<script>window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>` +
  chunks
    .map(
      (chunk) =>
        `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replaceAll("<", "\\u003c")});</script>`,
    )
    .join("") +
  `<script>window.__reactRouterContext.streamController.close();</script>`;
const page = (/** @type {string} */ scripts) =>
  `<!DOCTYPE html><html><head></head><body><main>Text</main>${scripts}</body></html>`;

describe("takeHydrationData", () => {
  it("takes the data out of the page, whole and unescaped, and names its file by its content", () => {
    const chunks = ['[{"_1":2},"loaderData",', '{"title":"A \\"quoted\\" </script> title"}]'];
    const taken = takeHydrationData(page(ROUTER_DATA(chunks)), "page.html");
    expect(taken.data?.text).toBe(chunks.join(""));
    expect(taken.data?.url).toMatch(/^\/hydration\/[0-9a-f]{16}\.txt$/);
    expect(taken.html).not.toContain("enqueue");
    expect(taken.html).not.toContain("close()");
    expect(taken.html).toContain("window.__reactRouterContext.streamController = controller");
    expect(takeHydrationData(page(ROUTER_DATA([chunks.join("")])), "other.html").data?.url).toBe(taken.data?.url);
    expect(takeHydrationData(page(ROUTER_DATA(["[1]"])), "page.html").data?.url).not.toBe(taken.data?.url);
  });

  it("leaves a page without hydration data as it was", () => {
    expect(takeHydrationData(page(""), "page.html")).toEqual({ html: page(""), data: null });
  });

  it("stops the build, naming the file, when React Router writes its data in another form", () => {
    const changed = page(
      ROUTER_DATA(["[1]"]).replace("streamController.enqueue(", "streamController.enqueue(window.x + "),
    );
    expect(() => takeHydrationData(changed, "build/client/category/vpn.html")).toThrow(
      /^build\/client\/category\/vpn\.html: React Router's hydration data is not in the form this build step knows/,
    );
  });
});
