import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Writes .br and .gz beside every compressible file of the client build, at the highest levels,
// once at build time, so the server never compresses a static file per request.
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".data",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const root = path.resolve(import.meta.dirname, "../build/client");

let count = 0;
for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
  const ext = path.extname(entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.has(ext)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 256) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
