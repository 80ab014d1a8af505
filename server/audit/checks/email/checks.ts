import type { Finding } from "#app/lib/audit-report.ts";
import { type CheckResult, defineCheck } from "../types.ts";

// The sender's e-mail domain (decision 024): can someone else send e-mail that looks like it comes
// from the business? SPF says which servers may send for the domain, DKIM signs the mail, DMARC
// tells receivers what to do with mail that fails both. Read through DNS only (server/audit/gather/mail-dns.ts).

const SPOOFING =
  "Uten dette kan hvem som helst sende e-post som ser ut til å komme fra deg, for eksempel en falsk faktura til kundene dine med et annet kontonummer.";

const notChecked = (domain: string): CheckResult => ({
  score: null,
  findings: [
    {
      id: "mail-dns-unknown",
      severity: "info",
      title: "Vi fikk ikke sjekket e-postoppsettet",
      detail: `DNS-oppslagene for ${domain} svarte ikke i tide, så vi vet ikke hvordan e-posten er satt opp. Det betyr ikke at noe mangler.`,
      fix: "",
    },
  ],
});

const result = (score: number, finding: Finding): CheckResult => ({ score, findings: [finding] });

/** The DNS lookups SPF's evaluation would make from the top record (RFC 7208 allows ten). */
export function spfLookups(record: string): number {
  return record
    .split(/\s+/)
    .filter((term) => /^[+?~-]?(include:|a(\/|:|$)|mx(\/|:|$)|ptr|exists:|redirect=)/i.test(term)).length;
}

export const spf = defineCheck({
  id: "mail-spf",
  category: "email",
  weight: 3,
  needs: ["mailDns"],
  run: ({ mailDns }) => {
    if (!mailDns) return { score: null, findings: [] };
    const { domain, spf: found } = mailDns;
    if (found.status === "unknown") return notChecked(domain);
    const base = { id: "mail-spf", fix: "" };
    if (found.status === "none")
      return result(0, {
        ...base,
        severity: "problem",
        title: "Domenet mangler SPF",
        detail: `${domain} sier ikke hvilke servere som får sende e-post i domenets navn. ${SPOOFING}`,
        fix: "Legg inn én TXT-post på domenet, for eksempel «v=spf1 include:spf.protection.outlook.com -all» for Microsoft 365 eller «v=spf1 include:_spf.google.com -all» for Google Workspace. E-postleverandøren din oppgir riktig verdi.",
      });
    if (found.value.length > 1)
      return result(0, {
        ...base,
        severity: "problem",
        title: "Domenet har flere SPF-poster",
        detail: `${domain} har ${found.value.length} SPF-poster. Da regnes SPF som feil, og mottakerne ser bort fra alle.`,
        fix: "Slå dem sammen til én post med alle avsenderne dine.",
      });
    const record = found.value[0] ?? "";
    const all = /\s([+?~-]?)all\b/i.exec(` ${record}`)?.[1] ?? null;
    if (all === "+" || all === "")
      return result(0, {
        ...base,
        severity: "problem",
        title: "SPF godtar alle avsendere",
        detail: `SPF-posten slutter med «+all», som gir hele internett lov til å sende e-post som ${domain}.`,
        fix: "Bytt «+all» med «-all» (eller «~all» mens du tester).",
      });
    if (spfLookups(record) > 10)
      return result(0.5, {
        ...base,
        severity: "warning",
        title: "SPF-posten krever for mange oppslag",
        detail: `Posten ber mottakeren gjøre ${spfLookups(record)} DNS-oppslag allerede i første ledd, og over ti regnes som en feil.`,
        fix: "Fjern tjenester du ikke bruker lenger, eller be leverandøren om en samlet post.",
      });
    if (all === "?" || all === null)
      return result(0.5, {
        ...base,
        severity: "warning",
        title: "SPF sier ikke nei til andre avsendere",
        detail: `SPF-posten for ${domain} slutter ikke med «-all» eller «~all», så mottakerne får ikke beskjed om å avvise e-post fra andre servere.`,
        fix: "Avslutt posten med «-all» når alle som sender for deg, er med.",
      });
    return result(1, {
      ...base,
      severity: "good",
      title: "Domenet har SPF",
      detail: `${domain} sier hvilke servere som får sende e-post i domenets navn, og ber mottakerne ${all === "-" ? "avvise" : "være skeptiske til"} resten.`,
    });
  },
});

