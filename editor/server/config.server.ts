/**
 * The Decap config, built from the content model: each collection's form comes from the schema the build validates
 * its files with (schema-fields.server.ts), the fixed pages from the content's table of single files. Served to the
 * editor as JSON by /api/config.
 */
import type { CmsCollection, CmsConfig } from "decap-cms-core";
import type { z } from "zod";
import { sharedFactSchema } from "../../content/schema/primitives";
import { vendorSchema } from "../../content/schema/vendors";
import { singleFiles } from "../../app/content/content.server";
import { pageKinds } from "../../app/content/page-kinds.server";
import { REVIEW_COLLECTION } from "../collection-names";
import { FORMATS } from "../format-names";
import { ADDRESS_FIELD, ADDRESS_MAX, CHECKLIST_FIELD } from "../address";
import { CHECKLISTS } from "./checklists.server";
import { label, PRODUCTS_COLLECTION, schemaFields } from "./schema-fields.server";

interface Folder {
  name: string;
  label: string;
  folder: string;
  schema: z.ZodType;
  /** The field a new file's name is made from, and the one the collection's list shows. */
  identifier: string;
  /** Shown at the top of the collection's list of entries. */
  description?: string;
  /** A new entry's address: what the form calls it, and what precedes it in a page's path (a record's is its id). */
  address: { label: string; prefix: string };
  extension: keyof typeof FORMATS;
}

/** Where an editor finds what the weekly recheck flagged, on the collections whose facts it rechecks. */
const RECHECK_NOTE =
  "Each figure says where and when a source last showed it: source, kind of source, seen (a date) and the quote the weekly recheck looks for. What the last recheck changed or could not find is in docs/fact-checks/latest.md, which is also the body of its pull request: review those figures first.";

const folders: Folder[] = [
  {
    name: "category-lists",
    label: "Category lists",
    folder: "content/lists/category",
    schema: pageKinds.list.schema,
    identifier: "title",
    extension: "yaml",
    address: { label: "Web address", prefix: "/category/" },
  },
  {
    name: "lists",
    label: "Stand-alone lists",
    folder: "content/lists",
    schema: pageKinds.list.schema,
    identifier: "title",
    extension: "yaml",
    address: { label: "Web address", prefix: "/" },
  },
  {
    name: "guides",
    label: "Guides",
    folder: "content/guides",
    schema: pageKinds.guide.schema,
    identifier: "title",
    extension: "mdx",
    address: { label: "Web address", prefix: "/" },
  },
  {
    name: PRODUCTS_COLLECTION,
    label: "Products",
    folder: "content/products",
    schema: vendorSchema,
    identifier: "name",
    description: RECHECK_NOTE,
    extension: "yaml",
    address: { label: "Product id", prefix: "" },
  },
  {
    name: "facts",
    label: "Shared facts",
    folder: "content/facts",
    schema: sharedFactSchema,
    identifier: "text",
    description: RECHECK_NOTE,
    extension: "yaml",
    address: { label: "Fact id", prefix: "" },
  },
  {
    name: "plain",
    label: "Plain pages",
    folder: "content/plain",
    schema: pageKinds.plain.schema,
    identifier: "title",
    extension: "mdx",
    address: { label: "Web address", prefix: "/" },
  },
];

/**
 * An MDX body stays as written: Decap's markdown widget turns the text into its own document model and back, which
 * rewrites JSX such as <Price of="nordvpn" /> and the tables' layout.
 */
const body = { name: "body", label: "Body (MDX)", widget: "text" } as const;

/** The rules of a complete entry, at the top of the form (checklist.tsx); it holds no value. */
const checklistField = (items: string[]) => ({
  name: CHECKLIST_FIELD,
  label: "What a complete entry needs",
  widget: "checklist",
  items,
  required: false,
});

/** The editor's field for a new entry's address (web-address.tsx), which no content file holds. */
const addressField = ({ address, identifier }: Folder) => ({
  name: ADDRESS_FIELD,
  label: address.label,
  widget: "web-address",
  prefix: address.prefix,
  identifier,
  required: false,
  hint: `At most ${ADDRESS_MAX} characters: lowercase words joined by hyphens. It is chosen once, before the first save.`,
});

function folderCollection(folder: Folder): CmsCollection {
  const { name, label, schema, identifier, extension, description } = folder;
  return {
    name,
    label,
    ...(description && { description }),
    folder: folder.folder,
    extension,
    format: FORMATS[extension],
    create: true,
    slug: `{{fields.${ADDRESS_FIELD}}}`,
    identifier_field: identifier,
    summary: `{{${identifier}}}`,
    fields: [
      ...(CHECKLISTS[name] ? [checklistField(CHECKLISTS[name])] : []),
      addressField(folder),
      ...schemaFields(schema),
      ...(extension === "mdx" ? [body] : []),
    ],
  } as CmsCollection;
}

const fixedPages = (): CmsCollection =>
  ({
    name: "pages",
    label: "Categories & fixed pages",
    format: FORMATS.yaml,
    files: Object.entries(singleFiles)
      .filter(([, { file }]) => file.endsWith(".yaml"))
      .map(([name, { file, schema }]) => ({ name, label: label(name), file, fields: schemaFields(schema) })),
  }) as CmsCollection;

const needsReview = (): CmsCollection =>
  ({
    name: REVIEW_COLLECTION,
    label: "Needs review",
    description:
      "The latest report of the weekly fact recheck (npm run recheck): figures it changed, pages that moved, figures it could not find. Review the changed ones against their sources first; edit the figures in Products or Shared facts.",
    format: "frontmatter",
    files: [
      {
        name: "latest",
        label: "Latest recheck report",
        file: "docs/fact-checks/latest.md",
        fields: [{ name: "body", label: "Report", widget: "markdown" }],
      },
    ],
  }) as CmsCollection;

export interface Backend {
  /** 'owner/name' of the GitHub repository a team edits through Decap's GitHub backend; unset: this checkout. */
  repo?: string;
  /** The OAuth server that signs a writer in to GitHub (Decap's base_url). */
  authUrl?: string;
}

/** The whole config; the editor adds the local backend's address, which only the browser knows. */
export function decapConfig({ repo, authUrl }: Backend): CmsConfig {
  return {
    load_config_file: false,
    backend: repo
      ? { name: "github", repo, branch: "main", ...(authUrl && { base_url: authUrl }) }
      : { name: "proxy", proxy_url: "/api/v1" },
    local_backend: !repo,
    // Through GitHub, each entry is a pull request, which CI checks before anything reaches the site.
    ...(repo && { publish_mode: "editorial_workflow" }),
    // Photos are addresses on the stock-photo host, never uploads; Decap still asks where uploads would go.
    media_folder: "public/uploads",
    editor: { preview: true },
    collections: [...folders.map(folderCollection), fixedPages(), needsReview()],
  } as CmsConfig;
}
