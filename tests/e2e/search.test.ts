/** /search over the real search index of the build, with and without JavaScript, by mouse and keyboard. */
import type { Page } from "@playwright/test";
import { content, pageKinds } from "../support/content";
import { baseURL, expect, test, type PageOpener } from "../support/site-test";
import type { PageKindTable } from "../../app/content/page-kinds.server";
import { axeViolations, hydrated, switchColorScheme } from "../support/browser";

const kinds: PageKindTable = pageKinds;
/** How search files the page at a path, from its kind's entry. */
const searchFactsOf = (path?: string | null) => kinds[content.byPath.get(path ?? "")?.kind ?? ""]?.search;
/** The label a result for the page at a path should carry, in the words of content/search-page.yaml. */
const labelOf = (path?: string | null) => {
  const facts = searchFactsOf(path);
  return facts && content.searchPage.types[facts.label];
};

const text = content.searchPage;
const results = (page: Page) => page.getByRole("list", { name: text.resultsLabel });
const resultLinks = (page: Page) =>
  results(page)
    .locator("h2 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
const status = (page: Page) => page.getByRole("status").innerText();
const box = (page: Page) => page.getByLabel(text.label, { exact: true });

/**
 * What a reader types, and where the page most about it must come: first, or among the first three where another
 * page has a fair claim to the top (a guide that names both words, say). Several pages may be right.
 */
const RELEVANCE: Array<[query: string, pages: string[], within: number]> = [
  ["vpn", ["/category/vpn"], 1],
  // A product's name finds its page, a topic its list, though products have the topic's words in their names.
  ["nordvpn", ["/product/nordvpn"], 1],
  ["proton vpn", ["/product/proton-vpn"], 1],
  ["zoho books", ["/product/zoho-books"], 1],
  ["netflix", ["/product/netflix"], 1],
  ["accounting", ["/category/accounting"], 1],
  ["banking", ["/category/banking"], 1],
  // Mullvad is in the VPN list only among the products left out; the no-logs guide covers it more.
  ["mullvad", ["/vpn-no-logs-policy", "/category/vpn"], 1],
  ["balance transfer", ["/balance-transfer-cards"], 1],
  ["therapy cost", ["/therapy-costs"], 1],
  ["high yield savings", ["/high-yield-savings"], 1],
  ["wordpress hosting", ["/wordpress-hosting"], 1],
  ["hosting", ["/category/hosting"], 1],
  ["netflix shows", ["/netflix-shows"], 1],
  ["cord cutting", ["/cord-cutting-guide"], 1],
  ["prepaid", ["/prepaid-vs-postpaid"], 1],
  ["credit score", ["/credit-score-improvement"], 1],
  ["flight booking", ["/flight-booking"], 1],
  // The product's name finds the product; the page about leaving it finds the alternatives.
  ["asana", ["/product/asana"], 1],
  ["asana alternatives", ["/asana-alternatives"], 1],
  // A superlative the pages write in another degree ("cheap", "cheaper"), and words that are not all on one page.
  ["cheapest vpn", ["/category/vpn"], 3],
  // "Accounting" is not an "account".
  ["savings account", ["/category/banking", "/high-yield-savings"], 1],
  ["best savings account", ["/category/banking", "/high-yield-savings"], 1],
  ["cash back card", ["/category/credit-cards"], 1],
  ["online therapy insurance", ["/category/therapy"], 1],
  ["streaming sports", ["/best-sports-streaming"], 1],
  ["no logs vpn", ["/vpn-no-logs-policy"], 1],
  ["code editor", ["/best-code-editors"], 1],
  // Typos: a near spelling of a word in the index, the stem a misspelled word starts with, two letters swapped.
  ["wordpres hostng", ["/wordpress-hosting"], 1],
  ["vnp", ["/category/vpn"], 3],
];

test("puts the page most about the query first, typos included, and says when nothing matches", async ({
  page,
  errors,
}) => {
  await page.goto("/search");
  await hydrated(page);
  const misplaced: string[] = [];
  for (const [query, pages, within] of RELEVANCE) {
    await box(page).fill(query);
    await expect.poll(() => status(page)).toContain(`“${query}”`);
    const first = (await resultLinks(page)).slice(0, within);
    if (!first.some((url) => url && pages.includes(url)))
      misplaced.push(`"${query}": ${pages.join(" or ")} not in the first ${within}: ${first.join(", ")}`);
  }
  expect(misplaced).toEqual([]);
  await box(page).fill("zzqqxxnothing");
  await expect.poll(() => status(page)).toBe(text.noResults);
  expect(await results(page).count()).toBe(0);
  expect(errors).toEqual([]);
});

test("reads ?q= on load, links the product's page and the matching section of a list, and passes axe in both color schemes", async ({
  page,
  errors,
}) => {
  await page.goto("/search?q=nordvpn");
  await hydrated(page);
  expect(await box(page).inputValue()).toBe("nordvpn");
  await expect.poll(() => status(page)).toContain("“nordvpn”");
  const first = results(page).locator("article").first();
  expect(await first.locator("h2 a").getAttribute("href")).toBe("/product/nordvpn");
  expect(await first.locator("p").first().textContent()).toBe(labelOf("/product/nordvpn"));
  const list = results(page)
    .locator("article")
    .filter({ has: page.locator('h2 a[href="/category/vpn"]') });
  expect(await list.locator("p").first().textContent()).toBe(labelOf("/category/vpn"));
  const sections = await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(sections.some((href) => href?.startsWith("/category/vpn#") && href.includes("nordvpn"))).toBe(true);
  // The results carry the only highlighted matches (<mark>) of the site.
  expect(await axeViolations(page)).toEqual([]);
  await switchColorScheme(page, "dark");
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * Opens a path with every script held back, so the page is painted but not hydrated; the returned function lets the
 * scripts load, and resolves once React has hydrated the page.
 */
async function openBeforeScripts(openPage: PageOpener, path: string) {
  const opened = await openPage({ viewport: { width: 1280, height: 800 } });
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await opened.page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await opened.page.goto(path, { waitUntil: "domcontentloaded" });
  const hydrate = async () => {
    expect(
      await opened.page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$"))),
      "hydrated before the typing was done",
    ).toBe(false);
    releaseScripts();
    await hydrated(opened.page);
  };
  return { ...opened, hydrate };
}

test("keeps every letter typed into the box before the scripts ran, and searches for all of it", async ({
  openPage,
}) => {
  const { page, errors, hydrate } = await openBeforeScripts(openPage, "/search");
  await box(page).pressSequentially("password");
  await hydrate();
  expect(await box(page).inputValue()).toBe("password");
  await expect.poll(() => status(page)).toContain("“password”");
  expect(new URL(page.url()).searchParams.get("q")).toBe("password");
  await box(page).press("End");
  await box(page).pressSequentially(" manager");
  await expect.poll(() => status(page)).toContain("“password manager”");
  expect(errors).toEqual([]);
});

test("keeps every letter typed into the header's field before the scripts ran, and searches for all of it", async ({
  openPage,
}) => {
  const { page, errors, hydrate } = await openBeforeScripts(openPage, "/");
  const field = page.getByRole("search").getByLabel(content.site.header.searchLabel);
  await field.pressSequentially("savings");
  await hydrate();
  expect(await field.inputValue()).toBe("savings");
  await field.press("Enter");
  await page.waitForURL(`${baseURL()}/search?q=savings`);
  await expect.poll(() => status(page)).toContain("“savings”");
  expect(errors).toEqual([]);
});

test("updates the URL and the results as the reader types, and clears them", async ({ page }) => {
  await page.goto("/search");
  await hydrated(page);
  expect(await status(page)).toBe(text.emptyQuery);
  await box(page).pressSequentially("wordpress hosting");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("wordpress hosting");
  await expect.poll(async () => (await resultLinks(page)).length).toBeGreaterThan(0);
  // Each result labelled as its page's kind says; these results are of more than one label.
  const labelled = await results(page)
    .locator("article")
    .evaluateAll((articles) =>
      articles.map((article) => [
        article.querySelector("h2 a")?.getAttribute("href") ?? null,
        article.querySelector("p")?.textContent,
      ]),
    );
  expect(labelled).toEqual(labelled.map(([url]) => [url, labelOf(url)]));
  expect(new Set(labelled.map(([, label]) => label)).size).toBeGreaterThan(1);
  await box(page).fill("");
  await expect.poll(() => status(page)).toBe(text.emptyQuery);
  expect(new URL(page.url()).search).toBe("");
});

test("works from the keyboard: the header field leads to /search and results are reachable with Tab", async ({
  openPage,
}) => {
  const { page } = await openPage({ viewport: { width: 1280, height: 800 } });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("search").getByLabel(content.site.header.searchLabel).focus();
  await page.keyboard.type("savings");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseURL()}/search?q=savings`);
  await expect.poll(async () => (await resultLinks(page)).length).toBeGreaterThan(0);
  await box(page).focus();
  const focusedPlaces: string[] = [];
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press("Tab");
    focusedPlaces.push(
      await page.evaluate(
        () =>
          document.activeElement?.closest("ol")?.getAttribute("aria-label") ??
          document.activeElement?.textContent ??
          "",
      ),
    );
  }
  // The field, its button and the way to /categories come first, then the results.
  expect(focusedPlaces).toContain(text.resultsLabel);
});

test("without JavaScript the page says why typing does nothing and links every list and guide, grouped by topic", async ({
  openPage,
}) => {
  const { page } = await openPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  await page.goto("/search?q=vpn");
  expect(await page.getByRole("search", { name: text.formLabel }).getAttribute("action")).toBe("/search");
  expect(await page.getByRole("link", { name: text.browseLink }).getAttribute("href")).toBe("/categories");
  expect(await page.getByText(text.noScript).isVisible()).toBe(true);
  expect(await page.getByText(text.emptyQuery).isVisible(), "no 'type something' line that would do nothing").toBe(
    false,
  );
  const directory = page.getByRole("region", { name: text.directoryHeading });
  const linked = await directory
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const searched = content.contentPages.filter((each) => searchFactsOf(each.path)).map((each) => each.path);
  expect([...linked].sort()).toEqual(searched.sort());
  // A topic for each page its kind makes a topic, each opening with that page.
  const topics = await directory
    .locator("section")
    .evaluateAll((sections) => sections.map((section) => section.querySelector("a")?.getAttribute("href")));
  expect([...topics].sort()).toEqual(
    content.contentPages
      .filter((each) => searchFactsOf(each.path)?.directory === "topic")
      .map((each) => each.path)
      .sort(),
  );
});

test("with JavaScript the topics give way to the results once the reader types, and come back when the box is cleared", async ({
  page,
}) => {
  await page.goto("/search");
  await hydrated(page);
  const directory = page.getByRole("region", { name: text.directoryHeading });
  expect(await directory.isVisible()).toBe(true);
  expect(await page.getByText(text.noScript).isVisible()).toBe(false);
  await box(page).fill("vpn");
  await expect.poll(() => resultLinks(page)).toContain("/category/vpn");
  expect(await directory.count()).toBe(0);
  await box(page).fill("");
  await expect.poll(() => directory.isVisible()).toBe(true);
});

test("only /search loads the search engine and its index", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ["/", "/category/vpn", "/vpn-protocols"]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(requested.filter((path) => path.startsWith("/search-index/"))).toEqual([]);
  await page.goto("/search?q=vpn");
  await expect.poll(() => requested.filter((path) => path.startsWith("/search-index/")).length).toBeGreaterThan(0);
});
