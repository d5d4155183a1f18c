import { describe, expect, it } from "vitest";
import { relatedReading, type TopicNode } from "./related.server";

const node = (path: string, topicLinks: string[], updated = "2026-01-01"): TopicNode => ({ path, topicLinks, updated });

describe("relatedReading", () => {
  const list = node("/category/vpn", ["/vpn-protocols", "/netflix-vpn"]);
  const protocols = node("/vpn-protocols", ["/category/vpn", "/category/vpn"], "2026-03-01");
  const netflix = node("/netflix-vpn", ["/category/vpn"], "2026-05-01");
  const logs = node("/vpn-no-logs-policy", ["/category/vpn"], "2026-04-01");
  const shows = node("/netflix-shows", ["/netflix-vpn", "/cord-cutting"]);
  const unrelated = node("/therapy-costs", ["/category/therapy"]);

  it("finds pages that share a topic link or name the page, never the page itself or what is excluded", () => {
    const related = relatedReading([list, protocols, netflix, logs, shows, unrelated])("/netflix-vpn", [
      "/category/vpn",
    ]);
    expect(related).toEqual(expect.arrayContaining(["/netflix-shows", "/vpn-protocols", "/vpn-no-logs-policy"]));
    expect(related).toHaveLength(3);
    expect(related).not.toContain("/netflix-vpn");
    expect(related).not.toContain("/therapy-costs");
  });

  it("puts the closest first, then the newest, then by path; a link named twice counts once", () => {
    // /vpn-router shares a link and names the page (2); the guides share /category/vpn (1 each, newest first); /netflix-shows names the page (1).
    const closer = node("/vpn-router", ["/category/vpn", "/netflix-vpn"], "2020-01-01");
    expect(
      relatedReading([list, protocols, netflix, logs, shows, closer])("/netflix-vpn", ["/category/vpn"], 10),
    ).toEqual(["/vpn-router", "/vpn-no-logs-policy", "/vpn-protocols", "/netflix-shows"]);
  });

  it("keeps to the limit and gives nothing when no page shares a topic", () => {
    expect(relatedReading([list, protocols, netflix, logs])("/vpn-protocols", ["/category/vpn"], 1)).toEqual([
      "/netflix-vpn",
    ]);
    expect(relatedReading([list, unrelated])("/therapy-costs", [])).toEqual([]);
  });

  it("refuses a page it does not know", () => {
    expect(() => relatedReading([list])("/nope", [])).toThrow("/nope");
  });
});
