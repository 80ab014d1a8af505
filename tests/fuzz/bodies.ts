import { Buffer } from "node:buffer";
import zlib from "node:zlib";
import fc from "fast-check";
import { serviceTextPages } from "#content/service-texts.ts";
import { headerText, type ValueOf } from "./arbitraries.ts";

// The fuzz test's generated bodies (server/fuzz.test.ts): text, then bytes (charsets, BOM, invalid
// UTF-8), then a Content-Encoding, for the JSON and form endpoints, with sizes around the limits.

/** A loopback "site" the audit may accept (nothing listens there: the audit job fails fast). */
export const FIXTURE_HOST = "127.0.0.1:9";

// ---------------------------------------------------------------------------------------------
// Generated bodies: text, then bytes (charsets, BOM, invalid UTF-8), then a Content-Encoding

export const HOSTILE_STRINGS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{7*7}}",
  "$" + "{7*7}", // a template placeholder, as text
  "'; DROP TABLE contact_requests; --",
  "\u0000",
  "Ola\u0000Nordmann",
  "\ud800",
  "a\udfffb",
  "\u202eevil",
  "\ufeffOla",
  "Ola\r\nBcc: x@evil.example",
  "%00",
  "%",
  "../../etc/passwd",
  "ø".repeat(101),
  "a".repeat(5001),
  "  ",
  "",
  "null",
  "__proto__",
];
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 200 }) },
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc
    .tuple(fc.constantFrom("Ola", "Åse", "ola@bedrift.no"), fc.constantFrom(...HOSTILE_STRINGS))
    .map(([a, b]) => a + b),
  // A lone surrogate inside ordinary text (JSON.stringify writes it as "\udXXX").
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => `Ola${String.fromCharCode(code)}sen`),
);
export const anyValue = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(text, { maxLength: 3 }),
);

export const VALID_CONTACT = {
  fornavn: "Ola",
  etternavn: "Nordmann",
  email: "ola@bedrift.no",
  telefon: "+47 400 00 000",
  bedrift: "Bedrift AS",
  prosjekt: "Ny nettside",
};
export const contactObject = fc.oneof(
  fc.record(
    {
      fornavn: anyValue,
      etternavn: anyValue,
      email: fc.oneof(fc.emailAddress(), anyValue),
      telefon: anyValue,
      bedrift: anyValue,
      prosjekt: anyValue,
      nettside: anyValue,
      startet: fc.oneof(
        anyValue,
        fc.date().map((d) => d.getTime()),
      ),
    },
    { requiredKeys: [] },
  ),
  // Nearly valid: hostile text in some fields, so that it gets past validation into storage.
  fc
    .record(
      {
        fornavn: text,
        etternavn: text,
        telefon: text,
        bedrift: text,
        prosjekt: text,
        email: fc.emailAddress(),
      },
      { requiredKeys: [] },
    )
    .map((fields) => ({ ...VALID_CONTACT, ...fields })),
);
export const auditObject = fc.record(
  {
    url: fc.oneof(
      fc.constantFrom(
        `http://${FIXTURE_HOST}/`,
        `http://${FIXTURE_HOST}/<script>`,
        "https://www.fjellvik.example",
        "fjellvik.example",
        "http://127.0.0.1",
        "http://10.0.0.1",
        "http://[::1]:80",
        "http://169.254.169.254/latest/meta-data",
        "http://0x7f000001",
        "http://2130706433",
        "http://a@127.0.0.1",
        "file:///etc/passwd",
        "javascript:alert(1)",
        "http://localhost",
        "example.local",
        "http://ø.example",
        "http:// example.com",
        "http://[",
        "ftp://example.com",
        "data:text/html,<script>",
        `https://${"a".repeat(2100)}.no`,
      ),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      anyValue,
    ),
    email: fc.oneof(fc.constant("ola@bedrift.no"), fc.emailAddress(), anyValue),
  },
  { requiredKeys: [] },
);
export const SERVICE_PAGES = [...serviceTextPages().values()].map(({ title, category }) => ({
  title,
  category,
}));
export const generateObject = fc.oneof(
  fc.constantFrom(...SERVICE_PAGES),
  fc.record({ title: anyValue, category: anyValue }, { requiredKeys: [] }),
  fc
    .tuple(fc.constantFrom(...SERVICE_PAGES), fc.constantFrom(...HOSTILE_STRINGS))
    .map(([page, evil]) => ({ title: page.title + evil, category: page.category })),
);

