// Deterministic generator for the site's own artwork.
// Usage: npx node scripts/draw-images.ts
// Writes optimised SVGs under public/images/ plus og-default.png, favicon.svg and apple-touch-icon.png.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { favicon, LOGOS, ogImage } from "./draw/brand.ts";
import { ISO } from "./draw/iso-scenes.ts";
import { CASES, NEWS } from "./draw/scenes.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

async function write(rel: string, data: string | Buffer): Promise<void> {
  const file = join(root, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.length;
  console.log(`${rel.padEnd(52)} ${String(size).padStart(7)} B`);
}

async function png(svgText: string, width: number, height: number): Promise<Buffer> {
  // The PNG encoder output is deterministic for identical input and settings.
  return sharp(Buffer.from(svgText), { density: 72 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

const groups: [string, Record<string, () => string>][] = [
  ["images/iso", ISO],
  ["images/logos", LOGOS],
  ["images/cases", CASES],
  ["images/news", NEWS],
];

for (const [dir, fns] of groups) {
  for (const [name, fn] of Object.entries(fns)) await write(`${dir}/${name}.svg`, fn());
}

await write("favicon.svg", favicon(32));
await write("apple-touch-icon.png", await png(favicon(180), 180, 180));
await write("images/og-default.png", await png(ogImage(), 1200, 630));
