/**
 * Guide tables and code blocks, which may still scroll sideways on a phone: each is a focusable region with a
 * name, and shows its edge shadow while more of it is out of view, and none where it fits. The largest page with a
 * table, the largest with code, and one more picked by the run's seed. ('Compare the five' never scrolls: it stacks
 * on a phone, and ratings.test.ts checks that it fits.)
 */
import { expect, test } from "../support/site-test";
import { builtPage, builtPagePaths } from "../support/built-site";
import { SEED } from "../support/sample";

const withBoxes = builtPagePaths()
  .filter((path) => builtPage(path).document.querySelector(".mdx-body .scroll-area"))
  .sort((a, b) => builtPage(b).html.length - builtPage(a).html.length || a.localeCompare(b));
const largestWith = (selector: string) =>
  withBoxes.find((path) => builtPage(path).document.querySelector(`.mdx-body .scroll-box > ${selector}`));
const largest = [...new Set([largestWith("table"), largestWith("pre")])].filter(
  (path): path is string => path !== undefined,
);
const others = withBoxes.filter((path) => !largest.includes(path));
const pages = [...largest, others[SEED % Math.max(others.length, 1)]].filter(
  (path): path is string => path !== undefined,
);

for (const path of pages)
  test(`${path}: every box that scrolls is focusable, named and shadowed at its edge until scrolled to its end`, async ({
    openPage,
  }) => {
    for (const width of [360, 1280]) {
      const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      await page.goto(path);
      const boxes = await page.locator(".scroll-area > .scroll-box").all();
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        const state = () =>
          box.evaluate((element) => ({
            scrolls: element.scrollWidth > element.clientWidth + 1,
            shadow: Number(getComputedStyle(element.parentElement as Element, "::after").opacity),
          }));
        expect(await box.getAttribute("tabindex"), `${width}px: focusable`).toBe("0");
        expect(await box.getAttribute("aria-label"), `${width}px: named`).toBeTruthy();
        // A scroll timeline moves its animation in a frame's update, not at the scroll itself: poll for it.
        await expect
          .poll(
            async () => {
              const { scrolls, shadow } = await state();
              return shadow === (scrolls ? 1 : 0);
            },
            { message: `${width}px: a shadow exactly where the box scrolls` },
          )
          .toBe(true);
        await box.evaluate((element) => element.scrollBy(element.scrollWidth, 0));
        await expect.poll(async () => (await state()).shadow, { message: `${width}px: no shadow at the end` }).toBe(0);
      }
    }
  });
