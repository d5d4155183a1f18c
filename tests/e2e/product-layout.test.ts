/** Every product's page on a phone: what a reader who lands there from a search sees before scrolling. */
import { content, site } from "../support/content";
import { expect, test } from "../support/site-test";
import { productPath } from "../../app/content/product-path";

/** The narrowest phone we design for, with the browser's own bars taken from its height. */
const PHONE = { width: 360, height: 740 };

// A test per page, so no test's time grows with the number of products.
for (const path of content.pagesOf("product").map((each) => each.path))
  test(`${path} shows on its first screen its name, its rank and rating on each list, and the way to the vendor`, async ({
    openPage,
  }) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: PHONE });
    const bottom = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().bottom));
    await page.goto(path);
    const main = page.locator("main");
    const ranks = main.locator("section[aria-labelledby='ranked-on'] li");
    const [title, ratings, visit] = await Promise.all([
      bottom(main.locator("h1")),
      bottom(ranks.locator("[data-rating]")),
      bottom(main.getByRole("link", { name: site.list.visitSite })),
    ]);
    expect(title, `${path}: one name`).toHaveLength(1);
    expect(ratings.length, `${path}: a rating for each list`).toBe(await ranks.count());
    expect(ratings.length, `${path}: ranked on a list`).toBeGreaterThan(0);
    const record = content.vendors[path.slice(productPath("").length)];
    // A product with no address of its own (a show on a streaming list) has no way to a vendor.
    expect(visit.length > 0, `${path}: a Visit Site link`).toBe(Boolean(record?.affiliateUrl ?? record?.url));
    for (const [what, bottoms] of [
      ["the name", title],
      ["each list's rating", ratings],
      ["the first Visit Site", visit.slice(0, 1)],
    ] as const)
      for (const at of bottoms) expect(at, `${path}: ${what}`).toBeLessThanOrEqual(PHONE.height);
  });
