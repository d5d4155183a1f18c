/** Text for HTML or XML: '&', '<' and '>' as entities. Kept apart from format.ts, which reads the site's words. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
