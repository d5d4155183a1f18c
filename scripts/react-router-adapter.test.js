import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  finishPage,
  installedReactRouterVersion,
  REACT_ROUTER_VERSION,
  serverBuildFile,
  startScriptsAfterFirstPaint,
  takeHydrationData,
} from "./react-router-adapter.js";

/** The module script React Router writes at the end of a page. */
const ROUTER_SCRIPT = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/content-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/content":route1};

import("/assets/entry.client-4.js");</script>`;
const page = (/** @type {string} */ scripts) =>
  `<!DOCTYPE html><html><head></head><body><main>Text</main>${scripts}<script>window.x = 1;</script></body></html>`;

/**
 * Runs a rewritten script with a browser's frames, tasks and paint reports played by hand, and records the order
 * things happen in. `import()` cannot run outside a module, so the harness renames it to a recorder; `fetch` answers
 * with `served` and React Router's hydration stream records what it is fed. A browser with paint timing reports the
 * first contentful paint after the frame that painted it, later than a task queued from that frame without a
 * delay and sooner than one with a delay; `reportPaint: false` leaves it unreported, as for a page that paints no
 * content. `hideBeforePaint` hides the tab before that frame, as a reader switching tabs during the load does, and
 * such a tab never reports its first paint.
 * @param {string} html
 * @param {{ visibility?: "visible" | "hidden", paintTiming?: boolean, reportPaint?: boolean, hideBeforePaint?: boolean, served?: { ok: boolean, text: string } }} [options]
 */
async function run(
  html,
  {
    visibility = "visible",
    paintTiming = true,
    reportPaint = true,
    hideBeforePaint = false,
    served = { ok: true, text: "[data]" },
  } = {},
) {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  /** @type {string[]} */
  const events = [];
  /** @type {Array<() => void>} */
  const frames = [];
  /** @type {Array<{ callback: () => void, delay: number }>} */
  const tasks = [];
  /** @type {{ __reactRouterRouteModules?: Record<string, unknown>, __reactRouterContext: unknown }} */
  const window = {
    __reactRouterContext: {
      streamController: {
        enqueue: (/** @type {string} */ text) => events.push(`stream ${text}`),
        close: () => events.push("stream closed"),
      },
    },
  };
  const fetch = async (/** @type {string} */ url) => {
    events.push(`fetch ${url}`);
    return { ok: served.ok, status: served.ok ? 200 : 404, text: async () => served.text };
  };
  const load = async (/** @type {string} */ specifier) => {
    events.push(
      `import ${specifier}${specifier.includes("entry") ? ` with ${Object.keys(window.__reactRouterRouteModules ?? {}).join(",")}` : ""}`,
    );
    return { specifier };
  };
  /** Observers of paint entries, told of the first contentful paint once it is on screen. */
  const observers = new Set();
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint"] : [];
    /** @param {(list: { getEntriesByName: (name: string) => unknown[] }, observer: PerformanceObserver) => void} callback */
    constructor(callback) {
      this.callback = callback;
    }
    /** @param {{ type: string, buffered: boolean }} options */
    observe(options) {
      if (options.type === "paint" && options.buffered) observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  /** @type {Array<() => void>} */
  const visibilityListeners = [];
  const document = {
    visibilityState: visibility,
    addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
      if (type === "visibilitychange") visibilityListeners.push(listener);
    },
  };
  const script = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "load",
    "fetch",
    `return (async () => {${body.replaceAll("import(", "load(")}})();`,
  );
  await script(
    window,
    document,
    (/** @type {() => void} */ callback) => frames.push(callback),
    (/** @type {() => void} */ callback, delay = 0) => tasks.push({ callback, delay }),
    PerformanceObserver,
    load,
    fetch,
  );
  events.push("parsed");
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  if (hideBeforePaint) {
    document.visibilityState = "hidden";
    for (const listener of visibilityListeners.splice(0)) listener();
  } else {
    // The first frame: its callbacks run before it paints, and the paint is reported after the tasks they queued.
    for (const callback of frames.splice(0)) callback();
    events.push("painted");
    await settle();
    for (const task of tasks.filter(({ delay }) => delay === 0)) {
      tasks.splice(tasks.indexOf(task), 1);
      task.callback();
      await settle();
    }
    for (const observer of reportPaint ? [...observers] : []) {
      events.push("first paint reported");
      observer.callback(
        { getEntriesByName: (/** @type {string} */ name) => (name === "first-contentful-paint" ? [{ name }] : []) },
        observer,
      );
    }
  }
  await settle();
  // A hidden tab runs no frames.
  const framesRun = () => frames.length > 0 && document.visibilityState === "visible";
  while (framesRun() || tasks.length > 0) {
    if (framesRun()) {
      frames.shift()?.();
      events.push("painted");
    } else tasks.shift()?.callback();
    await settle();
  }
  return { events, window, observers };
}

describe("startScriptsAfterFirstPaint", () => {
  it("starts the same imports once the first paint is reported, and the entry only once the route modules are in", async () => {
    const { events, window, observers } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"));
    expect(events).toEqual([
      "parsed",
      "painted",
      "first paint reported",
      "import /assets/manifest-1.js",
      "import /assets/root-2.js",
      "import /assets/content-3.js",
      "import /assets/entry.client-4.js with root,routes/content",
    ]);
    expect(window.__reactRouterRouteModules?.root).toEqual({ specifier: "/assets/root-2.js" });
    expect(window.__reactRouterRouteModules?.["routes/content"]).toEqual({ specifier: "/assets/content-3.js" });
    expect(observers.size).toBe(0);
  });

  it("starts them in a task after the first frame where the browser has no paint timing", async () => {
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"), { paintTiming: false });
    expect(events.slice(0, 3)).toEqual(["parsed", "painted", "import /assets/manifest-1.js"]);
    expect(events).toContain("import /assets/entry.client-4.js with root,routes/content");
  });

  it("starts them from a task after the first frame when the first paint is never reported", async () => {
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"), { reportPaint: false });
    expect(events.slice(0, 3)).toEqual(["parsed", "painted", "import /assets/manifest-1.js"]);
    expect(events).toContain("import /assets/entry.client-4.js with root,routes/content");
  });

  it("starts them once, when the tab is hidden before its first paint, which it then never reports", async () => {
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"), {
      hideBeforePaint: true,
    });
    expect(events).toEqual([
      "parsed",
      "import /assets/manifest-1.js",
      "import /assets/root-2.js",
      "import /assets/content-3.js",
      "import /assets/entry.client-4.js with root,routes/content",
    ]);
  });

  it("fetches the page's hydration data with the imports, and feeds it to React Router's stream", async () => {
    const { events } = await run(
      startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html", "/hydration/0123456789abcdef.txt"),
    );
    expect(events.slice(0, 4)).toEqual([
      "parsed",
      "painted",
      "first paint reported",
      "fetch /hydration/0123456789abcdef.txt",
    ]);
    expect(events).toContain("import /assets/entry.client-4.js with root,routes/content");
    expect(events.filter((event) => event.startsWith("stream"))).toEqual(["stream [data]", "stream closed"]);
  });

  it("feeds nothing to the stream when the data cannot be fetched, so the page stays as prerendered", async () => {
    /** @type {unknown[]} */
    const rejections = [];
    const onRejection = (/** @type {unknown} */ reason) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    const { events } = await run(
      startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html", "/hydration/0123456789abcdef.txt"),
      {
        served: { ok: false, text: "<!DOCTYPE html>Not found" },
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", onRejection);
    expect(events.filter((event) => event.startsWith("stream"))).toEqual([]);
    expect(String(rejections[0])).toBe("Error: hydration data: 404");
  });

  it("starts at once in a hidden tab, which paints no frames", async () => {
    const { events } = await run(startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html"), {
      visibility: "hidden",
    });
    expect(events[0]).toBe("import /assets/manifest-1.js");
  });

  it("leaves the rest of the page and a page without the script as they were", () => {
    const rewritten = startScriptsAfterFirstPaint(page(ROUTER_SCRIPT), "page.html");
    expect(rewritten.replace(/<script type="module"[\s\S]*?<\/script>/, "")).toBe(page(""));
    expect(startScriptsAfterFirstPaint(page(""), "page.html")).toBe(page(""));
  });

  it("stops the build, naming the file, when React Router's script changes form", () => {
    const changed = page(
      ROUTER_SCRIPT.replace('import("/assets/entry.client-4.js");', 'import("/assets/entry.client-4.js").then(start);'),
    );
    expect(() => startScriptsAfterFirstPaint(changed, "build/client/category/vpn.html")).toThrow(
      /^build\/client\/category\/vpn\.html: React Router's module script has a line this build step does not know/,
    );
  });
});

/** The end of a page as React Router writes it: its context, then the data it hydrates from, then the end of the stream. */
const ROUTER_DATA = (/** @type {string[]} */ chunks) =>
  `<script>window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>` +
  chunks
    .map(
      (chunk) =>
        `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replaceAll("<", "\\u003c")});</script>`,
    )
    .join("") +
  `<script>window.__reactRouterContext.streamController.close();</script>`;

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

describe("the React Router this module was written for", () => {
  it("is the one installed, in every package of it", () => {
    expect(installedReactRouterVersion()).toBe(REACT_ROUTER_VERSION);
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    for (const name of ["react-router", "@react-router/dev", "@react-router/node"])
      expect(manifest.dependencies[name] ?? manifest.devDependencies[name], name).toBe(REACT_ROUTER_VERSION);
  });
});

describe("serverBuildFile", () => {
  it("names the server build's entry, and stops the build naming the folder when React Router left none", () => {
    const dir = mkdtempSync(join(tmpdir(), "top5-server-build-"));
    try {
      expect(() => serverBuildFile(dir)).toThrow(`React Router left no server build at ${join(dir, "index.js")}`);
      writeFileSync(join(dir, "index.js"), "");
      expect(serverBuildFile(dir)).toBe(join(dir, "index.js"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("finishPage", () => {
  it("drops the modulepreload links, takes the data out and starts the scripts after the first paint", () => {
    const html = page(ROUTER_SCRIPT).replace(
      "<head>",
      '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
    );
    const finished = finishPage(html.replace("</body>", `${ROUTER_DATA(['[{"_1":2}]'])}</body>`), "page.html");
    expect(finished.html).not.toContain("modulepreload");
    expect(finished.html).not.toContain("streamController.enqueue");
    expect(finished.hydration?.text).toBe('[{"_1":2}]');
    expect(finished.html).toContain(`fetch(${JSON.stringify(finished.hydration?.url)})`);
  });
});
