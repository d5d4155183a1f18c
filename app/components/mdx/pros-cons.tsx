import { CircleCheck, CircleX } from "lucide-react";
import site from "../../../content/site";

/** A pros and cons pair inside a guide. */
export function ProsCons({ title, pros, cons }: { title?: string; pros: string[]; cons: string[] }) {
  return (
    <div className="not-prose my-6 rounded-xl border border-slate-200 p-5">
      {title && <p className="mb-3 text-lg font-bold text-slate-900">{title}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-emerald-800">{site.prosCons.pros}</p>
          <ul className="mt-2 space-y-2">
            {pros.map((pro) => (
              <li key={pro} className="flex gap-2 text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <span>{pro}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-rose-800">{site.prosCons.cons}</p>
          <ul className="mt-2 space-y-2">
            {cons.map((con) => (
              <li key={con} className="flex gap-2 text-slate-700">
                <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-700" />
                <span>{con}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
