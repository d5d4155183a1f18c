import { CircleCheck, CircleX } from "lucide-react";
import site from "../../content/site-text";

/** A pros and cons pair inside a guide. */
export function ProsCons({ title, pros, cons }: { title?: string; pros: string[]; cons: string[] }) {
  return (
    <div className="not-prose my-6 rounded-xl border border-line p-5">
      {title && <p className="mb-3 text-lg font-bold text-ink">{title}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-positive">{site.prosCons.pros}</p>
          <ul className="mt-2 space-y-2">
            {pros.map((pro) => (
              <li key={pro} className="flex gap-2 text-ink-muted">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-positive" />
                <span>{pro}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-negative">{site.prosCons.cons}</p>
          <ul className="mt-2 space-y-2">
            {cons.map((con) => (
              <li key={con} className="flex gap-2 text-ink-muted">
                <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-negative" />
                <span>{con}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
