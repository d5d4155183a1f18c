/**
 * A content file's page as the site would render it with a change that is not saved yet: the candidate goes
 * through the site's own validation (checkCandidate), then its page's route data and its kind's component, as the
 * build renders them. Navigation hooks in the components need a router; a memory one at the page's path does.
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { checkCandidate, type Problem } from "./candidate.server";
import { routeData } from "../../app/content/kind-facts.server";
import { pageKinds } from "../../app/content/page-kinds.server";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own kind's route data
const components = import.meta.glob<ComponentType<any>>("../../app/components/page-kinds/*.tsx", {
  eager: true,
  import: "default",
});

export type Preview = { html: string; problems: [] } | { html?: undefined; problems: Problem[] };

export async function previewPage(file: string, text: string): Promise<Preview> {
  const { problems, content } = await checkCandidate(file, text);
  if (problems.length > 0) return { problems };
  const page = content?.contentPages.find((candidate) => candidate.file === file);
  const Page = page && components[`../../app/components/page-kinds/${page.kind}.tsx`];
  // A shared fact, a fixed page's words or a product no list ranks have no page of their own to show; a product a
  // list ranks shows its page (decision 043).
  if (!content || !page || !Page) return { html: "", problems: [] };
  const data = routeData(pageKinds, page, content.lookup);
  const html = renderToString(
    <MemoryRouter initialEntries={[page.path]}>
      <Page {...data} />
    </MemoryRouter>,
  );
  return { html, problems: [] };
}