/** JSON text for an endpoint: its own shape, any JSON, hostile structure, broken JSON. */
export function jsonText(object: fc.Arbitrary<Record<string, unknown>>) {
  const pollute = '"__proto__":{"polluted":"ja"},"constructor":{"prototype":{"polluted":"ja"}}';
  return fc.oneof(
    { weight: 6, arbitrary: object.map((value) => JSON.stringify(value)) },
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    // Prototype pollution keys as own keys (JSON.parse makes them so), and duplicate keys.
    object.map(
      (value) => `{${pollute}${Object.keys(value).length ? "," : ""}${JSON.stringify(value).slice(1)}`,
    ),
    object.map((value) => `{"fornavn":"Kari",${JSON.stringify(value).slice(1)}`.replace(",}", "}")),
    // Very deep nesting, closed or not; many keys.
    fc.integer({ min: 1000, max: 30_000 }).map((depth) => "[".repeat(depth)),
    fc.integer({ min: 1000, max: 15_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
    fc.integer({ min: 100, max: 5000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
    fc
      .integer({ min: 100, max: 3000 })
      .map((keys) =>
        JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]))),
      ),
    // Numbers and escapes that parsers trip over.
    fc.constantFrom(
      '{"fornavn":1e999999}',
      '{"fornavn":-0,"etternavn":123456789012345678901234567890}',
      '{"fornavn":"\\ud800\\udc00\\ud800","etternavn":"\\udfff","email":"ola@bedrift.no"}',
      '{"fornavn":"Ola\\u0000","etternavn":"Nordmann","email":"ola@bedrift.no"}',
      '{"fornavn":"\\x41"}',
      "{'fornavn':'Ola'}",
      '{"a":}',
      "[]",
      "{}",
      "null",
      "0",
      '""',
      "",
    ),
    // Truncated JSON.
    fc.tuple(object, fc.nat()).map(([value, cut]) => {
      const json = JSON.stringify(value);
      return json.slice(0, cut % (json.length + 1));
    }),
  );
}

/** Form-urlencoded text: proper, raw and broken escapes, arrays, too many parameters. */
export function formText(object: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: object.map((value) =>
        new URLSearchParams(
          Object.entries(value).map(([key, x]) => [
            key,
            typeof x === "string" ? x : (JSON.stringify(x) ?? ""),
          ]),
        ).toString(),
      ),
    },
    fc
      .array(fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 60 })), { maxLength: 20 })
      .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join("&")),
    fc.constantFrom(
      "%",
      "%ZZ=1",
      "fornavn=%C3%28&etternavn=%ED%A0%80&email=ola%40bedrift.no",
      "fornavn=Ola%00&etternavn=Nordmann&email=ola%40bedrift.no",
      "fornavn=Ola&fornavn=Kari&etternavn=Nordmann&email=ola%40bedrift.no",
      "=&=&&==",
      "fornavn[a][b]=1",
      "__proto__[polluted]=ja&constructor[prototype][polluted]=ja",
      "fornavn=%F0%9F%98%80%F0%9F",
    ),
    fc
      .integer({ min: 900, max: 3000 })
      .map((n) => Array.from({ length: n }, (_, i) => `k${i}=${i}`).join("&")),
  );
}

export const INVALID_UTF8 = [
  [0xc3, 0x28],
  [0xff],
  [0xfe, 0xfe],
  [0xed, 0xa0, 0x80], // a surrogate encoded in UTF-8
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc0, 0xaf], // overlong "/"
  [0xe2, 0x82], // cut short
  [0x00],
  [0x00, 0x00, 0x00, 0x00],
];
export const byteForm = fc.record({
  kind: fc.oneof(
    { withCrossShrink: true },
    { weight: 8, arbitrary: fc.constant("utf8" as const) },
    fc.constantFrom(
      "bom" as const,
      "utf16le" as const,
      "utf16le-bom" as const,
      "utf16be-bom" as const,
      "latin1" as const,
      "invalid-utf8" as const,
      "truncated" as const,
    ),
  ),
  at: fc.nat(),
  junk: fc.constantFrom(...INVALID_UTF8),
});
export type ByteForm = ValueOf<typeof byteForm>;

export function toBytes(payload: string | Buffer, form: ByteForm): Buffer {
  if (typeof payload !== "string") return payload;
  const utf8 = Buffer.from(payload, "utf8");
  switch (form.kind) {
    case "utf8":
      return utf8;
    case "bom":
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    case "utf16le":
      return Buffer.from(payload, "utf16le");
    case "utf16le-bom":
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(payload, "utf16le")]);
    case "utf16be-bom":
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(payload, "utf16le").swap16()]);
    case "latin1":
      return Buffer.from(payload, "latin1");
    case "invalid-utf8": {
      const at = form.at % (utf8.length + 1);
      return Buffer.concat([utf8.subarray(0, at), Buffer.from(form.junk), utf8.subarray(at)]);
    }
    case "truncated":
      return utf8.subarray(0, form.at % (utf8.length + 1));
  }
}

