/**
 * The editor's forms as a writer meets them in Chromium: the editor tests' `test`, whose `editor` is a checkout of
 * the file's own, signed in to the local backend, items and objects opened by the labels on their bars, a save
 * through Decap's Publish menu, and a field's messages where Decap shows them.
 */
import { test as base, expect, type Browser, type Locator, type Page } from "@playwright/test";
import { startEditor, type EditorCheckout } from "./editor-checkout";

export { expect };

/**
 * Playwright's `test` with `editor`: `npm run edit` on a copy of the repository, one per test file, started for the
 * file's first test and stopped when its worker moves on to another file or ends, so a file's tests share the
 * changes they make in order and never see another file's.
 */
export const test = base.extend<{ editor: EditorCheckout }, { checkouts: { file?: string; editor?: EditorCheckout } }>({
  checkouts: [
    async ({}, use) => {
      const current: { file?: string; editor?: EditorCheckout } = {};
      await use(current);
      await current.editor?.stop();
    },
    { scope: "worker" },
  ],
  editor: [
    async ({ checkouts }, use, testInfo) => {
      let { editor } = checkouts;
      if (!editor || checkouts.file !== testInfo.file) {
        await editor?.stop();
        checkouts.editor = undefined;
        editor = checkouts.editor = await startEditor();
        checkouts.file = testInfo.file;
      }
      await use(editor);
    },
    // Starting one bundles Decap, about 20 s on a 2-core machine; this is a guard against a hang.
    { timeout: 180_000 },
  ],
});

/**
 * The editor at `hash` ('#/collections/products/new'), signed in, at 1280 px wide; `before` readies the page before
 * it loads (its routes).
 */
export async function openEditor(
  browser: Browser,
  editor: EditorCheckout,
  hash: string,
  before?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await before?.(page);
  await page.goto(`${editor.url}${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
  return page;
}

/** An existing entry's form, once its `field` (a top-level label) holds `value`. */
export async function openEntry(
  browser: Browser,
  editor: EditorCheckout,
  hash: string,
  field: string,
  value: string,
  before?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await openEditor(browser, editor, hash, before);
  await expect
    .poll(() => page.getByLabel(field, { exact: true }).filter({ visible: true }).first().inputValue())
    .toBe(value);
  return page;
}

/** Opens a list item by the label on its bar (a pick's product, a score's criterion); Decap shows items closed. */
export const openItem = (page: Page, label: string) =>
  page.locator(`xpath=//div[normalize-space(.)="${label}"]/preceding-sibling::div[1]/button[1]`).first().click();

/** Opens an object field (Meta, Methodology) by its label. */
export const openObject = (page: Page, label: string) =>
  page.locator(`xpath=//button[@data-testid="expand-button" and normalize-space(..)="${label}"]`).first().click();

/** Decap's save: Publish (shown once the form has a change), then Publish now. */
export async function publish(page: Page) {
  await page.getByText("Unsaved changes").first().waitFor();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/** The input or text area that holds `value`, once one does: Decap draws closed items' fields too, hidden. */
export async function inputHolding(page: Page, value: string): Promise<Locator> {
  const idOf = () =>
    page
      .locator("input, textarea")
      .evaluateAll(
        (fields, wanted) => (fields as HTMLInputElement[]).find((field) => field.value === wanted)?.id ?? "",
        value,
      );
  await expect.poll(idOf).not.toBe("");
  return page.locator(`[id="${await idOf()}"]`);
}

/** The messages Decap shows beside the label of `input`'s own field, not those of the fields around it. */
export async function messagesAt(input: Locator): Promise<string[]> {
  const id = await input.getAttribute("id");
  return input.page().locator(`label[for="${id}"] ~ ul li`).allTextContents();
}

/** The notes under `input`'s own field: a duplicate's "still as in …". */
export async function notesAt(input: Locator): Promise<string[]> {
  const id = await input.getAttribute("id");
  return input.locator(`xpath=ancestor::div[.//label[@for="${id}"]][1]`).locator("[data-leftover]").allTextContents();
}

/** Picks `option` in Decap's select widget labeled `label` (a searchable list, not a native select). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).filter({ visible: true }).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
