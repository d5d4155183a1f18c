import { useState } from "react";
import site from "../../content/site-text";
import { fillIn } from "../../lib/format";

/** Interactive checklist (the dating-safety guide's); its state lives only in this page visit and is never saved. */
export function SafetyChecklist({ title, items }: { title: string; items: string[] }) {
  const [checked, setChecked] = useState<boolean[]>(() => items.map(() => false));
  const done = checked.filter(Boolean).length;
  return (
    <fieldset className="my-6 rounded-xl border border-line p-5">
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      <ul className="space-y-1">
        {items.map((item, index) => (
          <li key={item}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-ink hover:bg-surface-muted">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-action"
                checked={checked[index]}
                onChange={(event) =>
                  setChecked((current) => current.map((value, i) => (i === index ? event.target.checked : value)))
                }
              />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-ink print:hidden" aria-live="polite">
        {fillIn(site.checklistProgress, { done, total: items.length })}
      </p>
    </fieldset>
  );
}
