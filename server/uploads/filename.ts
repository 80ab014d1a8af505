// The name an upload is listed under: the visitor's file name made safe to show. Path parts,
// control and invisible formatting characters (bidi overrides that could disguise "gnp.exe") are
// removed, whitespace is collapsed, and the extension names the real, sniffed type.

export const MAX_NAME_LENGTH = 120;

const IMAGE_EXTENSION = /\.(png|apng|jpe?g|jpe|jfif|pjpeg|pjp|webp|gif|avif|heic|heif|bmp|tiff?|svg|ico)$/i;

export function displayName(raw: string | undefined, ext: string): string {
  let name = (raw ?? "").toWellFormed().normalize("NFC");
  name = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  name = name
    .replace(/\s+/gu, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/ {2,}/g, " ")
    .trim()
    .replace(/^[.\s]+/u, "")
    .replace(IMAGE_EXTENSION, "")
    .trim();
  const suffix = `.${ext}`;
  const base = Array.from(name)
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join("")
    .trim();
  return `${base || "bilde"}${suffix}`;
}
