import type { ImageKind } from "./sniff.ts";

// Frames of an animated GIF or WebP counted from the file's structure, without the decoder: libvips
// reads every frame's header before it says how many there are, and for WebP that takes quadratic
// time (20 000 frames: 0.5 s; 250 000: almost 4 minutes). So a file is refused for its frame count
// before sharp sees it (decision 018). The decoder is held to the checked count afterwards.

const ANMF = Buffer.from("ANMF", "latin1");

/**
 * At least as many as the frames a WebP decoder can find: every frame is an ANMF chunk, so
 * counting the four letters anywhere in the file cannot undercount, whatever the chunk sizes claim.
 */
function webpFrames(bytes: Buffer, stopAfter: number): number {
  let count = 0;
  for (let at = bytes.indexOf(ANMF, 12); at !== -1 && count <= stopAfter; at = bytes.indexOf(ANMF, at + 4))
    count++;
  return Math.max(count, 1);
}

/** Skips a run of GIF data sub-blocks (length byte, data; a zero length ends the run). */
function skipSubBlocks(bytes: Buffer, at: number): number {
  while (at < bytes.length) {
    const size = bytes[at] as number;
    at += 1 + size;
    if (size === 0) break;
  }
  return at;
}

/** Image descriptors, walked block by block as a decoder does (GIF89a, sections 17–27). */
function gifFrames(bytes: Buffer, stopAfter: number): number {
  const screenFlags = bytes[10] ?? 0;
  let at = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 7) + 1) : 0);
  let count = 0;
  while (at < bytes.length && count <= stopAfter) {
    const block = bytes[at];
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2); // introducer and label, then the extension's sub-blocks
    } else if (block === 0x2c) {
      count++;
      const flags = bytes[at + 9] ?? 0;
      at += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
      at = skipSubBlocks(bytes, at + 1); // LZW minimum code size, then the image data
    } else break; // the trailer (0x3b), or data no decoder reads further
  }
  return Math.max(count, 1);
}

/** Frames in an image of the sniffed kind, counting no further than one past `stopAfter`. */
export function countFrames(bytes: Uint8Array, kind: ImageKind, stopAfter: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (kind === "gif") return gifFrames(buffer, stopAfter);
  if (kind === "webp") return webpFrames(buffer, stopAfter);
  return 1;
}
