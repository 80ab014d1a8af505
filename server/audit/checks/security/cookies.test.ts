import { describe, expect, it } from "vitest";
import { secureCookies } from "./cookies.ts";
import { findingOf, observed, strongWith, testOf, withHeaders } from "./input.fixture.ts";

// The cookies test (cookies.ts): the worst cookie wins; HSTS softens a missing Secure flag.

describe("cookies", () => {
  it("is a check of its own: 5 points when every cookie is Secure and SameSite, sessions HttpOnly", () => {
    expect(observed(secureCookies, strongWith({}))).toEqual({
      id: "cookies",
      result: "cookies-secure-with-httponly-sessions-and-samesite",
      pass: true,
      modifier: 5,
      score: 1,
      findings: [["security-cookies", "good"]],
    });
    expect(secureCookies.run(strongWith({})).findings[0]?.title).toBe(
      "Informasjonskapslene er godt beskyttet",
    );
    expect(observed(secureCookies, strongWith({ "set-cookie": undefined }))).toMatchObject({
      result: "cookies-not-found",
      modifier: 0,
      findings: [["security-cookies", "good"]],
    });
  });

  it("names the cookies without SameSite, and the session cookie without Secure", () => {
    const noSameSite = strongWith({ "set-cookie": ["handlekurv=1; Secure"] });
    expect(observed(secureCookies, noSameSite)).toMatchObject({ modifier: 0, score: 1 });
    expect(secureCookies.run(noSameSite).findings[0]?.detail).toContain("mangler SameSite (handlekurv)");
    const session = strongWith({
      "strict-transport-security": undefined,
      "set-cookie": ["sessionid=1; HttpOnly"],
    });
    expect(observed(secureCookies, session)).toMatchObject({ modifier: -40, score: 0 });
    expect(secureCookies.run(session).findings[0]).toMatchObject({
      title: "Innloggingscookie sendes uten Secure",
      detail: expect.stringContaining("logge seg inn som kunden"),
    });
  });

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
