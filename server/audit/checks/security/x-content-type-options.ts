import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { severityFor } from "./findings.ts";
import { firstHeader } from "./http.ts";
import { outcome, testResult } from "./score.ts";
import type { Headers, SecurityTest } from "./types.ts";

// Observatory test "x-content-type-options" (src/analyzer/tests/x-content-type-options.js).

export function testXcto(headers: Headers): SecurityTest {
  const value = firstHeader(headers, "x-content-type-options");
  const result = !value
    ? "x-content-type-options-not-implemented"
    : value.trim().toLowerCase() === "nosniff"
      ? "x-content-type-options-nosniff"
      : "x-content-type-options-header-invalid";
  return outcome("x-content-type-options", result, ["x-content-type-options-nosniff"]);
}

export const xContentTypeOptions = defineCheck({
  id: "security-x-content-type-options",
  category: "security",
  needs: ["response"],
  run: ({ response }) => {
    const test = testXcto(response.headers);
    return testResult(test, xctoFinding(test));
  },
});

export function xctoFinding(test: SecurityTest): Finding {
  return test.pass
    ? {
        id: "security-x-content-type-options",
        severity: "good",
        title: "X-Content-Type-Options er satt",
        detail: "Nettleseren gjetter ikke filtyper, så opplastede filer kan ikke utgi seg for å være skript.",
        fix: "Ingen endring nødvendig.",
      }
    : {
        id: "security-x-content-type-options",
        severity: severityFor(test),
        title: "Mangler X-Content-Type-Options",
        detail:
          "Uten denne headeren kan nettleseren gjette filtypen selv, og en fil som ser uskyldig ut (for eksempel et opplastet bilde) kan bli kjørt som skript hos kunden.",
        fix: "Legg til «X-Content-Type-Options: nosniff» på alle svar.",
      };
}
