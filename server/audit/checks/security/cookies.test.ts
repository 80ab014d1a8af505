import { describe, expect, it } from "vitest";
import { findingOf, testOf, withHeaders } from "./input.fixture.ts";
import { hasInvalidSameSite, parseSetCookie, storedCookies } from "./set-cookie.ts";

describe("cookies", () => {
  it("penalises a cookie without Secure by 20, or 5 when HSTS protects it", () => {
    const noHsts = withHeaders({
      "strict-transport-security": undefined,
      "set-cookie": ["theme=dark; Path=/; SameSite=Lax"],
    });
    expect(testOf(noHsts, "cookies")).toMatchObject({
      pass: false,
      modifier: -20,
      result: "cookies-without-secure-flag",
    });
    expect(findingOf(noHsts, "security-cookies")?.severity).toBe("problem");
    const withHsts = withHeaders({ "set-cookie": ["theme=dark; Path=/; SameSite=Lax"] });
    expect(testOf(withHsts, "cookies")).toMatchObject({
      modifier: -5,
      result: "cookies-without-secure-flag-but-protected-by-hsts",
    });
  });

  it("penalises a session cookie without HttpOnly by 30", () => {
    const result = withHeaders({ "set-cookie": ["PHPSESSID=abc; Path=/; Secure; SameSite=Lax"] });
    expect(testOf(result, "cookies")).toMatchObject({
      pass: false,
      modifier: -30,
      result: "cookies-session-without-httponly-flag",
    });
    const f = findingOf(result, "security-cookies");
    expect(f?.severity).toBe("problem");
    expect(f?.detail).toContain("PHPSESSID");
    expect(result.score).toBe(70);
  });

  it("keeps the worst cookie result and penalises a session cookie without Secure by 40", () => {
    const result = withHeaders({
      "strict-transport-security": undefined,
      "set-cookie": "wp_login=1; Path=/, theme=dark; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/",
    });
    expect(testOf(result, "cookies")).toMatchObject({
      modifier: -40,
      result: "cookies-session-without-secure-flag",
    });
  });

  it("gives no SameSite bonus when a cookie lacks SameSite, and flags invalid SameSite", () => {
    expect(testOf(withHeaders({ "set-cookie": ["a=1; Secure"] }), "cookies")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "cookies-secure-with-httponly-sessions",
    });
    expect(testOf(withHeaders({ "set-cookie": ["a=1; Secure; SameSite=Sometimes"] }), "cookies").result).toBe(
      "cookies-samesite-flag-invalid",
    );
  });

  it("ignores a cookie the browser refuses, such as __Host- without Secure", () => {
    const result = withHeaders({ "set-cookie": ["__Host-sessionid=1; Path=/; HttpOnly; SameSite=Lax"] });
    expect(testOf(result, "cookies").result).toBe("cookies-not-found");
  });

  it("still counts a malformed SameSite on a line that sets another cookie", () => {
    const result = withHeaders({
      "set-cookie": ["theme=1; Secure; SameSite=Sometimes", "lang=no; Secure; SameSite=Lax"],
    });
    expect(testOf(result, "cookies").result).toBe("cookies-samesite-flag-invalid");
  });
});

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
