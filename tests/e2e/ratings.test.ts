/** 'Compare the five' and the score breakdowns in a real browser, on a phone and a desktop. */
import { content } from "../support/content";
import { expect, test } from "../support/site-test";
import { sampleOf } from "../support/sample";

/*
 * Whether a table fits depends on the words a list's content puts in it (a criterion's longest word), so this runs
 * on every list rather than the sample: one page per width, no JavaScript, every list in turn.
 */
for (const width of [360, 1280])
  test(`at ${width}px no list scrolls sideways, and every cell of 'Compare the five' and of each breakdown is whole inside its box`, async ({
    openPage,
  }) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const problems: Record<string, string[]> = {};
    for (const path of content.pagesOf("list").map((list) => list.path)) {
      await page.goto(path);
      const found = await page.evaluate(() => {
        // The compare table's caption is for screen readers only (visually hidden); a breakdown's is on screen.
        const cutOff = (table: Element, cells: string) => {
          const box = (table.parentElement as Element).getBoundingClientRect();
          return [...table.querySelectorAll(cells)]
            .filter((cell) => {
              const rect = cell.getBoundingClientRect();
              const inside =
                rect.left >= box.left - 0.5 &&
                rect.right <= box.right + 0.5 &&
                cell.scrollWidth <= cell.clientWidth + 1;
              return cell.checkVisibility() && !inside;
            })
            .map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, " "));
        };
        const compare = [...document.querySelectorAll("section[aria-labelledby='compare-heading'] table")];
        const breakdowns = [...document.querySelectorAll("section[id^='review-'] table")];
        return [
          ...(document.documentElement.scrollWidth > window.innerWidth ? ["the page scrolls sideways"] : []),
          ...compare.flatMap((table) => cutOff(table, "tbody :is(th, td)")).map((text) => `cut off: ${text}`),
          ...breakdowns.flatMap((table) => cutOff(table, "caption, th, td")).map((text) => `cut off: ${text}`),
        ];
      });
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });

for (const path of sampleOf("list"))
  test.describe(path, () => {
    for (const width of [360, 1280])
      test(`at ${width}px 'Compare the five' shows five columns on a wide screen, a line per pick under each criterion on a phone, and is still one table`, async ({
        openPage,
      }) => {
        const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
        await page.goto(path);
        const table = page.locator("section[aria-labelledby='compare-heading'] table");
        const layout = await table.evaluate((element) => {
          const rows = [...element.querySelectorAll("tbody tr")];
          return {
            // Five columns: a row's cells side by side. Stacked: each of them under the one before.
            across: rows.every((row) => {
              const tops = [...row.querySelectorAll("th, td")].map((cell) => cell.getBoundingClientRect().top);
              return tops.every((top) => top === tops[0]);
            }),
            down: rows.every((row) => {
              const cells = [...row.querySelectorAll("th, td")].map((cell) => cell.getBoundingClientRect());
              return cells.every(
                (cell, index) => index === 0 || cell.top >= (cells[index - 1] as DOMRect).bottom - 0.5,
              );
            }),
            // The pick each cell is shown beside: its name, drawn before it and out of the accessibility tree.
            named: [...element.querySelectorAll("td")].map((cell) => getComputedStyle(cell, "::before").content),
            picks: [...element.querySelectorAll("td")].map((cell) => cell.getAttribute("data-pick")),
          };
        });
        expect(layout.across, "five columns").toBe(width === 1280);
        expect(layout.down, "a line per pick").toBe(width === 360);
        expect(layout.named).toEqual(
          layout.picks.map((pick) => (width === 360 ? `${JSON.stringify(pick)} / ""` : "none")),
        );
        // Chromium's accessibility tree, not the DOM: the stacked rows are still a table whose cells have their headers.
        const cdp = await page.context().newCDPSession(page);
        const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
        const { nodeId } = await cdp.send("DOM.querySelector", {
          nodeId: root.nodeId,
          selector: "section[aria-labelledby='compare-heading'] table",
        });
        const roles: Record<string, number> = {};
        for (const role of ["table", "caption", "row", "rowheader", "columnheader", "cell"])
          roles[role] = (await cdp.send("Accessibility.queryAXTree", { nodeId, role })).nodes.length;
        const rows = await table.locator("tbody tr").count();
        expect(roles).toEqual({
          table: 1,
          caption: 1,
          row: rows + 1,
          rowheader: rows,
          columnheader: 6,
          cell: rows * 5,
        });
      });

    for (const width of [360, 1280])
      test(`at ${width}px each breakdown stays a table with its caption, a row per criterion and its header cells`, async ({
        openPage,
      }) => {
        const { page } = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
        await page.goto(path);
        const cdp = await page.context().newCDPSession(page);
        const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
        const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
          nodeId: root.nodeId,
          selector: "section[id^='review-'] table",
        });
        expect(nodeIds).toHaveLength(5);
        for (const [index, table] of (await page.locator("section[id^='review-'] table").all()).entries()) {
          // Chromium's accessibility tree, not the DOM: a table, its caption, a row per criterion plus head and foot.
          const roles: Record<string, number> = {};
          for (const role of ["table", "caption", "row", "rowheader", "columnheader"])
            roles[role] = (
              await cdp.send("Accessibility.queryAXTree", { nodeId: nodeIds[index] as number, role })
            ).nodes.length;
          const criteria = await table.locator("tbody tr").count();
          expect(roles, `breakdown ${index + 1}`).toEqual({
            table: 1,
            caption: 1,
            row: criteria + 2,
            rowheader: criteria + 1,
            columnheader: 4,
          });
        }
      });

    test("each breakdown's weighted scores give the rating shown beside it", async ({ openPage }) => {
      const { page } = await openPage({ javaScriptEnabled: false });
      await page.goto(path);
      const reviews = await page.locator("section[id^='review-']").all();
      expect(reviews).toHaveLength(5);
      for (const review of reviews) {
        const rows = await review
          .locator("tbody tr")
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.querySelectorAll("td")].slice(0, 2).map((td) => Number.parseFloat(td.innerText))),
          );
        const weighted = rows.reduce((sum, [weight = 0, score = 0]) => sum + weight * score, 0) / 100;
        const shown = Number(await review.locator("[data-rating]").first().getAttribute("data-rating"));
        expect(Math.round(weighted * 10 + 1e-9) / 10).toBe(shown);
        expect(rows.reduce((sum, [weight = 0]) => sum + weight, 0)).toBe(100);
      }
    });
  });
