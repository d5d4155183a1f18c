import type { ReactNode } from "react";

/** A grid of content cards inside a guide. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="my-6 grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** One content card: a short titled note. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-4 [&_p]:my-1">
      <p className="font-semibold text-ink">{title}</p>
      <div className="mt-1 text-ink-muted">{children}</div>
    </div>
  );
}

/** A highlighted tip or warning. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="my-6 rounded-xl border-l-4 border-caution-line bg-caution-soft p-4 [&_p]:my-1">
      <p className="font-semibold text-ink">{title}</p>
      <div className="text-ink">{children}</div>
    </div>
  );
}
