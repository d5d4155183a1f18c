/** Facts that more than one page states (a tax limit, a stamp price): content/facts.ts, keyed by id. */
import { z } from "zod";
import { datedFactSchema, idSchema } from "./primitives";

export const factsSchema = z.record(idSchema, datedFactSchema);

export type FactsInput = z.input<typeof factsSchema>;
