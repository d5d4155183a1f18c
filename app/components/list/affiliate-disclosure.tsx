import { Info } from "lucide-react";

/** FTC guidance puts the disclosure near the recommendation, not only in the footer. */
export function AffiliateDisclosure() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>We may earn a commission when you buy through links on this page. It never changes the order of the list.</span>
    </p>
  );
}
