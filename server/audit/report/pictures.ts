import type { default as Sharp } from "sharp";
import { filmName, type PictureFile, type ReportPictures, SCREENSHOT_NAMES } from "#app/lib/page-pictures.ts";
import type { PagePictures } from "../gather/browser/types.ts";

// The browser's pictures of the page made small enough to store, serve and mail (issue 27,
// decision 032). Lighthouse's JPEGs are frames of Chromium's trace: the emulated phone's screen
// (412 × 823 CSS px) scaled down to 250 × 498 pixels. The report page and the mail show the screen
// 240 CSS px wide and each frame of the filmstrip 80 to 100, so the screen is kept as it is (never
// enlarged; capped at twice 240 should Chromium's frames grow) and the frames are 160 px wide.
// Measured on a noisy test page: skjerm.webp 10.9 kB, skjerm.jpg 11.5 kB, a frame 0.6–2.6 kB.

/** Twice the 240 CSS px the page and the mail show the screen at. */
export const SCREENSHOT_WIDTH = 480;
/** Twice the ~80 CSS px a frame gets in four columns on a 375 px phone. */
export const FRAME_WIDTH = 160;
/** Lighthouse's filmstrip has eight frames; we show at most these. */
export const MAX_FRAMES = 8;
/**
 * Mean difference (0–255 per pixel, on a 16 × 32 grey copy) under which a frame looks like the one
 * before it: a blinking caret or a spinner's turn stays under it, new text or a picture does not.
 */
export const SAME_FRAME_DIFFERENCE = 1.5;
/** Lighthouse's frames are at most a phone screen: a much larger "picture" is not one of them. */
const MAX_INPUT_PIXELS = 4_000_000;

export interface PictureBody {
  name: string;
  contentType: "image/webp" | "image/jpeg";
  body: Buffer;
}

export interface ProcessedPictures {
  files: PictureBody[];
  summary: ReportPictures;
}

let loadedSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () => {
  loadedSharp ??= import("sharp").then((module) => module.default);
  return loadedSharp;
};

/**
 * The frames to show, by index: the first, then each that looks different from the last one kept
 * (Lighthouse repeats a frame while nothing changed), at most `max`. `signatures` are small grey
 * copies of the frames, all the same length.
 */
export function chooseFrames(
  signatures: readonly (readonly number[])[],
  max = MAX_FRAMES,
  threshold = SAME_FRAME_DIFFERENCE,
): number[] {
  const kept: number[] = [];
  for (const [index, signature] of signatures.entries()) {
    const last = kept.length ? signatures[kept[kept.length - 1] as number] : undefined;
    if (!last || meanDifference(last, signature) > threshold) kept.push(index);
    if (kept.length === max) break;
  }
  return kept;
}

function meanDifference(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

/** A frame's signature: 16 × 32 grey pixels (a phone screen's shape). */
async function signatureOf(sharp: typeof Sharp, image: Uint8Array): Promise<number[]> {
  const pixels = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .greyscale()
    .resize(16, 32, { fit: "fill" })
    .raw()
    .toBuffer();
  return [...pixels];
}

async function encode(
  sharp: typeof Sharp,
  image: Uint8Array,
  name: string,
  width: number,
): Promise<{ file: PictureBody; info: PictureFile }> {
  const resized = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  const webp = name.endsWith(".webp");
  const { data, info } = await (webp
    ? resized.webp({ quality: 70, effort: 5 })
    : resized.jpeg({ quality: 72, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true });
  return {
    file: { name, contentType: webp ? "image/webp" : "image/jpeg", body: data },
    info: { name, width: info.width, height: info.height, bytes: data.length },
  };
}

/** The screenshot as WebP and JPEG, the filmstrip's telling frames as small JPEGs. */
export async function processPictures(pictures: PagePictures): Promise<ProcessedPictures> {
  const sharp = await loadSharp();
  const files: PictureBody[] = [];
  let screenshot: ReportPictures["screenshot"] = null;
  if (pictures.screenshot) {
    const web = await encode(sharp, pictures.screenshot, SCREENSHOT_NAMES.web, SCREENSHOT_WIDTH);
    const mail = await encode(sharp, pictures.screenshot, SCREENSHOT_NAMES.mail, SCREENSHOT_WIDTH);
    files.push(web.file, mail.file);
    screenshot = { web: web.info, mail: mail.info };
  }
  const frames = [...pictures.filmstrip].sort((a, b) => a.timingMs - b.timingMs);
  const signatures = await Promise.all(frames.map((frame) => signatureOf(sharp, frame.image)));
  const filmstrip: ReportPictures["filmstrip"] = [];
  for (const [position, index] of chooseFrames(signatures).entries()) {
    const frame = frames[index];
    if (!frame) continue;
    const { file, info } = await encode(sharp, frame.image, filmName(position), FRAME_WIDTH);
    files.push(file);
    filmstrip.push({ timingMs: frame.timingMs, image: info });
  }
  return { files, summary: { screenshot, filmstrip } };
}
