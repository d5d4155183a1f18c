/**
 * The words of "What matters to you?" (content/priorities.yaml), which load with the control rather than with every
 * page (decision 033). Validated like content/site.yaml (app/content/site-text.ts).
 */
import type { PrioritiesTextInput } from "../../content/schema/site-text";
import data from "../../content/priorities.yaml";

export default data as PrioritiesTextInput;
