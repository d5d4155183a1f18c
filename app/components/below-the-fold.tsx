import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * The part of a page below its first screen. A click to the page renders it one frame after the rest, so the new
 * heading paints without waiting for the whole page (decision 026). The loaded page, hydrated from its HTML,
 * has it at once, and so do Back and Forward (their scroll position is restored into it) and a link to a
 * #fragment (its target may be in it). Until it renders, a screen-high space keeps the footer out of view.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // A page of the same kind reuses the components of the last one; a new path starts over.
  return <Deferred key={useLocation().pathname}>{children}</Deferred>;
}

function Deferred({ children }: { children: ReactNode }) {
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [shown, setShown] = useState(navigationType === "POP" || hash !== "");
  useEffect(() => {
    if (shown) return;
    // A frame callback runs before the next paint and a task queued from it after, so the rest starts once the
    // top of the page is on screen.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [shown]);
  return shown ? children : <div className="min-h-screen" />;
}
