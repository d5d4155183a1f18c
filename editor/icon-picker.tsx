/**
 * An icon a content file may name, picked by sight: each icon drawn as the site draws it (its SVG comes with the
 * config, from app/content/icons.server.ts), with its name under it. A set of radio buttons, so the keyboard moves
 * through it as through any choice.
 */
import type { CmsWidgetControlProps } from "decap-cms-core";
import { ContentIcon } from "../app/components/content-icon";
import type { IconSvg } from "../app/content/icons.server";

export function IconPicker({ value, onChange, forID, classNameWrapper, field }: CmsWidgetControlProps) {
  const icons = (field.get("icons")?.toJS() as Array<{ name: string; svg: IconSvg }> | undefined) ?? [];
  return (
    <div
      id={forID}
      role="radiogroup"
      className={classNameWrapper}
      style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))", gap: "0.5rem" }}
    >
      {icons.map(({ name, svg }) => (
        <label
          key={name}
          className="top5-icon-choice"
          style={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            gap: "0.25rem",
            padding: "0.5rem 0.25rem",
            borderRadius: 6,
            border: `2px solid ${value === name ? "#1d4ed8" : "transparent"}`,
            background: value === name ? "#dbeafe" : "transparent",
            cursor: "pointer",
            fontSize: 12,
            textAlign: "center",
          }}
        >
          <input
            type="radio"
            name={forID}
            value={name}
            checked={value === name}
            onChange={() => onChange(name)}
            className="top5-visually-hidden"
          />
          <ContentIcon icon={svg} className="top5-icon" />
          {name}
        </label>
      ))}
    </div>
  );
}
