/** The search index the build writes, queried by the search page's own code (app/lib/search.ts) from memory. */
import { describe, expect, it } from "vitest";
import { createSearch, MAX_QUERY_TERMS } from "../app/lib/search";
import { prefixOf, SEARCH_INDEX_PATH, termFileOf } from "../app/lib/search-terms.ts";
import { pageForIndex, readPage, SearchIndex, TOP_PAGES } from "./search-index.js";

/**
 * A built page as the components write it: what is searchable sits inside data-search-body.
 * @param {{ title: string, kind?: string, description?: string, body: string }} page
 */
const html = ({ title, kind = "guide", description = "", body }) =>
  `<!DOCTYPE html><html><head><meta name="description" content="${description}"/></head><body><header>Site menu vpn</header>` +
  `<article data-search-body="true" data-search-kind="${kind}"><h1>${title}</h1>${body}</article><footer>footer</footer></body></html>`;

/**
 * An index built from pages, and a search over it that reads its files from memory, counting what it fetches.
 * @param {Array<[string, string]>} pages url and HTML
 * @param {{ termFiles?: number, recordFiles?: number }} [bounds] the most files of each sort, as SearchIndex takes them
 */
function searchOver(pages, bounds) {
  const index = new SearchIndex(bounds);
  for (const [url, page] of pages) {
    const read = readPage(url, page);
    if (read) index.add(read);
  }
  const { files, ...entry } = index.build();
  /** @type {string[]} */
  const fetched = [];
  const search = createSearch(async (path) => {
    fetched.push(path);
    if (path === `${SEARCH_INDEX_PATH}/entry.json`) return { version: "test", ...entry };
    const file = files.get(path.slice(`${SEARCH_INDEX_PATH}/test/`.length));
    if (file === undefined) throw new Error(`${path}: 404`);
    return file;
  });
  /** @param {string} query */
  const top = async (query) => (await (await search(query)).results(8)).map((result) => result.url);
  /** The path of the term file a term is in. @param {string} term */
  const termFile = (term) => `${SEARCH_INDEX_PATH}/test/terms/${termFileOf(prefixOf(term), entry.termStarts)}.json`;
  return { search, top, fetched, files, termFile };
}

const vpnList = html({
  title: "Best VPN Services",
  kind: "list",
  description: "The five best VPN services & why",
  body: '<h2 id="entry-mullvad">Mullvad VPN</h2><p>Mullvad takes cash.</p><section data-search-ignore="true"><h2 id="compare">Compare</h2><p>zebra</p></section>',
});
const protocols = html({
  title: "VPN Protocols Explained",
  body: `<h2 id="wireguard">WireGuard</h2><p>${"A VPN protocol. ".repeat(30)} Mullvad uses it.</p>`,
});
const therapy = html({
  title: "How Much Does Therapy Cost?",
  body: '<h2 id="prices">Prices</h2><p>Therapy sessions cost money.</p>',
});

describe("readPage", () => {
  it("reads only the searchable part: title, kind, description and sections with ids, less what is ignored", () => {
    const page = readPage("/category/vpn", vpnList);
    expect(page).toMatchObject({
      url: "/category/vpn",
      title: "Best VPN Services",
      kind: "list",
      description: "The five best VPN services & why",
    });
    expect(page?.sections).toEqual([{ title: "Mullvad VPN", anchor: "entry-mullvad", text: "Mullvad takes cash." }]);
    expect(page?.counts.has("zebra")).toBe(false);
    expect(page?.counts.has("menu")).toBe(false);
    expect(page?.counts.get("mullvad")).toMatchObject({ heading: 1, text: 1, section: 0 });
  });

  it("keeps a section's text as it reads: inline elements joined, blocks apart", () => {
    const page = readPage(
      "/x",
      html({ title: "X", body: '<h2 id="a">A</h2><p>Net<em>flix</em> shows</p><ul><li>One</li><li>Two</li></ul>' }),
    );
    expect(page?.sections[0]?.text).toBe("Netflix shows One Two");
  });

  it("stops the build, naming the file, when a searchable page lacks its title or kind", () => {
    const file = "build/client/page.html";
    expect(() => pageForIndex(file, "/page", html({ title: "", body: "<p>text</p>" }))).toThrow(
      `${file}: the part marked data-search-body has no h1`,
    );
    expect(() => pageForIndex(file, "/page", html({ title: "Title", kind: "", body: "<p>text</p>" }))).toThrow(
      `${file}: the element marked data-search-body has no data-search-kind`,
    );
  });

  it("skips a page without a searchable part", () => {
    expect(readPage("/", "<html><body><main><h1>Home</h1></main></body></html>")).toBeNull();
  });
});

