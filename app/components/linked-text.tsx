import { phoneNumberParts } from "../lib/phone-numbers.js";

/** A plain-text content field as the reader sees it: phone numbers become `tel:` links (app/lib/phone-numbers.js). */
export function LinkedText({ text }: { text: string }) {
  return phoneNumberParts(text).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={index} href={part.href} className="font-medium whitespace-nowrap text-link underline underline-offset-2">
        {part.number}
      </a>
    ),
  );
}
