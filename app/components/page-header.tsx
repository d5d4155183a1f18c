import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { PageLink } from "./ui/page-link";
import type { Change } from "../../content/schema/primitives";
import site from "../content/site-text";
import { ChangeLog } from "./change-log";
import { formatDate } from "../lib/format";

interface PageHeaderProps {
  title: string;
  /** The page's icon (a ContentIcon); pages without one do not load the icon set. */
  icon?: ReactNode;
  tagline?: string;
  back?: { label: string; to: string };
  /** The page's change log: its newest date is shown as 'Last updated', the log under 'What changed'. */
  changes?: Change[];
  /** id of the h1, for an enclosing element's aria-labelledby. */
  titleId?: string;
  children?: ReactNode;
}

/** The top of a page: optional back link and icon, the page's one h1, tagline and last-updated date. */
export function PageHeader({ title, icon, tagline, back, changes, titleId, children }: PageHeaderProps) {
  const updated = changes?.[0]?.date;
  const heading = (
    <div>
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      {tagline && <p className="mt-2 text-ink-muted sm:text-lg">{tagline}</p>}
    </div>
  );
  return (
    <header className="space-y-3">
      {back && (
        <PageLink
          to={back.to}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-link hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </PageLink>
      )}
      {icon ? (
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            {icon}
          </span>
          {heading}
        </div>
      ) : (
        heading
      )}
      {changes && updated && (
        <div className="space-y-1">
          <p className="text-sm text-ink-faint">
            {`${site.lastUpdated} `}
            <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
          <ChangeLog changes={changes} />
        </div>
      )}
      {children}
    </header>
  );
}
