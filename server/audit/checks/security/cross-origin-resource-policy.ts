import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { severityFor } from "./findings.ts";
import { firstHeader } from "./http.ts";
import { outcome, testResult } from "./score.ts";
import type { Headers, SecurityTest } from "./types.ts";

// Observatory test "cross-origin-resource-policy" (src/analyzer/tests/cross-origin-resource-policy.js).

const RESULTS = new Map([
  ["same-origin", "corp-implemented-with-same-origin"],
  ["same-site", "corp-implemented-with-same-site"],
  ["cross-origin", "corp-implemented-with-cross-origin"],
]);

export function testCorp(headers: Headers): SecurityTest {
  const value = firstHeader(headers, "cross-origin-resource-policy")?.trim().toLowerCase();
  const result = !value ? "corp-not-implemented" : (RESULTS.get(value) ?? "corp-header-invalid");
  return outcome("cross-origin-resource-policy", result, ["corp-not-implemented", ...RESULTS.values()]);
}

export const crossOriginResourcePolicy = defineCheck({
  id: "security-corp",
  category: "security",
  needs: ["response"],
  run: ({ response }) => {
    const test = testCorp(response.headers);
    return testResult(test, corpFinding(test));
  },
});

export function corpFinding(test: SecurityTest): Finding {
  const base = { id: "security-corp", severity: severityFor(test) };
  if (test.result === "corp-header-invalid")
    return {
      ...base,
      title: "Cross-Origin-Resource-Policy kan ikke tolkes",
      detail: "Headeren har en ukjent verdi og blir ignorert av nettleserne.",
      fix: "Bruk «Cross-Origin-Resource-Policy: same-site» (eller same-origin).",
    };
  const set =
    test.result === "corp-implemented-with-same-origin" || test.result === "corp-implemented-with-same-site";
  return {
    ...base,
    title: set
      ? "Andre nettsteder kan ikke bygge inn filene dine"
      : "Filene dine er åpne for andre nettsteder, slik det er vanlig",
    detail: set
      ? "Cross-Origin-Resource-Policy hindrer andre nettsteder i å hente bildene og filene dine inn på sine sider, og det beskytter mot enkelte lekkasjeangrep."
      : "Andre nettsteder kan vise bildene og filene dine på sine sider, slik de fleste nettsteder tillater. Det er ikke en feil. Vil du stenge for det, gir en Cross-Origin-Resource-Policy litt ekstra beskyttelse mot lekkasjeangrep.",
    fix: set
      ? "Ingen endring nødvendig."
      : "Vurder «Cross-Origin-Resource-Policy: same-site» hvis ingen andre nettsteder skal bruke filene dine.",
  };
}
