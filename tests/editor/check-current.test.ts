/**
 * The edit server's check before a save sees the files as they are now: a product added, or removed, on disk (as
 * a save writes them) after `npm run edit` started counts at the next check, with no restart; and a new entry
 * never takes an address a file already has.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EditorCheckout } from "../support/editor-checkout";
import { expect, test } from "../support/editor-page";

const VPN = "content/lists/category/vpn.yaml";
const NEW_PRODUCT = "content/products/zephyr-vpn.yaml";
/** The messages of the edit server's check of `file` holding `text`. */
async function check(editor: EditorCheckout, file: string, text: string, isNew = false): Promise<string[]> {
  const response = await fetch(`${editor.url}api/check`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ file, text, isNew }),
  });
  const { problems } = (await response.json()) as { problems: Array<{ message: string }> };
  return problems.map((problem) => problem.message);
}

test("sees a product added and then removed after it started", async ({ editor }) => {
  // The VPN list with its fifth pick renamed to a product no file holds yet.
  const list = editor.read(VPN).toString().replace("product: pia", "product: zephyr-vpn");
  expect(await check(editor, VPN, list)).toEqual([expect.stringContaining('unknown product "zephyr-vpn"')]);
  writeFileSync(
    join(editor.dir, NEW_PRODUCT),
    editor.read("content/products/pia.yaml").toString().replace("name: Private Internet Access", "name: Zephyr VPN"),
  );
  await expect.poll(() => check(editor, VPN, list)).toEqual([]);
  rmSync(join(editor.dir, NEW_PRODUCT));
  await expect.poll(() => check(editor, VPN, list)).toEqual([expect.stringContaining('unknown product "zephyr-vpn"')]);
});

test("refuses a new entry whose address a file already has, rather than saving over it or beside it", async ({
  editor,
}) => {
  const file = "content/products/nordvpn.yaml";
  const text = editor.read(file).toString();
  expect(await check(editor, file, text)).toEqual([]);
  expect(await check(editor, file, text, true)).toEqual([`${file} already exists; choose another`]);
});
