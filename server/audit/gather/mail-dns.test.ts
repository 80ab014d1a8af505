import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/registry.ts";
import { artifactsFor } from "../checks/test-artifacts.ts";
import { scoreCategoryIfMeasured } from "../report/score.ts";
import { DKIM_SELECTORS, gatherMailDns, type MailDnsResolver, mailDomainFor } from "./mail-dns.ts";

// The e-mail domain checks (decision 024) through an injected resolver: a table of DNS answers,
// with "timeout" for a lookup that never answers in time and nothing for a name without records.

type Table = Record<string, { mx?: string[]; txt?: string[] } | "timeout">;

function resolverFor(table: Table): MailDnsResolver & { asked: string[] } {
  const asked: string[] = [];
  const answer = (name: string) => {
    asked.push(name);
    const entry = table[name];
    if (entry === "timeout")
      return Promise.reject(Object.assign(new Error("queryTxt ETIMEOUT"), { code: "ETIMEOUT" }));
    if (!entry)
      return Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" }));
    return Promise.resolve(entry);
  };
  return {
    asked,
    resolveMx: async (name) => {
      const entry = await answer(name);
      if (!entry.mx) throw Object.assign(new Error("ENODATA"), { code: "ENODATA" });
      return entry.mx.map((exchange, priority) => ({ exchange, priority }));
    },
    resolveTxt: async (name) => {
      const entry = await answer(name);
      if (!entry.txt) throw Object.assign(new Error("ENODATA"), { code: "ENODATA" });
      return entry.txt.map((record) => [record]);
    },
  };
}

async function emailCategory(table: Table) {
  const mailDns = await gatherMailDns("bedrift.no", resolverFor(table));
  const artifacts = { ...artifactsFor("<html></html>"), finalUrl: "https://www.bedrift.no/", mailDns };
  const result = scoreCategoryIfMeasured("email", CHECKS, artifacts);
  const byId = (id: string) => result.findings.find((finding) => finding.id === id);
  return { ...result, byId };
}

const GOOD: Table = {
  "bedrift.no": {
    mx: ["bedrift-no.mail.protection.outlook.com"],
    txt: ["v=spf1 include:spf.protection.outlook.com -all", "google-site-verification=abc"],
  },
  "_dmarc.bedrift.no": { txt: ["v=DMARC1; p=reject; rua=mailto:dmarc@bedrift.no"] },
  "selector1._domainkey.bedrift.no": { txt: ["v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ"] },
};

describe("the sender's e-mail domain", () => {
  it("checks the site's registrable domain, not www", () => {
    expect(mailDomainFor("www.bedrift.no")).toBe("bedrift.no");
    expect(mailDomainFor("butikk.bedrift.co.uk")).toBe("bedrift.co.uk");
  });

  it("praises a good setup: one SPF with -all, DMARC reject, DKIM at selector1", async () => {
    const { score, findings, byId } = await emailCategory(GOOD);
    expect(score).toBe(100);
    expect(
      findings.filter((finding) => finding.severity === "problem" || finding.severity === "warning"),
    ).toEqual([]);
    expect(byId("mail-dkim")?.detail).toContain("«selector1»");
    expect(byId("mail-dmarc")?.detail).toContain("avvise");
  });

  it("reports a missing SPF as a problem, in plain Norwegian", async () => {
    const { score, byId } = await emailCategory({
      ...GOOD,
      "bedrift.no": { mx: ["mx.bedrift.no"], txt: [] },
    });
    expect(byId("mail-spf")).toMatchObject({ severity: "problem", title: "Domenet mangler SPF" });
    expect(byId("mail-spf")?.detail).toContain("falsk faktura");
    expect(score).toBeLessThan(70);
  });

  it("explains p=none: spoofed mail is let through", async () => {
    const { byId } = await emailCategory({ ...GOOD, "_dmarc.bedrift.no": { txt: ["v=DMARC1; p=none"] } });
    expect(byId("mail-dmarc")).toMatchObject({
      severity: "warning",
      title: "DMARC slipper falsk e-post gjennom",
    });
    expect(byId("mail-dmarc")?.detail).toContain("«p=none»");
    expect(byId("mail-dmarc")?.fix).toContain("rua=mailto:");
  });

  it("reports a missing DMARC, two SPF records and +all as problems", async () => {
    expect(
      (await emailCategory({ ...GOOD, "_dmarc.bedrift.no": { txt: [] } })).byId("mail-dmarc")?.severity,
    ).toBe("problem");
    const two = await emailCategory({
      ...GOOD,
      "bedrift.no": { mx: ["mx.bedrift.no"], txt: ["v=spf1 -all", "v=spf1 include:x.example -all"] },
    });
    expect(two.byId("mail-spf")?.title).toBe("Domenet har flere SPF-poster");
    const open = await emailCategory({
      ...GOOD,
      "bedrift.no": { mx: ["mx.bedrift.no"], txt: ["v=spf1 +all"] },
    });
    expect(open.byId("mail-spf")?.title).toBe("SPF godtar alle avsendere");
  });

  it("says a domain without MX takes no mail, and still checks SPF and DMARC", async () => {
    const { byId } = await emailCategory({ ...GOOD, "bedrift.no": { txt: ["v=spf1 -all"] } });
    expect(byId("mail-mx")?.title).toBe("Domenet tar ikke imot e-post");
    expect(byId("mail-spf")?.severity).toBe("good");
  });

  it("never calls a record missing when DNS did not answer: it says it could not check", async () => {
    const table: Table = { "bedrift.no": "timeout", "_dmarc.bedrift.no": "timeout" };
    for (const selector of DKIM_SELECTORS) table[`${selector}._domainkey.bedrift.no`] = "timeout";
    const { score, findings, byId } = await emailCategory(table);
    expect(score).toBeNull();
    expect(byId("mail-dns-unknown")?.title).toBe("Vi fikk ikke sjekket e-postoppsettet");
    expect(
      findings.filter((finding) => finding.severity === "problem" || finding.severity === "warning"),
    ).toEqual([]);
  });

  it("asks DNS only: the domain, _dmarc and the DKIM selectors, nothing else", async () => {
    const resolver = resolverFor(GOOD);
    await gatherMailDns("bedrift.no", resolver);
    expect(resolver.asked.every((name) => name === "bedrift.no" || name.endsWith(".bedrift.no"))).toBe(true);
  });
});
