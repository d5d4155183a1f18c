import { ExternalLink } from "lucide-react";
import type { RankedEntry } from "../../content/list-ratings";
import site from "../../content/site-text";
import { fillIn } from "../../lib/format";
import { ButtonAnchor } from "../ui/button";

/** Outbound links never pass the opener or the referrer; Google asks for `sponsored` on exactly the affiliate ones. */
const visitRel = (entry: RankedEntry) => (entry.affiliate ? "sponsored noopener noreferrer" : "noopener noreferrer");

/**
 * 'Visit Site' for an entry, in a new tab; an affiliate link says so beside it. `compact` draws it as a text
 * link, for table cells.
 */
export function VisitLink({ entry, compact = false }: { entry: RankedEntry; compact?: boolean }) {
  if (entry.link === "#") return null;
  const label = (
    <>
      {site.list.visitSite}
      <span className="sr-only">{` ${fillIn(site.list.visitSiteHint, { title: entry.title })}`}</span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <>
      {compact ? (
        <a
          href={entry.link}
          target="_blank"
          rel={visitRel(entry)}
          className="inline-flex min-h-6 items-center gap-1 font-semibold text-link underline underline-offset-2"
        >
          {label}
        </a>
      ) : (
        <ButtonAnchor href={entry.link} target="_blank" rel={visitRel(entry)}>
          {label}
        </ButtonAnchor>
      )}
      {entry.affiliate && <span className="self-center text-sm text-ink-faint">{site.list.affiliateLink}</span>}
    </>
  );
}
