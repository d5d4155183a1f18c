import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { checkCandidate } from "./candidate.server";

const VPN = "content/lists/category/vpn.yaml";
const GUIDE = "content/guides/vpn-protocols.mdx";
const read = (file: string) => readFileSync(file, "utf8");

/** The VPN list's text with one field set, as the editor would send it. */
function vpnWith(path: Array<string | number>, value: unknown) {
  const document = parseDocument(read(VPN));
  document.setIn(path, value);
  return document.toString();
}

describe("checkCandidate: a change checked before it is written", () => {
  it("passes the file as it is, giving the registry with it", async () => {
    const { problems, content } = await checkCandidate(VPN, read(VPN));
    expect(problems).toEqual([]);
    expect(content?.byPath.get("/category/vpn")?.title).toBe("Best VPN Services");
  });

  it("names a pick's field as the reader counts picks, with its place in the file", async () => {
    const { problems, content } = await checkCandidate(
      VPN,
      vpnWith(["entries", 0, "scores", 0, "why"], "x ".repeat(130)),
    );
    expect(content).toBeUndefined();
    expect(problems).toEqual([
      {
        file: VPN,
        field: "pick #1 (entries.0), scores.0.why",
        path: ["entries", 0, "scores", 0, "why"],
        message: "one sentence of at most 240 characters",
      },
    ]);
  });

  it("reports a YAML syntax error as its line and one sentence", async () => {
    const text = read(VPN).replace("title: Best VPN Services\n", 'title: "Best VPN Services\n');
    const { problems } = await checkCandidate(VPN, text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: VPN, field: expect.stringMatching(/^\(file\) line \d+$/) });
    expect(problems[0]!.message).not.toContain("\n");
  });

  it("checks a new file in a folder of records, and the lists that name it", async () => {
    const text = read("content/products/nordvpn.yaml").replace("name: NordVPN", "name: NordVPN\nnme: NordVPN");
    expect((await checkCandidate("content/products/nordvpn.yaml", text)).problems).toEqual([
      {
        file: "content/products/nordvpn.yaml",
        field: "(file)",
        path: [],
        message: 'unknown field "nme"; did you mean "name"?',
      },
    ]);
  });

  it("offers the US form of a British phrase, at its line and its field, and gives no registry while one stands", async () => {
    const text = `${read(GUIDE)}\nSend the form by post.\n`;
    const { problems, content } = await checkCandidate(GUIDE, text);
    expect(content).toBeUndefined();
    expect(problems).toEqual([
      {
        file: GUIDE,
        field: `line ${text.split("\n").length - 1}`,
        path: ["body"],
        message: '"by post" is British usage; write "by mail"',
      },
    ]);
  });

  it("spells as the build does: an unknown word at its line and its field, with what to do", async () => {
    const text = `${read(GUIDE)}\nThe Zwoxbar app keeps passwords.\n`;
    const { problems } = await checkCandidate(GUIDE, text);
    expect(problems).toEqual([
      {
        file: GUIDE,
        field: `line ${text.split("\n").length - 1}`,
        path: ["body"],
        message: expect.stringMatching(/^"Zwoxbar" is not a US English word.*add it to the Dictionary/),
      },
    ]);
  });

  it("finds the field of a word in a YAML file, however deep, and of a word in a guide's frontmatter", async () => {
    const list = vpnWith(["entries", 2, "pros", 1], "Apps that work straight away on a Zwoxbar TV");
    const line = list.split("\n").findIndex((each) => each.includes("Zwoxbar")) + 1;
    expect((await checkCandidate(VPN, list)).problems).toEqual([
      expect.objectContaining({
        field: `line ${line}`,
        path: ["entries", 2, "pros", 1],
        message: expect.stringContaining("British"),
      }),
      expect.objectContaining({
        field: `line ${line}`,
        path: ["entries", 2, "pros", 1],
        message: expect.stringContaining("Zwoxbar"),
      }),
    ]);
    const guide = read(GUIDE).replace('description: "How', 'description: "Zwoxbar shows how');
    expect((await checkCandidate(GUIDE, guide)).problems).toEqual([
      expect.objectContaining({ path: ["meta", "description"], message: expect.stringContaining("Zwoxbar") }),
    ]);
  });

  it("checks what every page says with the change in it: a price no record states, at its field", async () => {
    const list = vpnWith(["entries", 2, "bestFor"], "Families who want Surfshark at $1.11 a month.");
    expect((await checkCandidate(VPN, list)).problems).toEqual([
      expect.objectContaining({
        file: VPN,
        path: ["entries", 2, "bestFor"],
        message: expect.stringContaining('Surfshark: "$1.11" is not in its price'),
      }),
    ]);
  });

  it("knows a product's own name, and the words a writer adds to the Dictionary", async () => {
    const product = read("content/products/nordvpn.yaml").replace("name: NordVPN", "name: Zwoxbar VPN");
    expect((await checkCandidate("content/products/nordvpn.yaml", product)).problems).toEqual([]);
    const dictionary = `${read("content/dictionary.yaml")}  - Qorvexa\n`;
    expect((await checkCandidate("content/dictionary.yaml", dictionary)).problems).toEqual([]);
    const guide = `${read(GUIDE)}\nThe Qorvexa app keeps passwords.\n`;
    expect((await checkCandidate(GUIDE, guide)).problems).toHaveLength(1);
  });

  it("checks a guide's body: its links, at their line, and an MDX syntax error at its line", async () => {
    const text = read(GUIDE).replace("](/category/vpn)", "](/category/vnp)");
    const line = text.split("\n").findIndex((each) => each.includes("/category/vnp")) + 1;
    expect((await checkCandidate(GUIDE, text)).problems).toContainEqual({
      file: GUIDE,
      field: `(body) line ${line}`,
      path: ["body"],
      message: "links to /category/vnp, which is not a page of this site; did you mean /category/vpn?",
    });
    const broken = `${read(GUIDE)}\n<Callout>\n`;
    const [problem] = (await checkCandidate(GUIDE, broken)).problems;
    expect(problem?.field).toMatch(/^\(file\) line \d+$/);
  });

  it("refuses a tag the site has no component for as a problem at its line, in words a writer can act on", async () => {
    const text = `${read(GUIDE)}\n<Calout title="Note">Text</Calout>\n`;
    expect((await checkCandidate(GUIDE, text)).problems).toEqual([
      {
        file: GUIDE,
        field: `(file) line ${text.split("\n").length - 1}`,
        path: [],
        message: expect.stringMatching(/^<Calout> is not one of the site's components \(<ProsCons>, .*<Callout>/),
      },
    ]);
  });
});
