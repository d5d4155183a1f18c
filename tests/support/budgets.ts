/**
 * The byte budgets tests/build/budgets.test.ts checks: those of tests/build/budgets.json (the fixed routes, the
 * stylesheet, the largest page, the search data) and the first-visit JavaScript budget each page kind declares in its
 * entry, named `js:<kind>`.
 */
import type { ByteBudget, PageKindTable } from "../../app/content/page-kinds.server";
import budgets from "../build/budgets.json";

/** A budget, what it measures and where its limit is set. */
export type NamedBudget = ByteBudget & { description: string; setIn: string };

export function byteBudgets(kinds: PageKindTable): Record<string, NamedBudget> {
  const ofKinds = Object.entries(kinds).map(([name, kind]): [string, NamedBudget] => [
    `js:${name}`,
    {
      description: `first-visit JavaScript of a ${name} page (the largest of them)`,
      setIn: `the ${name} entry of app/content/page-kinds.server.ts`,
      ...kind.budget,
    },
  ]);
  const twice = ofKinds.filter(([key]) => key in budgets.limits).map(([key]) => key);
  if (twice.length > 0)
    throw new Error(`tests/build/budgets.json has ${twice.join(", ")}: a page kind's budget is in its entry`);
  const ofFile = Object.entries(budgets.limits).map(([key, budget]): [string, NamedBudget] => [
    key,
    { ...budget, setIn: "tests/build/budgets.json" },
  ]);
  return Object.fromEntries([...ofFile, ...ofKinds]);
}
