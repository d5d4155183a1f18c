/**
 * The content editor in Chromium, on a copy of the repository: a valid change is written to its file and the
 * content still checks; an invalid one is refused with the site's message beside its field, and nothing is written.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser } from "@playwright/test";
import { GUIDE_WORDS } from "../../content/schema/guides";
import type { EditorCheckout } from "../support/editor-checkout";
import { expect, messagesAt, openEditor, openEntry, openItem, openObject, publish, test } from "../support/editor-page";

const VPN = "content/lists/category/vpn.yaml";

/** The VPN list's form, signed in to the local backend. */
const openVpnList = (browser: Browser, editor: EditorCheckout) =>
  openEntry(browser, editor, "#/collections/category-lists/entries/vpn", "Title", "Best VPN Services");

test("a valid change is written to its file, and the content still checks", async ({ browser, editor }) => {
  const page = await openVpnList(browser, editor);
  const why = "Audited by KPMG in 2023 and 2025, with RAM-only servers since 2019 and a published audit report.";
  await openItem(page, "expressvpn");
  await openItem(page, "privacy");
  const field = page.getByLabel("Why", { exact: true }).filter({ visible: true }).first();
  await field.clear();
  await field.pressSequentially(why);
  await publish(page);
  await expect.poll(() => editor.read(VPN).toString()).toContain(why);
  const { stdout } = await promisify(execFile)("npm", ["run", "check:content"], { cwd: editor.dir });
  expect(stdout).toContain("all valid");
  await page.close();
});

test("an invalid change shows the site's message at its field and writes nothing", async ({ browser, editor }) => {
  const before = editor.read(VPN);
  const page = await openVpnList(browser, editor);
  // Decap does not know the 63-character limit on a page title; the site's check does, and says so at Meta › Title.
  await openObject(page, "Meta");
  const title = page.getByLabel("Title", { exact: true }).filter({ visible: true }).first();
  await title.pressSequentially("A".repeat(70));
  await publish(page);
  await expect.poll(() => messagesAt(title)).toEqual([expect.stringMatching(/^must be at most 63 characters/)]);
  expect(editor.read(VPN).equals(before)).toBe(true);
  await page.close();
});

test("a new entry's form starts with what it needs, and its address, chosen before the first save: made from the title on request, checked as typed", async ({
  browser,
  editor,
}) => {
  const page = await openEditor(browser, editor, "#/collections/guides/new");
  await expect.poll(() => page.getByText(`A body of at least ${GUIDE_WORDS.min} words`).count()).toBe(1);
  await page
    .getByLabel("Title", { exact: true })
    .filter({ visible: true })
    .first()
    .fill("How to Pick a Password Manager");
  const address = page.getByLabel(/^Web address/);
  await expect.poll(() => address.inputValue()).toBe("");
  await page.getByRole("button", { name: "Make it from the title" }).click();
  await expect.poll(() => address.inputValue()).toBe("how-to-pick-a-password-manager");
  await expect.poll(() => page.getByText("Saved as /how-to-pick-a-password-manager").count()).toBe(1);
  await address.fill("Password Managers!");
  await expect
    .poll(() => page.getByText("may hold only lowercase letters, digits and single hyphens").count())
    .toBeGreaterThan(0);
  await page.close();
});
