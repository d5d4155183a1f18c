/**
 * What a complete entry needs, as a short list at the top of its form (editor/server/checklists.server.ts). It shows
 * a rule, holds no value, and no content file has it.
 */
import type { CmsWidgetControlProps } from "decap-cms-core";

export function Checklist({ field, forID, classNameWrapper }: CmsWidgetControlProps) {
  const items = (field.get("items")?.toJS() as string[] | undefined) ?? [];
  return (
    <ul id={forID} className={classNameWrapper} style={{ margin: 0, paddingLeft: "2.25rem", lineHeight: 1.5 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