/** @type {Array<[string, string]>} */
const PAGES = [
  ["/category/vpn", vpnList],
  ["/vpn-protocols", protocols],
  ["/therapy-costs", therapy],
];

/** The layouts every search behaviour must hold in: a file for each page, and files shared as at a large site's. */
const LAYOUTS = /** @type {const} */ ([
  ["a file for each term prefix and each page", undefined],
  ["two term files and two record files", { termFiles: 2, recordFiles: 2 }],
]);

describe.each(LAYOUTS)("a search over the index, %s", (_, bounds) => {
  const site = searchOver(PAGES, bounds);

  it("puts the page with the word in its title or a heading above one that repeats it in the text", async () => {
    expect(await site.top("vpn")).toEqual(["/category/vpn", "/vpn-protocols"]);
    expect(await site.top("mullvad")).toEqual(["/category/vpn", "/vpn-protocols"]);
    expect((await site.top("wireguard"))[0]).toBe("/vpn-protocols");
  });

  it("matches the start of a word, a small typo and another form of the word", async () => {
    expect(await site.top("wiregu")).toEqual(["/vpn-protocols"]);
    expect(await site.top("wiregaurd")).toEqual(["/vpn-protocols"]);
    // Two letters from "cost", more than a word of six letters may be off by, but it starts with that stem.
    expect(await site.top("costng")).toEqual(["/therapy-costs"]);
    expect(await site.top("costs")).toEqual(["/therapy-costs"]);
  });

  it("puts the pages with every word of the query first, then those with some of them", async () => {
    expect(await site.top("mullvad cash")).toEqual(["/category/vpn", "/vpn-protocols"]);
    expect(await site.top("therapy zzzz")).toEqual(["/therapy-costs"]);
  });

  it("matches another degree of an adjective, and two swapped letters even where they change the index file", async () => {
    const shop = searchOver(
      [
        ["/vpn", html({ title: "VPN Services", kind: "list", body: '<h2 id="a">Prices</h2><p>A cheap VPN plan.</p>' })],
        ["/flights", html({ title: "Flights", body: '<h2 id="a">Fares</h2><p>The cheapest fares.</p>' })],
      ],
      bounds,
    );
    // "vnp" is under the prefix "vnp", which no term has, so the terms of "nvp" and "vpn" are read instead, where
    // they exist (only "vpn" does).
    expect(await shop.top("vnp")).toEqual(["/vpn"]);
    expect(shop.fetched.filter((path) => path.includes("/terms/"))).toEqual([shop.termFile("vpn")]);
    expect(await shop.top("cheapest vpn")).toEqual(["/vpn", "/flights"]);
  });

  it("keeps accounting apart from an account", async () => {
    const money = searchOver(
      [
        [
          "/banks",
          html({
            title: "Banks",
            kind: "list",
            body: '<h2 id="a">Checking</h2><p>A checking account with no fees.</p>',
          }),
        ],
        [
          "/books",
          html({
            title: "Accounting Software",
            body: '<h2 id="a">Ledgers</h2><p>Accounting for checking clients.</p>',
          }),
        ],
      ],
      bounds,
    );
    expect(await money.top("checking account")).toEqual(["/banks", "/books"]);
  });

  it("puts first the page whose short name is the query, word for word, over a page that says the words more", async () => {
    const names = searchOver(
      [
        [
          "/tool-alternatives",
          html({
            title: "Best Acme Alternatives",
            kind: "list",
            body: `<h2 id="a">Why teams leave Acme</h2><p>${"Acme is slow. Acme costs more. ".repeat(10)}</p>`,
          }),
        ],
        ["/product/acme", html({ title: "Acme", kind: "product", body: "<p>A planner for teams.</p>" })],
        ["/product/acme-tools", html({ title: "Acme Tools", kind: "product", body: "<p>Tools for Acme.</p>" })],
      ],
      bounds,
    );
    expect(await names.top("acme")).toEqual(["/product/acme", "/tool-alternatives", "/product/acme-tools"]);
    expect((await names.top("acme tools"))[0]).toBe("/product/acme-tools");
    expect((await names.top("acme alternatives"))[0]).toBe("/tool-alternatives");
  });

  it("finds nothing for stop words or words no page has, without fetching a file that does not exist", async () => {
    const before = site.fetched.length;
    expect((await site.search("the and of")).total).toBe(0);
    expect((await site.search("qqqxyz")).total).toBe(0);
    expect(site.fetched.slice(before).filter((path) => path.includes("/terms/"))).toEqual([]);
  });

  it("shows the description escaped, with the matched words marked, and links the matching section", async () => {
    const [first] = await (await site.search("mullvad services")).results(1);
    expect(first).toEqual({
      url: "/category/vpn",
      title: "Best VPN Services",
      kind: "list",
      excerpt: "The five best VPN <mark>services</mark> &#38; why",
      sections: [{ title: "Mullvad VPN", url: "/category/vpn#entry-mullvad" }],
    });
  });
});

