import { describe, expect, it } from "vitest";
import { firstHeader, headerValues, hostOf, isHttps, parseUrl } from "./http.ts";

describe("headers and addresses", () => {
  it("reads every value of a header, an empty one included", () => {
    const headers = { "set-cookie": ["a=1", "b=2"], "referrer-policy": "" };
    expect(headerValues(headers, "set-cookie")).toEqual(["a=1", "b=2"]);
    expect(headerValues(headers, "referrer-policy")).toEqual([""]);
    expect(headerValues(headers, "x-frame-options")).toEqual([]);
    expect(firstHeader(headers, "set-cookie")).toBe("a=1");
    expect(firstHeader(headers, "referrer-policy")).toBe("");
    expect(firstHeader(headers, "x-frame-options")).toBeNull();
  });

  it("gives a host in lower case without the trailing dot, and null for no address", () => {
    expect(hostOf("https://WWW.Example.NO./side")).toBe("www.example.no");
    expect(hostOf("ikke en adresse")).toBeNull();
  });

  it("tells https from the rest and resolves addresses, null when they cannot be", () => {
    expect(isHttps("HTTPS://example.no/")).toBe(true);
    expect(isHttps("http://example.no/")).toBe(false);
    expect(parseUrl("/a", "https://example.no/b/")?.href).toBe("https://example.no/a");
    expect(parseUrl("/a")).toBeNull();
  });
});
