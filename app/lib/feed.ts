/** The Atom feed of every list and guide (/feed.xml), written by the `feed` library (docs/decisions/012). */
import { Feed } from "feed";
import site from "../content/site-text";
import { formatDate } from "./format";
import { escapeMarkup } from "./markup";
import { canonicalUrl, FEED_PATH } from "./site";

/** A list or guide as the feed shows it. */
export interface FeedPage {
  path: string;
  title: string;
  description: string;
  /** Its change log, newest first (the schema guarantees at least one entry). */
  changes: Array<{ date: string; text: string }>;
}

/** A date of the change logs as the instant Atom wants. */
const instant = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Newest change first, so a reader's feed shows what changed last at the top; ties by title. */
export function atomFeed(pages: FeedPage[]): string {
  const entries = pages
    .map((page) => {
      const latest = page.changes[0];
      const first = page.changes.at(-1);
      if (!latest || !first) throw new Error(`${page.path} has no change log for the feed`);
      return { page, latest, first };
    })
    .sort((a, b) => b.latest.date.localeCompare(a.latest.date) || a.page.title.localeCompare(b.page.title));
  const home = canonicalUrl("/");
  const feed = new Feed({
    id: home,
    link: home,
    title: site.feed.title,
    description: site.feed.subtitle,
    language: "en-US",
    feedLinks: { atom: canonicalUrl(FEED_PATH) },
    author: { name: site.brand, link: home },
    copyright: site.footer.copyright,
    // The newest change, not the build time: the same content gives the same feed.
    updated: instant(entries[0]?.latest.date ?? "1970-01-01"),
  });
  // Atom's title, summary and content are HTML here, so text from the content is escaped for it.
  for (const { page, latest, first } of entries) {
    feed.addItem({
      id: canonicalUrl(page.path),
      link: canonicalUrl(page.path),
      title: escapeMarkup(page.title),
      date: instant(latest.date),
      published: instant(first.date),
      description: escapeMarkup(page.description),
      content: `<p>${escapeMarkup(page.description)}</p><p>${escapeMarkup(site.whatChanged)} (${formatDate(latest.date)}): ${escapeMarkup(latest.text)}</p>`,
    });
  }
  return feed.atom1();
}
