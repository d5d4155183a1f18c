/**
 * A problem in a content file, as every check reports it: check:content, the build, and the browser editor's
 * messages and preview. No imports but types, so the editor's browser code can print a problem as the build does.
 */
import type { FieldProblem } from "../../content/schema/primitives";

/** One problem in one content file, at a field as a writer finds it. */
export interface Problem extends FieldProblem {
  /** 'content/lists/category/vpn.yaml' */
  file: string;
}

/** A problem as `npm run check:content` and the build print it: '<file>: <field>: <message>'. */
export const problemLine = ({ file, field, message }: Problem) => `${file}: ${field}: ${message}`;
