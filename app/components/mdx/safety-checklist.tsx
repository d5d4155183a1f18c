import { useState } from "react";
import site from "../../../content/site";
import { fillIn } from "../../lib/format";

/** Interactive checklist (the dating-safety guide's); its state lives only in this page visit and is never saved. */
export function SafetyChecklist({ title, items }: { title: string; items: string[] }) {
  const [checked, setChecked] = useState<boolean[]>(() => items.map(() => false));
  const done = checked.filter(Boolean).length;
  return (
    <fieldset className="my-6 rounded-xl border border-slate-300 p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      <ul className="space-y-1">
        {items.map((item, index) => (
          <li key={item}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={checked[index]}
                onChange={(event) => setChecked((current) => current.map((value, i) => (i === index ? event.target.checked : value)))}
              />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-slate-900" aria-live="polite">
        {fillIn(site.checklistProgress, { done, total: items.length })}
      </p>
    </fieldset>
  );
}
