import { expect, it } from "vitest";
import { seo } from "./seo";
import { canonicalUrl } from "./site";
import { SITE_URL } from "./site";

const meta = {
  title: "Best VPN Services",
  description: "A description that is long enough for a search result snippet.",
  keywords: ["vpn", "privacy"],
};

it("suffixes the title, sets robots, revisit-after, locale and the canonical URL on SITE_URL", () => {
  const tags = seo({ meta, path: "/category/vpn" });
  expect(tags).toContainEqual({ title: "Best VPN Services | Top5" });
  expect(tags).toContainEqual({ name: "keywords", content: "vpn, privacy" });
  expect(tags).toContainEqual({
    name: "robots",
    content: "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1",
  });
  expect(tags).toContainEqual({ name: "revisit-after", content: "7 days" });
  expect(tags).toContainEqual({ property: "og:locale", content: "en_US" });
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/category/vpn` });
});

it("keeps the not-found page out of the index and gives it no canonical URL", () => {
  const tags = seo({ meta, path: "/missing", noindex: true });
  expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
  expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
});

it("gives the home page a trailing slash and other pages none", () => {
  expect(canonicalUrl("/")).toBe(`${SITE_URL}/`);
  expect(canonicalUrl("/terms-of-use")).toBe(`${SITE_URL}/terms-of-use`);
});
