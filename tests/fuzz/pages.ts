import { Buffer } from "node:buffer";
import http from "node:http";
import zlib from "node:zlib";
import fc from "fast-check";
import sharp from "sharp";
import {
  anyType,
  type BodyChoice,
  contactObject,
  FORM_TYPES,
  formText,
  jsonText,
  mostly,
  randomBytes,
} from "./bodies.ts";

// The fuzz test's uploads, page posts and paths (server/fuzz.test.ts): multipart bodies for the
// upload, the contact form's page post without JavaScript, and every page, unknown path and method.

// ---------------------------------------------------------------------------------------------
// Multipart bodies for the upload

export const IMAGES: Record<string, Buffer> = {};
export async function makeImages() {
  const base = () => sharp({ create: { width: 3, height: 2, channels: 3, background: "#0f766e" } });
  IMAGES.png = await base().png().toBuffer();
  IMAGES.jpeg = await base().jpeg().toBuffer();
  IMAGES.gif = await base().gif().toBuffer();
  IMAGES.webp = await base().webp().toBuffer();
  // A PNG that claims 60 000 × 60 000 pixels (a decompression bomb by its header).
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  IMAGES.pixelBomb = Buffer.concat([
    (IMAGES.png as Buffer).subarray(0, 8),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
export const MAGIC = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff, 0xe0],
  [...Buffer.from("GIF89a")],
  [...Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ")],
  [0, 0, 0, 0x1c, ...Buffer.from("ftypavif"), 0, 0, 0, 0, ...Buffer.from("avifmif1")],
];
export const fileData = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("png", "jpeg", "gif", "webp").map((kind) => IMAGES[kind] as Buffer),
  },
  fc.constant("pixelBomb").map((kind) => IMAGES[kind] as Buffer),
  // A real image cut short, or with junk appended (a polyglot).
  fc
    .tuple(fc.constantFrom("png", "jpeg", "gif", "webp"), fc.nat())
    .map(([kind, cut]) => (IMAGES[kind] as Buffer).subarray(0, cut % (IMAGES[kind] as Buffer).length)),
  fc
    .constantFrom("png", "gif")
    .map((kind) => Buffer.concat([IMAGES[kind] as Buffer, Buffer.from("<script>alert(1)</script>")])),
  // Magic bytes followed by noise.
  fc
    .tuple(fc.constantFrom(...MAGIC), randomBytes)
    .map(([magic, rest]) => Buffer.concat([Buffer.from(magic), rest])),
  fc.constantFrom(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from("<!doctype html><script>alert(1)</script>"),
    Buffer.from("%PDF-1.4\n"),
    Buffer.alloc(0),
  ),
  randomBytes,
);
export const partArb = fc.record({
  name: fc.oneof(
    { weight: 6, arbitrary: fc.constant("image") },
    fc.constantFrom("file", "", "image[]", "IMAGE", "image ", "<script>", 'im"age', "image\r\nX: y", "ø"),
    fc.string({ maxLength: 30 }),
  ),
  filename: fc.option(
    fc.oneof(
      fc.constantFrom(
        "bilde.png",
        "",
        "../../etc/passwd",
        "..\\..\\boot.ini",
        "<script>alert(1)</script>.png",
        "a\u0000b.png",
        "æøå – bilde.jpg",
        "x".repeat(1000),
        '"quoted".png',
        ".htaccess",
        "CON",
        "bilde.png.exe",
        "\u202egnp.exe",
      ),
      fc.string({ maxLength: 60 }),
    ),
    { nil: undefined, freq: 5 },
  ),
  type: fc.option(
    fc.constantFrom(
      "image/png",
      "image/svg+xml",
      "text/html",
      "application/octet-stream",
      "",
      "ø/ø",
      "image/*",
    ),
    { nil: undefined, freq: 3 },
  ),
  data: fileData,
  extraHeader: fc.option(
    fc.constantFrom(
      "Content-Transfer-Encoding: base64",
      "X-Junk: 1",
      "NoColon",
      "Content-Disposition: inline",
    ),
    {
      nil: undefined,
      freq: 6,
    },
  ),
});
export const boundaryArb = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/) },
  fc.constantFrom("x", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "a".repeat(200), "a b", "ø", "--", ""),
);
export const multipartArb: fc.Arbitrary<BodyChoice> = fc
  .record({
    boundary: boundaryArb,
    headerBoundary: fc.constantFrom("same", "same", "same", "quoted", "other", "missing", "empty"),
    type: fc.constantFrom(
      "multipart/form-data",
      "multipart/form-data",
      "Multipart/Form-Data",
      "multipart/mixed",
      "multipart/form-data; charset=utf-16",
    ),
    parts: fc.oneof(
      { weight: 6, arbitrary: fc.array(partArb, { minLength: 1, maxLength: 3 }) },
      fc.array(partArb, { maxLength: 40 }),
      fc.tuple(partArb, fc.integer({ min: 100, max: 2000 })).map(([part, n]) => Array(n).fill(part)),
    ),
    framing: fc.constantFrom(
      "ok",
      "ok",
      "ok",
      "no-final",
      "lf-only",
      "no-first",
      "preamble",
      "epilogue",
      "cut",
      "no-blank-line",
    ),
    cut: fc.nat(),
  })
  .map(({ boundary, headerBoundary, type, parts, framing, cut }) => {
    const eol = framing === "lf-only" ? "\n" : "\r\n";
    const pieces: Buffer[] = [];
    if (framing === "preamble") pieces.push(Buffer.from(`Dette er ingen del.${eol}`));
    parts.forEach((part, i) => {
      if (i > 0 || framing !== "no-first") pieces.push(Buffer.from(`--${boundary}${eol}`));
      let disposition = `Content-Disposition: form-data; name="${part.name}"`;
      if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
      const lines = [disposition];
      if (part.type !== undefined) lines.push(`Content-Type: ${part.type}`);
      if (part.extraHeader !== undefined) lines.push(part.extraHeader);
      const blank = framing === "no-blank-line" ? "" : eol;
      pieces.push(Buffer.from(lines.join(eol) + eol + blank), part.data, Buffer.from(eol));
    });
    if (framing !== "no-final") pieces.push(Buffer.from(`--${boundary}--${eol}`));
    if (framing === "epilogue") pieces.push(Buffer.from("etterord"));
    let body = Buffer.concat(pieces);
    if (framing === "cut") body = body.subarray(0, cut % (body.length + 1));
    const declared = {
      same: `; boundary=${boundary}`,
      quoted: `; boundary="${boundary}"`,
      other: "; boundary=annen",
      missing: "",
      empty: "; boundary=",
    }[headerBoundary];
    return { payload: body, type: `${type}${declared}` };
  });

