import { Info, Lightbulb } from "lucide-react";
import { Link } from "react-router";
import type { GuideFrontmatter } from "../../../content/schema";

/** The call to action after the body, pointing at the matching list. */
export function GuideCallToAction({ cta }: { cta: GuideFrontmatter["cta"] }) {
  return (
    <section aria-labelledby="guide-cta" className="rounded-xl bg-brand-800 p-6 text-white">
      <h2 id="guide-cta" className="text-xl font-bold">
        {cta.heading}
      </h2>
      <p className="mt-2 text-brand-50">{cta.text}</p>
      <Link to={cta.to} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50">
        {cta.label}
      </Link>
    </section>
  );
}

/** The 'Bottom Line' summary box. */
export function BottomLine({ text }: { text: string }) {
  return (
    <section aria-labelledby="bottom-line" className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-6">
      <h2 id="bottom-line" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-5 text-emerald-700" />
        Bottom Line
      </h2>
      <p className="mt-2 text-slate-800">{text}</p>
    </section>
  );
}

/** Shown near the top of money, health, therapy and safety guides. */
export function AdviceNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        This guide is general information, not professional financial, medical, legal or mental-health advice. Check the details with a qualified professional
        before you act.
      </span>
    </p>
  );
}
