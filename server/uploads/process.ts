import type { Metadata, default as Sharp } from "sharp";
import { MAX_FRAMES, MAX_UPLOAD_BYTES, UploadError } from "./errors.ts";
import { countFrames } from "./frames.ts";
import { createGate } from "./gate.ts";
import { type ImageType, sniffImageType } from "./sniff.ts";

// Every upload is decoded and encoded again: what is stored is pixels written by libvips, never
// the visitor's bytes. That drops metadata (EXIF with GPS, XMP, ICC, comments), anything appended
// after the image (polyglots) and anything a decoder would not read. Formats are kept; an animated
// GIF or WebP stays animated (re-encoded by sharp, frame by frame).

/** The decoder refuses images with more pixels than this (all frames together), before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * All frames of an animation together (each frame is decoded at the full canvas size): GIF
 * frames cost more than a still image's pixels, ~5 s of a core for 40 million (decision 018).
 */
export const MAX_ANIMATION_PIXELS = 25_000_000;
/** Larger images are scaled down to fit inside this box; smaller ones are never enlarged. */
export const MAX_DIMENSION = 4000;
/** A re-encoded file bigger than this is refused (re-encoding can grow an optimised file). */
export const MAX_OUTPUT_BYTES = 2 * MAX_UPLOAD_BYTES;
/** Images processed at the same time by this process: each may hold ~160 MB of pixels. */
const MAX_CONCURRENT = 2;

export interface ProcessedImage {
  type: ImageType;
  data: Buffer;
  width: number;
  /** Height of one frame for animations. */
  height: number;
}

// sharp (libvips, ~10 MB resident) is loaded on the first upload, not when the server starts.
let loadedSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () => {
  loadedSharp ??= import("sharp").then((module) => module.default);
  return loadedSharp;
};

const withSlot = createGate(MAX_CONCURRENT);

function decodeError(error: unknown): UploadError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|timeout/i.test(message)) return new UploadError("too-many-pixels", { cause: error });
  if (/unsupported image format|bad seek|input buffer contains unsupported/i.test(message))
    return new UploadError("not-image", { cause: error });
  return new UploadError("broken", { cause: error });
}

/** sharp's name for each format after decoding; AVIF is HEIF with AV1 compression. */
const SHARP_FORMAT: Record<ImageType["kind"], string> = {
  png: "png",
  jpeg: "jpeg",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

/**
 * Checks and re-encodes an uploaded image. Throws UploadError ("empty", "too-large", "not-image",
 * "too-many-pixels", "too-many-frames" or "broken") for anything that is not a readable PNG, JPEG,
 * WebP, GIF or AVIF within the limits.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.length === 0) throw new UploadError("empty");
  if (input.length > MAX_UPLOAD_BYTES) throw new UploadError("too-large");
  const type = sniffImageType(input);
  if (!type) throw new UploadError("not-image");
  // Before the decoder, which would read every frame's header first (frames.ts).
  if (countFrames(input, type.kind, MAX_FRAMES) > MAX_FRAMES) throw new UploadError("too-many-frames");
  const animated = type.kind === "gif" || type.kind === "webp";
  const sharp = await loadSharp();
  /** pages: how many frames the decoder reads (-1: all). */
  const open = (pages: number, limitInputPixels = MAX_INPUT_PIXELS) =>
    sharp(input, { limitInputPixels, failOn: "error", pages }).timeout({ seconds: 30 });

  return withSlot(async () => {
    let meta: Metadata;
    try {
      // Reads every frame's header (a GIF's 300 000 in 0.1 s), decodes none.
      meta = await open(animated ? -1 : 1).metadata();
    } catch (error) {
      throw decodeError(error);
    }
    if (meta.format !== SHARP_FORMAT[type.kind] || (type.kind === "avif" && meta.compression !== "av1"))
      throw new UploadError("not-image");
    if (!meta.width || !meta.height) throw new UploadError("broken");
    // For an animation, height is that of all frames stacked: the pixels decoded.
    const frames = animated ? (meta.pages ?? 1) : 1;
    if (frames > MAX_FRAMES) throw new UploadError("too-many-frames"); // a file countFrames misread
    const pixelLimit = frames > 1 ? MAX_ANIMATION_PIXELS : MAX_INPUT_PIXELS;
    if (meta.width * meta.height > pixelLimit) throw new UploadError("too-many-pixels");

    // The decoder itself is held to what was checked: no more frames, no more pixels.
    let pipeline = open(frames, pixelLimit);
    // EXIF orientation is applied to the pixels, since the EXIF block itself is dropped.
    if (frames === 1) pipeline = pipeline.autoOrient();
    pipeline = pipeline.resize({
      width: MAX_DIMENSION,
      height: MAX_DIMENSION,
      fit: "inside",
      withoutEnlargement: true,
    });
    // No withMetadata()/keepMetadata(): sharp writes no EXIF, XMP, IPTC or ICC data by default.
    switch (type.kind) {
      case "png":
        pipeline = pipeline.png({ compressionLevel: 9, palette: meta.isPalette === true });
        break;
      case "jpeg":
        pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true });
        break;
      case "webp":
        pipeline = pipeline.webp({ quality: 80 });
        break;
      case "gif":
        pipeline = pipeline.gif();
        break;
      case "avif":
        pipeline = pipeline.avif({ quality: 50 });
        break;
    }

    let data: Buffer;
    try {
      data = await pipeline.toBuffer();
    } catch (error) {
      throw decodeError(error);
    }
    if (data.length > MAX_OUTPUT_BYTES) throw new UploadError("too-large");
    const out = await sharp(data, { animated, limitInputPixels: false }).metadata();
    const width = out.width ?? 0;
    const height = out.pageHeight ?? out.height ?? 0;
    return { type, data, width, height };
  });
}
