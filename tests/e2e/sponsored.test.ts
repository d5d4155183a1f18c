/** The sponsored-content widget: one loader per page session, placements queued once per page view. */
import { expect, it } from "vitest";
import { baseURL, browserPerFile, openPage } from "./browser";

const browser = browserPerFile();

type Queue = Array<Record<string, unknown>>;

it("adds the loader once across client-side navigation and queues each page's placements", async () => {
  const { page, errors } = await openPage(browser());
  await page.goto("/category/vpn", { waitUntil: "networkidle" });
  const first: Queue = await page.evaluate(() => window._taboola ?? []);
  expect(first[0]).toEqual({ article: "auto", url: `${baseURL()}/category/vpn` });
  const placements = first.filter((command) => "mode" in command);
  expect(placements).toEqual([
    { mode: "thumbnails-a", container: "sponsored-thumbnails-a-category-vpn", placement: "Mid Article Thumbnails", target_type: "mix" },
    { mode: "thumbnails-b", container: "sponsored-thumbnails-b-category-vpn", placement: "Below Article Thumbnails", target_type: "mix" },
  ]);
  expect(first).toContainEqual({ flush: true });

  await page.getByRole("link", { name: /^Read more\W+VPN Protocols/ }).click();
  await page.waitForURL(`${baseURL()}/vpn-protocols`);
  await page.locator("h1", { hasText: "VPN Protocols" }).waitFor();
  await page.getByRole("link", { name: "Back to VPN Services" }).click();
  await page.waitForURL(`${baseURL()}/category/vpn`);
  await page.locator("h1", { hasText: "Best VPN Services" }).waitFor();
  await page.getByRole("link", { name: "Categories", exact: true }).first().click();
  await page.waitForURL(`${baseURL()}/categories`);
  await page.locator("h1", { hasText: "Every Top5 Shortlist" }).waitFor();
  await page
    .getByRole("region", { name: "All categories" })
    .getByRole("link", { name: /^Hosting/ })
    .click();
  await page.waitForURL(`${baseURL()}/category/hosting`);
  await page.locator("h1", { hasText: "Hosting" }).waitFor();
  await page.locator("#sponsored-thumbnails-b-category-hosting").waitFor();

  await expect(page.locator("script#tb_loader_script").count()).resolves.toBe(1);
  await expect(page.locator("script#tb_loader_script").getAttribute("src")).resolves.toMatch(/^https:\/\/cdn\.taboola\.com\/libtrc\/[^/]+\/loader\.js$/);
  const queue: Queue = await page.evaluate(() => window._taboola ?? []);
  expect(queue.filter((command) => "notify" in command)).toEqual([{ notify: "newPageLoad" }, { notify: "newPageLoad" }]);
  expect(queue.filter((command) => "mode" in command).map((command) => command.container)).toEqual([
    "sponsored-thumbnails-a-category-vpn",
    "sponsored-thumbnails-b-category-vpn",
    "sponsored-thumbnails-a-category-vpn",
    "sponsored-thumbnails-b-category-vpn",
    "sponsored-thumbnails-a-category-hosting",
    "sponsored-thumbnails-b-category-hosting",
  ]);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("a blocked loader leaves the placeholders in place and logs no error", async () => {
  const { page, errors } = await openPage(browser(), { blockThirdParties: true });
  await page.goto("/category/vpn", { waitUntil: "networkidle" });
  const slots = page.locator("aside.sponsored-slot");
  await expect(slots.count()).resolves.toBe(2);
  for (const slot of await slots.all()) {
    await expect(slot.getByText("Advertisement").count()).resolves.toBe(4);
    const box = await slot.boundingBox();
    expect(box?.height).toBeGreaterThan(150);
  }
  // Chrome reports each blocked request as a console error of its own; nothing else may appear.
  expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  await page.context().close();
});
