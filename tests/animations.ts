// Minimal animated GIF and WebP writers for the animation-flood tests (decision 016): `frames` frames
// of one pixel each. GIF: 29 bytes a frame, so 300 000 frames is the 8.7 MB file of the issue.
// Formats: https://www.w3.org/Graphics/GIF/spec-gif89a.txt, RFC 9649 (WebP).

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "hex");
const latin1 = (text: string) => Buffer.from(text, "latin1");

/** One GIF frame: 0.1 s delay; 1×1 at (0, 0) with two local colours; LZW: clear, index 0, end. */
const gifFrame = (colour: string, other: string) =>
  hex(`21f904 00 0a00 00 00   2c 0000 0000 0100 0100 80 ${colour}${other}   02 02 4401 00`);
const GIF_FRAMES = [gifFrame("000000", "ffffff"), gifFrame("ffffff", "000000")];

/** A GIF89a of `frames` 1×1 frames, alternating black and white, on a `width`×`height` canvas. */
export function manyFrameGif(frames: number, { width = 1, height = 1 } = {}): Buffer {
  const screen = Buffer.alloc(7); // no global colour table: every frame brings its own
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  const loop = Buffer.concat([hex("21ff0b"), latin1("NETSCAPE2.0"), hex("03 01 0000 00")]);
  const body = Buffer.concat(Array.from({ length: frames }, (_, i) => GIF_FRAMES[i % 2] as Buffer));
  return Buffer.concat([latin1("GIF89a"), screen, loop, body, hex("3b")]);
}

function chunk(fourcc: string, payload: Buffer) {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, "latin1");
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload, Buffer.alloc(payload.length % 2)]);
}

/** A black 1×1 lossless image, as sharp writes it. */
const BLACK_PIXEL = chunk("VP8L", hex("2f000000 00071011 fd0f4444 ff03"));

/** An animated WebP of `frames` 1×1 frames (46 bytes a frame). */
export function manyFrameWebp(frames: number): Buffer {
  const features = hex("02000000 000000 000000"); // animation flag; canvas 1×1 (stored minus one)
  const animation = hex("00000000 0000"); // background colour, loop forever
  const placement = hex("000000 000000 000000 000000 0a0000 00"); // x, y, width-1, height-1, 10 ms
  const frame = chunk("ANMF", Buffer.concat([placement, BLACK_PIXEL]));
  return chunk(
    "RIFF",
    Buffer.concat([
      latin1("WEBP"),
      chunk("VP8X", features),
      chunk("ANIM", animation),
      ...Array.from({ length: frames }, () => frame),
    ]),
  );
}
