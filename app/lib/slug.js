/**
 * The one slug function: fragment ids (#review-proton-vpn), MDX heading ids and sponsored container ids all
 * come from here. Plain JavaScript, because mdx.config.js runs in Node without a TypeScript step.
 */

/** 'Proton VPN' as 'proton-vpn'. @param {string} text */
export function slugify(text) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A slugger for one page, whose ids must be unique: a repeated text gets '-1', '-2', ... appended.
 * @returns {(text: string) => string}
 */
export function pageSlugger() {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return (text) => {
    const base = slugify(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** The id of an entry's detailed review, where its card's 'Learn More' jumps. @param {string} title */
export function reviewId(title) {
  return `review-${slugify(title)}`;
}

/** The id of an entry's card heading, where the summary and the jump list lead. @param {string} title */
export function cardHeadingId(title) {
  return `entry-${slugify(title)}`;
}
