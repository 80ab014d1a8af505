import { describe, expect, it } from "vitest";
import { hasInvalidSameSite, parseSetCookie, storedCookies } from "./set-cookie.ts";

// Set-Cookie lines as a cookie jar reads them; what the cookies test makes of them is in cookies.test.ts.

describe("Set-Cookie", () => {
  it("reads the attributes, the last SameSite winning", () => {
    expect(
      parseSetCookie(
        " sid = abc ; Secure; HTTPONLY; Domain=.Example.no; Path=/app; SameSite=Lax; SameSite=bogus",
      ),
    ).toEqual({
      name: "sid",
      secure: true,
      httpOnly: true,
      sameSite: null,
      domain: "example.no",
      path: "/app",
    });
    expect(parseSetCookie("novalue")).toBeNull();
    expect(parseSetCookie("=abc")).toBeNull();
    expect(parseSetCookie("a=b\u0001")).toBeNull();
  });

  it("flags a SameSite attribute without Strict, Lax or None", () => {
    expect(hasInvalidSameSite("a=1; SameSite")).toBe(true);
    expect(hasInvalidSameSite("a=1; samesite=Sometimes")).toBe(true);
    expect(hasInvalidSameSite("a=1; SameSite=none")).toBe(false);
    expect(hasInvalidSameSite("a=1")).toBe(false);
  });

  it("keeps what a browser keeps: prefixes honoured, the site's own domain, the last of a name", () => {
    const kept = storedCookies(
      [
        "__Host-a=1; Secure; Path=/",
        "__Host-b=1; Secure; Path=/; Domain=example.no",
        "__Host-c=1; Path=/",
        "__Secure-d=1",
        "__host-e=1",
        "f=1; Domain=example.no",
        "g=1; Domain=other.no",
        "h=1; Domain=no",
        "i=1; Secure",
        "i=2",
      ],
      "https://www.example.no/",
    );
    expect(kept.map((c) => `${c.name}${c.secure ? " secure" : ""}`)).toEqual([
      "__Host-a secure",
      "__host-e",
      "f",
      "i",
    ]);
  });
});
