import { useState } from "react";

/** The eight checks of the dating-safety checklist (spec). */
const ITEMS = [
  "I verified their identity (photo-verified profile, a video call or a reverse image search)",
  "We are meeting in a busy public place",
  "I told a friend who I am meeting, where and when",
  "I am sharing my live location with someone I trust",
  "I have my own way to get there and back home",
  "My phone is fully charged",
  "I set a check-in time with my friend",
  "I have an exit strategy if I feel uncomfortable",
] as const;

/** Interactive checklist; its state lives only in this page visit and is never saved. */
export function SafetyChecklist() {
  const [checked, setChecked] = useState<boolean[]>(() => ITEMS.map(() => false));
  const done = checked.filter(Boolean).length;
  return (
    <fieldset className="my-6 rounded-xl border border-slate-300 p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">First-date safety checklist</legend>
      <ul className="space-y-1">
        {ITEMS.map((item, index) => (
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
      <p className="mt-3 font-semibold text-slate-900" aria-live="polite" data-testid="checklist-progress">
        {done} of {ITEMS.length} checked
      </p>
    </fieldset>
  );
}
