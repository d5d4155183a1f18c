/** Every ranked page from its HTML, against its content file and the spec. */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { fillIn, formatRating } from "../../app/lib/format";
import { reviewId } from "../../app/lib/slug";
import { ratedList } from "../../app/content/list-ratings";
import site from "../../app/content/site-text";
import { builtPage, jsonLd, text } from "../support/built-site";
import { SPEC_FIXED_RATINGS } from "../support/spec";

const content = await loadContent();

/** Each list as its page shows it, with its products' names, links and prices. */
const lists = content.pagesOf("list").map((page) => [page.path, ratedList(page.data, content.lookup)] as const);

describe.each(lists)("%s", (path, list) => {
  const { document } = builtPage(path);
  const cards = [...document.querySelectorAll("article.ranked-card")];

  it("shows five cards in rank order with the sponsored slots after card 3 and below the article", () => {
    const sequence = [...document.querySelectorAll("article.ranked-card, aside.sponsored-slot")].map((node) =>
      node.matches(".ranked-card")
        ? `card ${node.getAttribute("data-rank")}`
        : `ad ${node.getAttribute("data-placement")}`,
    );
    expect(sequence).toEqual(["card 1", "card 2", "card 3", "ad thumbnails-a", "card 4", "card 5", "ad thumbnails-b"]);
    expect(cards.map((card) => text(card.querySelector("h3")))).toEqual(
      list.entries.map((entry) => `${fillIn(site.list.rankPrefix, { rank: entry.rank })} ${entry.title}`),
    );
  });

  it("holds four 'Advertisement' placeholders in each sponsored slot, each slot with its own container id", () => {
    const slots = [...document.querySelectorAll("aside.sponsored-slot")];
    for (const slot of slots)
      expect([...slot.querySelectorAll("li")].map(text)).toEqual(Array(4).fill(site.sponsored.placeholder));
    const ids = slots.map((slot) => slot.querySelector("[id]")?.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("gives each card its rating, features, a 'Learn More' to its review and its vendor in a new tab", () => {
    for (const [index, entry] of list.entries.entries()) {
      const card = cards[index]!;
      expect(card.querySelector("[data-rating]")?.getAttribute("data-rating")).toBe(formatRating(entry.rating));
      expect(text(card)).toContain(fillIn(site.rating.outOf, { rating: formatRating(entry.rating) }));
      expect(text(card.querySelector("h4"))).toBe(site.list.topFeatures);
      expect([...card.querySelectorAll("li")].map(text)).toEqual(entry.pros);
      const links = [...card.querySelectorAll("a")];
      const learnMore = links.find((link) => text(link).startsWith(site.list.learnMore));
      expect(learnMore?.getAttribute("href")).toBe(`#${reviewId(entry.title)}`);
      expect(document.getElementById(reviewId(entry.title))).not.toBeNull();
      const visit = links.find((link) => text(link).startsWith(site.list.visitSite));
      if (entry.link === "#") {
        expect(visit).toBeUndefined();
      } else {
        expect(visit?.getAttribute("href")).toBe(entry.link);
        expect(visit?.getAttribute("target")).toBe("_blank");
        // `sponsored` exactly on affiliate links, which the card then names in words.
        expect(visit?.getAttribute("rel")).toBe(
          entry.affiliate ? "sponsored noopener noreferrer" : "noopener noreferrer",
        );
        expect(text(card).includes(site.list.affiliateLink)).toBe(entry.affiliate);
      }
    }
  });

  it("reviews every entry under 'Detailed Reviews' with its drawback", () => {
    const headings = [...document.querySelectorAll("h2")].map(text);
    expect(headings).toContain(site.list.detailedReviews);
    for (const entry of list.entries) {
      const review = document.getElementById(reviewId(entry.title));
      for (const paragraph of entry.review) expect(text(review)).toContain(paragraph);
      expect(text(review)).toContain(`${site.list.drawback} ${entry.drawback}`);
    }
  });

  it("lists three Must Reads, each a link to the page it names, with that page's title", () => {
    const items = [...document.querySelectorAll("section[aria-labelledby='must-reads'] li")];
    expect(items).toHaveLength(list.mustReads.length);
    for (const [index, item] of list.mustReads.entries()) {
      expect(items[index]?.querySelector("a")?.getAttribute("href")).toBe(item.to);
      expect(text(items[index])).toContain(content.byPath.get(item.to)?.title);
    }
  });

  it("shows the affiliate disclosure near the top, linked to the whole policy, and the last-updated date of its content", () => {
    const header = document.querySelector("main header");
    expect(text(header)).toContain(site.list.disclosure);
    const policy = header?.querySelector(`a[href="${site.list.disclosureLink.to}"]`);
    expect(text(policy)).toBe(site.list.disclosureLink.label);
    expect(header?.querySelector("time")?.getAttribute("datetime")).toBe(list.updated);
  });

  it("publishes what every pick must meet, with the products each requirement left out", () => {
    const method = document.querySelector('[aria-labelledby="methodology"]');
    const items = [...(method?.querySelectorAll("h3 + ul > li") ?? [])].map(text);
    expect(items).toEqual(
      list.requirements.map((requirement) =>
        [
          requirement.text,
          ...(requirement.screenedOut.length > 0
            ? [fillIn(site.list.screenedOut, { names: requirement.screenedOut.join(", ") })]
            : []),
        ].join(""),
      ),
    );
  });

  it("publishes the ItemList of its five entries, each with the editors' review and its rating", () => {
    type Element = { position: number; item: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD
    const itemList = jsonLd(document).find((block) => block["@type"] === "ItemList");
    const elements = (itemList?.itemListElement ?? []) as Element[];
    expect(
      elements.map((element) => [element.position, element.item.name, element.item.review?.reviewRating?.ratingValue]),
    ).toEqual(list.entries.map((entry) => [entry.rank, entry.title, entry.rating]));
    for (const element of elements) expect(element.item["@type"]).toBe(list.itemType);
  });
});

it("every list the spec fixes shows the spec's ratings in rank order", () => {
  for (const [path, ratings] of Object.entries(SPEC_FIXED_RATINGS)) {
    const shown = [...builtPage(path).document.querySelectorAll("article.ranked-card [data-rating]")].map((node) =>
      Number(node.getAttribute("data-rating")),
    );
    expect(shown, path).toEqual(ratings);
  }
});

describe("the stand-alone ranked pages the spec describes", () => {
  const headings = (path: string) => [...builtPage(path).document.querySelectorAll("main h2, main h3")].map(text);
  const link = (path: string, label: string) =>
    [...builtPage(path).document.querySelectorAll("main a")].find((anchor) => text(anchor) === label);

  it("/netflix-shows: 'Back to Home', the spec's title and headings", () => {
    expect(link("/netflix-shows", "Back to Home")?.getAttribute("href")).toBe("/");
    expect(text(builtPage("/netflix-shows").document.querySelector("h1"))).toBe(
      "Best Shows on Netflix to Binge Watch This Weekend",
    );
    expect(headings("/netflix-shows")).toEqual(
      expect.arrayContaining(["Our Top 5 Best Netflix Shows", "Top 5 Shows for Adults"]),
    );
  });

  it("/asana-alternatives: a 'Why Teams Switch' section", () => {
    expect(headings("/asana-alternatives")).toContain("Why Teams Switch");
  });

  it("/flight-booking: a quick summary, 'How We Ranked' and a pro tip", () => {
    expect(headings("/flight-booking")).toEqual(
      expect.arrayContaining(["Quick Summary", "How We Ranked", "Pro Tip", "Detailed Reviews"]),
    );
  });
});
