import { Menu, X } from "lucide-react";
import { memo, useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { PageLink } from "./ui/page-link";
import site from "../../content/site";
import { HeaderSearch } from "./header-search";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent-soft hover:text-link ${
    isActive ? "text-link underline decoration-2 underline-offset-8" : "text-ink-muted"
  }`;

/** The header's links; the bar shows them in a row, the small-screen panel in a column. */
function HeaderLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {site.header.links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} prefetch="intent" className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// It takes no props: memo keeps a navigation from re-rendering it, apart from what reads the location.
export const SiteHeader = memo(function SiteHeader() {
  // The panel is open only on the page where it was opened, so following one of its links closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="site-header sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      {/* A slow phone may paint the header half parsed. Items are placed from the left, and the one pushed to
          the right has a fixed width, so nothing moves when the rest arrives (no layout shift). */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
        <PageLink to="/" className="inline-flex min-h-11 items-center rounded-md text-2xl font-extrabold tracking-tight text-link">
          {site.brand}
          <span className="sr-only"> {site.header.home}</span>
        </PageLink>
        <nav aria-label={site.header.navLabel} className="hidden md:block print:hidden">
          <HeaderLinks className="flex items-center gap-2" />
        </nav>
        <div className="ml-auto hidden w-60 md:block print:hidden">
          <HeaderSearch name={site.header.searchName} />
        </div>
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface-sunken md:hidden print:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? site.header.closeMenu : site.header.openMenu}</span>
        </button>
      </div>
      {/* Filled only while open: closed, it shows nothing, and without a script it cannot open, so its form and
          links were only bytes in every page. */}
      <nav id={panelId} aria-label={site.header.menuNavLabel} hidden={!open} className="border-t border-line bg-surface md:hidden print:hidden">
        {open && (
          <>
            <HeaderSearch name={site.header.menuSearchName} className="mx-auto max-w-6xl px-4 pt-3" />
            <HeaderLinks className="mx-auto flex max-w-6xl flex-col px-4 py-2" />
          </>
        )}
      </nav>
    </header>
  );
});
