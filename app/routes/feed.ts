import { feedPages } from "../content/content.server";
import { atomFeed } from "../lib/feed";

/** Prerendered to /feed.xml: the Atom feed of every list and guide, newest change first. */
export async function loader() {
  return new Response(atomFeed(await feedPages()), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