describe("a search over the index", () => {
  const site = searchOver(PAGES);

  it("shows the words around the match in a section's text when the description lacks every matched word", async () => {
    const [list] = await (await site.search("cash")).results(1);
    expect(list?.excerpt).toBe("Mullvad takes <mark>cash</mark>.");
    const results = await (await site.search("mullvad")).results(2);
    expect(results[1]?.excerpt).toBe("… VPN protocol. A VPN protocol. A VPN protocol. <mark>Mullvad</mark> uses it.");
  });

  it(`reads at most ${MAX_QUERY_TERMS} words of a query, so a pasted paragraph fetches no more files than a short query`, async () => {
    const fresh = searchOver(PAGES);
    // Fourteen words of the pages, each under a prefix of its own, in a term file of its own (few prefixes, many files).
    await fresh.search(
      "vpn mullvad wireguard therapy cost protocol sessions money cash best services explained prices takes",
    );
    expect(fresh.fetched.filter((path) => path.includes("/terms/"))).toHaveLength(MAX_QUERY_TERMS);
  });

  it("fetches each file once, however many queries use it", async () => {
    await site.search("vpn");
    await site.search("vpn");
    expect(site.fetched.filter((path) => path === site.termFile("vpn"))).toHaveLength(1);
  });
});

describe("the index's files", () => {
  it("are no more than its bounds, however many pages, and each page's record is where its number says", async () => {
    const words = Array.from(
      { length: 30 },
      (_, index) => `word${String.fromCharCode(97 + (index % 26))}${"x".repeat(index / 26 + 1)}`,
    );
    const site = searchOver(
      words.map((word) => [`/${word}`, html({ title: `Page ${word}`, body: `<h2 id="a">About</h2><p>${word}</p>` })]),
      { termFiles: 3, recordFiles: 4 },
    );
    expect([...site.files.keys()].filter((path) => path.startsWith("terms/")).length).toBeLessThanOrEqual(3);
    expect([...site.files.keys()].filter((path) => path.startsWith("records/")).length).toBeLessThanOrEqual(4);
    for (const word of words) expect(await site.top(word)).toEqual([`/${word}`]);
  });

  it("store the pages a search for a word of their titles shows in one record file", async () => {
    // In URL order (/page-0, /page-1, /page-10, /page-11, /page-2…) the four budget pages would be in all three files.
    const site = searchOver(
      Array.from({ length: 12 }, (_, index) => [
        `/page-${index}`,
        html({
          title: index % 3 === 0 ? `Budget plan ${index}` : `Garden tips ${index}`,
          body: "<p>Notes.</p>",
        }),
      ]),
      { recordFiles: 3 },
    );
    expect(await site.top("budget")).toHaveLength(4);
    expect(site.fetched.filter((path) => path.includes("/records/"))).toHaveLength(1);
  });

  it("keep no section text once four pages share a record file, and a result shows the description instead", async () => {
    const site = searchOver([...PAGES, ["/extra", html({ title: "Extra", body: "<p>more</p>" })]], { recordFiles: 1 });
    const [list] = await (await site.search("cash")).results(1);
    expect(list).toMatchObject({
      excerpt: "The five best VPN services &#38; why",
      sections: [{ title: "Mullvad VPN", url: "/category/vpn#entry-mullvad" }],
    });
  });
});

it(`keeps at most ${TOP_PAGES} pages for a word, the best-scoring ones, so no file grows with the site`, async () => {
  const many = Array.from(
    { length: TOP_PAGES + 20 },
    (_, index) =>
      /** @type {[string, string]} */ ([`/page-${index}`, html({ title: `Page ${index}`, body: "<p>budget</p>" })]),
  );
  const titled = html({ title: "Budget planner", body: "<p>budget</p>" });
  const site = searchOver([...many, ["/budget-planner", titled]]);
  const answer = await site.search("budget");
  expect(answer.total).toBe(TOP_PAGES);
  expect((await answer.results(1))[0]?.url).toBe("/budget-planner");
});
