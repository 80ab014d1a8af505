import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import type { ImageRef } from "../types.ts";

// Images a content file names: the file must exist under public/, and the page gets its intrinsic
// width and height from the file itself, so it never shifts while loading (CLS, docs/brief/QUALITY.md).

// The types the server answers with their content type (server/static-files.ts).
const TYPES = new Set(["svg", "png", "jpg", "webp", "avif"]);

/** A photo larger than this would cost the article page its Lighthouse score on a phone. */
export const MAX_IMAGE_BYTES = 400 * 1024;

/** The image at `src` (a site path such as /images/news/x.svg), or an error message in Norwegian. */
export function readImage(publicDir: string, src: string, alt: string): ImageRef | string {
  const clean = src.split(/[?#]/)[0] ?? src;
  const file = path.join(publicDir, decodeURI(clean));
  if (!file.startsWith(publicDir + path.sep)) return `«${src}» peker ut av public/`;
  const extension = path.extname(file).slice(1).toLowerCase();
  if (!TYPES.has(extension)) {
    return `«${src}» er ikke et bilde nettsiden kan vise – lagre det som .svg, .webp, .jpg eller .png`;
  }
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return `«${src}» er ikke en fil`;
    size = stat.size;
  } catch {
    return `bildet «${src}» finnes ikke – legg filen i public${clean} eller rett stien`;
  }
  if (extension !== "svg" && size > MAX_IMAGE_BYTES) {
    return `bildet «${src}» er ${Math.round(size / 1024)} KB – gjør det mindre enn ${MAX_IMAGE_BYTES / 1024} KB (for eksempel 1600 piksler bredt, lagret som .webp eller .jpg)`;
  }
  try {
    const { width, height } = imageSize(readFileSync(file));
    if (!width || !height) throw new Error("no size");
    return { src: clean, alt, width, height };
  } catch {
    return `bildet «${src}» kan ikke leses – lagre det på nytt som .svg, .webp, .jpg eller .png`;
  }
}
