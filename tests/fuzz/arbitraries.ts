import fc from "fast-check";

// Small generators shared by the fuzz test's header and body generators (server/fuzz.test.ts).

/** Any byte a header value may carry over HTTP/1.1 (tab, visible ASCII, obs-text 0x80–0xff). */
export const headerText = (maxLength = 80) =>
  fc.string({
    unit: fc
      .integer({ min: 0x1f, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => (c === 0x1f ? "\t" : String.fromCharCode(c))),
    maxLength,
  });
export const longValue = fc
  .tuple(fc.integer({ min: 500, max: 6000 }), fc.constantFrom("a", "ø", "%", ",", "1.2.3.4, ", "=;", "<x>"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
export const junk = fc.oneof({ weight: 4, arbitrary: headerText() }, longValue);
/** The header is sent in one request of `oneIn`. */
export const maybe = <T>(arbitrary: fc.Arbitrary<T>, oneIn = 2) =>
  fc.oneof(
    { withCrossShrink: true },
    { weight: oneIn - 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: arbitrary },
  );

export type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
