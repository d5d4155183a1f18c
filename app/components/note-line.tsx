import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A one-line note near the top of a page: the affiliate disclosure, the 'not professional advice' note. */
export function NoteLine({ children }: { children: ReactNode }) {
  return (
    <p
      data-search-ignore
      className="flex items-start gap-2 rounded-lg bg-surface-sunken px-3 py-2 text-sm text-ink-muted"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
