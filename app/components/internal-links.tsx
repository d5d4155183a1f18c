import { useLayoutEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/** How long a pointer rests on a link before it counts as intent. */
const HOVER_MS = 100;

/** Where an event's link leads, when it is a page of this site opened in the same tab; otherwise undefined. */
function internalHref(event: Event): string | undefined {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  const href = link?.getAttribute("href");
  if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target || link.hasAttribute("download"))
    return undefined;
  return href;
}

/**
 * Client navigation and prefetch on intent for every link to a page of the site: hover, focus or touch start
 * fetches the target's data and code, and a plain click navigates without a page load. One listener on the
 * document rather than a router link each, so a page's links render once and not again at every navigation
 * (decision 026). Links keep working from the keyboard and without JavaScript; a click that another handler took,
 * or with a modifier key, is left to it or to the browser.
 */
export function InternalLinks() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | undefined>();
  // A layout effect, so the listeners are there from hydration's commit: its other effects run in a later task,
  // and a click in between would load the next page in full (the header's Escape was once lost so).
  useLayoutEffect(() => {
    const onIntent = (event: Event) => {
      const href = internalHref(event);
      if (href) setIntent(href);
    };
    // A pointer passing over links on its way elsewhere is not intent: a hover counts once it rests on one link for
    // HOVER_MS, as with React Router's own links.
    let hovered: { href: string | undefined; timer?: ReturnType<typeof setTimeout> } = { href: undefined };
    const onHover = (event: Event) => {
      const href = internalHref(event);
      if (href === hovered.href) return;
      clearTimeout(hovered.timer);
      hovered = { href, timer: href ? setTimeout(() => setIntent(href), HOVER_MS) : undefined };
    };
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event);
      if (
        !href ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void navigate(href);
    };
    document.addEventListener("mouseover", onHover);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("mouseover", onHover);
      clearTimeout(hovered.timer);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [navigate]);
  // The page a link leads to, without the section it may point at.
  return intent ? <PrefetchPageLinks page={intent.replace(/#.*/, "")} /> : null;
}
