import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { severityFor } from "./findings.ts";
import { hostOf, isHttps, parseUrl } from "./http.ts";
import { outcome, testResult } from "./score.ts";
import { isPreloaded } from "./strict-transport-security.ts";
import type { SecurityArtifacts, SecurityTest } from "./types.ts";

// Observatory test "redirection" (src/analyzer/tests/redirection.js): where http://host/ sends the
// visitor. With `httpRedirect.route` this is the Observatory's own reading of the chain; without it
// we only know the first hop's host and whether the end is https, so an http→http→https chain
// reads as off-host (−5) rather than "not to https on initial redirection" (−10).

const PASSING = [
  "redirection-to-https",
  "redirection-not-needed-no-http",
  "redirection-all-redirects-preloaded",
  "redirection-not-checked",
];

const normal = (host: string | null | undefined) => (host ?? "").toLowerCase().replace(/\.$/, "");

export function testRedirection(artifacts: SecurityArtifacts): SecurityTest {
  return outcome("redirection", redirectionResult(artifacts), PASSING);
}

function redirectionResult(input: SecurityArtifacts): string {
  const { httpRedirect: r, tls } = input.response;
  const https = isHttps(input.finalUrl);
  const badCertificate = tls !== null && !tls.authorized;
  if (r.route && r.route.length > 0 && r.checked && r.redirectsToHttps !== null) {
    const hops = r.route.map((url) => parseUrl(url)).filter((hop): hop is URL => hop !== null);
    // The Observatory's http request only fails on a certificate when the chain reaches https.
    if (badCertificate && hops.some((hop) => hop.protocol === "https:")) return "redirection-invalid-cert";
    if (hops.every((hop) => isPreloaded(input, hop.hostname))) return "redirection-all-redirects-preloaded";
    const [first, second] = hops;
    if (!first || !second) return "redirection-missing";
    if (hops.at(-1)?.protocol !== "https:") return "redirection-not-to-https";
    if (second.protocol === "http:") return "redirection-not-to-https-on-initial-redirection";
    if (first.protocol === "http:" && first.hostname !== second.hostname)
      return "redirection-off-host-from-http";
    return "redirection-to-https";
  }
  if (!https) return r.firstHopHost ? "redirection-not-to-https" : "redirection-missing";
  if (!r.checked) return "redirection-not-checked";
  if (r.redirectsToHttps === null) return "redirection-not-needed-no-http";
  if (!r.redirectsToHttps) return r.firstHopHost ? "redirection-not-to-https" : "redirection-missing";
  if (badCertificate) return "redirection-invalid-cert";
  const from = normal(r.requestedHost ?? hostOf(input.finalUrl));
  const to = normal(r.firstHopHost);
  return to && from && to !== from ? "redirection-off-host-from-http" : "redirection-to-https";
}

export const redirection = defineCheck({
  id: "security-redirect",
  category: "security",
  needs: ["finalUrl", "response"],
  run: (artifacts) => {
    const test = testRedirection(artifacts);
    return testResult(test, redirectionFinding(test, isHttps(artifacts.finalUrl)));
  },
});

/**
 * The redirection finding; null when it was not checked, and when the site has no https at all
 * (`https` false): the https finding says so once, 301 included. The test still counts in the score.
 */
export function redirectionFinding(test: SecurityTest, https = true): Finding | null {
  const base = { id: "security-redirect", severity: severityFor(test) };
  switch (test.result) {
    case "redirection-not-checked":
      return null;
    case "redirection-missing":
    case "redirection-not-to-https":
      if (!https) return null;
      return notToHttps(base);
    case "redirection-to-https":
    case "redirection-not-needed-no-http":
    case "redirection-all-redirects-preloaded":
      return {
        ...base,
        title: "Besøkende sendes videre fra http til https",
        detail:
          test.result === "redirection-not-needed-no-http"
            ? "Nettstedet svarer ikke på ukryptert http, så ingen kan havne på en ukryptert versjon."
            : "Besøkende som skriver adressen uten https sendes rett til den krypterte versjonen på samme adresse.",
        fix: "Ingen endring nødvendig.",
      };
    case "redirection-off-host-from-http":
      return {
        ...base,
        title: "Besøkende sendes fra http til et annet domene før https",
        detail:
          "Den første videresendingen fra http går til et annet vertsnavn (for eksempel fra domene.no til https://www.domene.no). Da får nettleseren aldri HSTS-beskjeden for adressen kunden skrev, og første besøk kan avlyttes.",
        fix: "Send først http://domene.no til https://domene.no (samme vertsnavn, med HSTS-header), og derfra videre til www hvis du vil.",
      };
    case "redirection-not-to-https-on-initial-redirection":
      return {
        ...base,
        title: "Besøkende sendes først videre til en annen ukryptert adresse",
        detail:
          "Den første videresendingen fra http går til en ny ukryptert adresse før den når https. Det ekstra ukrypterte steget kan avlyttes eller endres av andre på nettverket.",
        fix: "Send http:// rett til https:// på samme vertsnavn i første steg, for eksempel «return 301 https://$host$request_uri;» i nginx.",
      };
    case "redirection-invalid-cert":
      return {
        ...base,
        title: "Videresending til https treffer et ugyldig sertifikat",
        detail:
          "Når http sendes videre til https, møter nettleseren et sertifikat den ikke stoler på, og kundene får en advarsel.",
        fix: "Installer et gyldig sertifikat (for eksempel gratis fra Let's Encrypt eller via webhotellet/CDN-et) og sørg for at det fornyes automatisk.",
      };
    default:
      return notToHttps(base);
  }
}

const notToHttps = (base: Pick<Finding, "id" | "severity">): Finding => ({
  ...base,
  title: "Besøkende sendes ikke videre fra http til https",
  detail:
    "Den ukrypterte http-versjonen av nettstedet sender ikke besøkende videre til https. Kunder som skriver adressen uten https, eller følger gamle lenker, surfer ukryptert, og det de fyller inn, kan leses eller endres av andre på nettverket.",
  fix: "Sett opp en permanent videresending (301) fra http:// til https:// på samme vertsnavn, for eksempel «return 301 https://$host$request_uri;» i nginx eller en tilsvarende regel hos webhotellet.",
});
