// wawoff2 ships no types; this is the part scripts/draw/outline.ts uses (WOFF2 to TrueType).
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
