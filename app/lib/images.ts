/** Sizes requested from the stock-photo host (Unsplash's imgix parameters). */
const WIDTHS = [320, 480, 640, 800, 1200] as const;

/** URL of a stock photo at a given width, cropped to the given aspect ratio. */
export function photoUrl(url: string, width: number, aspect: number): string {
  const height = Math.round(width / aspect);
  return `${url}?w=${width}&h=${height}&q=75&auto=format&fit=crop`;
}

/** The host's widths up to `maxWidth`, as a width-described srcset (empty when the photo is smaller than them all). */
export function photoSrcSet(url: string, aspect: number, maxWidth: number): string {
  return WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${photoUrl(url, width, aspect)} ${width}w`)
    .join(", ");
}
