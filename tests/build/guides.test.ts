/** Every guide from its HTML, against its content file and the spec's back links, calls to action and figures. */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { pageKinds, type PageKindTable } from "../../app/content/page-kinds.server";
import { fillIn } from "../../app/lib/format";
import site from "../../app/content/site-text";
import { builtPage, jsonLd, text } from "../support/built-site";
import { SPEC_GUIDE_FIGURES, SPEC_GUIDE_LINKS } from "../support/spec";

const content = await loadContent();
const kinds: PageKindTable = pageKinds;

const guides = content.pagesOf("guide");

describe.each(
  guides.map(
    (page) =>
      [page.path, page.data, page.module.headings as Array<{ depth: number; id: string; text: string }>] as const,
  ),
)("%s", (path, guide, headings) => {
  const { document } = builtPage(path);
  const main = document.querySelector("main")!;
  const link = (label: string) => [...main.querySelectorAll("a")].find((anchor) => text(anchor) === label);

  it("follows the spec's back link and call to action", () => {
    expect(link(guide.back.label)?.getAttribute("href")).toBe(guide.back.to);
    expect(link(guide.cta.label)?.getAttribute("href")).toBe(guide.cta.to);
    const spec = SPEC_GUIDE_LINKS[path];
    if (!spec) return;
    expect([guide.back.to, guide.cta.to]).toEqual([spec.back, spec.cta]);
    if (spec.label) expect(guide.back.label).toBe(spec.label);
    if (spec.ctaLabel) expect(guide.cta.label).toBe(spec.ctaLabel);
  });

  it("is a complete article without JavaScript: icon, hero photo, date, jump links, body, Bottom Line", () => {
    expect(main.querySelector("h1")?.closest("header")?.querySelector("svg")).not.toBeNull();
    const hero = main.querySelector("img");
    expect(hero?.getAttribute("alt")).toBe(guide.hero.alt);
    expect(Number(hero?.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(hero?.getAttribute("height"))).toBeGreaterThan(0);
    expect(main.querySelector("header time")?.getAttribute("datetime")).toBe(guide.updated);

    const jumps = [...main.querySelectorAll(`nav[aria-labelledby="toc-heading"] a`)].map((anchor) =>
      anchor.getAttribute("href"),
    );
    expect(jumps).toEqual(headings.filter((heading) => heading.depth === 2).map((heading) => `#${heading.id}`));
    expect(jumps.length).toBeGreaterThanOrEqual(3);
    for (const jump of jumps) expect(document.getElementById((jump ?? "").slice(1))).not.toBeNull();

    const body = text(main.querySelector(".mdx-body"));
    expect(body.split(" ").length).toBeGreaterThanOrEqual(700);
    expect(main.querySelectorAll(".mdx-body table").length + body.split(site.prosCons.pros).length - 1).toBeGreaterThan(
      0,
    );
    for (const figure of SPEC_GUIDE_FIGURES[path] ?? []) expect(body).toContain(figure);

    const bottomLine = main.querySelector("section[aria-labelledby='bottom-line']");
    expect(text(bottomLine?.querySelector("h2"))).toBe(site.guide.bottomLine);
    // Read as parts: a phone number in it is a tel: link whose text is the number.
    expect(text(bottomLine)).toContain(
      guide.bottomLine.map((part) => (typeof part === "string" ? part : part.number)).join(""),
    );
    expect(text(main).includes(site.adviceNote)).toBe(guide.adviceNote);
  });

  it("ends with up to three related lists and guides on its topic, never itself or the list it links back to", () => {
    const section = main.querySelector("section[aria-labelledby='related-reading']");
    const links = [...(section?.querySelectorAll("a") ?? [])].map((anchor) => anchor.getAttribute("href") ?? "");
    if (section) expect(text(section.querySelector("h2"))).toBe(site.guide.relatedReading);
    // On the same topic: one names the other, or both name the same list or guide; and shown as a card, so of a kind
    // with a teaser's photo.
    const named = new Set([guide.back.to, guide.cta.to]);
    const onTopic = content.contentPages
      .filter((other) => ![path, ...named].includes(other.path) && kinds[other.kind]?.teaserImage)
      .filter((other) => {
        const names: string[] = kinds[other.kind]?.topicLinks?.(other.data) ?? [];
        return names.includes(path) || names.some((name) => named.has(name) && content.byPath.has(name));
      })
      .map((other) => other.path);
    expect(links.length).toBe(Math.min(3, onTopic.length));
    for (const to of links) expect(onTopic, to).toContain(to);
  });

  it("publishes an Article with the guide's headline, description, photo and dates", () => {
    const article = jsonLd(document).find((block) => block["@type"] === "Article");
    expect(article).toMatchObject({
      headline: guide.title,
      description: guide.meta.description,
      image: guide.hero.url,
      datePublished: guide.published,
      dateModified: guide.updated,
    });
  });
});

it("the dating-safety guide carries the spec's eight-item checklist, rendered without JavaScript", () => {
  const { document } = builtPage("/dating-app-safety");
  const checklist = document.querySelector("main fieldset");
  expect(checklist?.querySelectorAll('input[type="checkbox"]').length).toBe(8);
  expect(text(checklist)).toContain(fillIn(site.checklistProgress, { done: 0, total: 8 }));
});
