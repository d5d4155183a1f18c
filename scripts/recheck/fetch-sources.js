/**
 * Fetches source pages as a good citizen: it reads each host's robots.txt first and honours it, sends one request
 * at a time per host with a pause between them, gives up after a timeout, names itself and the site's contact in
 * its User-Agent, and follows redirects, saying where a source moved.
 */
import robotsParser from "robots-parser";
import { isBotChallenge, needsJavaScript, pageText } from "./page-text.js";

/**
 * @typedef {{ ok: true, text: string, movedTo?: string }
 *   | { ok: false, reason: string }} Fetched a page's text, or why it could not be read
 * @typedef {{ userAgent: string, timeoutMs: number, pauseMs: number, hostsAtOnce: number,
 *   through?: string }} FetchOptions `through`: an origin every request goes to instead, the source's host and path
 *   under it ('http://127.0.0.1:4000/nordvpn.com/pricing/'), for a mirror of the sources or a test's local server
 */

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The address a request for `url` goes to. @param {string} url @param {string | undefined} through */
function requestUrl(url, through) {
  if (!through) return url;
  const { host, pathname, search } = new URL(url);
  return `${through.replace(/\/+$/, "")}/${host}${pathname}${search}`;
}

/** @param {string} url @param {FetchOptions} options */
async function get(url, options) {
  return fetch(requestUrl(url, options.through), {
    headers: { "User-Agent": options.userAgent, Accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5" },
    // Redirects are followed here, one request at a time with the host's pause, not by fetch all at once.
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs),
  });
}

/** The source address a redirect points to. @param {string} from @param {string} location @param {string | undefined} through */
function redirectTarget(from, location, through) {
  const target = new URL(location, requestUrl(from, through)).href;
  if (!through) return target;
  const base = through.replace(/\/+$/, "");
  return target.startsWith(`${base}/`) ? `https://${target.slice(base.length + 1)}` : target;
}

const MAX_REDIRECTS = 5;

/** Why a request failed, in a reviewer's words. @param {unknown} error @param {number} timeoutMs */
function networkReason(error, timeoutMs) {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = /** @type {{ code?: string }} */ (cause)?.code;
  return `network error${code ? ` (${code})` : ""}: ${cause instanceof Error ? cause.message : String(cause)}`;
}

/**
 * The robots.txt rules of a host, or why the host cannot be read: a host whose robots.txt cannot be fetched is
 * not fetched at all; one without a robots.txt (4xx) allows everything; one that answers 5xx allows nothing
 * (RFC 9309, 2.3.1).
 * @param {string} origin @param {FetchOptions} options
 * @returns {Promise<{ allows(url: string): boolean } | { reason: string }>}
 */
async function robotsOf(origin, options) {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const response = await get(robotsUrl, options);
    if (response.status >= 500) return { reason: `robots.txt answered ${response.status}, so nothing may be fetched` };
    const body = response.ok ? await response.text() : "";
    const robots = robotsParser(robotsUrl, body);
    return { allows: (url) => robots.isAllowed(url, options.userAgent) !== false };
  } catch (error) {
    return { reason: networkReason(error, options.timeoutMs) };
  }
}

/** One page: its text, or why not. @param {string} url @param {FetchOptions} options @returns {Promise<Fetched>} */
async function fetchPage(url, options) {
  let at = url;
  try {
    for (let hops = 0; ; hops++) {
      const response = await get(at, options);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hops === MAX_REDIRECTS) return { ok: false, reason: `more than ${MAX_REDIRECTS} redirects` };
        at = redirectTarget(at, location, options.through);
        await pause(options.pauseMs);
        continue;
      }
      const html = await response.text();
      if (isBotChallenge(response.status, html))
        return { ok: false, reason: `a bot challenge (HTTP ${response.status})` };
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
      if (needsJavaScript(html)) return { ok: false, reason: "the page shows its content only with JavaScript" };
      return { ok: true, text: pageText(html), ...(at !== url ? { movedTo: at } : {}) };
    }
  } catch (error) {
    return { ok: false, reason: networkReason(error, options.timeoutMs) };
  }
}

/**
 * Every URL's page, fetched host by host: a few hosts at once, one request at a time on each.
 * @param {string[]} urls
 * @param {FetchOptions} options
 * @returns {Promise<Map<string, Fetched>>}
 */
export async function fetchSources(urls, options) {
  /** @type {Map<string, string[]>} */
  const byOrigin = new Map();
  for (const url of new Set(urls)) {
    const { origin } = new URL(url);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), url]);
  }
  /** @type {Map<string, Fetched>} */
  const results = new Map();
  const queue = [...byOrigin];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [origin, pages] = next;
      const robots = await robotsOf(origin, options);
      for (const url of pages) {
        if ("reason" in robots) results.set(url, { ok: false, reason: robots.reason });
        else if (!robots.allows(url)) results.set(url, { ok: false, reason: "robots.txt disallows it" });
        else {
          // The robots.txt request counts too: every request on a host waits its turn and a pause.
          await pause(options.pauseMs);
          results.set(url, await fetchPage(url, options));
        }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.hostsAtOnce, queue.length) }, worker));
  return results;
}
