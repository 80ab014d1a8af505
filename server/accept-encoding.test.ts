import { describe, expect, it } from "vitest";
import { pickEncoding } from "./accept-encoding.ts";

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br", true, "br"],
    ["gzip, deflate, br", false, "gzip"],
    ["br;q=0, gzip", true, "gzip"],
    ["BR;Q=0.5, identity", true, "br"],
    ["gzip;q=0", true, "identity"],
    ["*", true, "br"],
    ["*;q=0, identity", true, "identity"],
    ["", true, "identity"],
    ["deflate", true, "identity"],
  ] as const)("%s (brotli made: %s) → %s", (header, hasBrotli, expected) => {
    expect(pickEncoding(header, { br: hasBrotli, gzip: true })).toBe(expected);
  });
});

describe("pickEncoding without a stored variant", () => {
  it("sends the bytes as they are when neither variant exists, gzip when only it does", () => {
    expect(pickEncoding("gzip, deflate, br", { br: false, gzip: false })).toBe("identity");
    expect(pickEncoding("br, gzip", { br: false, gzip: true })).toBe("gzip");
  });
});
