import type { Change } from "../../content/schema/primitives";
import site from "../content/site-text";
import { formatDate } from "../lib/format";

/** A page's change log, newest first, collapsed under 'What changed'; it works without JavaScript. */
export function ChangeLog({ changes }: { changes: Change[] }) {
  return (
    <details className="change-log text-sm text-ink-muted print:hidden" data-search-ignore>
      <summary className="min-h-6 w-fit cursor-pointer py-0.5 font-medium text-link">{site.whatChanged}</summary>
      <ol className="mt-2 space-y-1 border-l-2 border-line pl-3">
        {changes.map((change, index) => (
          <li key={index}>
            <time dateTime={change.date} className="font-semibold text-ink">
              {formatDate(change.date)}
            </time>
            {`: ${change.text}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