// Decompression bombs: 2 MB of spaces and of "[" compressed to a few KB.
export const BOMBS = {
  gzip: zlib.gzipSync(Buffer.alloc(2_000_000, 0x20)),
  br: zlib.brotliCompressSync(Buffer.alloc(2_000_000, 0x5b)),
  deflate: zlib.deflateSync(Buffer.alloc(2_000_000, 0x5b)),
};
export const encodingArb = fc.oneof(
  { withCrossShrink: true },
  { weight: 6, arbitrary: fc.constant(undefined) },
  fc.record({
    header: fc.constantFrom(
      "gzip",
      "x-gzip",
      "deflate",
      "br",
      "identity",
      "GZIP",
      "gzip, gzip",
      "gzip, br",
      "compress",
      "zstd",
      "bogus",
      "",
      "gzip;q=1",
    ),
    actual: fc.constantFrom(
      "none",
      "gzip",
      "deflate",
      "deflate-raw",
      "br",
      "gzip-truncated",
      "gzip-twice",
      "bomb-gzip",
      "bomb-br",
      "bomb-deflate",
    ),
  }),
);
export type EncodingSpec = ValueOf<typeof encodingArb>;

export function encode(body: Buffer, encoding: EncodingSpec): { body: Buffer; header?: string } {
  if (!encoding) return { body };
  const compressed = ((): Buffer => {
    switch (encoding.actual) {
      case "none":
        return body;
      case "gzip":
        return zlib.gzipSync(body);
      case "deflate":
        return zlib.deflateSync(body);
      case "deflate-raw":
        return zlib.deflateRawSync(body);
      case "br":
        return zlib.brotliCompressSync(body);
      case "gzip-truncated": {
        const gz = zlib.gzipSync(body);
        return gz.subarray(0, gz.length >> 1);
      }
      case "gzip-twice":
        return zlib.gzipSync(zlib.gzipSync(body));
      case "bomb-gzip":
        return BOMBS.gzip;
      case "bomb-br":
        return BOMBS.br;
      case "bomb-deflate":
        return BOMBS.deflate;
    }
  })();
  return { body: compressed, header: encoding.header };
}

export const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=UTF-8",
  'application/json;charset="utf-8"',
  "application/json; charset=utf-16",
  "application/json; charset=utf-16le",
  "application/json; charset=utf-16be",
  "application/json; charset=latin1",
  "application/json; charset=iso-8859-1",
  "application/json; charset=utf-7",
  "application/json; charset=foo-bar",
  "application/json; charset=",
  "application/json; charset=utf-8; charset=latin1",
  "Application/JSON",
  "application/vnd.api+json",
  "application/json; boundary=x",
  "application/json;;;",
  'application/json; x="unterminated',
];
export const FORM_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/x-www-form-urlencoded; charset=unknown",
];
export const OTHER_TYPES = [
  "text/plain",
  "text/html",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "image/png",
  "*/*",
  "application/*",
  "json",
  "/",
  ";",
  "",
];
export const anyType = fc.oneof(
  fc.constantFrom(...JSON_TYPES, ...FORM_TYPES, ...OTHER_TYPES),
  fc.constant(undefined),
  headerText(60),
);

/** A JSON body of exactly `size` bytes (a padded "prosjekt"), around the 32 KB limit. */
export const JSON_LIMIT = 32 * 1024;
export const sizedJson = fc
  .constantFrom(0, 1, JSON_LIMIT - 1, JSON_LIMIT, JSON_LIMIT + 1, 40_000, 200_000)
  .map((size) => {
    if (size < 20) return "{}".slice(0, size);
    const start = `{"fornavn":"Ola","etternavn":"Nordmann","email":"ola@bedrift.no","prosjekt":"`;
    return `${start}${"a".repeat(size - start.length - 2)}"}`;
  });

export interface BodyChoice {
  payload: string | Buffer;
  type: string | undefined;
}
/** Mostly `usual` (`weight` to 1 against any one of the others), else one of `others`. */
export function mostly<T extends string>(usual: T, weight: number, ...others: T[]): fc.Arbitrary<T> {
  return fc.oneof(
    { withCrossShrink: true },
    { weight, arbitrary: fc.constant(usual) },
    fc.constantFrom(...others),
  );
}

export const randomBytes = fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes));

/** Bodies for a JSON API: its JSON, as a form, junk, and sizes around the limit. */
export function apiPayload(object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<BodyChoice> {
  return fc.oneof(
    { withCrossShrink: true },
    {
      weight: 6,
      arbitrary: fc.record({
        payload: jsonText(object),
        type: mostly("application/json", 4, ...JSON_TYPES),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        payload: formText(object),
        type: mostly("application/x-www-form-urlencoded", 3, ...FORM_TYPES),
      }),
    },
    fc.record({
      payload: fc.oneof(jsonText(object), formText(object), fc.string({ maxLength: 2000 }), randomBytes),
      type: anyType,
    }),
    fc.record({ payload: sizedJson, type: fc.constantFrom("application/json", "text/plain") }),
  );
}
