/**
 * The web address a new page (or the file name a new record) will have: chosen before the first save, made from the
 * title on request and editable; an existing entry's address is shown, not changed, since a published page keeps
 * its address. The form's `address` is the editor's only: no content file holds it (formats.ts).
 */
import type { CmsWidgetControlProps } from "decap-cms-core";
import { addressOf, addressProblem } from "./address";
import type { Entry } from "./entry-files";

/** Decap passes `getEntry` to every control (EditorControl), though its types do not list it. */
export function WebAddress(props: CmsWidgetControlProps) {
  const { value, onChange, forID, classNameWrapper, field } = props;
  const { getEntry } = props as CmsWidgetControlProps & { getEntry: () => Entry };
  const prefix = String(field.get("prefix") ?? "/");
  const entry = getEntry();
  const shown = typeof value === "string" ? value : "";
  if (!entry.get("newRecord"))
    return (
      <p id={forID} className={classNameWrapper}>
        {prefix}
        {String(entry.get("slug") ?? "")}
      </p>
    );
  // Decap redraws a field only when its own value changes, so the title is read when the writer asks for it.
  const identifier = String(field.get("identifier") ?? "title");
  const fromTitle = () => onChange(addressOf(String(getEntry().getIn(["data", identifier]) ?? "")));
  const problem = shown && addressProblem(shown);
  return (
    <div className={classNameWrapper}>
      <span style={{ display: "flex", alignItems: "center", gap: "0.5rem" }}>
        <span aria-hidden="true">{prefix}</span>
        <input
          id={forID}
          value={shown}
          aria-describedby={`${forID}-note`}
          onFocus={() => shown === "" && fromTitle()}
          onChange={(event) => onChange(event.target.value)}
          style={{ flex: 1, font: "inherit", padding: "0.25rem 0.5rem", border: "1px solid #767676", borderRadius: 4 }}
        />
        <button type="button" onClick={fromTitle} style={{ font: "inherit", padding: "0.25rem 0.75rem" }}>
          Make it from the {identifier}
        </button>
      </span>
      <p id={`${forID}-note`} style={{ marginTop: "0.5rem", fontSize: "0.875rem" }}>
        {shown === ""
          ? "Choose it before the first save: it cannot change once saved."
          : problem
            ? `This ${problem}.`
            : `Saved as ${prefix}${shown}, which it keeps once saved.`}
      </p>
    </div>
  );
}
