import { formatDate } from "#app/lib/format-nb.ts";
import type { Finding } from "../../types.ts";
import { type CheckResult, count, defineCheck, type ResponseArtifact } from "../types.ts";
import { isHttps } from "./http.ts";
import type { CertificateState } from "./types.ts";

// Not Observatory tests: whether the page is on https at all, and the certificate's state. A
// certificate that is invalid, or runs out within 30 days, costs visitors a full-page warning.
// The category score is held to 30 without https and to 20 with an invalid certificate, and loses
// 25 points for a certificate that runs out within 7 days, 10 within 30 (report/score.ts).

type Tls = ResponseArtifact["tls"];

export function certificateState(tls: Tls, https: boolean): CertificateState {
  if (!https) return "none";
  if (!tls) return "unknown";
  const days = tls.daysLeft;
  if (!tls.authorized || (days !== null && days < 0)) return "invalid";
  if (days === null) return "unknown";
  if (days < 7) return "expiring-soon";
  return days < 30 ? "expiring" : "valid";
}

const HTTPS_MISSING: Finding = {
  id: "security-https",
  severity: "problem",
  title: "Nettstedet bruker ikke https",
  detail:
    "Nettstedet lastes over ukryptert http. Nettleserne merker det som «Ikke sikker», og alt kundene fyller inn – navn, e-post, passord, betalingsopplysninger – kan leses eller endres av andre på nettverket. Google rangerer også https-sider høyere.",
  fix: "Skaff et gratis sertifikat (Let's Encrypt, eller via webhotellet/CDN-et), slå på https og send alle besøkende fra http videre til https med en permanent videresending (301). Legg deretter til «Strict-Transport-Security: max-age=31536000», så nettleserne husker å bruke https.",
};

/** What the state costs the category score beyond the Observatory's sum. */
const CERTIFICATE_SCORE: Partial<Record<CertificateState, Pick<CheckResult, "score" | "cap" | "deduction">>> =
  {
    none: { score: 0, cap: 30 },
    invalid: { score: 0, cap: 20 },
    "expiring-soon": { score: 0, deduction: 25 },
    expiring: { score: 0.5, deduction: 10 },
    valid: { score: 1 },
  };

export const httpsCertificate = defineCheck({
  id: "security-https",
  category: "security",
  needs: ["finalUrl", "response"],
  run: ({ finalUrl, response: { tls } }) => {
    const certificate = certificateState(tls, isHttps(finalUrl));
    return { score: null, ...CERTIFICATE_SCORE[certificate], findings: httpsFindings(tls, certificate) };
  },
});

export function httpsFindings(tls: Tls, certificate: CertificateState): Finding[] {
  if (certificate === "none") return [HTTPS_MISSING];
  if (!tls) return [];
  const days = tls.daysLeft;
  const until = tls.validTo ? ` (gyldig til ${formatDate(tls.validTo)})` : "";
  const daysLeft = days === null ? null : count(days, "dag", "dager");
  const base = { id: "security-certificate" };
  switch (certificate) {
    case "invalid":
      return [
        {
          ...base,
          severity: "problem",
          title: "Sertifikatet er ugyldig",
          detail: `Nettleserne godtar ikke TLS-sertifikatet${until}. Kundene møter en helsides advarsel om at forbindelsen ikke er privat, og de fleste forlater siden – eller venner seg til å klikke seg forbi advarsler.`,
          fix: "Installer et gyldig sertifikat for alle vertsnavnene (med og uten www) med fullstendig mellomliggende kjede, og slå på automatisk fornyelse (for eksempel Let's Encrypt med certbot, eller via webhotellet/CDN-et).",
        },
      ];
    case "expiring-soon":
    case "expiring":
      return [
        {
          ...base,
          severity: certificate === "expiring-soon" ? "problem" : "warning",
          title:
            certificate === "expiring-soon"
              ? `Sertifikatet utløper om ${daysLeft}`
              : `Sertifikatet utløper snart (om ${daysLeft})`,
          detail: `TLS-sertifikatet utløper om ${daysLeft}${until}. Fornyes det ikke i tide, får alle besøkende en helsides sikkerhetsadvarsel og nettstedet blir i praksis utilgjengelig.`,
          fix: "Forny sertifikatet nå og sett opp automatisk fornyelse (certbot renew, eller automatisk sertifikat hos webhotellet/CDN-et), med varsel hvis fornyelsen feiler.",
        },
      ];
    default:
      return [
        {
          ...base,
          severity: "good",
          title: "Gyldig sertifikat",
          detail: `TLS-sertifikatet er gyldig${days === null ? "" : ` i ${daysLeft} til`}${until}${tls.issuer ? `, utstedt av ${tls.issuer}` : ""}.`,
          fix: "Ingen endring nødvendig, men sørg for at fornyelsen er automatisk.",
        },
      ];
  }
}

const OLD_TLS = new Set(["TLSv1", "TLSv1.1", "SSLv3"]);

/**
 * The connection itself: an outdated TLS version, and whether the server speaks HTTP/2. Neither
 * counts in the score; null when the connection was not over TLS.
 */
export const connection = defineCheck({
  id: "security-connection",
  category: "security",
  needs: ["response"],
  run: ({ response: { tls } }) => {
    const findings = connectionFindings(tls);
    const score = tls ? (findings.some((finding) => finding.severity === "problem") ? 0 : 1) : null;
    return { score, findings };
  },
});

export function connectionFindings(tls: Tls): Finding[] {
  const findings: Finding[] = [];
  const protocol = tls?.protocol;
  if (protocol && OLD_TLS.has(protocol))
    findings.push({
      id: "security-tls-version",
      severity: "problem",
      title: "Serveren bruker en utgått TLS-versjon",
      detail: `Forbindelsen ble satt opp med ${protocol.replace("TLSv", "TLS ")}, som nettleserne har sluttet å godta fordi den har kjente svakheter.`,
      fix: "Slå på TLS 1.2 og 1.3 og slå av eldre versjoner hos webhotellet eller i serveroppsettet.",
    });
  const http2 = tls?.http2;
  if (http2 === false)
    findings.push({
      id: "security-http2",
      severity: "warning",
      title: "Serveren bruker ikke HTTP/2",
      detail:
        "Med HTTP/1.1 henter nettleseren få filer om gangen, så sider med mange bilder og skript laster tregere.",
      fix: "Slå på HTTP/2 hos webhotellet eller i CDN-et; det er som regel bare en innstilling.",
    });
  else if (http2 === true)
    findings.push({
      id: "security-http2",
      severity: "good",
      title: "Serveren bruker HTTP/2",
      detail: `Nettleseren kan hente mange filer over én forbindelse${protocol ? `, kryptert med ${protocol.replace("TLSv", "TLS ")}` : ""}.`,
      fix: "",
    });
  return findings;
}
