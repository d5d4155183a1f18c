/**
 * A content file whose text does not parse (YAML or MDX), reported as a writer can act on it: the file, the line
 * and one sentence, with no stack trace. The YAML loader (yaml-content.js), the MDX compiler (mdx-content.js)
 * and the browser editor's check (editor/server/candidate.server.ts) all report it so.
 */
export class ContentSyntaxError extends Error {
  /**
   * @param {string} file e.g. 'content/lists/category/vpn.yaml'
   * @param {number | undefined} line 1-based, when the parser knows it
   * @param {string} reason the parser's sentence
   */
  constructor(file, line, reason) {
    super(`${file}: ${line ? `line ${line}: ` : ""}${reason}`);
    this.name = "ContentSyntaxError";
    this.file = file;
    this.line = line;
    this.reason = reason;
    // The message says all a writer can act on; a stack trace would only bury it.
    this.stack = this.message;
  }
}

/**
 * The MDX compiler's error as a ContentSyntaxError. Its message ends in the place, '(5:1-5:10)', which is also the
 * only record of the line when the error is at the end of the file.
 * @param {string} file @param {unknown} error
 */
export function mdxSyntaxError(file, error) {
  const { line, reason, source } = /** @type {{ line?: number, reason?: string, source?: string }} */ (error);
  const text = reason ?? (error instanceof Error ? error.message : String(error));
  const place = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text);
  // The site's own refusals (mdx-no-code.js) say what to do already.
  const hint = source === "top5" ? "" : "; check the tags and braces on that line";
  return new ContentSyntaxError(
    file,
    line ?? (place ? Number(place[1]) : undefined),
    `${text.replace(place?.[0] ?? "", "")}${hint}`,
  );
}

/**
 * A build hook's end: when the bundling failed only on content files that do not parse, prints their lines and ends
 * the build, as the bundler would print them under its own stack trace.
 * @param {Error | undefined} error what the bundler passes to `buildEnd`
 */
export function exitOnSyntaxErrors(error) {
  const errors = /** @type {{ errors?: Error[] } | undefined} */ (error)?.errors ?? [];
  if (errors.length === 0 || !errors.every((each) => each.name === "ContentSyntaxError")) return;
  console.error(errors.map((each) => each.message).join("\n"));
  process.exit(1);
}
