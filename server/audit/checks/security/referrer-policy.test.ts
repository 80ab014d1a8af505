import { describe, expect, it } from "vitest";
import { observed, strongWith } from "./input.fixture.ts";
import { referrerPolicy } from "./referrer-policy.ts";

// Referrer-Policy from the headers and <meta name="referrer"> (referrer-policy.ts).

const referrer = (value: string | undefined, html?: string) =>
  observed(referrerPolicy, strongWith({ "referrer-policy": value }, html === undefined ? {} : { html }));

describe("referrer-policy", () => {
  it("gives a private policy 5 points and names it in the finding", () => {
    expect(referrer("strict-origin-when-cross-origin")).toEqual({
      id: "referrer-policy",
      result: "referrer-policy-private",
      pass: true,
      modifier: 5,
      score: 1,
      findings: [["security-referrer-policy", "good"]],
    });
    const [finding] = referrerPolicy.run(strongWith({ "referrer-policy": "no-referrer" })).findings;
    expect(finding?.detail).toContain("satt til no-referrer");
  });

  it("costs 5 points for a policy that leaks addresses, the last valid value winning", () => {
    expect(referrer("unsafe-url")).toMatchObject({
      result: "referrer-policy-unsafe",
      pass: false,
      modifier: -5,
      findings: [["security-referrer-policy", "warning"]],
    });
    expect(referrerPolicy.run(strongWith({ "referrer-policy": "unsafe-url" })).findings[0]?.title).toBe(
      "Referrer-Policy lekker adresser",
    );
    expect(referrer("unsafe-url, no-referrer").result).toBe("referrer-policy-private");
    expect(referrer("no-referrer, bogus, unsafe-url").result).toBe("referrer-policy-unsafe");
  });

  it("calls an unknown or empty value invalid, as the Observatory does", () => {
    expect(referrer("bogus")).toMatchObject({ result: "referrer-policy-header-invalid", modifier: -5 });
    expect(referrer("").result).toBe("referrer-policy-header-invalid");
  });

  it("reads <meta name=referrer> after the headers", () => {
    expect(referrer(undefined, '<meta name="referrer" content="no-referrer">').result).toBe(
      "referrer-policy-private",
    );
    expect(referrer("no-referrer", '<meta name="referrer" content="unsafe-url">').result).toBe(
      "referrer-policy-unsafe",
    );
  });

  it("words a missing policy by what modern browsers already do, not as a fault", () => {
    expect(referrer(undefined)).toMatchObject({
      result: "referrer-policy-not-implemented",
      pass: true,
      modifier: 0,
      findings: [["security-referrer-policy", "good"]],
    });
    const [finding] = referrerPolicy.run(strongWith({ "referrer-policy": undefined })).findings;
    expect(finding?.title).toBe("Fulle adresser sendes ikke til andre nettsteder");
    expect(`${finding?.title} ${finding?.detail}`).not.toMatch(/ikke satt|Mozilla|bonus/i);
  });
});
