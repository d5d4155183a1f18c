/** The file formats the editor registers with Decap (editor/formats.ts) and the config names (editor/server/config.server.ts). */
export const FORMATS = { yaml: "top5-yaml", mdx: "top5-mdx" } as const;
