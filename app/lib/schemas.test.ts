import { describe, expect, it } from "vitest";
import { auditSchema, INVALID_URL_MESSAGE, isAuditUrl, normaliseAuditUrl } from "./audit-schema";
import { contactSchema, fieldErrors } from "./contact-schema";
import { MULTI_LINE_MESSAGE, ONE_LINE_MESSAGE } from "./plain-text";

describe("contact schema (docs/brief/SPEC.md section 5)", () => {
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

describe("control and invisible characters (decision 016)", () => {
  const valid = { fornavn: "Kari", etternavn: "Nordmann", email: "kari@bedrift.no" };
  const errorsFor = (input: Record<string, string>) => {
    const result = contactSchema.safeParse({ ...valid, ...input });
    return result.success ? {} : fieldErrors(result.error);
  };

  it.each([
    ["a line break", "Kari\nBcc: x@evil.example"],
    ["a carriage return", "Kari\rNordmann"],
    ["a tab", "Kari\tNordmann"],
    ["a right-to-left override", "Kari\u202Egnp.exe"],
    ["a left-to-right isolate", "Kari\u2066x"],
    ["a zero-width space", "Ka\u200Bri"],
    ["a zero-width joiner", "Ka\u200Dri"],
    ["a byte order mark inside", "Ka\uFEFFri"],
    ["a line separator", "Kari\u2028Nordmann"],
    ["a C1 control", "Kari\u0085"],
    ["a soft hyphen", "Ka\u00ADri"],
  ])("refuses %s in every one-line field, with the same message", (_, text) => {
    expect(errorsFor({ fornavn: text, etternavn: text, telefon: text, bedrift: text })).toEqual({
      fornavn: ONE_LINE_MESSAGE,
      etternavn: ONE_LINE_MESSAGE,
      telefon: ONE_LINE_MESSAGE,
      bedrift: ONE_LINE_MESSAGE,
    });
    expect(errorsFor({ email: `${text}@bedrift.no` }).email).toBe(ONE_LINE_MESSAGE);
  });

  it("lets the project text keep line breaks, tabs and emoji, and refuses other controls and bidi overrides", () => {
    expect(errorsFor({ prosjekt: "Linje 1\r\nLinje 2\n\tInnrykk 👨‍👩‍👧 שלום\u200F" })).toEqual({});
    for (const bad of ["\u202E", "\u202A", "\u2067", "\u0007", "\u001B[31m", "\u007F", "\u0085"])
      expect(errorsFor({ prosjekt: `Tekst${bad}tekst` }).prosjekt).toBe(MULTI_LINE_MESSAGE);
  });

  it("still trims ordinary space and drops NUL before checking", () => {
    const result = contactSchema.safeParse({ ...valid, fornavn: "  Kari\u0000  " });
    expect(result.success && result.data.fornavn).toBe("Kari");
  });

  it("refuses them in the audit's address and e-mail too", () => {
    const url = auditSchema.safeParse({ url: "bedrift.no/\u202Egnp.exe", email: "a@b.no" });
    expect(url.success).toBe(false);
    if (!url.success) expect(fieldErrors(url.error)).toEqual({ url: ONE_LINE_MESSAGE });
    const email = auditSchema.safeParse({ url: "bedrift.no", email: "a@b.no\r\nBcc: x@evil.example" });
    expect(email.success).toBe(false);
    if (!email.success) expect(fieldErrors(email.error)).toEqual({ email: ONE_LINE_MESSAGE });
  });
});

describe("audit address (docs/brief/SPEC.md sections 4 and 5)", () => {
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
