/**
 * A number, or one of a few words instead ('unlimited' for a limit there is none of): a product fact's value. Decap's
 * number widget cannot hold the word and its string widget would save the number as text, which the schema rejects.
 */
import type { CmsWidgetControlProps } from "decap-cms-core";

const asValue = (text: string, words: string[]) =>
  words.includes(text) || text.trim() === "" || Number.isNaN(Number(text)) ? text : Number(text);

export function NumberOrWord({ value, onChange, forID, classNameWrapper, field }: CmsWidgetControlProps) {
  const words = (field.get("words")?.toJS() as string[] | undefined) ?? [];
  return (
    <input
      id={forID}
      className={classNameWrapper}
      value={value === undefined || value === null ? "" : String(value)}
      placeholder={`a number, or ${words.join(" or ")}`}
      onChange={(event) => onChange(asValue(event.target.value, words))}
    />
  );
}
