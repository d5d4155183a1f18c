/** The dating-safety guide's interactive checklist: keyboard-operable, counts progress, forgets on reload, prints. */
import { hydrated } from "../support/browser";
import { fillIn, site } from "../support/content";
import { expect, test } from "../support/site-test";

test("has eight checkboxes that mouse and keyboard toggle, counts progress, forgets everything on reload and prints as boxes to tick", async ({
  page,
  errors,
}) => {
  await page.goto("/dating-app-safety");
  await hydrated(page);
  const checklist = page.locator("main fieldset");
  const boxes = checklist.getByRole("checkbox");
  const progress = checklist.locator("[aria-live]");
  const shows = (done: number) =>
    expect.poll(() => progress.innerText()).toBe(fillIn(site.checklistProgress, { done, total: 8 }));
  expect(await boxes.count()).toBe(8);
  await shows(0);
  await boxes.nth(0).click();
  await boxes.nth(3).focus();
  await page.keyboard.press("Space");
  await shows(2);
  expect(await boxes.nth(3).isChecked()).toBe(true);
  await boxes.nth(0).click();
  await shows(1);
  await page.reload();
  await hydrated(page);
  await shows(0);
  expect(await boxes.nth(3).isChecked()).toBe(false);
  // On paper the boxes stay, to tick by pen; a count of ticks made on screen would mean nothing there.
  await page.emulateMedia({ media: "print" });
  expect(await boxes.evaluateAll((inputs) => inputs.filter((input) => input.checkVisibility()).length)).toBe(8);
  expect(await progress.isVisible()).toBe(false);
  expect(errors).toEqual([]);
});
