import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

// Cuts Inter (variable weight axis kept) down to the characters a Norwegian page uses: Basic Latin,
// Latin-1 (æ ø å é ü …), typographic punctuation, € and a few arrows. ~48 KB → see output.
// Run after upgrading @fontsource-variable/inter: node scripts/subset-font.ts
const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = path.join(root, "app/fonts/inter-subset.woff2");

const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2190, 0x2199],
  [0x2212, 0x2212],
];
const text = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join("");

const input = await readFile(source);
const output = await subsetFont(input, text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
});
await writeFile(target, output);
console.log(`${path.relative(root, target)}: ${input.length} → ${output.length} bytes`);
