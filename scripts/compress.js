/**
 * Brotli and gzip copies of the build's text files (file.br, file.gz), since neither our server (sirv) nor most object
 * stores compress on the fly. Brotli at its best (11) for hashed assets, which are few and cached for a year; pages,
 * their data and the rest get 6: about 10% larger than 10 but twenty times faster (measured: 1.2 ms against 25 ms
 * for a list page), so a site of 10,000 pages compresses in seconds, not minutes (decision 011).
 */
import { readFile, writeFile } from "node:fs/promises";
import { sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";

export const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Writes the compressed copies of `file`, whose content is `data`. zlib's async functions run on libuv's thread
 * pool, so several at once keep every core busy.
 * @param {string} file @param {Buffer | string} data
 */
export async function writeCompressed(file, data) {
  const quality = file.includes(`${sep}assets${sep}`) ? 11 : 6;
  const bytes = Buffer.from(data);
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  const [br, gz] = await Promise.all([brotli(bytes, { params }), gzip(bytes, { level: 6 })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Compresses `files`, read from disk, a few at a time. @param {string[]} files */
export async function compressFiles(files) {
  const CONCURRENCY = 8;
  for (let start = 0; start < files.length; start += CONCURRENCY)
    await Promise.all(files.slice(start, start + CONCURRENCY).map(async (file) => writeCompressed(file, await readFile(file))));
}
