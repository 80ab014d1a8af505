import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { severityFor } from "./findings.ts";
import { headerValues } from "./http.ts";
import { metaPolicies, type SecurityMarkup, securityMarkup } from "./page.ts";
import { outcome, testResult } from "./score.ts";
import type { Headers, SecurityTest } from "./types.ts";

// Observatory test "referrer-policy" (src/analyzer/tests/referrer-policy.js): the headers and then
// <meta name="referrer">, the last value a browser knows winning, as browsers apply it.

export interface ReferrerOutcome extends SecurityTest {
  policy: string | null;
}

const PRIVATE = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const UNSAFE = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
const PASSING = ["referrer-policy-private", "referrer-policy-not-implemented"];

export function testReferrer(headers: Headers, page: SecurityMarkup): ReferrerOutcome {
  const meta = metaPolicies(page).referrer;
  const values = [...headerValues(headers, "referrer-policy"), ...(meta === null ? [] : [meta])];
  if (values.length === 0)
    return { ...outcome("referrer-policy", "referrer-policy-not-implemented", PASSING), policy: null };
  const policy =
    values
      .join(",")
      .split(",")
      .map((value) => value.trim().toLowerCase())
      .filter((value) => PRIVATE.includes(value) || UNSAFE.includes(value))
      .at(-1) ?? null;
  const result =
    policy === null
      ? "referrer-policy-header-invalid"
      : PRIVATE.includes(policy)
        ? "referrer-policy-private"
        : "referrer-policy-unsafe";
  return { ...outcome("referrer-policy", result, PASSING), policy };
}

export const referrerPolicy = defineCheck({
  id: "security-referrer-policy",
  category: "security",
  needs: ["response"],
  run: ({ response }) => {
    const test = testReferrer(response.headers, securityMarkup(response));
    return testResult(test, referrerFinding(test));
  },
});

export function referrerFinding(test: ReferrerOutcome): Finding {
  const base = { id: "security-referrer-policy", severity: severityFor(test) };
  const fix =
    "Legg til «Referrer-Policy: strict-origin-when-cross-origin» (eller «no-referrer» hvis du ikke trenger henvisninger).";
  switch (test.result) {
    case "referrer-policy-private":
      return {
        ...base,
        title: "Referrer-Policy beskytter personvernet",
        detail: `Referrer-Policy er satt til ${test.policy}, så fulle adresser (som kan inneholde søk, ordrenumre eller e-postadresser) lekker ikke til andre nettsteder.`,
        fix: "Ingen endring nødvendig.",
      };
    case "referrer-policy-not-implemented":
      return {
        ...base,
        title: "Fulle adresser sendes ikke til andre nettsteder",
        detail:
          "Nettstedet sender ingen Referrer-Policy, men moderne nettlesere sender uansett bare domenet ditt – ikke hele adressen – når kundene går videre til andre nettsteder. Setter du regelen selv, gjelder den også eldre nettlesere.",
        fix,
      };
    case "referrer-policy-unsafe":
      return {
        ...base,
        title: "Referrer-Policy lekker adresser",
        detail: `Referrer-Policy er satt til ${test.policy}. Da kan hele adressen kunden besøker – med søkeord, ordrenumre eller e-post i lenken – sendes til andre nettsteder og annonsører.`,
        fix,
      };
    default:
      return {
        ...base,
        title: "Referrer-Policy kan ikke tolkes",
        detail:
          "Referrer-Policy-headeren har en verdi nettleserne ikke kjenner igjen, så den beskytter ikke kundenes adresser.",
        fix,
      };
  }
}
