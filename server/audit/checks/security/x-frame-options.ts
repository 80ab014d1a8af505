import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { cspOf } from "./content-security-policy.ts";
import { severityFor } from "./findings.ts";
import { firstHeader } from "./http.ts";
import { outcome, testResult } from "./score.ts";
import type { Headers, SecurityTest } from "./types.ts";

// Observatory test "x-frame-options" (src/analyzer/tests/x-frame-options.js): any CSP
// frame-ancestors replaces the header. Only a header CSP counts here: browsers ignore
// frame-ancestors in <meta>, which the Observatory still rewards (decision 019).

const PASSING = [
  "x-frame-options-implemented-via-csp",
  "x-frame-options-sameorigin-or-deny",
  "x-frame-options-allow-from-origin",
];

export function testXfo(headers: Headers, cspFrameAncestors: boolean): SecurityTest {
  const value = firstHeader(headers, "x-frame-options")?.trim().toLowerCase() ?? "";
  let result = "x-frame-options-not-implemented";
  if (value === "deny" || value === "sameorigin") result = "x-frame-options-sameorigin-or-deny";
  else if (value.startsWith("allow-from")) result = "x-frame-options-allow-from-origin";
  else if (value) result = "x-frame-options-header-invalid";
  if (cspFrameAncestors) result = "x-frame-options-implemented-via-csp";
  return outcome("x-frame-options", result, PASSING);
}

export const xFrameOptions = defineCheck({
  id: "security-x-frame-options",
  category: "security",
  needs: ["finalUrl", "response"],
  run: (artifacts) => {
    const test = testXfo(artifacts.response.headers, cspOf(artifacts).frameAncestors);
    return testResult(test, xfoFinding(test));
  },
});

export function xfoFinding(test: SecurityTest): Finding {
  const viaCsp = test.result === "x-frame-options-implemented-via-csp";
  return test.pass
    ? {
        id: "security-x-frame-options",
        severity: "good",
        title: "Beskyttet mot klikkapring",
        detail: viaCsp
          ? "CSP-direktivet frame-ancestors hindrer andre nettsteder i å vise siden din i en usynlig ramme."
          : "X-Frame-Options hindrer andre nettsteder i å vise siden din i en usynlig ramme.",
        fix: viaCsp
          ? "Ingen endring nødvendig."
          : "Vurder å bruke det moderne CSP-direktivet «frame-ancestors 'self'» i tillegg.",
      }
    : {
        id: "security-x-frame-options",
        severity: severityFor(test),
        title: "Ikke beskyttet mot klikkapring",
        detail:
          "Andre nettsteder kan vise siden din i en skjult ramme og lure kundene til å klikke på knapper de ikke ser (clickjacking) – for eksempel for å bestille, endre innstillinger eller gi fra seg data.",
        fix: "Legg til «Content-Security-Policy: frame-ancestors 'self'» (eller 'none'), og gjerne «X-Frame-Options: SAMEORIGIN» for eldre nettlesere.",
      };
}
