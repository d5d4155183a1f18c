import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandMarker, splitAtIslands } from "./islands";

const marker = (props: { title: string; items: string[] }) =>
  renderToStaticMarkup(<IslandMarker name="safety-checklist" props={props} />);

describe("splitAtIslands", () => {
  it("gives back HTML without islands as one part", () => {
    expect(splitAtIslands("<p>Hello</p>")).toEqual([{ html: "<p>Hello</p>" }]);
  });

  it("finds each island where React rendered its marker, with its props intact through attribute escaping", () => {
    const first = {
      title: `Before "the" first <date> & after`,
      items: ["Meet in public", "Tell a friend where you'll be"],
    };
    const second = { title: "Second", items: ["One"] };
    const parts = splitAtIslands(`<h2>A</h2>${marker(first)}<p>B</p>${marker(second)}`);
    expect(parts).toEqual([
      { html: "<h2>A</h2>" },
      { island: "safety-checklist", props: first },
      { html: "<p>B</p>" },
      { island: "safety-checklist", props: second },
      { html: "" },
    ]);
  });

  it("refuses a marker for an island it does not know", () => {
    expect(() => splitAtIslands('<template data-island="poll" data-props="{}"></template>')).toThrow(
      "Unknown island poll",
    );
  });
});
