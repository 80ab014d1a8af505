import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import subsetFont from "subset-font";

// The share images are drawn in the font the site ships, Inter, from the npm package (no system
// fonts, no download), so they come out the same on every machine. resvg reads TrueType files:
// Inter's static 400 and 700 cuts from @fontsource/inter are converted once per version into the
// temporary folder, with every character a Norwegian page title can hold.

const root = path.resolve(import.meta.dirname, "../..");
const FILES = path.join(root, "node_modules/@fontsource/inter/files");
const WEIGHTS = [400, 700] as const;

/** Printable Latin-1 and the typographic marks our titles use (– — « » ’ “ ” … · •). */
const CHARACTERS =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join("") +
  Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => String.fromCharCode(0xa0 + i)).join("") +
  "–—«»‘’“”…·•€";

export const OG_FONT_FAMILY = "Inter";

/** TrueType files of Inter 400 and 700 for resvg, made on first use. */
export async function interFontFiles(): Promise<string[]> {
  const { version } = JSON.parse(
    await readFile(path.join(root, "node_modules/@fontsource/inter/package.json"), "utf8"),
  ) as { version: string };
  const dir = path.join(tmpdir(), `fjellvik-og-fonts-${version}`);
  await mkdir(dir, { recursive: true });
  return Promise.all(
    WEIGHTS.map(async (weight) => {
      const file = path.join(dir, `inter-${weight}.ttf`);
      if (!existsSync(file)) {
        const woff = await readFile(path.join(FILES, `inter-latin-${weight}-normal.woff`));
        const ttf = await subsetFont(woff, CHARACTERS, { targetFormat: "truetype" });
        // Written whole, then renamed, so a parallel build never reads half a file.
        const partial = `${file}.${process.pid}.part`;
        await writeFile(partial, ttf);
        await rename(partial, file);
      }
      return file;
    }),
  );
}
