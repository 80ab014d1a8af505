import { describe, expect, it } from "vitest";
import { isPublicSuffix, siteDomain } from "./site-domain.ts";

describe("registrable domains", () => {
  it("approximates the registrable domain", () => {
    expect(siteDomain("www.example.no")).toBe("example.no");
    expect(siteDomain("static.cdn.example.co.uk")).toBe("example.co.uk");
    expect(siteDomain("example.no")).toBe("example.no");
    expect(siteDomain("WWW.Example.NO.")).toBe("example.no");
    expect(siteDomain("127.0.0.1")).toBe("127.0.0.1");
  });

  it("knows a top-level domain and the common two-level suffixes as public suffixes", () => {
    expect(isPublicSuffix("no")).toBe(true);
    expect(isPublicSuffix("co.uk")).toBe(true);
    expect(isPublicSuffix("priv.no")).toBe(true);
    expect(isPublicSuffix("example.no")).toBe(false);
    expect(isPublicSuffix("10.0.0.1")).toBe(false);
  });
});
