// Text set in Inter and drawn as outlines, for the SVGs the site shows as <img> (the logos). An
// image cannot use the page's web font, so a <text> in it falls back to whatever the device has
// (DejaVu Sans on Linux, Segoe UI on Windows, San Francisco on a Mac): the wordmark looked different
// on every device, and the browser had to find and lay out a system font to paint it. Here the text
// is shaped with HarfBuzz (kerning included) from the variable Inter the site itself loads, at the
// weight asked, and written as one path, to a tenth of a unit (a sixteenth of a pixel in the header).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { decompress } from "wawoff2";
import { n } from "./svg.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const face = new hb.Face(new hb.Blob(await decompress(await readFile(source))));

/** A stretch of text at one weight (Inter's axis: 100–900). */
export interface Run {
  text: string;
  weight: number;
}

export interface Outlined {
  /** The path data, in the SVG's own units. */
  d: string;
  /** The advance of the whole line, letter spacing included. */
  width: number;
}

interface Glyph {
  path: string;
  /** Where the glyph's origin stands, in font units from the start of the line. */
  x: number;
  y: number;
}

/** With letter spacing a browser drops the optional ligatures; so do we. */
const NO_LIGATURES = ["liga", "clig", "dlig", "hlig"].map((tag) => new hb.Feature(tag, 0));

function shaped(runs: readonly Run[], spacing: number): { glyphs: Glyph[]; advance: number } {
  const glyphs: Glyph[] = [];
  let pen = 0;
  for (const { text, weight } of runs) {
    const font = new hb.Font(face);
    font.setVariations([new hb.Variation("wght", weight)]);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer, spacing ? NO_LIGATURES : undefined);
    const positions = buffer.getGlyphPositions();
    for (const [index, info] of buffer.getGlyphInfos().entries()) {
      const position = positions[index];
      if (!position) continue;
      // glyph 0 is the font's empty box: a letter the Latin file does not hold is an error, not a box
      if (info.codepoint === 0) throw new Error(`Inter (latin) has no glyph for a letter of «${text}»`);
      glyphs.push({ path: font.glyphToPath(info.codepoint), x: pen + position.xOffset, y: position.yOffset });
      pen += position.xAdvance + spacing;
    }
  }
  return { glyphs, advance: pen };
}

/**
 * The runs set on one line at `size` px from (x, baseline y), as SVG path data; `letterSpacing` in
 * px after each letter, as the SVG attribute; `anchor: "middle"` centres the line on x.
 */
export function outline(
  runs: readonly Run[],
  x: number,
  y: number,
  size: number,
  { letterSpacing = 0, anchor = "start" }: { letterSpacing?: number; anchor?: "start" | "middle" } = {},
): Outlined {
  const scale = size / face.upem;
  const { glyphs, advance } = shaped(runs, letterSpacing / scale);
  const width = advance * scale;
  const left = anchor === "middle" ? x - width / 2 : x;
  // HarfBuzz draws in font units with y upwards, in absolute commands («M x,y L x,y Q x,y x,y Z»).
  // Each point is moved to the glyph's place, rounded to tenths, and written relative to the one
  // before it (the differences of the rounded points, so nothing drifts): a third smaller. The path
  // opens with an absolute move, so two outlines can be joined into one path.
  let at: [number, number] | null = null;
  let start: [number, number] = [0, 0];
  let d = "";
  for (const glyph of glyphs)
    for (const [, command = "", args = ""] of glyph.path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      if (command === "Z") {
        d += "z";
        at = start; // a closed contour leaves the pen where it began
        continue;
      }
      const points = [...args.matchAll(/(-?[\d.]+(?:e[-+]?\d+)?),(-?[\d.]+(?:e[-+]?\d+)?)/g)].map(
        ([, gx, gy]): [number, number] => [
          Math.round((left + (glyph.x + Number(gx)) * scale) * 10),
          Math.round((y - (glyph.y + Number(gy)) * scale) * 10),
        ],
      );
      const [fromX, fromY] = at ?? [0, 0];
      d +=
        (at ? command.toLowerCase() : command) +
        points.map(([px, py]) => `${n((px - fromX) / 10)} ${n((py - fromY) / 10)}`).join(" ");
      at = points.at(-1) ?? at;
      if (command === "M" && at) start = at;
    }
  return { d, width };
}
