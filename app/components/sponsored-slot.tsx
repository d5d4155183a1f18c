import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import site from "../content/site-text";
import {
  registerSponsoredPlacement,
  SPONSORED_PLACEMENTS,
  watchForEmptySlot,
  type SponsoredPlacement,
} from "../lib/sponsored";

/**
 * Space reserved for the sponsored-content widget. Until the provider renders into the container, four
 * thumbnails labelled 'Advertisement' hold the space, so nothing below moves when the widget arrives. When it
 * never does (an ad blocker, a failed loader), the block is removed while it is out of view.
 */
export function SponsoredSlot({ placement, containerId }: { placement: SponsoredPlacement; containerId: string }) {
  const { key } = useLocation();
  const slot = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    registerSponsoredPlacement(placement, containerId, key);
    if (!slot.current || !container.current) return;
    return watchForEmptySlot(slot.current, container.current, () => setEmpty(true));
  }, [placement, containerId, key]);
  return (
    <aside
      ref={slot}
      hidden={empty}
      aria-label={
        placement === SPONSORED_PLACEMENTS.midArticle
          ? site.sponsored.midArticleLabel
          : site.sponsored.belowArticleLabel
      }
      className="sponsored-slot my-8 print:hidden"
      data-placement={placement}
      data-search-ignore
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-ink-faint uppercase">{site.sponsored.heading}</p>
      <div id={containerId} ref={container} className="min-h-72 sm:min-h-44">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden="true" data-sponsored-placeholder>
          {[1, 2, 3, 4].map((slot) => (
            <li key={slot} className="rounded-lg border border-line bg-surface-muted p-2">
              <div className="aspect-[4/3] rounded bg-placeholder" />
              <p className="mt-2 text-xs text-ink-faint">{site.sponsored.placeholder}</p>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
