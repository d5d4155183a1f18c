/** The search index the build writes, queried by the search page's own code (app/lib/search.ts) from memory. */
import { describe, expect, it } from "vitest";
import { createSearch, MAX_QUERY_TERMS } from "../app/lib/search";
import { SEARCH_INDEX_PATH, shardOf } from "../app/lib/search-terms.js";
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
 */
function searchOver(pages) {
  const index = new SearchIndex();
  for (const [url, page] of pages) {
    const read = readPage(url, page);
    if (read) index.add(read);
  }
  const { files, shards } = index.build();
  /** @type {string[]} */
  const fetched = [];
  const search = createSearch(async (path) => {
    fetched.push(path);
    if (path === `${SEARCH_INDEX_PATH}/entry.json`) return { version: "test", shards };
    const file = files.get(path.slice(`${SEARCH_INDEX_PATH}/test/`.length));
    if (file === undefined) throw new Error(`${path}: 404`);
    return file;
  });
  /** @param {string} query */
  const top = async (query) => (await (await search(query)).results(8)).map((result) => result.url);
  return { search, top, fetched, files };
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

describe("a search over the index", () => {
  const site = searchOver(PAGES);

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
    const shop = searchOver([
      ["/vpn", html({ title: "VPN Services", kind: "list", body: '<h2 id="a">Prices</h2><p>A cheap VPN plan.</p>' })],
      ["/flights", html({ title: "Flights", body: '<h2 id="a">Fares</h2><p>The cheapest fares.</p>' })],
    ]);
    // "vnp" belongs in the file of "vnp", which no term has, so the files of "nvp" and "vpn" are read instead, where
    // they exist (only "vpn" does).
    expect(await shop.top("vnp")).toEqual(["/vpn"]);
    expect(shop.fetched.filter((path) => path.includes("/terms/"))).toEqual([
      `${SEARCH_INDEX_PATH}/test/terms/${shardOf("vpn")}.json`,
    ]);
    expect(await shop.top("cheapest vpn")).toEqual(["/vpn", "/flights"]);
  });

  it("keeps accounting apart from an account", async () => {
    const money = searchOver([
      [
        "/banks",
        html({ title: "Banks", kind: "list", body: '<h2 id="a">Checking</h2><p>A checking account with no fees.</p>' }),
      ],
      [
        "/books",
        html({ title: "Accounting Software", body: '<h2 id="a">Ledgers</h2><p>Accounting for checking clients.</p>' }),
      ],
    ]);
    expect(await money.top("checking account")).toEqual(["/banks", "/books"]);
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

  it("shows the words around the match in a section's text when the description lacks every matched word", async () => {
    const [list] = await (await site.search("cash")).results(1);
    expect(list?.excerpt).toBe("Mullvad takes <mark>cash</mark>.");
    const results = await (await site.search("mullvad")).results(2);
    expect(results[1]?.excerpt).toBe("… VPN protocol. A VPN protocol. A VPN protocol. <mark>Mullvad</mark> uses it.");
  });

  it(`reads at most ${MAX_QUERY_TERMS} words of a query, so a pasted paragraph fetches no more files than a short query`, async () => {
    const fresh = searchOver(PAGES);
    // Fourteen words of the pages, each in a term file of its own.
    await fresh.search(
      "vpn mullvad wireguard therapy cost protocol sessions money cash best services explained prices takes",
    );
    expect(fresh.fetched.filter((path) => path.includes("/terms/"))).toHaveLength(MAX_QUERY_TERMS);
  });

  it("fetches each file once, however many queries use it", async () => {
    await site.search("vpn");
    await site.search("vpn");
    const shard = `${SEARCH_INDEX_PATH}/test/terms/${shardOf("vpn")}.json`;
    expect(site.fetched.filter((path) => path === shard)).toHaveLength(1);
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
