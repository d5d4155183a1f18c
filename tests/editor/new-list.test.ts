/**
 * A new category list added end to end through the editor alone, as a writer would: five products, the list and a
 * guide, each by duplicating the closest existing entry and rewriting it, with the mistakes a writer makes on the
 * way (an address a file already has, a misspelling, a photo already on two pages) shown at their fields and
 * corrected. Then `npm run check:content` and the build pass on the result, and the new pages are built.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import {
  inputHolding,
  messagesAt,
  openEntry,
  openItem,
  openObject,
  publish,
  test,
  expect,
} from "../support/editor-page";

const VPN = "content/lists/category/vpn.yaml";
const GUIDE = "content/guides/vpn-protocols.mdx";
/** The new products: each made from one of the VPN list's picks, in its order. */
const NAMES = ["Zephyr Guard", "Zephyr Shield", "Zephyr Tunnel", "Zephyr Cloak", "Zephyr Veil"];
const LIST = { title: "Best Zephyr Services", address: "best-zephyr-services" };
const NEW_GUIDE = { title: "Zephyr Protocols Explained", address: "zephyr-protocols-explained" };

const idOf = (name: string) => name.toLowerCase().replace(/ /g, "-");

/** Decap's Duplicate, from the Published menu of an existing entry. */
async function duplicate(page: Page) {
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByText("Duplicate", { exact: true }).click();
  await page.getByText("Unsaved changes").first().waitFor();
}

/** A top-level text field, by its label. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).first();

let photos = 0;
/**
 * Gives each photo the check found on too many pages (a copied one) an address of its own, at the field the check
 * named; returns how many there were.
 */
async function newPhotos(page: Page): Promise<number> {
  // Decap shows a field's messages in a list beside its label.
  const ids = await page
    .locator("label ~ ul li")
    .evaluateAll((messages) =>
      messages
        .filter((message) => message.textContent?.includes("a photo appears on at most 2 pages"))
        .map((message) => message.parentElement?.parentElement?.querySelector("label")?.getAttribute("for")),
    );
  for (const id of ids) await page.locator(`[id="${id}"]`).fill(`https://images.unsplash.com/photo-zephyr-${++photos}`);
  return ids.length;
}

test("a writer adds a category list, its five products and a guide in the browser, and the site builds", async ({
  browser,
  editor,
}) => {
  // A guard against a hang, not a time limit: thirty saves, the content check and a build, on a 2-core machine.
  test.setTimeout(900_000);
  const exists = (file: string) => existsSync(join(editor.dir, file));
  // The editor's server creates a file, then writes its text: a wait for a save is a wait for the text itself.
  const savedData = (file: string) =>
    (exists(file) ? parse(editor.read(file).toString()) : null) as Record<string, unknown> | null;
  const run = (script: string) => promisify(execFile)("npm", ["run", script], { cwd: editor.dir });
  const list = parse(editor.read(VPN).toString()) as { title: string; entries: Array<{ product: string }> };

  // Five products, each the duplicate of a pick, renamed; the first tries the address its original has.
  for (const [index, { product }] of list.entries.entries()) {
    const original = parse(editor.read(`content/products/${product}.yaml`).toString()) as { name: string };
    const page = await openEntry(browser, editor, `#/collections/products/entries/${product}`, "Name", original.name);
    await duplicate(page);
    const address = page.getByLabel(/^Product id/);
    if (index === 0) {
      await page.getByRole("button", { name: "Make it from the name" }).click();
      await publish(page);
      await expect.poll(() => messagesAt(address)).toEqual([expect.stringContaining("already exists; choose another")]);
    }
    await field(page, "Name").fill(NAMES[index]!);
    await page.getByRole("button", { name: "Make it from the name" }).click();
    await publish(page);
    await expect.poll(() => savedData(`content/products/${idOf(NAMES[index]!)}.yaml`)?.name).toBe(NAMES[index]);
    await page.close();
  }

  // The list: the VPN list's duplicate, with its own title, address and picks; a misspelled tagline and the
  // photos the VPN list shares with other pages come back at their fields, and are fixed.
  const page = await openEntry(browser, editor, "#/collections/category-lists/entries/vpn", "Title", list.title);
  await duplicate(page);
  await field(page, "Title").fill(LIST.title);
  await page.getByRole("button", { name: "Make it from the title" }).click();
  const tagline = field(page, "Tagline");
  await tagline.fill("Five Zephyr servises, ranked by how well each keeps your traffic private.");
  for (const [index, { product }] of list.entries.entries()) {
    await openItem(page, product);
    const picker = page.getByLabel("Product", { exact: true }).filter({ visible: true }).nth(index);
    await picker.click();
    await picker.pressSequentially(NAMES[index]!);
    await page.getByRole("option", { name: NAMES[index]!, exact: true }).click();
  }
  await publish(page);
  await expect
    .poll(() => messagesAt(tagline))
    .toEqual([expect.stringContaining('"servises" is not a US English word')]);
  await tagline.fill("Five Zephyr services, ranked by how well each keeps your traffic private.");
  // The copied photos now on three pages, which the same check names at their fields.
  expect(await newPhotos(page)).toBeGreaterThan(0);
  await publish(page);
  const file = `content/lists/category/${LIST.address}.yaml`;
  await expect
    .poll(() => (savedData(file)?.entries as Array<{ product: string }> | undefined)?.map((entry) => entry.product))
    .toEqual(NAMES.map(idOf));
  await page.close();

  // The guide: a duplicate pointing at the new list, which the check knows without a restart.
  const [, frontmatter = ""] = /^---\n([\s\S]*?)\n---\n/.exec(editor.read(GUIDE).toString()) ?? [];
  const guide = parse(frontmatter) as { title: string; back: { to: string } };
  const form = await openEntry(browser, editor, "#/collections/guides/entries/vpn-protocols", "Title", guide.title);
  await duplicate(form);
  await field(form, "Title").fill(NEW_GUIDE.title);
  await form.getByRole("button", { name: "Make it from the title" }).click();
  await openObject(form, "Back");
  await (await inputHolding(form, guide.back.to)).fill(`/category/${LIST.address}`);
  await publish(form);
  // Its hero photo, copied, may now be on too many pages: if the check says so, it is replaced where it shows.
  const saved = `content/guides/${NEW_GUIDE.address}.mdx`;
  const refused = form.getByText("The site would not build with this change");
  await expect.poll(async () => exists(saved) || (await refused.count()) > 0).toBe(true);
  if (!exists(saved)) {
    expect(await newPhotos(form)).toBeGreaterThan(0);
    await publish(form);
  }
  await expect.poll(() => (exists(saved) ? editor.read(saved).toString() : "")).toContain(NEW_GUIDE.title);
  await form.close();

  expect((await run("check:content")).stdout).toContain("all valid");
  await run("build");
  expect(exists(`build/client/category/${LIST.address}.html`)).toBe(true);
  expect(exists(`build/client/${NEW_GUIDE.address}.html`)).toBe(true);
});
