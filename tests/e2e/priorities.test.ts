/**
 * "What matters to you?" on the sampled lists, in a real browser: a preset, a custom level set from the keyboard,
 * the URL round trip, reset, the page keeping our order throughout, and no script at all. The expected orders are
 * worked out here from the list's own scores and weights, independently of the control's code.
 */
import type { Page } from "@playwright/test";
import { content, priorities, rated } from "../support/content";
import { expect, test } from "../support/site-test";
import { presetLevels, ranking, type Levels } from "../../content/schema/scoring";
import { axeViolations, hydrated, isBlockedRequestNote } from "../support/browser";
import { sampleOf } from "../support/sample";

// The sampled lists, and always a list with a pick out of rating order, where our levels must still give our order.
const outOfOrder = content.pagesOf("list").filter((page) => page.data.entries.some((entry) => entry.outOfOrder));
const lists = [...new Set([...sampleOf("list"), ...outOfOrder.map((page) => page.path)])];

for (const path of lists)
  test.describe(path, () => {
    const page = content.byPath.get(path);
    if (page?.kind !== "list") throw new Error(`${path} is not a list`);
    const list = rated(page.data, content.lookup);
    const criteria = list.methodology.criteria;
    const ours = list.entries.map((entry) => entry.title);

    /**
     * The five in the order the given levels give them, by the site's one ranking rule (content/schema/scoring.ts,
     * whose property tests prove it): a tie goes to the list's tiebreak criterion, then to our order.
     */
    const orderFor = (levels: Record<string, number>) =>
      ranking(
        criteria,
        list.methodology.tiebreak,
        list.entries,
        presetLevels(criteria, levels as Partial<Levels>),
      )?.map((placed) => placed.entry.title) ?? ours;
    /** The note of the preset whose levels these are, shown when it leaves our order. */
    const noteFor = (levels: Record<string, number>) =>
      list.presets.find((preset) => criteria.every((c) => (preset.levels[c.id] ?? 2) === (levels[c.id] ?? 2)))?.note;
    const shownOrder = (tab: Page) =>
      tab
        .locator("#priorities ol > li")
        .evaluateAll((items) => items.map((item) => item.querySelectorAll("span")[1]?.textContent ?? ""));
    // A card's heading is its rank for screen readers, then the pick's name.
    const cardOrder = (tab: Page) =>
      tab
        .locator("article.ranked-card h3")
        .evaluateAll((headings) => headings.map((h) => h.lastChild?.textContent ?? ""));
    // Third parties blocked: a sponsored slot that empties a few seconds in would move the control mid-click.
    test.use({ blockThirdParties: true, viewport: { width: 1280, height: 900 } });
    const open = async (tab: Page, target = path) => {
      await tab.goto(target);
      await hydrated(tab);
    };

    test("a preset re-ranks the five, says so politely, puts it in the URL, and leaves the page in our order", async ({
      page: tab,
      errors,
    }) => {
      await open(tab);
      await tab.locator("#priorities summary").click();
      const preset = list.presets[0]!;
      await tab.getByRole("button", { name: preset.label }).click();
      const expected = orderFor(preset.levels);
      await expect.poll(() => shownOrder(tab)).toEqual(expected);
      expect(await tab.getByRole("button", { name: preset.label }).getAttribute("aria-pressed")).toBe("true");
      expect(await tab.getByRole("status").textContent()).toContain(`1. ${expected[0]}`);
      const w = new URL(tab.url()).searchParams.get("w") ?? "";
      expect(w.split(",").sort()).toEqual(
        Object.entries(preset.levels)
          .map(([id, level]) => `${id}:${level}`)
          .sort(),
      );
      expect(await cardOrder(tab), "the cards keep our order").toEqual(ours);
      // A preset's note shows beside its ranking: in place of the plain "same order" line, or after the pick that moved.
      if (expected.join() === ours.join())
        expect(await tab.locator("#priorities ol + p").textContent()).toBe(preset.note ?? priorities.sameOrder);
      else if (preset.note) expect(await tab.locator("#priorities ol + p + p").textContent()).toBe(preset.note);
      expect(await axeViolations(tab)).toEqual([]);
      expect(errors.filter((error) => !isBlockedRequestNote(error))).toEqual([]);
    });

    test("works from the keyboard: open, set a criterion to 'doesn't matter', and the pick that moved most says why", async ({
      page: tab,
    }) => {
      await open(tab);
      await tab.locator("#priorities summary").focus();
      await tab.keyboard.press("Enter");
      const first = criteria[0]!;
      const select = tab.getByLabel(new RegExp(`^${first.name} \\(`));
      await select.focus();
      await tab.keyboard.press("ArrowUp");
      await tab.keyboard.press("ArrowUp");
      expect(await select.inputValue()).toBe("0");
      const expected = orderFor({ [first.id]: 0 });
      await expect.poll(() => shownOrder(tab)).toEqual(expected);
      expect(new URL(tab.url()).searchParams.get("w")).toBe(`${first.id}:0`);
      const movedLine = await tab.locator("#priorities ol + p").textContent();
      if (expected.join() === ours.join()) expect(movedLine).toBe(noteFor({ [first.id]: 0 }) ?? priorities.sameOrder);
      else expect(movedLine).toMatch(/ moves from #\d to #\d because /);
    });

    test("a link with priorities opens the control with them, and reset returns to our ranking", async ({
      page: tab,
    }) => {
      const levels = { [criteria[1]!.id]: 3, [criteria[0]!.id]: 1 };
      const query = Object.entries(levels)
        .map(([id, level]) => `${id}:${level}`)
        .join(",");
      await open(tab, `${path}?w=${query}`);
      await expect.poll(() => tab.locator("#priorities").getAttribute("open")).toBe("");
      await expect.poll(() => shownOrder(tab)).toEqual(orderFor(levels));
      expect(await tab.getByLabel(new RegExp(`^${criteria[1]!.name} \\(`)).inputValue()).toBe("3");
      await tab.getByRole("button", { name: priorities.reset }).click();
      await expect.poll(() => shownOrder(tab)).toEqual(ours);
      expect(new URL(tab.url()).search).toBe("");
      expect(await tab.getByRole("button", { name: priorities.reset }).isDisabled()).toBe(true);
    });

    test("without JavaScript the page is ours, and the closed control says it needs JavaScript", async ({
      openPage,
    }) => {
      const { page: tab } = await openPage({ javaScriptEnabled: false });
      await tab.goto(`${path}?w=${criteria[0]!.id}:0`);
      expect(await tab.locator("#priorities").getAttribute("open")).toBeNull();
      expect(await cardOrder(tab)).toEqual(ours);
      await tab.locator("#priorities summary").click();
      expect(await tab.locator("#priorities p").textContent()).toBe(priorities.noScript);
    });
  });
