import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { code, severityFor } from "./findings.ts";
import { headerValues, hostOf, isHttps } from "./http.ts";
import { outcome, testResult } from "./score.ts";
import type { SecurityArtifacts, SecurityTest } from "./types.ts";

// Observatory test "strict-transport-security" (src/analyzer/tests/strict-transport-security.js):
// the first header, refused when it holds a comma (sent twice); being on the preload list beats
// anything else.
//
// One deliberate difference (decision 019): max-age must be digits, optionally quoted, as browsers
// read it (RFC 6797 §6.1.1). The Observatory runs parseInt, so "max-age=forever" passes there.

export interface HstsOutcome extends SecurityTest {
  maxAge: number | null;
}

// The Observatory's "white lie": six months is 15768000 s, but many sites send 15552000.
const SIX_MONTHS = 15_552_000;
const PASSING = ["hsts-preloaded", "hsts-implemented-max-age-at-least-six-months"];

export function isPreloaded(input: SecurityArtifacts, host: string): boolean {
  const preloaded = input.response.hstsPreloaded;
  if (typeof preloaded === "function") return preloaded(host);
  return preloaded === true && host === hostOf(input.finalUrl);
}

export function testHsts(input: SecurityArtifacts): HstsOutcome {
  const https = isHttps(input.finalUrl);
  const { headers, tls } = input.response;
  const header = headerValues(headers, "strict-transport-security")[0];
  let result = "hsts-not-implemented";
  let maxAge: number | null = null;
  if (!https) result = "hsts-not-implemented-no-https";
  else if (tls && !tls.authorized) result = "hsts-invalid-cert";
  else if (header !== undefined) {
    maxAge = header.includes(",") ? null : readMaxAge(header);
    if (maxAge === null || Number.isNaN(maxAge)) result = "hsts-header-invalid";
    else if (maxAge < SIX_MONTHS) result = "hsts-implemented-max-age-less-than-six-months";
    else result = "hsts-implemented-max-age-at-least-six-months";
  }
  if (https && isPreloaded(input, hostOf(input.finalUrl) ?? "")) result = "hsts-preloaded";
  return { ...outcome("strict-transport-security", result, PASSING), maxAge };
}

/** The last max-age directive: null when there is none, NaN when its value is not a number. */
function readMaxAge(header: string): number | null {
  let maxAge: number | null = null;
  for (const directive of header.split(";").map((d) => d.trim().toLowerCase())) {
    if (!directive.startsWith("max-age=")) continue;
    const digits = /^(\d+)$|^"(\d+)"$/.exec(directive.slice("max-age=".length));
    maxAge = digits ? Number.parseInt(digits[1] ?? digits[2] ?? "", 10) : Number.NaN;
  }
  return maxAge;
}

const HSTS_EXAMPLE = "Strict-Transport-Security: max-age=31536000";
/** Preload binds every subdomain to https for a long time; a small business should know that first. */
const PRELOAD_NOTE =
  "Bare når alle underdomenene også bruker https, kan du legge til «includeSubDomains; preload» og melde domenet inn på hstspreload.org. Det er vanskelig å angre, så vent gjerne med det.";

export const strictTransportSecurity = defineCheck({
  id: "security-hsts",
  category: "security",
  needs: ["finalUrl", "response"],
  run: (artifacts) => {
    const test = testHsts(artifacts);
    return testResult(test, hstsFinding(test));
  },
});

/**
 * The HSTS finding; null when the site has no https at all, since the https finding (whose fix
 * includes HSTS) says it once. The test still counts in the score.
 */
export function hstsFinding(test: HstsOutcome): Finding | null {
  const base = { id: "security-hsts", severity: severityFor(test) };
  switch (test.result) {
    case "hsts-preloaded":
    case "hsts-implemented-max-age-at-least-six-months":
      return {
        ...base,
        title: "HSTS er på plass",
        detail:
          "Nettstedet ber nettleserne om alltid å bruke https (HSTS). Kundene kan ikke lures over på en ukryptert versjon.",
        fix:
          test.result === "hsts-preloaded"
            ? "Ingen endring nødvendig."
            : `Ingen endring nødvendig. ${PRELOAD_NOTE}`,
      };
    case "hsts-implemented-max-age-less-than-six-months":
      return {
        ...base,
        title: "HSTS gjelder for kort tid",
        detail: `HSTS er satt med max-age=${test.maxAge} sekunder (under seks måneder). Beskyttelsen går ut raskt for kunder som ikke besøker deg ofte.`,
        fix: `Øk varigheten til minst seks måneder, gjerne ett år: ${code(HSTS_EXAMPLE)}.`,
      };
    case "hsts-not-implemented-no-https":
      return null;
    case "hsts-invalid-cert":
      return {
        ...base,
        title: "HSTS virker ikke med ugyldig sertifikat",
        detail: "Nettleserne ignorerer HSTS når sertifikatet ikke er gyldig, så kundene er ikke beskyttet.",
        fix: `Installer et gyldig sertifikat, og send deretter ${code(HSTS_EXAMPLE)}.`,
      };
    default:
      return {
        ...base,
        title: test.result === "hsts-header-invalid" ? "HSTS-headeren kan ikke tolkes" : "Mangler HSTS",
        detail:
          "Nettstedet ber ikke nettleserne om å alltid bruke https (Strict-Transport-Security). Da kan en angriper på samme nettverk som kunden – for eksempel på et åpent Wi-Fi – stoppe overgangen til https og lese eller endre det kunden sender.",
        fix: `Send headeren ${code(HSTS_EXAMPLE)} på alle https-svar (start gjerne med kortere max-age og øk når alt fungerer). ${PRELOAD_NOTE}`,
      };
  }
}
