/**
 * Decap's preview pane: the page as the site renders it (/api/preview), with the site's stylesheet, or the site's
 * messages while the change is not valid, each named by its field as the form names it (other files' by file). It
 * asks again a moment after the writer stops typing.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, useState } from "react";
import type { Preview } from "./server/preview.server";
import type { Entry, EntryFiles } from "./entry-files";
import { problemLine } from "../app/content/problem";
import { addressProblem } from "./address";
import { ask } from "./pre-save";

const QUIET_MS = 400;

type Shown = Preview | { error: string } | undefined;

export function pagePreview(files: EntryFiles) {
  return function PagePreview({ entry }: PreviewTemplateComponentProps) {
    const [shown, setShown] = useState<Shown>();
    const file = files.file(entry as unknown as Entry);
    const text = files.text(entry as unknown as Entry);
    // A new entry has no file to render until its address is one a page can have.
    const waiting = files.isNew(entry as unknown as Entry) && addressProblem(files.address(entry as unknown as Entry));
    useEffect(() => {
      if (waiting) return;
      let current = true;
      const timer = setTimeout(() => {
        ask<Preview>("/api/preview", file, text).then(
          (preview) => current && setShown(preview),
          (error: Error) => {
            // The edit server's own words are for whoever runs it, not for the writer.
            console.error(error);
            if (current) setShown({ error: error.message });
          },
        );
      }, QUIET_MS);
      return () => {
        current = false;
        clearTimeout(timer);
      };
    }, [file, text, waiting]);
    if (waiting)
      return <p className="p-4 text-ink-muted">The preview appears once the entry has its address (above).</p>;
    if (!shown) return <p className="p-4 text-ink-muted">Rendering the page…</p>;
    if ("error" in shown)
      return (
        <p className="p-4 text-ink">The preview could not be drawn just now; the check before a save still runs.</p>
      );
    if (shown.problems.length > 0)
      return (
        <div className="p-4 text-ink" data-preview-problems>
          <h2 className="text-lg font-bold">The site would not build with this change</h2>
          <ul className="mt-2 list-disc pl-6">
            {shown.problems.map((problem, index) => (
              <li key={index}>
                {problem.file === file && problem.path.length > 0
                  ? `${files.fieldWords(entry as unknown as Entry, problem.path)}: ${problem.message}`
                  : problemLine(problem)}
              </li>
            ))}
          </ul>
        </div>
      );
    if (!shown.html) return <p className="p-4 text-ink-muted">This file has no page of its own to preview.</p>;
    return <div data-preview-page dangerouslySetInnerHTML={{ __html: shown.html }} />;
  };
}