// ---------------------------------------------------------------------------------------------
// The contact form's page post (POST /kontakt, no JavaScript)

export const pageFormPayload: fc.Arbitrary<BodyChoice> = fc.oneof(
  { withCrossShrink: true },
  {
    weight: 6,
    arbitrary: fc.record({
      payload: formText(contactObject),
      type: mostly("application/x-www-form-urlencoded", 4, ...FORM_TYPES),
    }),
  },
  // The same fields as multipart/form-data (a form with enctype="multipart/form-data").
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        contactObject,
        boundaryArb.filter((b) => b.length > 0 && !b.includes(" ")),
      )
      .map(([fields, boundary]) => ({
        payload: Buffer.from(
          `${Object.entries(fields)
            .map(
              ([key, value]) =>
                `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
            )
            .join("")}--${boundary}--\r\n`,
        ),
        type: `multipart/form-data; boundary=${boundary}`,
      })),
  },
  multipartArb,
  fc.record({
    payload: fc.oneof(jsonText(contactObject), fc.string({ maxLength: 2000 }), randomBytes),
    type: anyType,
  }),
  // Around the page's 64 KB form limit.
  fc.constantFrom(64 * 1024 - 1, 64 * 1024, 64 * 1024 + 1, 100_000).map((size) => {
    const start = "fornavn=Ola&etternavn=Nordmann&email=ola%40bedrift.no&prosjekt=";
    return { payload: start + "a".repeat(size - start.length), type: "application/x-www-form-urlencoded" };
  }),
);

// ---------------------------------------------------------------------------------------------
// Other pages, unknown paths, every method

export const PAGES = [
  "/",
  "/kontakt",
  "/tjenester",
  "/nettsider",
  "/nyheter",
  "/case-studies",
  "/upload-test",
  "/personvern",
  "/finnes-ikke",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/assets/finnes-ikke.js",
  "/uploads/finnes-ikke.png",
  "/uploads/../package.json",
  "/uploads/%2e%2e%2fpackage.json",
  "/api/uploads",
  "/api/uploads?side=0",
  "/api/uploads?side=abc",
  "/api/uploads?side=9999999",
  "/api/uploads?side[]=1",
  "/api/uploads?side=1&side=2",
  "/api/finnes-ikke",
  "/api",
  "/api/contact",
  "/api/upload",
  "/api/website-audit",
  "/api/generate-content",
  "/API/Contact",
  "/Kontakt",
  "/kontakt.data",
  "/kontakt?_data=root",
  "/kontakt?index",
  "/index.html",
  "/.env",
  "/%",
  "/%E0%A4%A",
  "/%00",
  "/%2e%2e/%2e%2e/etc/passwd",
  "//evil.example",
  "/api/%zz",
  "/api/contact%00",
  "/nyheter/%ff",
  "/tjenester/%zz/x",
  "/tjenester/finnes-ikke",
  `/${"a".repeat(3000)}`,
];
/** Printable ASCII without "#" (a fragment is never sent) for generated paths. */
export const pathText = fc.string({
  unit: fc
    .integer({ min: 0x21, max: 0x7e })
    .filter((c) => c !== 0x23)
    .map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
export const pathArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAGES) },
  fc
    .tuple(fc.constantFrom(...PAGES), pathText)
    .map(([page, tail]) => `${page}${page.endsWith("/") ? "" : "/"}${tail}`),
  fc
    .array(fc.oneof(pathText, fc.string({ maxLength: 10 }).map(encodeURIComponent)), {
      minLength: 1,
      maxLength: 5,
    })
    .map((segments) => `/${segments.join("/")}`),
  fc.tuple(fc.constantFrom(...PAGES), pathText).map(([page, query]) => `${page}?${query}`),
);
export const METHODS = http.METHODS.filter((method) => method !== "CONNECT");
