/**
 * A new entry's address: the web address of a new page, or the id of a new product or fact, which is its file's
 * name. The form's field for it (web-address.tsx) is the editor's only, like the checklist above it: no content
 * file holds either.
 */

/** The form field that holds it. */
export const ADDRESS_FIELD = "address";
/** The form's list of what a complete entry needs (checklist.tsx), which holds no value either. */
export const CHECKLIST_FIELD = "checklist";
/** An address is at most this long, like a page title, so a link to it stays readable. */
export const ADDRESS_MAX = 60;
const ADDRESS = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A file's name from its title, as Decap's default slug rule makes it (ASCII, hyphens), cut to whole words. */
export function addressOf(title: string): string {
  const full = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-");
  if (full.length <= ADDRESS_MAX) return full;
  const cut = full.slice(0, ADDRESS_MAX + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : ADDRESS_MAX);
}

/** What is wrong with an address a writer typed, in their words; undefined when nothing is. */
export function addressProblem(address: string): string | undefined {
  if (address === "") return "is empty: give the page a title, or type its address";
  if (address.length > ADDRESS_MAX)
    return `is ${address.length} characters long; keep it to ${ADDRESS_MAX}, a few words from the title`;
  if (!ADDRESS.test(address)) return "may hold only lowercase letters, digits and single hyphens between words";
  return undefined;
}
