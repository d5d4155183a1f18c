/**
 * React Router writes the data a page hydrates from into the page itself, as an inline script that feeds it to the
 * hydration stream. On a list that is about 2 KB of the compressed page, and what pushed the lists just past what
 * a new connection's first round trip carries (about 13.8 KB with our headers), so their first paint waited one
 * more round trip than the same page without scripts. This build step moves that data to a file of its own, named
 * by a hash of its content (cached for good, like the assets), which the page fetches with its scripts after the
 * first paint (after-first-paint.js) and feeds to the same stream. Decision 018.
 */
import { createHash } from "node:crypto";

/** Where the files are, under build/client and on the site. */
const HYDRATION_DATA_DIR = "hydration";

/** The inline scripts React Router writes: the data, as one JavaScript string, then the end of the stream. */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";

/**
 * The page without its inline hydration data, and the data with the path it is served at; a page without React
 * Router's hydration stream is returned as it is, with `data` null. Throws when the stream is there but its data is
 * not in the form React Router writes, so an upgrade that changes it stops the build rather than shipping a page that
 * never hydrates.
 * @param {string} html
 * @param {string} file for the error message
 * @returns {{ html: string, data: { url: string, text: string } | null }}
 */
export function takeHydrationData(html, file) {
  const chunks = [...html.matchAll(ENQUEUE)].map(
    (match) => /** @type {string} */ (JSON.parse(/** @type {string} */ (match[1]))),
  );
  if (chunks.length === 0) {
    if (html.includes("streamController"))
      throw new Error(`${file}: React Router's hydration data is not in the form this build step knows`);
    return { html, data: null };
  }
  if (!html.includes(CLOSE)) throw new Error(`${file}: React Router's hydration data does not end its stream`);
  const text = chunks.join("");
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  return {
    html: html.replace(ENQUEUE, "").replace(CLOSE, ""),
    data: { url: `/${HYDRATION_DATA_DIR}/${hash}.txt`, text },
  };
}
