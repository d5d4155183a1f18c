/** '2026-11-22' as 'November 22, 2026', fixed to UTC so the build and the browser print the same text. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** 'Proton VPN' as 'proton-vpn', for fragment ids such as #review-proton-vpn. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A rating as the site prints it: one decimal place. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
