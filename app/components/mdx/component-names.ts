/**
 * The components an MDX body may use, by the tag it writes (<ProsCons … />): mdx-components.tsx gives each its
 * component, and the MDX compiler (scripts/mdx-no-code.js) refuses any other tag. Plain data, so the compiler's
 * options (mdx.config.js) read it without loading React.
 */
export const MDX_COMPONENT_NAMES = [
  "ProsCons",
  "CardGrid",
  "Card",
  "Callout",
  "SafetyChecklist",
  "Price",
  "Fact",
  "ContactEmail",
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
