import { describe, expect, it } from "vitest";
import { parseCsp } from "./csp-parser.ts";

// CSP parsed with the Observatory's semantics; the policy as a whole is read in content-security-policy.test.ts.

describe("parseCsp", () => {
  const directives = (policies: string[]) =>
    Object.fromEntries([...parseCsp(policies).directives].map(([name, sources]) => [name, [...sources]]));

  it("parses directives and sources, ignoring trailing and empty semicolons", () => {
    expect(directives(["default-src 'self';; script-src 'self' https://cdn.example.com ;  "])).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "https://cdn.example.com"],
    });
  });

  it("lower-cases directive names and keywords", () => {
    expect(directives(["Default-Src 'SELF'; SCRIPT-SRC 'Unsafe-Inline'"])).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'unsafe-inline'"],
    });
  });

  it("calls a repeated directive invalid, except report-uri and report-to, which it reports", () => {
    expect(parseCsp(["script-src 'self'; script-src *"]).invalid).toContain("script-src");
    const reports = parseCsp(["default-src 'self'; report-uri /a; report-uri /b"]);
    expect(reports.invalid).toBeNull();
    expect(reports.duplicateReports).toEqual(["report-uri"]);
  });

  it("treats an empty source list as 'none'", () => {
    expect(directives(["img-src; upgrade-insecure-requests"])).toEqual({
      "img-src": ["'none'"],
      "upgrade-insecure-requests": ["'none'"],
    });
  });

  it("keeps only what every policy allows, and a directive one policy leaves out as the other has it", () => {
    expect(
      directives([
        "default-src 'self' https://a.example; img-src *",
        "default-src 'self'; script-src 'none'",
      ]),
    ).toEqual({ "default-src": ["'self'"], "img-src": ["*"], "script-src": ["'none'"] });
  });

  it("reads a comma inside one value as part of one policy, as the Observatory does", () => {
    expect(directives(["default-src 'self', img-src *"])).toEqual({
      "default-src": ["'self',", "*", "img-src"],
    });
  });

  it("marks empty or too short policies invalid", () => {
    expect(parseCsp([""]).invalid).not.toBeNull();
    expect(parseCsp([";;"]).invalid).not.toBeNull();
    expect(parseCsp([]).invalid).toBeNull();
  });
});
