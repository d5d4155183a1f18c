import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A one-line note near the top of a page: the affiliate disclosure, the 'not professional advice' note. */
export function NoteLine({ children }: { children: ReactNode }) {
  return (
    <p data-pagefind-ignore="all" className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
