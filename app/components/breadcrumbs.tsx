import { ChevronRight } from "lucide-react";
import { PageLink } from "./ui/page-link";
import site from "../content/site-text";
import type { Crumb } from "../lib/json-ld";

/** The visible trail; app/lib/json-ld.ts publishes the same trail as a BreadcrumbList. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={site.breadcrumbs.label} data-search-ignore className="mb-4 text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <PageLink
                    to={crumb.path}
                    className="inline-flex min-h-6 items-center text-link underline-offset-2 hover:underline"
                  >
                    {crumb.name}
                  </PageLink>
                  <ChevronRight aria-hidden="true" className="size-4 text-ink-faint" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
