/**
 * The site's own validation of one changed file before it is written: the browser editor (`npm run edit`) sends the
 * text it would save, and this builds the whole registry as if the file held it and runs the checks on what content
 * says over every file with it, so a writer hears every problem `npm run check:content` and the build would report
 * about that change, in the same words, each at the field it is about where the file has one.
 */
import { fileURLToPath } from "node:url";
import { contentTexts, textFindings, type Finding } from "../../scripts/content-checks/text.js";
import { ContentSyntaxError, mdxSyntaxError } from "../../scripts/content-syntax.js";
import { parseContentYaml } from "../../scripts/yaml-content.js";
import { dataFiles, recordFolders, singleFiles } from "../../app/content/content.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { contentFile } from "../../app/content/page-files";
import { buildRegistry, ContentError, fieldName, type Problem } from "../../app/content/registry.server";
import site from "../../app/content/site-text";
import { lineOffset, pathAt } from "./field-at.server";
import { mdxCandidate } from "./mdx-candidate.server";

export type { Problem } from "../../app/content/registry.server";

/** What a writer reads for a file whose text does not parse: where, and the parser's sentence. */
function syntaxProblem(file: string, error: unknown): Problem {
  const { line, reason } = error instanceof ContentSyntaxError ? error : mdxSyntaxError(file, error);
  return { file, field: line ? `(file) line ${line}` : "(file)", path: [], message: reason };
}

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Each YAML file's data as last parsed, by file: a check parses again only the files whose text changed. */
const parsed = new Map<string, { text: string; data: unknown }>();
function parseOnce(text: string, file: string): unknown {
  const seen = parsed.get(file);
  if (seen?.text === text) return seen.data;
  const data = parseContentYaml(text, file);
  parsed.set(file, { text, data });
  return data;
}

/** A problem with what `file` says, at the field of `text` that says it when the check gives a line rather than a field. */
function textProblem(file: string, text: string, finding: Finding): Problem {
  const place =
    finding.file === file ? (finding.offset ?? (finding.line && lineOffset(text, finding.line))) : undefined;
  const path = finding.path ?? (place === undefined ? [] : pathAt(file, text, place));
  const where = finding.where?.slice(finding.file.length + 2);
  return {
    file: finding.file,
    field: where ?? (path.length > 0 ? fieldName(path) : "(file)"),
    path,
    message: finding.message,
  };
}

/** A problem of a guide's body (a link, at its line) is at the form's body field. */
const inBody = (problem: Problem): Problem =>
  problem.path.length === 0 && problem.field.startsWith("(body)") ? { ...problem, path: ["body"] } : problem;

/** The module the build would import for the file: a YAML file's data, or an MDX file's exports and body. */
async function moduleOf(file: string, text: string): Promise<Record<string, unknown>> {
  if (file.endsWith(".mdx")) return mdxCandidate(file, text);
  return { default: parseContentYaml(text, file) };
}

/** The page kind whose glob the file falls under: one already holding a file of that folder and extension. */
function kindOf(file: string) {
  const folder = file.slice(0, file.lastIndexOf("/") + 1);
  const extension = file.slice(file.lastIndexOf("."));
  return Object.entries(pageKinds).find(([, kind]) =>
    Object.keys(kind.files).some((key) => {
      const other = contentFile(key);
      return other.startsWith(folder) && !other.slice(folder.length).includes("/") && other.endsWith(extension);
    }),
  )?.[0];
}

/**
 * Validates the whole site as if `file` ('content/lists/category/vpn.yaml') held `text`; writes nothing. `content` is
 * the registry with the change in it when there is no problem.
 */
export async function checkCandidate(file: string, text: string) {
  let module: Record<string, unknown>;
  try {
    module = await moduleOf(file, text);
  } catch (error) {
    return { problems: [syntaxProblem(file, error)] };
  }
  const kind = kindOf(file);
  const kinds = kind
    ? {
        ...pageKinds,
        [kind]: {
          ...pageKinds[kind as keyof typeof pageKinds],
          files: { ...pageKinds[kind as keyof typeof pageKinds].files, [`/${file}`]: async () => module },
        },
      }
    : pageKinds;
  // A product is a record and the file of its page, which the page gathers from the record: the record takes it.
  const isRecord = Object.values(recordFolders).some(({ folder }) => file.startsWith(`${folder}/`));
  const data = kind && !isRecord ? dataFiles : { ...dataFiles, [file]: module.default };
  // The checks on what content says, as the build runs them over every file, with this one changed: spelling and
  // phrases only here, where a change can add them.
  const findings = await textFindings(
    root,
    [...contentTexts(root).filter((other) => other.file !== file), { file, text }],
    { spell: [{ file, text }], parse: parseOnce },
  );
  const wording = findings.map((finding) => textProblem(file, text, finding));
  try {
    const content = await buildRegistry(
      kinds as typeof pageKinds,
      singleFiles,
      recordFolders,
      data,
      site.breadcrumbs,
      file,
    );
    return { problems: wording, content: wording.length === 0 ? content : undefined };
  } catch (error) {
    if (error instanceof ContentError) return { problems: [...error.issues.map(inBody), ...wording] };
    throw error;
  }
}
