import { Lightbulb } from "lucide-react";
import type { GuideFrontmatter } from "../../../content/schema/guides";
import site from "../../content/site-text";
import { LinkedText } from "../linked-text";
import { ButtonLink } from "../ui/button";

/** The call to action after the body, pointing at the matching list. */
export function GuideCallToAction({ cta }: { cta: GuideFrontmatter["cta"] }) {
  return (
    // On the blue panel the focus ring takes the panel's text color: the usual blue ring would not stand out.
    <section
      aria-labelledby="guide-cta"
      data-search-ignore
      className="rounded-xl bg-feature p-6 text-on-feature [--color-focus:var(--color-on-feature)] print:hidden"
    >
      <h2 id="guide-cta" className="text-xl font-bold">
        {cta.heading}
      </h2>
      <p className="mt-2 text-on-feature-muted">{cta.text}</p>
      <ButtonLink to={cta.to} look="inverse" className="mt-4">
        {cta.label}
      </ButtonLink>
    </section>
  );
}

/** The 'Bottom Line' summary box. */
export function BottomLine({ text }: { text: GuideFrontmatter["bottomLine"] }) {
  return (
    <section aria-labelledby="bottom-line" className="rounded-xl border-2 border-positive-line bg-positive-soft p-6">
      <h2 id="bottom-line" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Lightbulb aria-hidden="true" className="size-5 text-positive" />
        {site.guide.bottomLine}
      </h2>
      <p className="mt-2 text-ink">
        <LinkedText parts={text} />
      </p>
    </section>
  );
}
