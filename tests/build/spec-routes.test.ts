/** The spec's pages exist: a floor, never a count, so an editor can add lists and guides freely. */
import { expect, it } from "vitest";
import { loadContent } from "../../app/content/content.server";
import { builtPagePaths } from "../support/built-site";
import { SPEC_CATEGORY_PATHS, SPEC_GUIDE_PATHS, SPEC_STANDALONE_RANKED_PATHS } from "../support/spec";

const content = await loadContent();

const built = builtPagePaths();
const kindOf = (path: string) => content.byPath.get(path)?.kind;

it("every category of the spec's route table is a ranked list", () => {
  expect(SPEC_CATEGORY_PATHS.filter((path) => kindOf(path) !== "list")).toEqual([]);
});

it("every stand-alone ranked page of the spec is a ranked list", () => {
  expect(SPEC_STANDALONE_RANKED_PATHS.filter((path) => kindOf(path) !== "list")).toEqual([]);
});

it("every guide route of the spec is a guide", () => {
  expect(SPEC_GUIDE_PATHS.filter((path) => kindOf(path) !== "guide")).toEqual([]);
});

it("the legal pages, and the pages we add so no link is a dead end, are built", () => {
  const required = [
    "/",
    "/categories",
    "/privacy-policy",
    "/terms-of-use",
    "/about",
    "/trending",
    "/search",
    "/credit-score-improvement",
  ];
  expect(required.filter((path) => !built.includes(path))).toEqual([]);
});
