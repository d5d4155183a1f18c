import { Menu } from "lucide-react";
import { memo, useEffect, useRef, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { PageLink } from "./ui/page-link";
import site from "../content/site-text";
import { HeaderSearch } from "./header-search";

/**
 * The header's links, the current page's marked as such; the bar shows them in a row, the small-screen panel in a
 * column. Plain page links: InternalLinks prefetches and navigates for them as for every other.
 */
function HeaderLinks({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {site.header.links.map((link) => (
        <li key={link.to}>
          <PageLink
            to={link.to}
            aria-current={pathname === link.to ? "page" : undefined}
            className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink-muted hover:bg-accent-soft hover:text-link aria-[current=page]:text-link aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
          >
            {link.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen menu button is a native disclosure (<details>), so a tap opens it before the scripts have loaded
 * and without them; while it is open, app.css shows the header's one navigation (links and search) as a panel
 * under the bar. Once hydrated, going to another page closes it; React never sets `open`, so a menu opened before
 * hydration stays as the reader left it.
 */
function MenuButton() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  return (
    // Its fixed size keeps it in place while a slow phone paints it half parsed (the default "Details" label first).
    <details ref={menu} className="menu-button ml-auto size-11 shrink-0 md:hidden print:hidden">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
        {/* Its three lines turn into a cross while the menu is open (app.css). */}
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{site.header.menu}</span>
      </summary>
    </details>
  );
}

/**
 * Escape anywhere in the header closes an open menu and returns focus to its button, as in the ARIA practices'
 * disclosure navigation. A React handler, not a document listener added in an effect: the page hydrates in a
 * transition, whose commit may wait for the first photos and whose effects then run in a later task, so a key
 * press in between missed such a listener (a CI run lost one). React's own handlers work from the commit on.
 */
function closeMenuOnEscape(event: KeyboardEvent<HTMLElement>) {
  const details = event.currentTarget.querySelector("details");
  if (event.key !== "Escape" || !details?.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

// It takes no props: memo keeps a navigation from re-rendering it, apart from what reads the location.
export const SiteHeader = memo(function SiteHeader() {
  return (
    <header
      onKeyDown={closeMenuOnEscape}
      className="site-header sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur"
    >
      {/* A slow phone may paint the header half parsed. Items are placed from the left, and the ones pushed to
          the right have a fixed width, so nothing moves when the rest arrives (no layout shift). */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
        <PageLink
          to="/"
          className="inline-flex min-h-11 items-center rounded-md text-2xl font-extrabold tracking-tight text-link"
        >
          {site.brand}
          <span className="sr-only">{` ${site.header.home}`}</span>
        </PageLink>
        <MenuButton />
        <nav
          aria-label={site.header.navLabel}
          className="site-nav hidden md:flex md:flex-1 md:items-center print:hidden"
        >
          <HeaderLinks className="flex flex-col md:flex-row md:items-center md:gap-2" />
          <HeaderSearch name={site.header.searchName} className="md:ml-auto md:w-60" />
        </nav>
      </div>
    </header>
  );
});