export const dmarc = defineCheck({
  id: "mail-dmarc",
  category: "email",
  weight: 3,
  needs: ["mailDns"],
  run: ({ mailDns }) => {
    if (!mailDns) return { score: null, findings: [] };
    const { domain, dmarc: found } = mailDns;
    if (found.status === "unknown") return { score: null, findings: [] };
    const fix = `Legg inn en TXT-post på _dmarc.${domain}, for eksempel «v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}». Start gjerne med rapportene, og gå til «p=reject» når du ser at all ekte e-post slipper gjennom.`;
    if (found.status === "none")
      return result(0, {
        id: "mail-dmarc",
        severity: "problem",
        title: "Domenet mangler DMARC",
        detail: `Mottakerne vet ikke hva de skal gjøre med e-post som later som den kommer fra ${domain}. ${SPOOFING}`,
        fix,
      });
    const record = found.value[0] ?? "";
    const policy = /(?:^|;)\s*p\s*=\s*(none|quarantine|reject)/i.exec(record)?.[1]?.toLowerCase() ?? "none";
    if (policy === "none")
      return result(0.3, {
        id: "mail-dmarc",
        severity: "warning",
        title: "DMARC slipper falsk e-post gjennom",
        detail: `DMARC for ${domain} står på «p=none». Da blir mottakerne bedt om å levere e-post som later som den kommer fra deg, selv når den ikke gjør det. ${SPOOFING}`,
        fix,
      });
    return result(1, {
      id: "mail-dmarc",
      severity: "good",
      title: "Domenet har DMARC",
      detail: `Mottakerne blir bedt om å ${policy === "reject" ? "avvise" : "legge i søppelpost"} e-post som later som den kommer fra ${domain}.`,
      fix: "",
    });
  },
});

export const dkim = defineCheck({
  id: "mail-dkim",
  category: "email",
  weight: 1,
  needs: ["mailDns"],
  run: ({ mailDns }) => {
    if (!mailDns || mailDns.dkim.status === "unknown") return { score: null, findings: [] };
    const { domain, dkim: found, mx } = mailDns;
    if (found.status === "found")
      return result(1, {
        id: "mail-dkim",
        severity: "good",
        title: "E-posten signeres med DKIM",
        detail: `Vi fant en DKIM-nøkkel for ${domain} (${found.value.map((s) => `«${s}»`).join(", ")}), så mottakerne kan sjekke at e-posten ikke er endret.`,
        fix: "",
      });
    // We can only try the usual selector names: not finding one is no proof that DKIM is missing.
    return {
      score: null,
      findings: [
        {
          id: "mail-dkim",
          severity: "info",
          title: "Vi fant ingen DKIM-nøkkel",
          detail: `Vi prøvde de vanlige navnene hos de store e-postleverandørene uten å finne en nøkkel for ${domain}.${mx.status === "found" ? " Sjekk med leverandøren at DKIM er slått på." : ""}`,
          fix: "Slå på DKIM-signering hos e-postleverandøren og legg inn nøkkelen den gir deg i DNS.",
        },
      ],
    };
  },
});

export const mx = defineCheck({
  id: "mail-mx",
  category: "email",
  weight: 0,
  needs: ["mailDns"],
  run: ({ mailDns }) => {
    if (mailDns?.mx.status !== "none") return { score: null, findings: [] };
    return {
      score: null,
      findings: [
        {
          id: "mail-mx",
          severity: "info",
          title: "Domenet tar ikke imot e-post",
          detail: `${mailDns.domain} har ingen MX-post. Også et domene uten e-post kan misbrukes som avsender.`,
          fix: "Sier domenet aldri sender e-post, bør det ha «v=spf1 -all» og «v=DMARC1; p=reject».",
        },
      ],
    };
  },
});
