import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { RankedList } from "../../../content/schema/list-ratings";
import site from "../../../content/site";
import { LEVELS_PARAM } from "../../lib/reweigh";

// The control's code loads only when a reader opens it (or follows a link that carries their priorities).
const PrioritiesPanel = lazy(() => import("./priorities-panel"));

/**
 * "What matters to you?": closed, it is a one-line disclosure that costs the page no layout shift and almost no
 * JavaScript; opened, it loads the control that re-ranks the five by the reader's priorities. The page itself
 * keeps our order, ratings and structured data whatever the reader sets.
 */
export function Priorities({ list }: { list: RankedList }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const box = details.current;
    // A reader may have opened it before the page could respond; a link may carry their priorities.
    if (box && (box.open || new URLSearchParams(window.location.search).has(LEVELS_PARAM))) {
      box.open = true;
      setOpened(true);
    }
  }, []);
  return (
    <details
      ref={details}
      id="priorities"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
      className="rounded-xl border border-line bg-surface p-4 print:hidden"
      data-search-ignore
    >
      <summary className="min-h-11 cursor-pointer content-center text-xl font-bold text-ink">
        {site.priorities.heading}
      </summary>
      <p className="mt-2 text-ink-muted">{site.priorities.intro}</p>
      {opened ? (
        <Suspense fallback={<p className="mt-3 text-ink-muted">{site.priorities.loading}</p>}>
          <PrioritiesPanel list={list} />
        </Suspense>
      ) : (
        <p className="mt-3 text-ink-muted">{site.priorities.noScript}</p>
      )}
    </details>
  );
}
