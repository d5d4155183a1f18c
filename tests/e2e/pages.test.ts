/**
 * Every prerendered page: complete without JavaScript; with it, and with both third-party hosts blocked (as
 * on these machines, and for readers with blockers), clean: no error, no CSP violation, no layout shift, axe.
 */
import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { browserPerFile, isBlockedRequestNote, layoutShift, openPage } from "./browser";
import { builtPagePaths } from "./site";

const paths = builtPagePaths();
const browser = browserPerFile();

it("the build holds every route: home, the legal pages and at least one list", () => {
  expect(paths).toEqual(expect.arrayContaining(["/", "/privacy-policy", "/terms-of-use", "/category/vpn"]));
});

describe.each(paths)("%s", (path) => {
  it("answers 200 and shows its one h1, header, main and footer with JavaScript disabled", async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    expect((await page.locator("h1").innerText()).trim()).not.toBe("");
    for (const landmark of ["header", "main", "footer"]) await expect(page.locator(landmark).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/^https?:\/\/[^/]+\//);
    expect(await page.title()).toMatch(/ \| Top5$/);
    await page.context().close();
  });

  it("with the photo and sponsored hosts blocked: hydrates with no error or CSP violation, no layout shift, no axe violation", async () => {
    const { page, errors } = await openPage(browser(), { blockThirdParties: true });
    await page.goto(path, { waitUntil: "networkidle" });
    expect(errors.filter((error) => !isBlockedRequestNote(error))).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    for (const slot of await page.locator("aside.sponsored-slot").all()) {
      await expect(slot.getByText("Advertisement").count()).resolves.toBe(4);
    }
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.context().close();
  });
});
