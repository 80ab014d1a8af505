import { describe, expect, it } from "vitest";
import type { Lookup, MailDns } from "../../gather/mail-dns.ts";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { dkim, dmarc, mx, spf, spfLookups } from "./checks.ts";

// The e-mail domain's SPF, DMARC, DKIM and MX, on DNS answers written by hand for an invented
// bakery's domain: what each record says is judged, and a lookup that did not answer is never
// called missing.

const found = (...value: string[]): Lookup<string[]> => ({ status: "found", value });
const NONE: Lookup<string[]> = { status: "none" };
const UNKNOWN: Lookup<string[]> = { status: "unknown" };

const GOOD: MailDns = {
  domain: "fjellbakeriet.example",
  mx: found("mx1.epost.example"),
  spf: found("v=spf1 include:_spf.epost.example -all"),
  dmarc: found("v=DMARC1; p=reject; rua=mailto:dmarc@fjellbakeriet.example"),
  dkim: found("selector1"),
};
const PAGE = htmlPage("<title>Fjellbakeriet</title>", "<h1>Brød fra Lom</h1>");
const dns = (changes: Partial<MailDns> | null) =>
  artifactsFor(PAGE, { mailDns: changes === null ? null : { ...GOOD, ...changes } });

describe("SPF", () => {
  it("does not apply when DNS was not looked up, and says so when it did not answer", () => {
    expect(outcome(spf, dns(null))).toEqual({ score: null, findings: [] });
    expect(outcome(spf, dns({ spf: UNKNOWN }))).toEqual({
      score: null,
      findings: [["mail-dns-unknown", "info"]],
    });
  });

  it("is good with -all or ~all, and says which", () => {
    expect(outcome(spf, dns({}))).toEqual({ score: 1, findings: [["mail-spf", "good"]] });
    expect(onlyFinding(spf, dns({})).detail).toContain("avvise");
    const soft = dns({ spf: found("v=spf1 include:_spf.epost.example ~all") });
    expect(outcome(spf, soft)).toEqual({ score: 1, findings: [["mail-spf", "good"]] });
    expect(onlyFinding(spf, soft).detail).toContain("være skeptiske til");
  });

  it("is a problem when missing, doubled or open to all", () => {
    const cases: [Lookup<string[]>, string][] = [
      [NONE, "Domenet mangler SPF"],
      [found("v=spf1 -all", "v=spf1 include:_spf.epost.example -all"), "Domenet har flere SPF-poster"],
      [found("v=spf1 include:_spf.epost.example +all"), "SPF godtar alle avsendere"],
      [found("v=spf1 a mx all"), "SPF godtar alle avsendere"],
    ];
    for (const [record, title] of cases) {
      const result = dns({ spf: record });
      expect(outcome(spf, result), title).toEqual({ score: 0, findings: [["mail-spf", "problem"]] });
      expect(onlyFinding(spf, result).title).toBe(title);
    }
    expect(onlyFinding(spf, dns({ spf: NONE })).detail).toContain("falsk faktura");
  });

  it("warns when it does not turn other senders away, or needs more than ten lookups", () => {
    const cases: [string, string][] = [
      ["v=spf1 include:_spf.epost.example ?all", "SPF sier ikke nei til andre avsendere"],
      ["v=spf1 include:_spf.epost.example", "SPF sier ikke nei til andre avsendere"],
      [
        `v=spf1 ${Array.from({ length: 11 }, (_, i) => `include:s${i}.epost.example`).join(" ")} -all`,
        "SPF-posten krever for mange oppslag",
      ],
    ];
    for (const [record, title] of cases) {
      const result = dns({ spf: found(record) });
      expect(outcome(spf, result), record).toEqual({ score: 0.5, findings: [["mail-spf", "warning"]] });
      expect(onlyFinding(spf, result).title).toBe(title);
    }
  });

  it("counts the lookups of the top record as RFC 7208 does", () => {
    expect(spfLookups("v=spf1 a mx ip4:192.0.2.1 include:a.example exists:%{i}.b.example ptr -all")).toBe(5);
    expect(spfLookups("v=spf1 a:post.example mx/24 ~all")).toBe(2);
    expect(spfLookups("v=spf1 redirect=_spf.epost.example")).toBe(1);
    expect(spfLookups("v=spf1 ip4:192.0.2.0/24 ip6:2001:db8::/32 -all")).toBe(0);
  });
});

describe("DMARC", () => {
  it("does not apply when DNS was not looked up or did not answer", () => {
    expect(outcome(dmarc, dns(null))).toEqual({ score: null, findings: [] });
    expect(outcome(dmarc, dns({ dmarc: UNKNOWN }))).toEqual({ score: null, findings: [] });
  });

  it("is good with quarantine or reject, and says what receivers do", () => {
    expect(outcome(dmarc, dns({}))).toEqual({ score: 1, findings: [["mail-dmarc", "good"]] });
    expect(onlyFinding(dmarc, dns({})).detail).toContain("avvise");
    const quarantine = dns({ dmarc: found("v=DMARC1; p=quarantine; pct=100") });
    expect(outcome(dmarc, quarantine).score).toBe(1);
    expect(onlyFinding(dmarc, quarantine).detail).toContain("legge i søppelpost");
  });

  it("is a problem when missing", () => {
    expect(outcome(dmarc, dns({ dmarc: NONE }))).toEqual({ score: 0, findings: [["mail-dmarc", "problem"]] });
    expect(onlyFinding(dmarc, dns({ dmarc: NONE })).fix).toContain("_dmarc.fjellbakeriet.example");
  });

  it("warns about p=none, or no policy, even with a stricter policy for subdomains", () => {
    for (const record of [
      "v=DMARC1; p=none; rua=mailto:dmarc@fjellbakeriet.example",
      "v=DMARC1; sp=reject",
    ]) {
      const result = dns({ dmarc: found(record) });
      expect(outcome(dmarc, result), record).toEqual({ score: 0.3, findings: [["mail-dmarc", "warning"]] });
      expect(onlyFinding(dmarc, result).title).toBe("DMARC slipper falsk e-post gjennom");
    }
  });
});

describe("DKIM", () => {
  it("does not apply when DNS was not looked up or did not answer", () => {
    expect(outcome(dkim, dns(null))).toEqual({ score: null, findings: [] });
    expect(outcome(dkim, dns({ dkim: UNKNOWN }))).toEqual({ score: null, findings: [] });
  });

  it("is good when a key stands at a selector, naming it", () => {
    const result = dns({ dkim: found("google", "k1") });
    expect(outcome(dkim, result)).toEqual({ score: 1, findings: [["mail-dkim", "good"]] });
    expect(onlyFinding(dkim, result).detail).toContain("(«google», «k1»)");
  });

  it("is not scored when no key was found: the selector may be one we did not try", () => {
    expect(outcome(dkim, dns({ dkim: NONE }))).toEqual({ score: null, findings: [["mail-dkim", "info"]] });
    expect(onlyFinding(dkim, dns({ dkim: NONE })).detail).toContain("Sjekk med leverandøren");
    expect(onlyFinding(dkim, dns({ dkim: NONE, mx: NONE })).detail).not.toContain("Sjekk med leverandøren");
  });
});

describe("MX", () => {
  it("says only that a domain without MX takes no mail, never scored", () => {
    expect(outcome(mx, dns({ mx: NONE }))).toEqual({ score: null, findings: [["mail-mx", "info"]] });
    for (const answer of [dns({}), dns({ mx: UNKNOWN }), dns(null)])
      expect(outcome(mx, answer)).toEqual({ score: null, findings: [] });
  });
});
