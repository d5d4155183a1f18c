/** The sponsored-content widget: one loader per page session, placements queued once per page view. */
import { expect, it } from "vitest";
import site from "../../content/site";
import { baseURL, hydrated, isBlockedRequestNote, openPage, setUpBrowser } from "../support/browser";

setUpBrowser();

type Queue = Array<Record<string, unknown>>;
const queue = (page: import("playwright-core").Page): Promise<Queue> => page.evaluate(() => window._taboola ?? []);

it("adds the loader once across client-side navigation and queues each page's placements", async () => {
  const { page, errors } = await openPage();
  await page.goto("/category/vpn");
  await hydrated(page);
  await expect.poll(async () => (await queue(page)).filter((command) => "mode" in command).length).toBe(2);
  const first = await queue(page);
  expect(first[0]).toEqual({ article: "auto", url: `${baseURL()}/category/vpn` });
  expect(first.filter((command) => "mode" in command)).toEqual([
    { mode: "thumbnails-a", container: "sponsored-thumbnails-a-category-vpn", placement: "Mid Article Thumbnails", target_type: "mix" },
    { mode: "thumbnails-b", container: "sponsored-thumbnails-b-category-vpn", placement: "Below Article Thumbnails", target_type: "mix" },
  ]);
  expect(first).toContainEqual({ flush: true });

  // Three client-side navigations: a guide (no sponsored slots), back to the list, then another list.
  await page.locator('aside a[href="/vpn-protocols"]').click();
  await page.waitForURL(`${baseURL()}/vpn-protocols`);
  await page.locator('main a[href="/category/vpn"]').first().click();
  await page.waitForURL(`${baseURL()}/category/vpn`);
  await page.getByRole("navigation", { name: site.header.navLabel, exact: true }).getByRole("link", { name: site.header.links[0]?.label }).click();
  await page.waitForURL(`${baseURL()}/categories`);
  await page.locator('main a[href="/category/hosting"]').first().click();
  await page.waitForURL(`${baseURL()}/category/hosting`);
  await expect.poll(async () => (await queue(page)).filter((command) => "mode" in command).length).toBe(6);

  expect(await page.locator("script#tb_loader_script").count()).toBe(1);
  expect(await page.locator("script#tb_loader_script").getAttribute("src")).toMatch(/^https:\/\/cdn\.taboola\.com\/libtrc\/[^/]+\/loader\.js$/);
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

it("a blocked loader leaves the placeholders in place and logs no error", async () => {
  const { page, errors } = await openPage({ blockThirdParties: true });
  await page.goto("/category/vpn");
  await hydrated(page);
  await expect.poll(() => page.locator("script#tb_loader_script").count()).toBe(1);
  const slots = page.locator("aside.sponsored-slot");
  expect(await slots.count()).toBe(2);
  for (const slot of await slots.all()) {
    expect(await slot.getByText(site.sponsored.placeholder).count()).toBe(4);
    expect((await slot.boundingBox())?.height).toBeGreaterThan(150);
  }
  // Chrome reports each blocked request as a console error of its own; nothing else may appear.
  expect(errors.filter((error) => !isBlockedRequestNote(error))).toEqual([]);
});
