import { lazy, Suspense, useEffect, useState } from "react";
import type { PageData } from "../../content/page-kinds.server";
import type { RankedList } from "../../content/list-ratings";
import { PRIORITIES_PARAM } from "../../lib/site";

// The control's code and words load only when a reader opens it (or follows a link that carries their priorities).
const PrioritiesPanel = lazy(() => import("./priorities-panel"));

/**
 * "What matters to you?": closed, a one-line disclosure that costs the page no layout shift and almost no
 * JavaScript; opened, it loads the control that re-ranks the five by the reader's priorities. The page itself
 * keeps our order, ratings and structured data whatever the reader sets.
 */
export function Priorities({ list, text }: { list: RankedList; text: PageData<"list">["priorities"] }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const box = document.getElementById("priorities") as HTMLDetailsElement | null;
    if (!box) return;
    // Opened before the page could respond, its toggle went unheard: say it again. A link with priorities opens it.
    if (box.open) box.dispatchEvent(new Event("toggle"));
    else if (new URLSearchParams(location.search).has(PRIORITIES_PARAM)) box.open = true;
    // The summary box's link jumps here: it opens the control too.
    const openFromLink = () => {
      if (location.hash === "#priorities") box.open = true;
    };
    openFromLink();
    window.addEventListener("hashchange", openFromLink);
    return () => window.removeEventListener("hashchange", openFromLink);
  }, []);
  return (
    <details
      id="priorities"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
      className="rounded-xl border border-line p-4 print:hidden"
      data-search-ignore
    >
      <summary className="min-h-11 cursor-pointer content-center text-xl font-bold text-ink">{text.heading}</summary>
      {opened ? (
        <Suspense fallback={<p className="mt-3">{text.loading}</p>}>
          <PrioritiesPanel list={list} />
        </Suspense>
      ) : (
        <p className="mt-3">{text.noScript}</p>
      )}
    </details>
  );
}
