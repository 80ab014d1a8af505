// The real type of an upload, from its first bytes (magic numbers). The client's file name and
// Content-Type are never consulted: only these five formats pass, everything else is refused.

export type ImageKind = "png" | "jpeg" | "webp" | "gif" | "avif";

export interface ImageType {
  kind: ImageKind;
  mime: string;
  /** Extension of the stored file. */
  ext: "png" | "jpg" | "webp" | "gif" | "avif";
}

export const IMAGE_TYPES: Record<ImageKind, ImageType> = {
  png: { kind: "png", mime: "image/png", ext: "png" },
  jpeg: { kind: "jpeg", mime: "image/jpeg", ext: "jpg" },
  webp: { kind: "webp", mime: "image/webp", ext: "webp" },
  gif: { kind: "gif", mime: "image/gif", ext: "gif" },
  avif: { kind: "avif", mime: "image/avif", ext: "avif" },
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the ISO-BMFF `ftyp` box at the start names avif or avis as major or compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  // The box holds the major brand, a minor version and then compatible brands, 4 bytes each.
  if (boxSize < 16 || boxSize > 4096 || boxSize % 4 !== 0) return false;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return IMAGE_TYPES.png;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return IMAGE_TYPES.jpeg;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return IMAGE_TYPES.webp;
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a"))
    return IMAGE_TYPES.gif;
  if (isAvif(bytes)) return IMAGE_TYPES.avif;
  return null;
}
