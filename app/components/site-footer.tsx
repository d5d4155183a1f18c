import { memo } from "react";
import { PageLink } from "./ui/page-link";
import site from "../content/site-text";

// It takes no props: memo keeps a navigation from re-rendering it, apart from what reads the location.
export const SiteFooter = memo(function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-10 text-sm text-ink-muted">
        <nav aria-label={site.footer.navLabel} className="print:hidden">
          <ul className="flex flex-wrap gap-x-2">
            {site.footer.links.map((link) => (
              <li key={link.to}>
                <PageLink
                  to={link.to}
                  className="inline-flex min-h-6 items-center rounded font-medium text-link underline underline-offset-2 hover:text-link-hover"
                >
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>{site.footer.affiliateNote}</p>
        <p>{site.footer.disclaimer}</p>
        <p>{site.footer.copyright}</p>
      </div>
    </footer>
  );
});
