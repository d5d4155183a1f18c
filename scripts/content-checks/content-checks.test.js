import { describe, expect, it } from "vitest";
import { typedAddressProblems } from "./addresses.js";
import { britishPhrases } from "./spelling.js";
import { findingLine } from "./text.js";
import { MAX_SHARED_OPENER, wordingProblems } from "./wording.js";

describe("wordingProblems", () => {
  const names = ["NordVPN", "Surfshark", "Private Internet Access", "Proton VPN", "ExpressVPN"];
  /**
   * Five reviews whose first words and last sentences come from `openers` and `closings`, one each.
   * @param {string} file @param {string[]} openers @param {string[]} closings
   */
  const list = (file, openers, closings) => ({
    file,
    names,
    reviews: names.map((name, index) => [
      `${openers[index]?.replace("X", name)} apps for every platform. It costs little. ${closings[index]?.replace("X", name)} more devices.`,
    ]),
  });
  const varied = (/** @type {string} */ prefix) => [
    `${prefix} one X has`,
    `${prefix} two X has`,
    `${prefix} three X has`,
    `${prefix} four X has`,
    `${prefix} five X has`,
  ];

  it("accepts reviews that open and close in words of their own", () => {
    expect(
      wordingProblems([list("a.ts", varied("Start"), varied("End")), list("b.ts", varied("Begin"), varied("Close"))]),
    ).toEqual([]);
  });

  it("names every review that shares its opener with more than three others, pick names counted as one word", () => {
    const openers = ["X is the", "X is the", "X is the", "X is the", "Other words here"];
    const problems = wordingProblems([
      list("a.ts", openers, varied("End")),
      list("b.ts", varied("Go"), varied("Stop")),
    ]);
    expect(problems).toHaveLength(MAX_SHARED_OPENER + 1);
    expect(problems.map(findingLine)[0]).toBe(
      'a.ts: pick #1 (NordVPN), entries.0.review: opens "x is the", like 3 other review paragraphs (at most 3 may share an opener): start with what this pick does best, in words of its own',
    );
    expect(problems[0]).toMatchObject({ file: "a.ts", path: ["entries", 0, "review", 0] });
  });

  it("counts the opener of every paragraph, not only the first", () => {
    const second = (/** @type {string} */ opener) => [`${opener} one`, `The catch is the price. ${opener} ends it.`];
    const problems = wordingProblems([
      {
        file: "a.ts",
        names: ["NordVPN"],
        reviews: [second("Fast"), second("Quiet"), second("Cheap"), second("Simple")],
      },
    ]);
    expect(problems.map(findingLine)[0]).toBe(
      'a.ts: pick #1 (NordVPN), entries.0.review, paragraph 2: opens "the catch is", like 3 other review paragraphs (at most 3 may share an opener): say it in words of its own',
    );
    expect(problems[0]?.path).toEqual(["entries", 0, "review", 1]);
    expect(problems).toHaveLength(4);
  });

  it("names the reviews when more than a quarter end the same way", () => {
    const closings = ["If you want", "If you want", "If you want", "Choose it for", "Pick it when"];
    const problems = wordingProblems([list("a.ts", varied("A"), closings), list("b.ts", varied("B"), varied("Z"))]);
    expect(problems.map(findingLine)).toEqual([
      'a.ts: pick #1 (NordVPN), entries.0.review: its last sentence starts "if you want", like 2 other reviews (at most 2, a quarter of them): end in words of its own',
      'a.ts: pick #2 (Surfshark), entries.1.review: its last sentence starts "if you want", like 2 other reviews (at most 2, a quarter of them): end in words of its own',
      'a.ts: pick #3 (Private Internet Access), entries.2.review: its last sentence starts "if you want", like 2 other reviews (at most 2, a quarter of them): end in words of its own',
    ]);
  });
});

describe("britishPhrases", () => {
  it("offers the US form of a British phrase, as whole words only, at its line and offset", () => {
    const text = "Send it by post.\nWe give notice by posting it.\nA strong all-rounder.";
    expect(britishPhrases(text)).toEqual([
      { line: 1, offset: text.indexOf("by post"), message: '"by post" is British usage; write "by mail"' },
      {
        line: 3,
        offset: text.indexOf("all-rounder"),
        message: '"all-rounder" is British usage; write "all-around pick"',
      },
    ]);
  });
});

describe("typedAddressProblems", () => {
  it("rejects an email address or a made-up domain typed into content", () => {
    expect(
      typedAddressProblems([
        { where: "about.mdx: line 3", file: "about.mdx", line: 3, text: "Email corrections@top5.example.com today." },
        {
          where: "terms.mdx: line 9",
          file: "terms.mdx",
          line: 9,
          text: "Top5 at https://top5.example.com is a website.",
        },
        { where: "home.ts: intro", file: "home.ts", path: ["intro"], text: "No address here, only <ContactEmail />." },
      ]).map(findingLine),
    ).toEqual([
      'about.mdx: line 3: "corrections@top5.example.com" is typed in; write <ContactEmail /> for the CONTACT_EMAIL address, or leave the site\'s own address out',
      'terms.mdx: line 9: "example.com" is typed in; write <ContactEmail /> for the CONTACT_EMAIL address, or leave the site\'s own address out',
    ]);
  });
});
