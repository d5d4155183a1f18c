/**
 * The per-page Content-Security-Policy. React Router writes a few inline scripts into every prerendered
 * page (its context and the module bootstrap); instead of 'unsafe-inline', each page gets a <meta> policy
 * that allows exactly its own inline scripts by SHA-256 hash.
 */
import { createHash } from "node:crypto";
import { PHOTO_HOST, SPONSORED_HOST } from "../app/lib/third-party-hosts.ts";

/** The provider's loader comes from SPONSORED_HOST; what it loads next comes from its other subdomains. */
const SPONSORED_HOSTS = [SPONSORED_HOST, "https://*.taboola.com"];

/** Inline <script> bodies that the browser executes (not JSON-LD or other data blocks). @param {string} html */
function inlineScripts(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = ""]) => body)
    .filter((body) => body.length > 0);
}

/** @param {string} body */
function scriptHash(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * @param {string} html
 * @returns {string} the policy for this page
 */
function pagePolicy(html) {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")} ${SPONSORED_HOSTS.join(" ")}`,
    // React sets style attributes (reserved image boxes) and the sponsored widget styles its own markup.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${PHOTO_HOST} ${SPONSORED_HOSTS.join(" ")}`,
    `connect-src 'self' ${SPONSORED_HOSTS.join(" ")}`,
    `frame-src ${SPONSORED_HOSTS.join(" ")}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

const CHARSET = '<meta charSet="utf-8"/>';
const POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * Puts the page's policy right after the charset declaration, before any script it governs, in place of the one it
 * had, if any (the bench's client-rendered copy changes a script after the build).
 * @param {string} html
 */
export function withPolicy(html) {
  if (!html.includes(CHARSET)) throw new Error(`No ${CHARSET} to put the Content-Security-Policy after`);
  const withoutPolicy = html.replace(POLICY, "");
  return withoutPolicy.replace(
    CHARSET,
    `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${pagePolicy(withoutPolicy)}"/>`,
  );
}
