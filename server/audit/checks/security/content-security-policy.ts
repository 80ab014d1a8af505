import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { parseCsp } from "./csp-parser.ts";
import { code, severityFor } from "./findings.ts";
import { headerValues, isHttps } from "./http.ts";
import { metaPolicies, type SecurityMarkup, securityMarkup } from "./page.ts";
import { outcome, testResult } from "./score.ts";
import type { Headers, SecurityArtifacts, SecurityTest } from "./types.ts";

// Observatory test "content-security-policy" (src/analyzer/tests/csp.js).

export interface CspOutcome extends SecurityTest {
  /** The policy as the Observatory reads it (headers and <meta> intersected), when there is one. */
  policy: Map<string, Set<string>> | null;
  /** A header policy sets frame-ancestors (browsers ignore it in <meta>). */
  frameAncestors: boolean;
  /** Header and <meta> policies together. */
  policies: number;
  reasons: string[];
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const isBroadOrInline = (s: string) => BROAD.has(s) || s === "'unsafe-inline'" || s === "data:";
const isNonceOrHash = (s: string) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(s);
const isInsecureScheme = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
const META_IGNORED = ["frame-ancestors", "report-uri", "sandbox"];
const PASSING = [
  "csp-implemented-with-no-unsafe",
  "csp-implemented-with-no-unsafe-default-src-none",
  "csp-implemented-with-unsafe-inline-in-style-src-only",
  "csp-implemented-with-insecure-scheme-in-passive-content-only",
  "csp-implemented-but-duplicate-directives",
];

export function testCsp(headers: Headers, page: SecurityMarkup, https: boolean): CspOutcome {
  const fromHeaders = headerValues(headers, "content-security-policy");
  const fromMeta = metaPolicies(page).csp;
  const done = (result: string, extra: Partial<CspOutcome> = {}): CspOutcome => ({
    ...outcome("content-security-policy", result, PASSING),
    policy: null,
    frameAncestors: false,
    policies: fromHeaders.length + fromMeta.length,
    reasons: [],
    ...extra,
  });

  const combined = parseCsp([...fromHeaders, ...fromMeta]);
  if (combined.invalid) return done("csp-header-invalid", { reasons: [combined.invalid] });
  const headerOnly = parseCsp(fromHeaders);
  const metaOnly = parseCsp(fromMeta);
  for (const directive of META_IGNORED) metaOnly.directives.delete(directive);
  if (size(headerOnly) + size(metaOnly) === 0) {
    const reportOnly = headerValues(headers, "content-security-policy-report-only").some((v) => v !== "");
    return done(reportOnly ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented");
  }

  const csp = combined.directives;
  const get = (d: string) => csp.get(d);
  // Copies: the Observatory edits one shared default-src set for all three when a directive is
  // missing, so 'strict-dynamic' there also clears style-src and object-src (decision 019).
  const scriptSrc = new Set(get("script-src") ?? get("default-src") ?? ["*"]);
  const styleSrc = new Set(get("style-src") ?? get("default-src") ?? ["*"]);
  const objectSrc = new Set(get("object-src") ?? get("default-src") ?? ["*"]);

  // Nonces and hashes make browsers ignore 'unsafe-inline'; 'strict-dynamic' ignores hosts and 'self'.
  for (const list of [scriptSrc, styleSrc]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  let result: string | null = null;
  const reasons: string[] = [];
  if (scriptSrc.has("'strict-dynamic'")) {
    if ([...scriptSrc].some(isNonceOrHash)) {
      for (const s of scriptSrc)
        if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
          scriptSrc.delete(s);
    } else {
      result = "csp-header-invalid";
      reasons.push("'strict-dynamic' uten nonce eller hash");
    }
  }

  const active = [
    ...[...csp]
      .filter(([d]) => d !== "img-src" && d !== "media-src" && d !== "script-src")
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passive = ["img-src", "media-src"].flatMap((d) => [...(get(d) ?? get("default-src") ?? [])]);
  const unsafeScript = [...scriptSrc].filter(isBroadOrInline);
  const broadObject = [...objectSrc].filter((s) => BROAD.has(s));
  if (unsafeScript.length > 0 || broadObject.length > 0) {
    result ??= "csp-implemented-with-unsafe-inline";
    if (!get("script-src") && !get("default-src"))
      reasons.push("verken script-src eller default-src er satt");
    else if (unsafeScript.length > 0) reasons.push(`script-src tillater ${unsafeScript.join(" ")}`);
    if (!get("object-src") && !get("default-src"))
      reasons.push("verken object-src eller default-src er satt");
    else if (broadObject.length > 0) reasons.push(`object-src tillater ${broadObject.join(" ")}`);
  }
  if (https && active.some(isInsecureScheme)) {
    result ??= "csp-implemented-with-insecure-scheme";
    reasons.push("tillater skript eller andre aktive ressurser over http:");
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result ??= "csp-implemented-with-unsafe-eval";
    reasons.push("tillater 'unsafe-eval'");
  }
  if (https && passive.some(isInsecureScheme)) {
    result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
    reasons.push("tillater bilder eller video over http:");
  }
  if ([...styleSrc].some(isBroadOrInline)) {
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
    reasons.push("style-src tillater innebygde eller brede kilder");
  }
  const defaultSrc = get("default-src");
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";
  // A passing policy with report-uri or report-to twice still passes, but without the bonus.
  if (PASSING.includes(result) && combined.duplicateReports.length > 0) {
    result = "csp-implemented-but-duplicate-directives";
  }
  return done(result, { policy: csp, frameAncestors: headerOnly.directives.has("frame-ancestors"), reasons });
}

/** The page's CSP as the Observatory reads it (X-Frame-Options and mixed content read it too). */
export const cspOf = ({ finalUrl, response }: SecurityArtifacts): CspOutcome =>
  testCsp(response.headers, securityMarkup(response), isHttps(finalUrl));

export const contentSecurityPolicy = defineCheck({
  id: "security-csp",
  category: "security",
  needs: ["finalUrl", "response"],
  run: (artifacts) => {
    const test = cspOf(artifacts);
    return testResult(test, cspFinding(test));
  },
});

// The Observatory counts its duplicate-warning entry as a directive of its own.
const size = (p: ReturnType<typeof parseCsp>) => p.directives.size + (p.duplicateReports.length > 0 ? 1 : 0);

const CSP_EXAMPLE =
  "Content-Security-Policy: default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

export function cspFinding(test: CspOutcome): Finding {
  const why = test.reasons.length > 0 ? ` (${test.reasons.join("; ")})` : "";
  const base = { id: "security-csp", severity: severityFor(test) };
  switch (test.result) {
    case "csp-not-implemented":
    case "csp-not-implemented-but-reporting-enabled":
      return {
        ...base,
        title: "Mangler Content-Security-Policy",
        detail:
          (test.result === "csp-not-implemented"
            ? "Nettstedet sender ingen Content-Security-Policy (CSP). "
            : "Nettstedet sender bare Content-Security-Policy-Report-Only, som rapporterer men ikke blokkerer noe. ") +
          "CSP forteller nettleseren hvilke skript og ressurser siden får laste. Uten den kan et innsmuglet skript (XSS) – via et sårbart skjema, et programtillegg eller en tredjepartstjeneste – lese det kundene skriver inn, stjele påloggingsopplysninger eller sende kundene videre til falske sider.",
        fix: `Legg til en CSP-header og stram den inn gradvis, for eksempel ${code(CSP_EXAMPLE)}. Start gjerne med Content-Security-Policy-Report-Only for å se hva som ville blitt blokkert, og bytt til den vanlige Content-Security-Policy-headeren, som blokkerer, når alt fungerer.`,
      };
    case "csp-header-invalid":
      return {
        ...base,
        title: "Content-Security-Policy kan ikke tolkes",
        detail: `CSP-headeren er ugyldig${why}. Nettlesere kan ignorere hele eller deler av den, og da beskytter den ikke kundene mot innsmuglede skript slik du tror.`,
        fix: `Skriv hvert direktiv bare én gang, skill direktivene med semikolon og kontroller policyen med en CSP-validator. Et trygt utgangspunkt: ${code(CSP_EXAMPLE)}.`,
      };
    case "csp-implemented-with-unsafe-inline":
      return {
        ...base,
        title: "Content-Security-Policy tillater usikre skript",
        detail: `CSP-en finnes, men slipper gjennom det den skulle stoppe${why}. Med 'unsafe-inline', data: eller brede kilder som https: og * kan et innsmuglet skript kjøre på siden og få tilgang til alt kundene gjør der.`,
        fix: "Flytt innebygde skript til egne filer eller merk dem med nonce/hash, fjern 'unsafe-inline', data: og brede kilder fra script-src, og sett object-src: «script-src 'self'; object-src 'none'».",
      };
    case "csp-implemented-with-insecure-scheme":
      return {
        ...base,
        title: "Content-Security-Policy tillater skript over http",
        detail: `CSP-en tillater aktive ressurser over ukryptert http${why}. Alle på samme nettverk som kunden (for eksempel et åpent Wi-Fi) kan da bytte ut innholdet.`,
        fix: "Last alle ressurser over https og fjern http:-kilder fra CSP-en. Legg gjerne til «upgrade-insecure-requests».",
      };
    case "csp-implemented-with-unsafe-eval":
      return {
        ...base,
        title: "Content-Security-Policy tillater 'unsafe-eval'",
        detail: `CSP-en tillater 'unsafe-eval'${why}. Det lar skript gjøre tekst om til kode, noe som gjør det lettere for en angriper å utnytte et XSS-hull mot kundene dine.`,
        fix: "Fjern bruken av eval(), new Function() og lignende i koden (ofte i eldre biblioteker), og fjern deretter 'unsafe-eval' fra script-src.",
      };
    case "csp-implemented-with-insecure-scheme-in-passive-content-only":
      return {
        ...base,
        title: "Content-Security-Policy tillater bilder over http",
        detail: `CSP-en tillater bilder eller video over ukryptert http${why}. Nettleseren viser da at siden ikke er helt sikker, og bildene kan byttes ut underveis.`,
        fix: "Last bilder og video over https og fjern http:-kilder fra img-src og media-src.",
      };
    case "csp-implemented-with-unsafe-inline-in-style-src-only":
      return {
        ...base,
        title: "Content-Security-Policy er på plass",
        detail: `Nettstedet har en CSP som beskytter mot innsmuglede skript. Stilarkene er mindre strengt låst${why}, som er vanlig og en liten risiko.`,
        fix: "Vil du stramme inn videre, flytt innebygde stiler til egne filer og fjern 'unsafe-inline' fra style-src.",
      };
    case "csp-implemented-but-duplicate-directives":
      return {
        ...base,
        title: "Content-Security-Policy er på plass, men har doble direktiver",
        detail: `Nettstedet har en CSP som beskytter mot innsmuglede skript, men report-uri eller report-to står mer enn én gang${why}. Nettleseren bruker bare det første, så rapportene går bare til den første adressen.`,
        fix: "Slå sammen adressene i ett report-uri- eller report-to-direktiv.",
      };
    default:
      return {
        ...base,
        title: "Sterk Content-Security-Policy",
        detail:
          "Nettstedet har en Content-Security-Policy uten usikre unntak. Det gjør det mye vanskeligere å smugle inn skript som kan ramme kundene dine.",
        fix:
          test.result === "csp-implemented-with-no-unsafe-default-src-none"
            ? "Ingen endring nødvendig."
            : "Vil du stramme inn enda mer, sett «default-src 'none'» og åpne bare for det siden trenger (script-src, style-src, img-src …).",
      };
  }
}
