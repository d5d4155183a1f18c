import type { Section } from "../../content/schema/lists";
import { slugify } from "../lib/slug";
import { LinkedText } from "./linked-text";

/** A titled block of prose from a content file ('Why Teams Switch', 'Pro Tip', ...). */
export function ProseSection({ section, headingLevel = 2 }: { section: Section; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = slugify(section.heading);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <Heading id={id} className={headingLevel === 2 ? "text-2xl font-bold text-ink" : "text-lg font-bold text-ink"}>
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index} className="text-ink-muted">
          <LinkedText parts={paragraph} />
        </p>
      ))}
      {section.points && (
        <ul className="list-disc space-y-1 pl-5 text-ink-muted">
          {section.points.map((point, index) => (
            <li key={index}>
              <LinkedText parts={point} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
