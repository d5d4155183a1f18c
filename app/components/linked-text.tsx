import type { Prose } from "../../content/schema/primitives";

/** Prose from a content field: its phone numbers were cut out as tel: links when the content was read (proseSchema). */
export function LinkedText({ parts }: { parts: Prose }) {
  return parts.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={index} href={part.href} className="font-medium whitespace-nowrap text-link underline underline-offset-2">
        {part.number}
      </a>
    ),
  );
}
