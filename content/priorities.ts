import type { PrioritiesTextInput } from "./schema/site-text";

/**
 * The words of "What matters to you?". The list pages' data carries the closed control's three; the rest load with
 * the control when a reader opens it, so no page's JavaScript carries them.
 */
export default {
  heading: "What matters to you?",
  noScript: "Re-ranking runs in your browser and needs JavaScript; the order on this page is ours.",
  loading: "Loading…",
  intro:
    "Tell us what matters to you and we re-rank the five with the same scores. The rest of the page keeps our order and our ratings, and the address bar keeps your choices, so a link brings them back.",
  presets: "Start from",
  criteria: "How much each criterion matters",
  criterion: "{criterion} (our weight {weight}%)",
  levels: ["Doesn't matter", "Matters less", "As we weigh it", "Matters most"],
  reset: "Reset to our ranking",
  result: "Your ranking",
  rating: "{rating} out of 5",
  was: "our #{rank}",
  same: "same place",
  moved: "{title} moves from #{from} to #{to} because {criterion} counts for {counts} for you: {why}",
  more: "more",
  less: "less",
  sameOrder: "With these priorities the order stays ours.",
  nothing: "Set at least one criterion to matter to see a ranking.",
  announce: "Your ranking: {order}.",
} satisfies PrioritiesTextInput;
