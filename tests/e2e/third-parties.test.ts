/** Slow third parties and the Content-Security-Policy in force, on one page of each type. */
import { expect, it } from "vitest";
import { browserPerFile, layoutShift, openPage } from "./browser";

const browser = browserPerFile();

const PAGE_TYPES = ["/", "/category/vpn", "/flight-booking", "/vpn-protocols", "/search?q=vpn", "/privacy-policy"];

it.each(PAGE_TYPES)("%s renders at once and never shifts while the photo and sponsored hosts answer slowly", async (path) => {
  const { page, errors } = await openPage(browser(), { thirdPartyDelay: 1500, viewport: { width: 390, height: 844 } });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("h1").count()).resolves.toBe(1);
  const boxes = await page
    .locator("main img")
    .evaluateAll((images) => images.slice(0, 6).map((image) => image.parentElement?.getBoundingClientRect().height ?? 0));
  await page.waitForLoadState("networkidle");
  const after = await page
    .locator("main img, main [role='img']")
    .evaluateAll((nodes) => nodes.slice(0, 6).map((node) => node.parentElement?.getBoundingClientRect().height ?? 0));
  expect(after.slice(0, boxes.length)).toEqual(boxes);
  expect(await layoutShift(page)).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("the policy blocks a script the build did not write", async () => {
  const { page, errors } = await openPage(browser());
  await page.goto("/category/vpn", { waitUntil: "networkidle" });
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return "injected" in window;
  });
  expect(ran).toBe(false);
  expect(errors.some((error) => error.startsWith("CSP violation: script-src"))).toBe(true);
  await page.context().close();
});

it("every response carries the security headers of public/_headers", async () => {
  const { page } = await openPage(browser());
  const response = await page.goto("/category/vpn");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(meta).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+/);
  expect(meta).not.toContain("unsafe-inline' https://cdn");
  expect(meta?.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("'unsafe-inline'");
  await page.context().close();
});
