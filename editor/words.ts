/** The editor's own sentences for a writer, where a field or its widget speaks (not the site's pages' words). */
export const words = {
  /** Under a field of a duplicated entry that still holds the original's value. */
  leftover: (original: string) => `Still as in “${original}”: change it, or keep it only if it is true here too.`,
  /** Above a list or group of fields with such fields inside, which a closed item hides. */
  leftoversInside: (count: number, original: string) =>
    `${count} ${count === 1 ? "field" : "fields"} inside still as in “${original}”.`,
  /** Beside a photo address, while the photo loads, when it shows, and when it cannot be shown. */
  photo: {
    none: "The photo shows here once its address is in.",
    loading: "Loading the photo…",
    failed: "This address shows no photo: copy the photo's address again from the stock-photo site.",
  },
  /** The choice of how precise a date is, and what each precision means. */
  precision: { label: "How precise", day: "A day", month: "A month", year: "A year" },
  /** The icon picker's search box. */
  iconSearch: "Find an icon by name",
} as const;
