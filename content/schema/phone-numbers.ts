/**
 * Phone numbers in reader-facing text become `tel:` links, so a reader on a phone can call a hotline with one tap.
 * One rule for every text, applied when content is read: MDX bodies (mdx.config.js) and prose fields of the
 * content model (proseSchema in content/schema/primitives.ts).
 */

/**
 * A US number written 800-656-4673 (or 1-800-656-4673), and the three-digit emergency and crisis lines 911 and 988,
 * except where 988 is part of a name ("the 988 Suicide & Crisis Lifeline"), and never a part of a longer number.
 */
const PHONE_NUMBER =
  /(?<![\w,.-])(?:(?:1-)?(\d{3})-(\d{3})-(\d{4})|(911|988)(?!\s+(?:Suicide|Lifeline)))(?![\w-]|[,.]\d)/g;

/**
 * `text` cut into plain strings and phone numbers, in order.
 */
export function phoneNumberParts(text: string): Array<string | { number: string; href: string }> {
  const parts: Array<string | { number: string; href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    const [number, area, exchange, line, short] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ number, href: short ? `tel:${short}` : `tel:+1${area}${exchange}${line}` });
    last = match.index + number.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
