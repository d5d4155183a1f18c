import type { RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";
import { LinkedText } from "../linked-text";
import { ProseSection } from "../prose-section";

/**
 * The intro's first paragraph, then the rest of it, what the picks' different jobs are and the list's own sections
 * ('Why Teams Switch') behind "More about this list": on a phone the picks start within the first two screens,
 * and nothing is left out, only folded.
 */
export function ListIntro({ list }: { list: RankedList }) {
  const [first, ...more] = list.intro;
  return (
    <div className="space-y-3">
      {first && (
        <p className="text-ink-muted sm:text-lg">
          <LinkedText parts={first} />
        </p>
      )}
      {(more.length > 0 || list.jobs || list.sections.length > 0) && (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-link">
            {site.list.moreAbout}
          </summary>
          <div className="mt-2 space-y-3">
            {list.jobs && <p className="text-ink-muted sm:text-lg">{list.jobs}</p>}
            {more.map((paragraph, index) => (
              <p key={index} className="text-ink-muted sm:text-lg">
                <LinkedText parts={paragraph} />
              </p>
            ))}
            {list.sections.map((section) => (
              <ProseSection key={section.heading} section={section} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
