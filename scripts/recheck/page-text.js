/**
 * What a source page says, as text a figure can be found in, and whether the page is one a program cannot read:
 * a bot challenge, or a page that shows its content only with JavaScript.
 */
import { Parser } from "htmlparser2";
import { squeeze } from "../../content/schema/figures.ts";

/** Elements whose text a reader never sees as the page's content. */
const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "head"]);
/** Elements that break a line, so words on either side never run together. */
const BLOCK = /^(p|div|li|td|th|tr|br|h[1-6]|section|article|header|footer|main|nav|ul|ol|table|dd|dt|span)$/;

/** The visible text of an HTML page, white space made single spaces. @param {string} html */
export function pageText(html) {
  let text = "";
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        if (BLOCK.test(name)) text += " ";
      },
      ontext(chunk) {
        if (hidden === 0) text += chunk;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (BLOCK.test(name)) text += " ";
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return squeeze(text);
}

/** Words that bot-protection pages show instead of the page asked for. */
const CHALLENGE =
  /just a moment|attention required|verify you are (a )?human|are you a robot|checking your browser|captcha|access denied|request unsuccessful|pardon our interruption|cf-chl|challenge-platform|px-captcha|datadome/i;

/** True when a response is a bot check rather than the page. @param {number} status @param {string} html */
export function isBotChallenge(status, html) {
  if (status === 403 || status === 429 || status === 503) return CHALLENGE.test(html);
  return CHALLENGE.test(html) && pageText(html).length < 600;
}

/** True when the page's content appears only once its scripts run: it asks for JavaScript, or shows no text. */
export function needsJavaScript(/** @type {string} */ html) {
  const text = pageText(html);
  return (
    text.length < 40 ||
    (text.length < 600 && /enable javascript|javascript is (required|disabled)|requires javascript/i.test(text))
  );
}
