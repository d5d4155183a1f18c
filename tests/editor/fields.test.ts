/**
 * The editor's fields in Chromium, on a copy of the repository: the site's problems at the nested field each is about,
 * and a duplicated entry's leftovers marked until they change.
 */
import { chromium, type Browser, type Locator } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parse } from "yaml";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.js";
import { words } from "../../editor/words";
import { startEditor, type EditorCheckout } from "../support/editor-checkout";
import { inputHolding, messagesAt, notesAt, openEditor, openEntry, openItem, publish } from "../support/editor-page";

const VPN = "content/lists/category/vpn.yaml";
const NORDVPN = "content/products/nordvpn.yaml";

let editor: EditorCheckout;
let browser: Browser;

beforeAll(async () => {
  [editor, browser] = await Promise.all([
    startEditor(),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await editor?.stop();
});

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

test("each problem of the site's check shows at the nested field it is about, in view and clear of the toast, until fixed", async () => {
  const list = parse(editor.read(VPN).toString()) as {
    entries: Array<{ product: string; pros: string[]; bestFor: string }>;
  };
  const pick = list.entries[2]!;
  const page = await openEntry(
    browser,
    editor,
    "#/collections/category-lists/entries/vpn",
    "Title",
    "Best VPN Services",
  );
  await openItem(page, pick.product);
  const pro = await inputHolding(page, pick.pros[2]!);
  const bestFor = await inputHolding(page, pick.bestFor);
  // A schema problem (an empty pro) and a spelling problem, which the check finds on a line of the file.
  await pro.fill("   ");
  await bestFor.fill(`${pick.bestFor} Zwoxbar`);
  await publish(page);
  await expect.poll(() => messagesAt(pro)).toEqual(["must not be empty"]);
  await expect.poll(() => messagesAt(bestFor)).toEqual([expect.stringContaining('"Zwoxbar" is not a US English word')]);
  expect(await page.locator('label:text-is("Entries") ~ ul li').count()).toBe(0);
  const message: Locator = page.locator(`label[for="${await pro.getAttribute("id")}"] ~ ul li`);
  const toast = page.locator(".Toastify__toast").first();
  await toast.waitFor();
  await expect.poll(() => message.evaluate((item) => item.getBoundingClientRect().top)).toBeGreaterThan(0);
  const box = await message.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(900);
  expect(overlaps(box, await toast.boundingBox())).toBe(false);

  // A changed field loses its message at once; the next check brings back only what still holds.
  const fixed = "Apps for every major platform, with a kill switch on each";
  await pro.fill(fixed);
  expect(await messagesAt(pro)).toEqual([]);
  await publish(page);
  await expect.poll(() => messagesAt(bestFor)).toEqual([expect.stringContaining('"Zwoxbar"')]);
  expect(await messagesAt(pro)).toEqual([]);
  await bestFor.fill(pick.bestFor);
  await expect.poll(() => messagesAt(bestFor)).toEqual([]);
  await publish(page);
  await expect.poll(() => editor.read(VPN).toString()).toContain(fixed);
  await page.close();
});

test("a duplicated entry marks each field still holding the original's value until it is changed; a new one marks none", async () => {
  const product = parse(editor.read(NORDVPN).toString()) as { name: string; url: string };
  const page = await openEntry(browser, editor, "#/collections/products/entries/nordvpn", "Name", product.name);
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByText("Duplicate", { exact: true }).click();
  const name = await inputHolding(page, product.name);
  const url = await inputHolding(page, product.url);
  await expect.poll(() => notesAt(name)).toEqual([words.leftover(product.name)]);
  expect(await notesAt(url)).toEqual([words.leftover(product.name)]);
  // A closed list says how many of its items' fields are leftovers.
  expect(await page.locator("[data-leftovers-inside]").first().textContent()).toMatch(
    new RegExp(`^\\d+ fields? inside still as in “${product.name}”`),
  );
  await name.fill("Zephyr Keys");
  await expect.poll(() => notesAt(name)).toEqual([]);
  expect(await notesAt(url)).toEqual([words.leftover(product.name)]);
  await page.close();

  const blank = await openEditor(browser, editor, "#/collections/products/new");
  await blank.getByLabel("Name", { exact: true }).fill(product.name);
  await expect.poll(() => blank.locator("[data-leftover], [data-leftovers-inside]").count()).toBe(0);
  await blank.close();
});
