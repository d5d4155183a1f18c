/**
 * The one slug function: fragment ids (#review-proton-vpn), MDX heading ids and sponsored container ids all
 * come from here. mdx.config.js imports it too, through Node's type stripping.
 */

/** 'Proton VPN' as 'proton-vpn'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A slugger for one page, whose ids must be unique: a repeated text gets '-1', '-2', ... appended.
 */
export function pageSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** The id of an entry's detailed review, where its card's 'Learn More' jumps. */
export function reviewId(title: string): string {
  return `review-${slugify(title)}`;
}

/** The id of an entry's card heading, where the summary and the jump list lead. */
export function cardHeadingId(title: string): string {
  return `entry-${slugify(title)}`;
}
