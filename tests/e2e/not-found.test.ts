/** The not-found page in a browser: the server's 404, the spec's screen and console log, and the back button. */
import { fillIn, site } from "../support/content";
import { baseURL, expect, test } from "../support/site-test";
import { axeViolations, hydrated, switchColorScheme } from "../support/browser";

for (const path of ["/no-such-page", "/category/unknown", "/category/vpn/extra"])
  test(`${path} answers 404 with the not-found page and logs the path`, async ({ page, errors }) => {
    const log = fillIn(site.notFound.consoleLog, { path });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // The log is written once hydration has rendered the screen: wait for it rather than for the network.
    await expect.poll(() => errors.filter((error) => error === log).length).toBe(1);
    expect(await page.locator("h1").innerText()).toContain(site.notFound.title);
    // Besides Chrome's note on the document's own 404 status, the only console error is the spec's log: hydration
    // matched the catch-all route, as the server did.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)", log]);
    await page.getByRole("link", { name: site.notFound.homeLink }).click();
    await page.waitForURL(`${baseURL()}/`);
    // Back to the unknown path without a full load: the same screen and log, not an error page.
    await page.goBack();
    await expect.poll(() => page.locator("h1").innerText()).toContain(site.notFound.title);
    await expect.poll(() => errors.filter((error) => error === log).length).toBe(2);
  });

test("the not-found screen passes axe (WCAG 2.2 AA) in both color schemes, and its search field leads to /search", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await switchColorScheme(page, "dark");
  expect(await axeViolations(page)).toEqual([]);
  const search = page.getByRole("search", { name: site.notFound.searchName });
  await search.getByRole("searchbox").fill("vpn");
  await search.getByRole("searchbox").press("Enter");
  await page.waitForURL(`${baseURL()}/search?q=vpn`);
});
