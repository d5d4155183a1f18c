/**
 * The editor's fields in Chromium, on a copy of the repository: the site's problems at the nested field each is about,
 * a duplicated entry's leftovers marked until they change, fields fit for their values (dates, icons, photos), and a
 * new file written in the schema's order.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { isMap, parse, parseDocument, type YAMLMap } from "yaml";
import { vendorSchema } from "../../content/schema/vendors";
import { words } from "../../editor/words";
import {
  choose,
  inputHolding,
  messagesAt,
  notesAt,
  openEditor,
  openEntry,
  openItem,
  openObject,
  publish,
  expect,
  test,
} from "../support/editor-page";

const VPN = "content/lists/category/vpn.yaml";
const NORDVPN = "content/products/nordvpn.yaml";
const GUIDE = "content/guides/vpn-protocols.mdx";

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

test("each problem of the site's check shows at the nested field it is about, in view and clear of the toast, until fixed", async ({
  browser,
  editor,
}) => {
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

test("a duplicated entry marks each field still holding the original's value until it is changed; a new one marks none", async ({
  browser,
  editor,
}) => {
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

test("a day is picked as a day and saved as one; a source's date as precisely as known", async ({
  browser,
  editor,
}) => {
  const [, frontmatter = ""] = /^---\n([\s\S]*?)\n---\n/.exec(editor.read(GUIDE).toString()) ?? [];
  const change = (parse(frontmatter) as { changes: Array<{ date: string }> }).changes[0]!;
  const guide = await openEntry(
    browser,
    editor,
    "#/collections/guides/entries/vpn-protocols",
    "Title",
    "VPN Protocols Explained",
  );
  await openItem(guide, change.date);
  const day = guide.locator('input[type="date"]').filter({ visible: true }).first();
  const before = await day.inputValue();
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const later = new Date(Date.parse(before) + 86_400_000).toISOString().slice(0, 10);
  await day.fill(later);
  await publish(guide);
  await expect.poll(() => editor.read(GUIDE).toString()).toContain(`- date: ${later}\n`);
  await guide.close();

  const product = parse(editor.read(NORDVPN).toString()) as { name: string; price: { seen: string } };
  expect(product.price.seen).toMatch(/^\d{4}-\d{2}$/);
  const page = await openEntry(browser, editor, "#/collections/products/entries/nordvpn", "Name", product.name);
  await openObject(page, "Price");
  const seen = page.locator('input[type="month"]').filter({ visible: true }).first();
  expect(await seen.inputValue()).toBe(product.price.seen);
  const id = await seen.getAttribute("id");
  await page.getByLabel(words.precision.label).filter({ visible: true }).first().selectOption("day");
  await expect.poll(() => page.locator(`[id="${id}"]`).getAttribute("type")).toBe("date");
  await publish(page);
  await expect.poll(() => editor.read(NORDVPN).toString()).toContain(`  seen: ${product.price.seen}-01\n`);
  await page.close();
});

test("an icon is picked by its picture and saved by its name", async ({ browser, editor }) => {
  const list = parse(editor.read(VPN).toString()) as { icon: string };
  const page = await openEntry(
    browser,
    editor,
    "#/collections/category-lists/entries/vpn",
    "Title",
    "Best VPN Services",
  );
  const icons = page.getByRole("radiogroup").first();
  expect(await icons.getByRole("radio", { checked: true }).getAttribute("value")).toBe(list.icon);
  const other = icons.getByRole("radio", { checked: false }).first();
  const name = await other.getAttribute("value");
  expect(await icons.locator(`label:has(input[value="${name}"]) svg`).count()).toBe(1);
  await icons.locator(`label:has(input[value="${name}"])`).click();
  await publish(page);
  await expect.poll(() => editor.read(VPN).toString()).toContain(`\nicon: ${name}\n`);
  await page.close();
});

test("a photo's address shows the photo it names, or says it names none", async ({ browser, editor }) => {
  // The stock-photo host is out of reach here: its photos are the site's own card, and anything else is not found.
  const photo = readFileSync("public/og-image.jpg");
  const page = await openEntry(
    browser,
    editor,
    "#/collections/category-lists/entries/vpn",
    "Title",
    "Best VPN Services",
    (page) =>
      page.route("https://images.unsplash.com/**", (route) =>
        route.request().url().includes("photo-0000")
          ? route.fulfill({ status: 404 })
          : route.fulfill({ body: photo, contentType: "image/jpeg" }),
      ),
  );
  const pick = (parse(editor.read(VPN).toString()) as { entries: Array<{ product: string }> }).entries[0]!;
  await openItem(page, pick.product);
  await openObject(page, "Image");
  const preview = page.locator("[data-photo-preview]").filter({ visible: true }).first();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const address = page.locator(
    `[id="${await preview.evaluate((image) => image.parentElement?.previousElementSibling?.id)}"]`,
  );
  await address.fill("https://images.unsplash.com/photo-0000");
  await expect.poll(() => page.getByText(words.photo.failed).filter({ visible: true }).count()).toBe(1);
  await page.close();
});

/** The keys of a YAML map, in the file's order. */
const keysOf = (map: unknown) =>
  isMap(map) ? (map as YAMLMap).items.map((pair) => String((pair.key as { value: unknown }).value)) : [];

async function fillField(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).filter({ visible: true }).first().fill(value);
}

test("a new file is written in the schema's order, whatever order its fields were filled in", async ({
  browser,
  editor,
}) => {
  const page = await openEditor(browser, editor, "#/collections/products/new");
  await openObject(page, "Price");
  await choose(page, "Source kind", "vendor");
  await fillField(page, "Source", "https://zephyr.example.org/pricing/");
  await fillField(page, "Text", "From $2 a month");
  await page.getByLabel(words.precision.label).filter({ visible: true }).first().selectOption("month");
  await page.locator('input[type="month"]').filter({ visible: true }).first().fill("2026-10");
  await fillField(page, "Name", "Zephyr Keys");
  await page.getByRole("button", { name: "Make it from the name" }).click();
  await publish(page);
  const file = "content/products/zephyr-keys.yaml";
  // Playwright's poll stops at a callback that throws: until the file is there, it reads as empty.
  const written = () => (existsSync(join(editor.dir, file)) ? editor.read(file).toString() : "");
  await expect.poll(written, { timeout: 30_000 }).toContain("Zephyr Keys");
  const document = parseDocument(editor.read(file).toString());
  const schemaOrder = (shape: Record<string, unknown>, keys: string[]) =>
    Object.keys(shape).filter((key) => keys.includes(key));
  const top = keysOf(document.contents);
  expect(top).toEqual(schemaOrder(vendorSchema.shape, top));
  const price = keysOf(document.get("price"));
  expect(price).toEqual(schemaOrder(vendorSchema.shape.price.shape, price));
  await page.close();
});
