/** Every product's page on a phone: what a reader who lands there from a search sees before scrolling. */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import site from "../../app/content/site-text";
import { openPage, setUpBrowser } from "../support/browser";

setUpBrowser();
const content = await loadContent();

/** The narrowest phone we design for, with the browser's own bars taken from its height. */
const PHONE = { width: 360, height: 740 };

describe.each(content.pagesOf("product").map((page) => page.path))("%s on a phone", (path) => {
  it("shows on the first screen its name, its rank and rating on each list, and the way to the vendor", async () => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(path);
    const bottom = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().bottom));
    const main = page.locator("main");
    const ranks = main.locator("section[aria-labelledby='ranked-on'] li");
    const [title, ratings, visit] = await Promise.all([
      bottom(main.locator("h1")),
      bottom(ranks.locator("[data-rating]")),
      bottom(main.getByRole("link", { name: site.list.visitSite })),
    ]);
    expect(ratings.length, "a rating for each list").toBe(await ranks.count());
    for (const [what, bottoms] of [
      ["the name", title],
      ["each list's rating", ratings],
      ["Visit Site", visit],
    ] as const)
      for (const at of bottoms) expect(at, what).toBeLessThanOrEqual(PHONE.height);
  });
});
