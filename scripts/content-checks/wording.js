/**
 * Reviews that read as a template: five reviews that open the same way tell a reader they were written to a form.
 * Across every list, no opener (the first three words of a review's paragraph, its first or a later one: "The
 * catch is") may start more than three paragraphs, and no closing
 * formula (the first three words of its last sentence) may end more than a quarter of them. A list's own pick
 * names count as one word, "X", so "NordVPN is the" and "Surfshark is the" are the same opener.
 */

export const MAX_SHARED_OPENER = 3;
export const MAX_CLOSING_SHARE = 0.25;

/** @typedef {{ file: string, names: string[], reviews: string[][] }} ListReviews a list's pick names and reviews, in rank order */

/** @param {string} text @param {string[]} names @returns {string[]} its words, pick names as "x", no punctuation */
function words(text, names) {
  let plain = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) plain = plain.split(name).join(" X ");
  return plain
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** @param {string[]} paragraphs @param {string[]} names */
function formulas(paragraphs, names) {
  const text = paragraphs.join(" ");
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z"])/);
  return {
    openers: paragraphs.map((paragraph) => words(paragraph, names).slice(0, 3).join(" ")),
    closing: words(sentences.at(-1) ?? "", names)
      .slice(0, 3)
      .join(" "),
  };
}

/**
 * One problem per review whose opener or closing formula too many reviews share, naming the pick as a reader
 * counts it.
 * @param {ListReviews[]} lists
 * @returns {import("./consistency.js").Finding[]}
 */
export function wordingProblems(lists) {
  const reviews = lists.flatMap(({ file, names, reviews }) =>
    reviews.map((paragraphs, index) => ({
      file,
      index,
      where: `${file}: pick #${index + 1} (${names[index]}), entries.${index}.review`,
      ...formulas(paragraphs, names),
    })),
  );
  /** @param {string[]} formulas */
  const counts = (formulas) => {
    /** @type {Map<string, number>} */
    const count = new Map();
    for (const formula of formulas) count.set(formula, (count.get(formula) ?? 0) + 1);
    return count;
  };
  const openers = counts(reviews.flatMap((review) => review.openers));
  const closings = counts(reviews.map((review) => review.closing));
  const closingLimit = Math.floor(reviews.length * MAX_CLOSING_SHARE);
  return reviews.flatMap(({ where, file, index, openers: opening, closing }) => {
    /** @type {import("./consistency.js").Finding[]} */
    const problems = [];
    opening.forEach((opener, paragraph) => {
      const opened = openers.get(opener) ?? 0;
      if (opened > MAX_SHARED_OPENER)
        problems.push({
          where: `${where}${paragraph > 0 ? `, paragraph ${paragraph + 1}` : ""}`,
          file,
          path: ["entries", index, "review", paragraph],
          message: `opens "${opener}", like ${opened - 1} other review paragraphs (at most ${MAX_SHARED_OPENER} may share an opener): ${paragraph > 0 ? "say it in words of its own" : "start with what this pick does best, in words of its own"}`,
        });
    });
    const closed = closings.get(closing) ?? 0;
    if (closed > closingLimit)
      problems.push({
        where,
        file,
        path: ["entries", index, "review", opening.length - 1],
        message: `its last sentence starts "${closing}", like ${closed - 1} other reviews (at most ${closingLimit}, a quarter of them): end in words of its own`,
      });
    return problems;
  });
}
