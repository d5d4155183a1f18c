import { describe, expect, it } from "vitest";
import { ADDRESS_MAX, addressOf, addressProblem } from "./address";

describe("a new entry's address", () => {
  it("is made from the title in lowercase words joined by hyphens, cut to whole words at the limit", () => {
    expect(addressOf("Best Password Managers")).toBe("best-password-managers");
    const long = addressOf("The Very Best Password Managers for Every Kind of Person, Family, Team and Budget in 2026");
    expect(long).toBe("the-very-best-password-managers-for-every-kind-of-person");
    expect(long.length).toBeLessThanOrEqual(ADDRESS_MAX);
    expect(addressProblem(long)).toBeUndefined();
  });

  it("says what is wrong with one a writer typed", () => {
    expect(addressProblem("")).toMatch(/is empty/);
    expect(addressProblem("a".repeat(ADDRESS_MAX + 1))).toMatch(/characters long/);
    expect(addressProblem("Password Managers!")).toMatch(/only lowercase letters/);
    expect(addressProblem("two--hyphens")).toMatch(/single hyphens/);
  });
});
