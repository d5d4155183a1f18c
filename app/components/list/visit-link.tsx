import { ExternalLink } from "lucide-react";
import type { RankedEntry } from "../../../content/schema";
import site from "../../../content/site";
import { fillIn } from "../../lib/format";
import { ButtonAnchor } from "../ui/button";

/** Outbound links never pass the opener or the referrer; Google asks for `sponsored` on exactly the affiliate ones. */
export const visitRel = (entry: RankedEntry) => (entry.affiliate ? "sponsored noopener noreferrer" : "noopener noreferrer");

/** 'Visit Site' for an entry, in a new tab; an affiliate link says so beside the button. */
export function VisitLink({ entry }: { entry: RankedEntry }) {
  if (entry.link === "#") return null;
  return (
    <>
      <ButtonAnchor href={entry.link} target="_blank" rel={visitRel(entry)}>
        {site.list.visitSite}
        <span className="sr-only">{` ${fillIn(site.list.visitSiteHint, { title: entry.title })}`}</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </ButtonAnchor>
      {entry.affiliate && <span className="self-center text-sm text-slate-600">{site.list.affiliateLink}</span>}
    </>
  );
}
