/** The sponsored-content widget: one loader per page session, placements queued once per page view. */
import { site } from "../support/content";
import { baseURL, expect, test } from "../support/site-test";
import { SPONSORED_HOST } from "../../app/lib/third-party-hosts";
import { hydrated, isBlockedRequestNote, layoutShift } from "../support/browser";

type Queue = Array<Record<string, unknown>>;
const queue = (page: import("@playwright/test").Page): Promise<Queue> => page.evaluate(() => window._taboola ?? []);

test("adds the loader once across client-side navigation and queues each page's placements", async ({
  page,
  errors,
}) => {
  await page.goto("/category/vpn");
  await hydrated(page);
  await expect.poll(async () => (await queue(page)).filter((command) => "mode" in command).length).toBe(2);
  const first = await queue(page);
  expect(first[0]).toEqual({ article: "auto", url: `${baseURL()}/category/vpn` });
  expect(first.filter((command) => "mode" in command)).toEqual([
    {
      mode: "thumbnails-a",
      container: "sponsored-thumbnails-a-category-vpn",
      placement: "Mid Article Thumbnails",
      target_type: "mix",
    },
    {
      mode: "thumbnails-b",
      container: "sponsored-thumbnails-b-category-vpn",
      placement: "Below Article Thumbnails",
      target_type: "mix",
    },
  ]);
  expect(first).toContainEqual({ flush: true });

  // Three client-side navigations: a guide (no sponsored slots), back to the list, then another list.
  await page.locator('aside a[href="/vpn-protocols"]').click();
  await page.waitForURL(`${baseURL()}/vpn-protocols`);
  await page.locator('main a[href="/category/vpn"]').first().click();
  await page.waitForURL(`${baseURL()}/category/vpn`);
  await page
    .getByRole("navigation", { name: site.header.navLabel, exact: true })
    .getByRole("link", { name: site.header.links[0]?.label })
    .click();
  await page.waitForURL(`${baseURL()}/categories`);
  await page.locator('main a[href="/category/hosting"]').first().click();
  await page.waitForURL(`${baseURL()}/category/hosting`);
  await expect.poll(async () => (await queue(page)).filter((command) => "mode" in command).length).toBe(6);

  expect(await page.locator("script#tb_loader_script").count()).toBe(1);
  expect(await page.locator("script#tb_loader_script").getAttribute("src")).toMatch(
    /^https:\/\/cdn\.taboola\.com\/libtrc\/[^/]+\/loader\.js$/,
  );
  const all = await queue(page);
  expect(all.filter((command) => "notify" in command)).toEqual([{ notify: "newPageLoad" }, { notify: "newPageLoad" }]);
  expect(all.filter((command) => "mode" in command).map((command) => command.container)).toEqual([
    "sponsored-thumbnails-a-category-vpn",
    "sponsored-thumbnails-b-category-vpn",
    "sponsored-thumbnails-a-category-vpn",
    "sponsored-thumbnails-b-category-vpn",
    "sponsored-thumbnails-a-category-hosting",
    "sponsored-thumbnails-b-category-hosting",
  ]);
  expect(errors).toEqual([]);
});

test("a blocked loader: the placeholders hold the space, then go away while out of view, with no layout shift or error", async ({
  openPage,
}) => {
  const { page, errors } = await openPage({ blockThirdParties: true, viewport: { width: 360, height: 740 } });
  await page.goto("/category/vpn");
  const slots = page.locator("aside.sponsored-slot");
  expect(await slots.count()).toBe(2);
  for (const slot of await slots.all()) expect(await slot.getByText(site.sponsored.placeholder).count()).toBe(4);
  await hydrated(page);
  await expect.poll(() => page.locator("aside.sponsored-slot:visible").count()).toBe(0);
  expect(await layoutShift(page)).toBe(0);
  // Chrome reports each blocked request as a console error of its own; nothing else may appear.
  expect(errors.filter((error) => !isBlockedRequestNote(error))).toEqual([]);
});

test("a loader that renders nothing: a block in view stays until the reader scrolls away from it, then goes", async ({
  openPage,
}) => {
  // The loader answers late, so the reader has scrolled to the block before the wait for the widget starts.
  const { page, errors } = await openPage({ thirdPartyDelay: 1000, viewport: { width: 360, height: 740 } });
  await page.goto("/category/vpn");
  await hydrated(page);
  const mid = page.locator('aside.sponsored-slot[data-placement="thumbnails-a"]');
  await mid.scrollIntoViewIfNeeded();
  await expect.poll(() => mid.getAttribute("data-sponsored")).toBe("empty");
  expect(await mid.isVisible(), "still there while in view").toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => mid.isVisible()).toBe(false);
  expect(await layoutShift(page)).toBe(0);
  expect(errors).toEqual([]);
});

test("a widget that renders keeps its block", async ({ page, errors }) => {
  // A stand-in for the provider: it fills every container the queue names.
  await page.route(`${SPONSORED_HOST}/**`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `for (const command of window._taboola) if (command.container) document.getElementById(command.container).replaceChildren(Object.assign(document.createElement("p"), { textContent: "widget" }));`,
    }),
  );
  await page.goto("/category/vpn");
  await hydrated(page);
  const slots = page.locator("aside.sponsored-slot");
  await expect
    .poll(() => slots.evaluateAll((asides) => asides.map((aside) => aside.getAttribute("data-sponsored"))))
    .toEqual(["filled", "filled"]);
  expect(await slots.locator(":scope:visible").count()).toBe(2);
  expect(errors).toEqual([]);
});
