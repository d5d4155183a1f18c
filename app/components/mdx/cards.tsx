import type { ReactNode } from "react";

/** A grid of content cards inside a guide. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="my-6 grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** One content card: a short titled note. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 [&_p]:my-1">
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-1 text-slate-700">{children}</div>
    </div>
  );
}

/** A highlighted tip or warning. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="my-6 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4 [&_p]:my-1">
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="text-slate-800">{children}</div>
    </div>
  );
}
