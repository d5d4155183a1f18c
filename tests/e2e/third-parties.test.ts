/** Slow third parties on a page of each kind, and the Content-Security-Policy in force in the browser. */
import { expect, it } from "vitest";
import { pageKinds, type PageKindName } from "../../app/content/page-kinds.server";
import { layoutShift, openPage, settled, setUpBrowser } from "../support/browser";
import { sampleOf } from "../support/sample";

setUpBrowser();

const PAGES = [
  "/",
  ...(Object.keys(pageKinds) as PageKindName[]).flatMap((kind) => sampleOf(kind).slice(0, 1)),
  "/search?q=vpn",
];

it.each(PAGES)(
  "%s renders at once and never shifts while the photo and sponsored hosts answer slowly",
  async (path) => {
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
  },
);

it("the policy blocks a script the build did not write", async () => {
  const { page, errors } = await openPage();
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
