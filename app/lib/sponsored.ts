/**
 * The sponsored-content widget (Taboola-compatible). The page queues commands on `window._taboola`; the
 * provider's loader script, added once per page session, reads the queue whenever it arrives. A blocked
 * or failing loader leaves the queue unread and throws nothing; its placeholders then go away quietly
 * (`watchForEmptySlot`).
 */
import { SPONSORED_PUBLISHER_ID } from "./site";
import { SPONSORED_HOST } from "./third-party-hosts";

/** Placements of the sponsored-content widget (spec §9): mid-article after the third entry, and below the article. */
export const SPONSORED_PLACEMENTS = {
  midArticle: "thumbnails-a",
  belowArticle: "thumbnails-b",
} as const;

export type SponsoredPlacement = (typeof SPONSORED_PLACEMENTS)[keyof typeof SPONSORED_PLACEMENTS];

const PLACEMENT_NAMES: Record<SponsoredPlacement, string> = {
  "thumbnails-a": "Mid Article Thumbnails",
  "thumbnails-b": "Below Article Thumbnails",
};

const SPONSORED_LOADER_ID = "tb_loader_script";

function sponsoredLoaderUrl(publisherId: string = SPONSORED_PUBLISHER_ID): string {
  return `${SPONSORED_HOST}/libtrc/${encodeURIComponent(publisherId)}/loader.js`;
}

/** The per-page container id of a placement, e.g. 'sponsored-thumbnails-a-category-vpn'. */
export function sponsoredContainerId(placement: SponsoredPlacement, path: string): string {
  const page = path.replace(/^\/+/, "").replace(/\//g, "-") || "home";
  return `sponsored-${placement}-${page}`;
}

type QueueCommand = Record<string, unknown>;

declare global {
  interface Window {
    _taboola?: QueueCommand[];
  }
}

/** The page view the queue was last told about: the first view sends `article`, later ones `notify` first. */
let announcedPageView: string | null = null;

/** How long a placement may stay empty after the loader has run before it counts as failed: the provider renders within a second or two. */
export const SPONSORED_RENDER_WAIT_MS = 4000;

/** What became of the loader this page session: pending until it loads or fails. */
let loaderOutcome: Promise<"loaded" | "failed"> | null = null;

function addLoaderOnce() {
  if (loaderOutcome) return;
  const script = document.createElement("script");
  script.id = SPONSORED_LOADER_ID;
  script.async = true;
  script.src = sponsoredLoaderUrl();
  loaderOutcome = new Promise((resolve) => {
    script.addEventListener("load", () => resolve("loaded"), { once: true });
    script.addEventListener("error", () => resolve("failed"), { once: true });
  });
  document.head.appendChild(script);
}

/**
 * Calls `collapse` once a placement is known to stay empty (its loader failed or was blocked, or nothing but the
 * placeholder is in `container` SPONSORED_RENDER_WAIT_MS after the loader ran), and only while `slot` is out of
 * the viewport, so the reader never sees the page move. The outcome is marked on `slot` as data-sponsored, "filled"
 * or "empty".
 * Returns a function that stops watching (the placement unmounted).
 */
export function watchForEmptySlot(slot: HTMLElement, container: HTMLElement, collapse: () => void): () => void {
  let stopped = false;
  let observer: IntersectionObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rendered = () => [...container.children].some((child) => !child.hasAttribute("data-sponsored-placeholder"));
  const whenOutOfView = () => {
    if (stopped) return;
    if (rendered()) {
      slot.dataset.sponsored = "filled";
      return;
    }
    slot.dataset.sponsored = "empty";
    observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) {
        observer?.disconnect();
        collapse();
      }
    });
    observer.observe(slot);
  };
  void (loaderOutcome ?? Promise.resolve("failed" as const)).then((outcome) => {
    if (stopped) return;
    if (outcome === "failed") whenOutOfView();
    else timer = setTimeout(whenOutOfView, SPONSORED_RENDER_WAIT_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    observer?.disconnect();
  };
}

/**
 * Registers one placement for one page view (`pageView`: the router's location key). Call it once per
 * mount of a placement; the loader script is added on the first call of the page session.
 */
export function registerSponsoredPlacement(placement: SponsoredPlacement, container: string, pageView: string) {
  const queue = (window._taboola ??= []);
  if (announcedPageView !== pageView) {
    if (announcedPageView !== null) queue.push({ notify: "newPageLoad" });
    queue.push({ article: "auto", url: window.location.href });
    announcedPageView = pageView;
  }
  queue.push({ mode: placement, container, placement: PLACEMENT_NAMES[placement], target_type: "mix" });
  queue.push({ flush: true });
  addLoaderOnce();
}
