import { expect, it } from "vitest";
import { baseURL, browserPerFile, openPage } from "./browser";

const browser = browserPerFile();

it.each(["/no-such-page", "/category/unknown", "/category/vpn/extra"])("%s answers 404 with the not-found page and logs the path", async (path) => {
  const { page, errors } = await openPage(browser());
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1").innerText()).resolves.toContain("Oops! Page not found");
  await expect(page.getByText("404", { exact: true }).count()).resolves.toBe(1);
  await expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/");
  // Besides Chrome's note on the document's own 404 status, the only console error is the spec's 404 log:
  // hydration matched the catch-all route, as the server did.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 404 (Not Found)",
    `404 Error: User attempted to access non-existent route: ${path}`,
  ]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await page.waitForURL(`${baseURL()}/`);
  // Back to the unknown path without a full load: the same screen and log, not an error page.
  await page.goBack();
  await expect.poll(() => page.locator("h1").innerText()).toContain("Oops! Page not found");
  await expect.poll(() => errors.at(-1)).toBe(`404 Error: User attempted to access non-existent route: ${path}`);
  await page.context().close();
});

it("HEAD of an unknown path answers 404 with no body", async () => {
  const response = await fetch(`${baseURL()}/no-such-page`, { method: "HEAD" });
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("");
});
