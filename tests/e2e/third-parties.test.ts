/** Slow third parties on a page of each kind, and the Content-Security-Policy in force in the browser. */
import { pageKinds } from "../support/content";
import { expect, test } from "../support/site-test";
import type { PageKindName } from "../../app/content/page-kinds.server";
import { layoutShift, settled } from "../support/browser";
import { sampleOf } from "../support/sample";

const PAGES = [
  "/",
  ...(Object.keys(pageKinds) as PageKindName[]).flatMap((kind) => sampleOf(kind).slice(0, 1)),
  "/search?q=vpn",
];

for (const path of PAGES)
  test(`${path} renders at once and never shifts while the photo and sponsored hosts answer slowly`, async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ thirdPartyDelay: 1500, viewport: { width: 390, height: 844 } });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await page.locator("h1").count()).toBe(1);
    const boxes = () =>
      page
        .locator("main img")
        .evaluateAll((images) =>
          images.slice(0, 6).map((image) => image.parentElement?.getBoundingClientRect().height ?? 0),
        );
    const before = await boxes();
    await settled(page);
    expect((await boxes()).slice(0, before.length)).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
  });

test("the policy blocks a script the build did not write", async ({ page, errors }) => {
  await page.goto("/");
  await settled(page);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  await expect.poll(() => errors.some((error) => error.startsWith("CSP violation: script-src"))).toBe(true);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});
