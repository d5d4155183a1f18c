import { describe, expect, it } from "vitest";
import { startScriptsAfterFirstPaint } from "./after-first-paint.js";

/** The module script React Router 7 writes at the end of a page. */
const ROUTER_SCRIPT = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/content-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/content":route1};

import("/assets/entry.client-4.js");</script>`;
const page = (/** @type {string} */ scripts) =>
  `<!DOCTYPE html><html><head></head><body><main>Text</main>${scripts}<script>window.x = 1;</script></body></html>`;

/**
 * Runs a rewritten script with a browser's frame and task queues played by hand, and records the order things
 * happen in. `import()` cannot run outside a module, so the harness renames it to a recorder; `fetch` answers with
 * `served` and React Router's hydration stream records what it is fed.
 * @param {string} html @param {"visible" | "hidden"} visibility
 * @param {{ ok: boolean, text: string }} served
 */
async function run(html, visibility = "visible", served = { ok: true, text: "[data]" }) {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  /** @type {string[]} */
  const events = [];
  /** @type {Array<() => void>} */
  const frames = [];
  /** @type {Array<() => void>} */
  const tasks = [];
  /** @type {{ __reactRouterRouteModules?: Record<string, unknown>, __reactRouterContext: unknown }} */
  const window = {
    __reactRouterContext: {
      streamController: { enqueue: (/** @type {string} */ text) => events.push(`stream ${text}`), close: () => events.push("stream closed") },
    },
  };
  const fetch = async (/** @type {string} */ url) => {
    events.push(`fetch ${url}`);
    return { ok: served.ok, status: served.ok ? 200 : 404, text: async () => served.text };
  };
  const load = async (/** @type {string} */ specifier) => {
    events.push(`import ${specifier}${specifier.includes("entry") ? ` with ${Object.keys(window.__reactRouterRouteModules ?? {}).join(",")}` : ""}`);
    return { specifier };
  };
  const script = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    "fetch",
    `return (async () => {${body.replaceAll("import(", "load(")}})();`,
  );
  await script(
    window,
    { visibilityState: visibility },
    (/** @type {() => void} */ callback) => frames.push(callback),
    (/** @type {() => void} */ callback) => tasks.push(callback),
    load,
    fetch,
  );
  events.push("parsed");
  while (frames.length > 0 || tasks.length > 0) {
    if (frames.length > 0) {
      frames.shift()?.();
      events.push("painted");
    } else tasks.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { events, window };
}

describe("startScriptsAfterFirstPaint", () => {
  it("starts the same imports only after the first paint, and the entry only once the route modules are in", async () => {
    const { events, window } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"));
    expect(events).toEqual([
      "parsed",
      "painted",
      "import /assets/manifest-1.js",
      "import /assets/root-2.js",
      "import /assets/content-3.js",
      "import /assets/entry.client-4.js with root,routes/content",
    ]);
    expect(window.__reactRouterRouteModules?.root).toEqual({ specifier: "/assets/root-2.js" });
    expect(window.__reactRouterRouteModules?.["routes/content"]).toEqual({ specifier: "/assets/content-3.js" });
  });

  it("fetches the page's hydration data with the imports, and feeds it to React Router's stream", async () => {
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html", "/hydration/0123456789abcdef.txt"));
    expect(events.slice(0, 3)).toEqual(["parsed", "painted", "fetch /hydration/0123456789abcdef.txt"]);
    expect(events).toContain("import /assets/entry.client-4.js with root,routes/content");
    expect(events.filter((event) => event.startsWith("stream"))).toEqual(["stream [data]", "stream closed"]);
  });

  it("feeds nothing to the stream when the data cannot be fetched, so the page stays as prerendered", async () => {
    /** @type {unknown[]} */
    const rejections = [];
    const onRejection = (/** @type {unknown} */ reason) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html", "/hydration/0123456789abcdef.txt"), "visible", {
      ok: false,
      text: "<!DOCTYPE html>Not found",
    });
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", onRejection);
    expect(events.filter((event) => event.startsWith("stream"))).toEqual([]);
    expect(String(rejections[0])).toBe("Error: hydration data: 404");
  });

  it("starts at once in a hidden tab, which paints no frames", async () => {
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"), "hidden");
    expect(events[0]).toBe("import /assets/manifest-1.js");
  });

  it("leaves the rest of the page and a page without the script as they were", () => {
    const rewritten = startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html");
    expect(rewritten.replace(/<script type="module"[\s\S]*?<\/script>/, "")).toBe(page(""));
    expect(startScriptsAfterFirstPaint(page(""), "page.html")).toBe(page(""));
  });

  it("stops the build, naming the file, when React Router's script changes form", () => {
    const changed = page(ROUTER_SCRIPT.replace('import("/assets/entry.client-4.js");', 'import("/assets/entry.client-4.js").then(start);'));
    expect(() => startScriptsAfterFirstPaint(changed, "build/client/category/vpn.html")).toThrow(
      /^build\/client\/category\/vpn\.html: React Router's module script has a line this build step does not know/,
    );
  });
});
