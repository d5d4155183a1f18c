/**
 * TEMPORARY stub of the lead's checkCandidate (main), for the editor branch until main has it: validates the
 * candidate file alone against its schema, not the whole site. Deleted when main is merged.
 */
import { parse } from "yaml";
import type { z } from "zod";
import { guideFrontmatterSchema } from "../../content/schema/guides";
import { rankedListSchema } from "../../content/schema/lists";
import { plainPageSchema } from "../../content/schema/plain-pages";
import type { Content } from "./content.server";

export interface Problem {
  file: string;
  field: string;
  path: Array<string | number>;
  message: string;
}

const schemas: Array<[RegExp, z.ZodType]> = [
  [/^content\/lists\//, rankedListSchema],
  [/^content\/guides\//, guideFrontmatterSchema],
  [/^content\/plain\//, plainPageSchema],
];

export async function checkCandidate(file: string, text: string): Promise<{ problems: Problem[]; content?: Content }> {
  const schema = schemas.find(([pattern]) => pattern.test(file))?.[1];
  if (!schema) return { problems: [] };
  const yaml = file.endsWith(".mdx") ? (/^---\n([\s\S]*?)^---\n/m.exec(text)?.[1] ?? "") : text;
  let data: unknown;
  try {
    data = parse(yaml);
  } catch (error) {
    return { problems: [{ file, field: "(file) line 1", path: [], message: String(error) }] };
  }
  const result = schema.safeParse(data);
  return {
    problems: result.success
      ? []
      : result.error.issues.map((issue) => ({
          file,
          field: issue.path.join("."),
          path: issue.path as Array<string | number>,
          message: issue.message,
        })),
  };
}
