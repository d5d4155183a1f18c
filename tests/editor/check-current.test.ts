/**
 * The edit server's check before a save sees the files as they are now: a product added, or removed, on disk (as
 * decap-server writes them) after `npm run edit` started counts at the next check, with no restart; and a new entry
 * never takes an address a file already has.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEditor, type EditorCheckout } from "../support/editor-checkout";

const VPN = "content/lists/category/vpn.yaml";
const NEW_PRODUCT = "content/products/zephyr-vpn.yaml";
let editor: EditorCheckout;

beforeAll(async () => {
  editor = await startEditor();
});

afterAll(async () => {
  await editor?.stop();
});

/** The messages of the edit server's check of `file` holding `text`. */
async function check(file: string, text: string, isNew = false): Promise<string[]> {
  const response = await fetch(`${editor.url}api/check`, {
    method: "POST",
    body: JSON.stringify({ file, text, isNew }),
  });
  const { problems } = (await response.json()) as { problems: Array<{ message: string }> };
  return problems.map((problem) => problem.message);
}

it("sees a product added and then removed after it started", async () => {
  // The VPN list with its fifth pick renamed to a product no file holds yet.
  const list = editor.read(VPN).toString().replace("product: pia", "product: zephyr-vpn");
  expect(await check(VPN, list)).toEqual([expect.stringContaining('unknown product "zephyr-vpn"')]);
  writeFileSync(
    join(editor.dir, NEW_PRODUCT),
    editor.read("content/products/pia.yaml").toString().replace("name: Private Internet Access", "name: Zephyr VPN"),
  );
  await expect.poll(() => check(VPN, list)).toEqual([]);
  rmSync(join(editor.dir, NEW_PRODUCT));
  await expect.poll(() => check(VPN, list)).toEqual([expect.stringContaining('unknown product "zephyr-vpn"')]);
});

it("refuses a new entry whose address a file already has, rather than saving over it or beside it", async () => {
  const file = "content/products/nordvpn.yaml";
  const text = editor.read(file).toString();
  expect(await check(file, text)).toEqual([]);
  expect(await check(file, text, true)).toEqual([`${file} already exists; choose another`]);
});
