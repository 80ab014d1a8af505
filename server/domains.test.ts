import { describe, expect, it } from "vitest";
import { isPublicSuffix, registrableDomain } from "./domains.ts";

describe("registrable domains from the public suffix list", () => {
  it("finds the registrable domain under one- and two-level suffixes", () => {
    expect(registrableDomain("www.example.no")).toBe("example.no");
    expect(registrableDomain("static.cdn.example.co.uk")).toBe("example.co.uk");
    expect(registrableDomain("example.no")).toBe("example.no");
    expect(registrableDomain("WWW.Example.NO.")).toBe("example.no");
    // Norwegian suffixes a hand-made list of common ones missed: kommune.no and the county ones.
    expect(registrableDomain("www.eksempel.kommune.no")).toBe("eksempel.kommune.no");
    expect(registrableDomain("min.side.priv.no")).toBe("side.priv.no");
  });

  it("makes each tenant of a host's private suffix a site of its own, unless asked for ICANN only", () => {
    expect(registrableDomain("en.github.io")).toBe("en.github.io");
    expect(registrableDomain("en.github.io", { privateSuffixes: false })).toBe("github.io");
  });

  it("has no registrable domain for an address, a suffix or no name", () => {
    expect(registrableDomain("127.0.0.1")).toBeNull();
    expect(registrableDomain("[::1]")).toBeNull();
    expect(registrableDomain("no")).toBeNull();
    expect(registrableDomain("github.io")).toBeNull();
    expect(registrableDomain("")).toBeNull();
  });

  it("knows public suffixes, private ones included, and no address is one", () => {
    expect(isPublicSuffix("no")).toBe(true);
    expect(isPublicSuffix("co.uk")).toBe(true);
    expect(isPublicSuffix("priv.no")).toBe(true);
    expect(isPublicSuffix("github.io")).toBe(true);
    expect(isPublicSuffix("example.no")).toBe(false);
    expect(isPublicSuffix("10.0.0.1")).toBe(false);
  });
});
