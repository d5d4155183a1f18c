/**
 * A date given as precisely as it is known: a day (2026-03-14), a month (2026-03) or, where the field allows, a year
 * (2025), saved as the schema takes it. Decap's date picker saves one format only, so this widget pairs the
 * browser's own day or month picker with the choice of precision.
 */
import type { CmsWidgetControlProps } from "decap-cms-core";
import { useState } from "react";
import { words } from "./words";

type Precision = "day" | "month" | "year";

const LENGTHS: Record<Precision, number> = { day: 10, month: 7, year: 4 };
const INPUTS: Record<Precision, string> = { day: "date", month: "month", year: "number" };

/** The precision a saved value has: '2026-03' is a month. */
const precisionOf = (value: string, allowed: Precision[]): Precision =>
  allowed.find((precision) => LENGTHS[precision] === value.length) ?? allowed[0]!;

/** A value kept at another precision: a day cut to its month, a month given its first day. */
function atPrecision(value: string, precision: Precision): string {
  if (value === "") return value;
  const [year = "", month = "01", day = "01"] = value.split("-");
  return { day: `${year}-${month}-${day}`, month: `${year}-${month}`, year }[precision];
}

export function DatePrecision({ value, onChange, forID, classNameWrapper, field }: CmsWidgetControlProps) {
  const allowed = (field.get("precisions")?.toJS() as Precision[] | undefined) ?? ["day"];
  const shown = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  // Before there is a date, the precision is the writer's choice; after, the date's own.
  const [chosen, choose] = useState<Precision>(allowed[0]!);
  const precision = shown === "" ? chosen : precisionOf(shown, allowed);
  return (
    <div className={classNameWrapper} style={{ display: "flex", gap: "1rem", alignItems: "center", flexWrap: "wrap" }}>
      <input
        id={forID}
        type={INPUTS[precision]}
        value={shown}
        {...(precision === "year" && { min: 1990, max: 2100, step: 1 })}
        onChange={(event) => onChange(event.target.value)}
        style={{ font: "inherit", padding: "0.25rem 0.5rem" }}
      />
      <label style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
        {words.precision.label}
        <select
          value={precision}
          onChange={(event) => {
            choose(event.target.value as Precision);
            onChange(atPrecision(shown, event.target.value as Precision));
          }}
          style={{ font: "inherit", padding: "0.25rem" }}
        >
          {allowed.map((each) => (
            <option key={each} value={each}>
              {words.precision[each]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
