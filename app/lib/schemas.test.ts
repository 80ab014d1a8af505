import { describe, expect, it } from "vitest";
import { auditSchema, INVALID_URL_MESSAGE, isAuditUrl, normaliseAuditUrl } from "./audit-schema";
import { contactSchema, fieldErrors } from "./contact-schema";

describe("contact schema (SPEC.md section 5)", () => {
  const valid = { fornavn: "Kari", etternavn: "Nordmann", email: "kari@bedrift.no" };

  it("accepts the required fields and defaults the optional ones to empty strings", () => {
    const result = contactSchema.safeParse(valid);
    expect(result.success && result.data).toEqual({ ...valid, telefon: "", bedrift: "", prosjekt: "" });
  });

  it("gives the spec's Norwegian messages", () => {
    const result = contactSchema.safeParse({ fornavn: "K", etternavn: " ", email: "ikke-en-epost" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      fornavn: "Fornavn må være minst 2 tegn",
      etternavn: "Etternavn må være minst 2 tegn",
      email: "Ugyldig e-postadresse",
    });
  });

  it("counts names after trimming, so two spaces are not a name", () => {
    expect(contactSchema.safeParse({ ...valid, fornavn: "  " }).success).toBe(false);
    const trimmed = contactSchema.safeParse({ ...valid, fornavn: "  Ola  " });
    expect(trimmed.success && trimmed.data.fornavn).toBe("Ola");
  });

  it("reports missing and wrongly typed fields in Norwegian", () => {
    const result = contactSchema.safeParse({ fornavn: 42 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(errors.fornavn).toBe("Fornavn må være minst 2 tegn");
    expect(errors.email).toBe("Ugyldig e-postadresse");
  });

  it("limits lengths", () => {
    expect(contactSchema.safeParse({ ...valid, prosjekt: "x".repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, prosjekt: "x".repeat(5000) }).success).toBe(true);
  });
});

describe("audit address (SPEC.md sections 4 and 5)", () => {
  it.each([
    "dinbedrift.no",
    "https://www.example.com",
    "http://sub.domene.co.uk/side?x=1",
    "min-side.travel/om",
  ])("accepts %s", (url) => expect(isAuditUrl(url)).toBe(true));
  it.each([
    "",
    "bedrift",
    "ftp://bedrift.no",
    "bedrift.n",
    "bedrift.abcdefg",
    "https://",
    "javascript:alert(1)",
  ])("refuses %j", (url) => expect(isAuditUrl(url)).toBe(false));
  it("adds https:// when no scheme is given and trims", () => {
    expect(normaliseAuditUrl("  bedrift.no ")).toBe("https://bedrift.no");
    expect(normaliseAuditUrl("http://bedrift.no")).toBe("http://bedrift.no");
  });
  it("normalises and checks the whole request", () => {
    const ok = auditSchema.safeParse({ url: " bedrift.no", email: " a@b.no " });
    expect(ok.success && ok.data).toEqual({ url: "https://bedrift.no", email: "a@b.no" });
    const bad = auditSchema.safeParse({ url: "bedrift", email: "a@b.no" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.message).toBe(INVALID_URL_MESSAGE);
  });
});
