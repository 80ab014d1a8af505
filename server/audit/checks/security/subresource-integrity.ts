import type { Element } from "domhandler";
import { joinAnd } from "#app/lib/format-nb.ts";
import { registrableDomain } from "../../../domains.ts";
import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { severityFor } from "./findings.ts";
import { hostOf, isHttps, parseUrl } from "./http.ts";
import { attr, baseHref, elements, type SecurityMarkup, securityMarkup } from "./page.ts";
import { outcome, testResult, worse } from "./score.ts";
import type { SecurityTest } from "./types.ts";

// Observatory test "subresource-integrity" (src/analyzer/tests/subresource-integrity.js): scripts
// from another site need an integrity hash and https. A script's address is read as the
// Observatory's DOM reads `script.src`: entities decoded, resolved against an absolute <base href>,
// left as written when it cannot be resolved. A protocol-relative `//cdn…` counts as insecure,
// even from our own site.

export interface SriOutcome extends SecurityTest {
  /** Scripts from other sites, as resolved. */
  external: string[];
  /** Those of them loaded over http or with a //-address (not https). */
  insecure: string[];
}

const ORDER = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];
const PASSING = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-not-implemented-response-not-html",
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  "sri-not-implemented-but-no-scripts-loaded",
];

/** `script.src` as a DOM gives it: "" without the attribute, else resolved if it can be. */
function scriptAddress(script: Element, base: URL | null): string {
  const src = attr(script, "src");
  if (src === null) return "";
  // Without <base> the Observatory's document URL is about:blank, against which only "#…" resolves.
  return parseUrl(src, base ?? "about:blank")?.href ?? src;
}

export function testSri(page: SecurityMarkup, finalUrl: string, https: boolean): SriOutcome {
  const done = (result: string, external: string[] = [], insecure: string[] = []) => ({
    ...outcome("subresource-integrity", result, PASSING),
    external,
    insecure,
  });
  if (!page.isHtml) return done("sri-not-implemented-response-not-html");
  const scripts = elements(page.document, ["script"]);
  if (scripts.length === 0) return done("sri-not-implemented-but-no-scripts-loaded");

  const base = baseHref(page.document);
  // The Observatory compares tldts's domains without the private suffixes, and two addresses
  // (no domain) as the same site: so does this check, to give its grade.
  const siteOf = (host: string | null) => registrableDomain(host ?? "", { privateSuffixes: false });
  const site = siteOf(hostOf(finalUrl));
  const external: string[] = [];
  const insecure: string[] = [];
  let result: string | null = null;
  for (const script of scripts) {
    const src = scriptAddress(script, base);
    if (!src) continue;
    const integrity = Boolean(attr(script, "integrity"));
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = !absolute || siteOf(hostOf(src)) === site;
    const secureScheme = (absolute && src.startsWith("https:")) || (relative && https);
    if (relative || (sameSite && !protocolRelative)) {
      // The bonus is granted for SRI on our own scripts too.
      if (integrity && secureScheme && result === null)
        result = "sri-implemented-and-all-scripts-loaded-securely";
      continue;
    }
    external.push(src);
    if (!secureScheme) insecure.push(src);
    if (integrity && !secureScheme)
      result = worse("sri-implemented-but-external-scripts-not-loaded-securely", result, ORDER);
    else if (!integrity && secureScheme)
      result = worse("sri-not-implemented-but-external-scripts-loaded-securely", result, ORDER);
    else if (!integrity)
      result = worse("sri-not-implemented-and-external-scripts-not-loaded-securely", result, ORDER);
  }
  result ??=
    external.length > 0
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  return done(result, external, insecure);
}

export const subresourceIntegrity = defineCheck({
  id: "security-sri",
  category: "security",
  needs: ["finalUrl", "response"],
  run: ({ finalUrl, response }) => {
    const test = testSri(securityMarkup(response), finalUrl, isHttps(finalUrl));
    return testResult(test, sriFinding(test));
  },
});

/** How the insecure scripts are loaded: over http, with //-addresses, or both. */
function how(insecure: string[]): string {
  const http = insecure.some((url) => url.toLowerCase().startsWith("http:"));
  const relative = insecure.some((url) => url.startsWith("//"));
  if (http && relative) return "over http eller med //-adresser";
  return relative ? "med //-adresser (uten https)" : "over ukryptert http";
}

export function sriFinding(test: SriOutcome): Finding {
  const base = { id: "security-sri", severity: severityFor(test) };
  // every address up to three; past three, how many and three of them
  const scripts = (urls: string[]) => (urls.length === 1 ? "et skript" : `${urls.length} skript`);
  const list = (urls: string[]) =>
    urls.length > 3 ? `blant annet ${joinAnd(urls.slice(0, 3))}` : joinAnd(urls);
  const fix =
    'Last eksterne skript over https og legg til integritetssjekk, for eksempel `<script src="https://cdn.example.com/lib.js" integrity="sha384-…" crossorigin="anonymous"></script>` (hashen får du fra leverandøren eller med srihash.org).';
  switch (test.result) {
    case "sri-not-implemented-but-external-scripts-loaded-securely":
      return {
        ...base,
        title: "Eksterne skript uten integritetssjekk",
        detail: `Siden laster ${scripts(test.external)} fra andre domener uten Subresource Integrity (${list(test.external)}). Blir leverandøren hacket, kjører det endrede skriptet rett på din side og kan for eksempel stjele betalingsinformasjon.`,
        fix,
      };
    case "sri-not-implemented-and-external-scripts-not-loaded-securely":
    case "sri-implemented-but-external-scripts-not-loaded-securely":
      return {
        ...base,
        title: "Eksterne skript lastes ukryptert",
        detail: `Siden laster ${scripts(test.insecure)} fra andre domener ${how(test.insecure)} (${list(test.insecure)}). Hvem som helst på nettverket kan bytte ut skriptet og ta full kontroll over siden kunden ser.`,
        fix,
      };
    default:
      return {
        ...base,
        title: "Skriptene lastes trygt",
        detail:
          test.result === "sri-not-implemented-but-no-scripts-loaded"
            ? "Siden laster ingen skript, så det er ingen skript som kan manipuleres."
            : "Skriptene lastes fra ditt eget domene eller er beskyttet med integritetssjekk (SRI).",
        fix: "Ingen endring nødvendig.",
      };
  }
}
