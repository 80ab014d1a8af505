import type { Finding } from "../../types.ts";
import { defineCheck, type ResponseArtifact } from "../types.ts";
import { severityFor } from "./findings.ts";
import { firstHeader } from "./http.ts";
import { outcome, testResult } from "./score.ts";
import type { SecurityTest } from "./types.ts";

// Observatory test "cross-origin-resource-sharing" (src/analyzer/tests/cors.js). The Observatory
// sends a request with its own Origin and calls it universal access when exactly that origin comes
// back with Access-Control-Allow-Credentials: true. A wildcard is public access even with
// credentials: browsers refuse credentialed requests to `*`.
//
// Without `corsProbe` we only have the page's normal response, which answers no Origin; then
// `Access-Control-Allow-Origin: null` with credentials counts as universal access, since any page
// can send Origin: null from a sandboxed frame (decision 019).

const UNIVERSAL = "cross-origin-resource-sharing-implemented-with-universal-access";
const PASSING = [
  "cross-origin-resource-sharing-not-implemented",
  "cross-origin-resource-sharing-implemented-with-public-access",
  "cross-origin-resource-sharing-implemented-with-restricted-access",
];

export function testCors(response: Pick<ResponseArtifact, "headers" | "corsProbe">): SecurityTest {
  const probe = response.corsProbe;
  const headers = probe?.headers ?? response.headers;
  const allowOrigin = firstHeader(headers, "access-control-allow-origin");
  const credentials =
    firstHeader(headers, "access-control-allow-credentials")?.trim().toLowerCase() === "true";
  let result = "cross-origin-resource-sharing-not-implemented";
  if (allowOrigin && allowOrigin.trim().toLowerCase() === "*")
    result = "cross-origin-resource-sharing-implemented-with-public-access";
  else if (allowOrigin) {
    // Browsers compare the origin byte for byte, and so does the Observatory.
    const reflected = probe ? allowOrigin === probe.origin : allowOrigin.trim().toLowerCase() === "null";
    result =
      reflected && credentials
        ? UNIVERSAL
        : "cross-origin-resource-sharing-implemented-with-restricted-access";
  }
  return outcome("cross-origin-resource-sharing", result, PASSING);
}

export const crossOriginResourceSharing = defineCheck({
  id: "security-cors",
  category: "security",
  needs: ["response"],
  run: ({ response }) => {
    const test = testCors(response);
    return testResult(test, corsFinding(test));
  },
});

export function corsFinding(test: SecurityTest): Finding {
  const base = { id: "security-cors", severity: severityFor(test) };
  if (test.result === UNIVERSAL)
    return {
      ...base,
      title: "CORS åpner for andre nettsteder med innlogging",
      detail:
        "Serveren godtar forespørsler fra hvilket som helst nettsted og sender med kundens cookies (Access-Control-Allow-Credentials: true). Et ondsinnet nettsted kan da lese data fra kundens innloggede økt.",
      fix: "Svar bare med Access-Control-Allow-Origin for en fast liste med domener du stoler på, eller bruk «Access-Control-Allow-Origin: *» uten Access-Control-Allow-Credentials for offentlig innhold.",
    };
  return {
    ...base,
    title: "CORS er trygt satt opp",
    detail:
      test.result === "cross-origin-resource-sharing-not-implemented"
        ? "Siden deler ikke innhold via CORS, og andre nettsteder kan derfor ikke lese innholdet med kundens innlogging."
        : "Siden deler innhold via CORS uten å sende med kundens innlogging.",
    fix: "Ingen endring nødvendig.",
  };
}
