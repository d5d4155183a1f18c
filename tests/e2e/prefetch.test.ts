/** Links fetch the next page's data before the click, on intent only, and only for pages of this site. */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/site-test";
import { hydrated } from "../support/browser";

/**
 * Each page opens with the sponsored loader blocked, so its empty slots settle as the page loads. With a loader that
 * loads but renders nothing, a slot collapses once out of view four seconds in (app/lib/sponsored.ts), and the
 * layout it moves can slide a link out from under the pointer in the middle of a hover, which cancels the prefetch.
 */
test.use({ blockThirdParties: true });

/** Every request the page makes from now on, by path (third-party hosts included). */
function requests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) =>
    seen.push(
      new URL(request.url()).origin === new URL(page.url()).origin ? new URL(request.url()).pathname : request.url(),
    ),
  );
  return seen;
}

test("hovering a link to another page fetches that page's data; nothing is fetched before any intent", async ({
  page,
}) => {
  await page.goto("/category/vpn");
  await hydrated(page);
  const seen = requests(page);
  const mustRead = page.locator('aside a[href="/vpn-protocols"]');
  await mustRead.scrollIntoViewIfNeeded();
  expect(seen.filter((path) => path.endsWith(".data"))).toEqual([]);
  await mustRead.hover();
  await expect.poll(() => seen).toContain("/vpn-protocols.data");
});

test("focusing a link (the keyboard's intent) prefetches too, and a link inside a guide's body as well", async ({
  page,
}) => {
  await page.goto("/vpn-protocols");
  await hydrated(page);
  const seen = requests(page);
  await page.locator('main header a[href="/category/vpn"]').focus();
  await expect.poll(() => seen).toContain("/category/vpn.data");
  const bodyLink = page.locator('.mdx-body a[href^="/"]').first();
  const target = ((await bodyLink.getAttribute("href")) ?? "").split("#")[0];
  await bodyLink.hover();
  await expect.poll(() => seen).toContain(`${target}.data`);
});

test("outbound links are never prefetched, and a hover fetches only the data of the page it points at", async ({
  page,
}) => {
  await page.goto("/category/vpn");
  await hydrated(page);
  const seen = requests(page);
  const outbound = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href") ?? "").origin));
  expect(outbound.length).toBeGreaterThan(0);
  for (const link of await page.locator('a[target="_blank"]').all()) {
    await link.scrollIntoViewIfNeeded();
    await link.hover();
  }
  // A hover on a page link afterwards proves intent handling ran; only that page's data was fetched.
  await page.locator('aside a[href="/netflix-vpn"]').hover();
  await expect.poll(() => seen).toContain("/netflix-vpn.data");
  expect(seen.filter((request) => outbound.some((origin) => request.startsWith(origin)))).toEqual([]);
  expect(seen.filter((path) => path.endsWith(".data"))).toEqual(["/netflix-vpn.data"]);
});
