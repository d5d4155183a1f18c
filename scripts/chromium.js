/** Debian's Chromium, which the browser tests and the bench drive, and the flags it needs on these machines. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless-friendly flags; without the background-networking ones Chromium keeps calling hosts it cannot reach. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
