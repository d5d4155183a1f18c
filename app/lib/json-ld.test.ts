import { describe, expect, it } from "vitest";
import { ratedList } from "../content/list-ratings";
import { products, vpnList } from "../../tests/support/content-records";
import site from "../content/site-text";
import { itemListJsonLd, serializeJsonLd, websiteJsonLd } from "./json-ld";
import { SITE_URL } from "./site";

describe("serializeJsonLd", () => {
  it("escapes '<' so content can never close the script tag, and stays valid JSON", () => {
    const data = { ...websiteJsonLd(), name: "</script><script>alert(1)</script>" };
    const text = serializeJsonLd(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("itemListJsonLd", () => {
  it("lists the five entries by position, each with the editors' review and its rating, and no aggregate rating", () => {
    const list = ratedList(vpnList, products);
    const data = itemListJsonLd(list, "/category/vpn") as unknown as {
      itemListElement: Array<{ position: number; item: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD of any shape
    };
    expect(
      data.itemListElement.map((element) => [
        element.position,
        element.item.name,
        element.item.review.reviewRating.ratingValue,
      ]),
    ).toEqual(list.entries.map((entry) => [entry.rank, entry.title, entry.rating]));
    for (const { item } of data.itemListElement) {
      expect(item["@type"]).toBe(list.itemType);
      expect(item.review).toMatchObject({
        "@type": "Review",
        reviewRating: { "@type": "Rating", bestRating: 5, worstRating: 1 },
        author: { "@type": "Organization", name: site.brand, url: `${SITE_URL}/` },
      });
    }
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|ratingCount|reviewCount/);
  });
});
