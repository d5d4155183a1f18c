import { describe, expect, it } from "vitest";
import { ratedList } from "../../content/schema/list-ratings";
import { products, vpnList } from "../../tests/support/content-records";
import { itemListJsonLd, serializeJsonLd, websiteJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("escapes '<' so content can never close the script tag, and stays valid JSON", () => {
    const data = { ...websiteJsonLd(), name: "</script><script>alert(1)</script>" };
    const text = serializeJsonLd(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("itemListJsonLd", () => {
  it("lists the five entries by position with their rating and the page's rating count", () => {
    const list = ratedList(vpnList, products);
    const data = itemListJsonLd(list, "/category/vpn") as unknown as {
      itemListElement: Array<{
        position: number;
        item: { "@type": string; name: string; aggregateRating: { ratingValue: number; ratingCount: number } };
      }>;
    };
    expect(
      data.itemListElement.map((element) => [
        element.position,
        element.item.name,
        element.item.aggregateRating.ratingValue,
      ]),
    ).toEqual(list.entries.map((entry) => [entry.rank, entry.title, entry.rating]));
    expect(new Set(data.itemListElement.map((element) => element.item.aggregateRating.ratingCount))).toEqual(
      new Set([list.ratingCount]),
    );
    expect(new Set(data.itemListElement.map((element) => element.item["@type"]))).toEqual(new Set([list.itemType]));
  });
});
