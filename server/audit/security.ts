import type { Finding, Severity } from "./types.ts";

// HTTP security check for the free website audit (issue 5).
//
// `scoreSecurity` scores a page's response the way Mozilla's HTTP Observatory (the MDN rewrite,
// github.com/mdn/mdn-http-observatory) does: start at 100, add every test's modifier; if the score
// counting only the penalties is at least 90, the bonuses are added too; the score never goes below
// 0 but can exceed 100. The grade is looked up from the score rounded down to a multiple of 5 (A+ at
// 100 and above). The ten tests and their results use the Observatory's own ids so a result can be
// compared with a real Observatory scan.
//
// Modifier table (checked against the Observatory's grader/charts.js and the analyzer tests in the
// mdn/mdn-http-observatory repository, and MDN's "Tests & Scoring" page):
//
//   content-security-policy     default-src 'none' and nothing unsafe +10 · no unsafe +5 ·
//                               unsafe sources in style-src only 0 · http: images/media only −10 ·
//                               'unsafe-eval' −10 · http: active sources −20 · unsafe script-src /
//                               object-src ('unsafe-inline', data:, *, https:, or not restricted) −20 ·
//                               header invalid −25 · not implemented (or Report-Only only) −25
//   cookies                     Secure + HttpOnly sessions + SameSite +5 · no cookies 0 ·
//                               Secure + HttpOnly sessions 0 · no Secure but HSTS −5 ·
//                               session without Secure but HSTS −10 · no Secure −20 ·
//                               invalid SameSite −20 · anti-CSRF cookie without SameSite −20 ·
//                               session without HttpOnly −30 · session without Secure −40
//                               (worst result wins, in the Observatory's own order; a "session"
//                               cookie is one whose name contains "login" or "sess")
//   cross-origin-resource-sharing  not implemented / public (*) / restricted 0 ·
//                               origin reflected with credentials (universal access) −50
//   redirection                 to https on the same host 0 · no http 0 · off-host first hop −5 ·
//                               first hop to http −10 (not detectable from our input) ·
//                               missing / not to https / invalid certificate −20
//   referrer-policy             no-referrer, same-origin, strict-origin(-when-cross-origin) +5 ·
//                               not implemented 0 · origin, origin-when-cross-origin, unsafe-url,
//                               no-referrer-when-downgrade −5 · invalid −5
//   strict-transport-security   preloaded +5 · max-age ≥ 15552000 0 · shorter −10 · missing,
//                               invalid, no https or invalid certificate −20
//   subresource-integrity       SRI on all (external) scripts +5 · no scripts / same-site scripts /
//                               not html 0 · external https scripts without SRI −5 · external http
//                               scripts with SRI −20 · external http scripts without SRI −50
//   x-content-type-options      nosniff 0 · missing or invalid −5
//   x-frame-options             CSP frame-ancestors +5 · DENY / SAMEORIGIN / ALLOW-FROM 0 ·
//                               missing or invalid −20
//   cross-origin-resource-policy  same-origin or same-site +10 · cross-origin or missing 0 ·
//                               invalid −5
//
// Sure of: the grade chart, the two-round bonus rule and every modifier above as published in the
// Observatory's source. Less sure, or adapted to what our input can show:
//   - CORP +10: the code says +10, MDN's prose page still shows older values.
//   - HSTS preload (+5) needs Chromium's preload list, which we don't ship: it is only awarded when the
//     caller passes `hstsPreloaded: true`.
//   - CORS: the Observatory sends a separate request with an Origin header and checks whether it is
//     reflected with Access-Control-Allow-Credentials: true. Without `corsProbe` we only see the normal
//     response, so only `Access-Control-Allow-Origin: null` with credentials counts as universal access
//     (−50). A wildcard `*` is "public access" (0) in the Observatory even with credentials, because
//     browsers refuse credentialed requests to `*`.
//   - Multiple CSP policies: the Observatory intersects them; we score the first policy and note the
//     rest. A CSP in <meta http-equiv> is only used when no CSP header is sent.
//   - "Similar origin" for SRI uses the registrable domain; we approximate it without the public
//     suffix list (last two labels, three for common suffixes such as co.uk).
//
// Extra findings that are not part of the Observatory score: HTTPS not used, invalid or soon
// expiring certificate, mixed content, software versions in headers and a missing
// Permissions-Policy. They lower `securityCategoryScore` (documented there).

export interface SecurityInput {
  finalUrl: string;
  status: number;
  /** Lower-case header names; set-cookie as an array. */
  headers: Record<string, string | string[]>;
  html: string;
  httpRedirect: {
    checked: boolean;
    /** null: nothing answered on http:// */
    redirectsToHttps: boolean | null;
    /** Host of the first redirect's Location, null when http:// did not redirect. */
    firstHopHost: string | null;
    /** Host the http:// request was sent to; defaults to the final URL's host. */
    requestedHost?: string | null;
  };
  tls: { authorized: boolean; validTo: string | null; daysLeft: number | null } | null;
  /** True when the host is on the HSTS preload list (we don't ship the list). */
  hstsPreloaded?: boolean;
  /** Response to a request sent with an Origin header, like the Observatory's CORS probe. */
  corsProbe?: { origin: string; headers: Record<string, string | string[]> } | null;
}

export interface SecurityTest {
  /** Observatory test name, e.g. "content-security-policy". */
  id: string;
  pass: boolean;
  modifier: number;
  /** Observatory result id, e.g. "csp-implemented-with-unsafe-inline". */
  result: string;
}

export interface MixedContentItem {
  tag: string;
  url: string;
  /** Active content (scripts, styles, frames, objects, forms) is blocked by browsers. */
  active: boolean;
}

export interface SecurityExtras {
  https: boolean;
  certificate: "valid" | "invalid" | "expiring" | "expiring-soon" | "unknown" | "none";
  certificateDaysLeft: number | null;
  mixedContent: MixedContentItem[];
  /** CSP upgrade-insecure-requests makes browsers fetch the http:// resources over https. */
  mixedContentUpgraded: boolean;
  versionDisclosure: { header: string; value: string }[];
  permissionsPolicy: boolean;
}

export interface SecurityResult {
  score: number;
  grade: string;
  tests: SecurityTest[];
  findings: Finding[];
  extras: SecurityExtras;
  /** Where our result may differ from a real Observatory scan. */
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Modifiers and grades

export const MODIFIERS: Readonly<Record<string, number>> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,

  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-not-found": 0,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,

  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,

  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-not-checked": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-missing": -20,
  "redirection-not-to-https": -20,
  "redirection-invalid-cert": -20,

  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,

  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "hsts-invalid-cert": -20,

  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,

  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,

  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,

  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
];

/** The Observatory's grade chart: A+ ≥ 100, A ≥ 90, … D- ≥ 25, F below. */
export function gradeForScore(score: number): string {
  for (const [min, grade] of GRADES) if (score >= min) return grade;
  return "F";
}

/** Penalties first; bonuses only count when the score with penalties alone is at least 90. */
export function observatoryScore(modifiers: number[]): number {
  const penalties = modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const bonuses = modifiers.filter((m) => m > 0).reduce((sum, m) => sum + m, 0);
  const uncurved = 100 + penalties;
  return Math.max(0, uncurved >= 90 ? uncurved + bonuses : uncurved);
}

// ---------------------------------------------------------------------------------------------
// Small helpers

type Headers = Record<string, string | string[]>;

function headerValues(headers: Headers, name: string): string[] {
  const value = headers[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v.trim() !== "");
}

function firstHeader(headers: Headers, name: string): string | null {
  return headerValues(headers, name)[0] ?? null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
}

const TWO_LEVEL_SUFFIXES = new Set([
  "co.uk",
  "org.uk",
  "ac.uk",
  "gov.uk",
  "me.uk",
  "com.au",
  "net.au",
  "org.au",
  "co.nz",
  "org.nz",
  "co.jp",
  "ne.jp",
  "com.br",
  "co.za",
  "com.cn",
  "com.tr",
  "com.mx",
  "co.in",
  "com.sg",
  "com.hk",
  "co.kr",
  "com.ar",
  "com.pl",
  "priv.no",
  "co.no",
]);

/** Registrable domain without the public suffix list: good enough to tell "same site" apart. */
export function siteDomain(host: string): string {
  const clean = host.toLowerCase().replace(/\.$/, "");
  if (/^[\d.]+$/.test(clean) || clean.includes(":")) return clean;
  const labels = clean.split(".");
  if (labels.length <= 2) return clean;
  const lastTwo = labels.slice(-2).join(".");
  return TWO_LEVEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join(".") : lastTwo;
}

const code = (text: string) => `\`${text}\``;

// ---------------------------------------------------------------------------------------------
// A tiny HTML tag tokenizer: start tags with their attributes, skipping comments and the raw text
// inside script/style/textarea/title/noscript. Enough for src/href/meta attributes; no DOM.

export interface HtmlTag {
  name: string;
  attrs: Map<string, string>;
}

const RAW_TEXT = new Set(["script", "style", "textarea", "title", "noscript", "xmp", "iframe", "noembed"]);

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);?/gi, (match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower === "amp") return "&";
    if (lower === "quot") return '"';
    if (lower === "apos") return "'";
    if (lower === "lt") return "<";
    if (lower === "gt") return ">";
    const codePoint = lower.startsWith("#x")
      ? Number.parseInt(lower.slice(2), 16)
      : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
      ? String.fromCodePoint(codePoint)
      : match;
  });
}

export function tokenizeTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  const tagName = /<([a-zA-Z][a-zA-Z0-9:-]*)/y;
  const attrName = /[^\s"'>/=][^\s"'>/=]*/y;
  const space = /[\s/]*/y;
  const equals = /\s*=\s*/y;
  const quoted = /"([^"]*)"|'([^']*)'|([^\s>]*)/y;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    tagName.lastIndex = lt;
    const nameMatch = tagName.exec(html);
    if (!nameMatch?.[1]) {
      i = lt + 1;
      continue;
    }
    const name = nameMatch[1].toLowerCase();
    const attrs = new Map<string, string>();
    let j = tagName.lastIndex;
    while (j < html.length) {
      space.lastIndex = j;
      space.exec(html);
      j = space.lastIndex;
      if (j >= html.length || html[j] === ">") break;
      attrName.lastIndex = j;
      const attr = attrName.exec(html);
      if (!attr) {
        j += 1;
        continue;
      }
      j = attrName.lastIndex;
      let value = "";
      equals.lastIndex = j;
      if (equals.exec(html)) {
        quoted.lastIndex = equals.lastIndex;
        const v = quoted.exec(html);
        value = v ? (v[1] ?? v[2] ?? v[3] ?? "") : "";
        j = quoted.lastIndex;
      }
      const key = attr[0].toLowerCase();
      if (!attrs.has(key)) attrs.set(key, decodeEntities(value));
    }
    tags.push({ name, attrs });
    i = j + 1;
    if (RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, "gi");
      close.lastIndex = i;
      const end = close.exec(html);
      i = end ? end.index : html.length;
    }
  }
  return tags;
}

// ---------------------------------------------------------------------------------------------
// CSP parsing

export interface ParsedCsp {
  /** Directives of the first policy; a repeated directive keeps its first value, as browsers do. */
  directives: Map<string, string[]>;
  /** Directives that appeared more than once in the first policy. */
  duplicates: string[];
  /** Further comma-separated policies that were not analysed. */
  extraPolicies: number;
  /** Why the Observatory would call the header invalid, or null. */
  invalid: string | null;
}

const ALLOWED_DUPLICATES = new Set(["report-uri", "report-to"]);

/**
 * Parses a Content-Security-Policy value. Directive names and sources are lower-cased, empty `*-src`
 * directives mean `'none'`. With several policies (comma-separated, as when a header is sent twice)
 * a browser enforces all of them — the strictest wins; we keep it simple and parse the first.
 */
export function parseCspDetailed(header: string): ParsedCsp {
  const policies = header
    .replace(/[\r\n]/g, "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const first = policies[0] ?? "";
  const directives = new Map<string, string[]>();
  const duplicates: string[] = [];
  for (const entry of first.split(";")) {
    const [rawName, ...sources] = entry.trim().split(/\s+/);
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (directives.has(name)) {
      if (!duplicates.includes(name)) duplicates.push(name);
      continue;
    }
    const values = sources.map((s) => s.toLowerCase());
    directives.set(name, values.length === 0 && name.endsWith("-src") ? ["'none'"] : values);
  }
  let invalid: string | null = null;
  if (policies.some((p) => p.length < 6)) invalid = "policy too short";
  else if (directives.size === 0) invalid = "no directives";
  else {
    const forbidden = duplicates.filter((d) => !ALLOWED_DUPLICATES.has(d));
    if (forbidden.length > 0) invalid = `duplicate directive ${forbidden.join(", ")}`;
  }
  return { directives, duplicates, extraPolicies: Math.max(0, policies.length - 1), invalid };
}

export function parseCsp(header: string): Map<string, string[]> {
  return parseCspDetailed(header).directives;
}

// ---------------------------------------------------------------------------------------------
// The Observatory tests

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isBroadOrInline = (s: string) => BROAD.has(s) || UNSAFE_INLINE.has(s);
const isNonceOrHash = (s: string) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(s);
const isInsecureScheme = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");

interface CspOutcome {
  test: SecurityTest;
  csp: Map<string, string[]> | null;
  /** frame-ancestors is only honoured in the header, never in <meta>. */
  headerFrameAncestors: boolean;
  reasons: string[];
  source: "header" | "meta" | null;
}

function testCsp(headers: Headers, metas: HtmlTag[], https: boolean, notes: string[]): CspOutcome {
  const headerValue = headerValues(headers, "content-security-policy").join(", ");
  const metaValue = metas
    .filter((m) => (m.attrs.get("http-equiv") ?? "").trim().toLowerCase() === "content-security-policy")
    .map((m) => m.attrs.get("content") ?? "")
    .filter((v) => v.trim() !== "")
    .join(", ");
  const result = (id: string, pass: boolean, extra: Partial<CspOutcome> = {}): CspOutcome => ({
    test: { id: "content-security-policy", pass, modifier: MODIFIERS[id] ?? 0, result: id },
    csp: null,
    headerFrameAncestors: false,
    reasons: [],
    source: null,
    ...extra,
  });

  if (!headerValue && !metaValue) {
    const reportOnly = firstHeader(headers, "content-security-policy-report-only");
    return result(reportOnly ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented", false);
  }
  const source = headerValue ? "header" : "meta";
  if (headerValue && metaValue) notes.push("CSP i både header og <meta>: bare headeren er analysert.");
  const parsed = parseCspDetailed(headerValue || metaValue);
  if (parsed.extraPolicies > 0)
    notes.push(`CSP har ${parsed.extraPolicies + 1} policyer: bare den første er analysert.`);
  const csp = new Map(parsed.directives);
  if (source === "meta") for (const d of ["frame-ancestors", "report-uri", "sandbox"]) csp.delete(d);
  const headerFrameAncestors = source === "header" && csp.has("frame-ancestors");
  if (parsed.invalid) return result("csp-header-invalid", false, { reasons: [parsed.invalid], source });
  if (csp.size === 0) return result("csp-not-implemented", false, { source });

  const get = (d: string) => csp.get(d);
  const scriptSrc = new Set(get("script-src") ?? get("default-src") ?? ["*"]);
  const styleSrc = new Set(get("style-src") ?? get("default-src") ?? ["*"]);
  const objectSrc = new Set(get("object-src") ?? get("default-src") ?? ["*"]);

  // Nonces and hashes make browsers ignore 'unsafe-inline'; 'strict-dynamic' ignores hosts and 'self'.
  for (const list of [scriptSrc, styleSrc]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  let id: string | null = null;
  const reasons: string[] = [];
  if (scriptSrc.has("'strict-dynamic'")) {
    if ([...scriptSrc].some(isNonceOrHash)) {
      for (const s of [...scriptSrc])
        if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
          scriptSrc.delete(s);
    } else {
      id = "csp-header-invalid";
      reasons.push("'strict-dynamic' uten nonce eller hash");
    }
  }

  const activeSources = [
    ...[...csp.entries()]
      .filter(([d]) => d !== "img-src" && d !== "media-src" && d !== "script-src")
      .flatMap(([, s]) => s),
    ...scriptSrc,
  ];
  const passiveSources = ["img-src", "media-src"].flatMap((d) => get(d) ?? get("default-src") ?? []);

  const unsafeScript = [...scriptSrc].filter(isBroadOrInline);
  const broadObject = [...objectSrc].filter((s) => BROAD.has(s));
  if (unsafeScript.length > 0 || broadObject.length > 0) {
    id ??= "csp-implemented-with-unsafe-inline";
    if (!get("script-src") && !get("default-src"))
      reasons.push("verken script-src eller default-src er satt");
    else if (unsafeScript.length > 0) reasons.push(`script-src tillater ${unsafeScript.join(" ")}`);
    if (!get("object-src") && !get("default-src"))
      reasons.push("verken object-src eller default-src er satt");
    else if (broadObject.length > 0) reasons.push(`object-src tillater ${broadObject.join(" ")}`);
  }
  if (https && activeSources.some(isInsecureScheme)) {
    id ??= "csp-implemented-with-insecure-scheme";
    reasons.push("tillater skript eller andre aktive ressurser over http:");
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    id ??= "csp-implemented-with-unsafe-eval";
    reasons.push("tillater 'unsafe-eval'");
  }
  if (https && passiveSources.some(isInsecureScheme)) {
    id ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
    reasons.push("tillater bilder eller video over http:");
  }
  if ([...styleSrc].some(isBroadOrInline)) {
    id ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
    reasons.push("style-src tillater innebygde eller brede kilder");
  }
  const defaultSrc = get("default-src");
  if (defaultSrc?.length === 1 && defaultSrc[0] === "'none'")
    id ??= "csp-implemented-with-no-unsafe-default-src-none";
  id ??= "csp-implemented-with-no-unsafe";
  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(id);
  return { ...result(id, pass), csp, headerFrameAncestors, reasons, source };
}

interface ParsedCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
  sameSiteInvalid: boolean;
}

function splitSetCookie(values: string[]): string[] {
  // A single string may hold several cookies joined with ", "; Expires dates also contain a comma
  // but are never followed by "name=".
  return values.flatMap((v) => v.split(/,(?=\s*[^;,=\s]+=)/)).map((c) => c.trim());
}

export function parseSetCookie(raw: string): ParsedCookie | null {
  const [pair = "", ...attributes] = raw.split(";");
  const eq = pair.indexOf("=");
  const name = eq < 0 ? "" : pair.slice(0, eq).trim();
  if (!name) return null;
  const cookie: ParsedCookie = {
    name,
    secure: false,
    httpOnly: false,
    sameSite: null,
    sameSiteInvalid: false,
  };
  for (const attribute of attributes) {
    const [key = "", value] = attribute.split("=").map((s) => s.trim());
    const k = key.toLowerCase();
    if (k === "secure") cookie.secure = true;
    else if (k === "httponly") cookie.httpOnly = true;
    else if (k === "samesite") {
      const v = (value ?? "").toLowerCase();
      if (v === "strict" || v === "lax" || v === "none") cookie.sameSite = v;
      else cookie.sameSiteInvalid = true;
    }
  }
  return cookie;
}

// The Observatory's own order, best to worst: a worse result replaces a better one.
const COOKIE_ORDER = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

function worse(candidate: string, current: string | null, order: string[]): string {
  if (current === null) return candidate;
  return order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
}

interface CookieOutcome {
  test: SecurityTest;
  cookies: ParsedCookie[];
}

function testCookies(headers: Headers, hstsPass: boolean): CookieOutcome {
  const cookies = splitSetCookie(headerValues(headers, "set-cookie"))
    .map(parseSetCookie)
    .filter((c): c is ParsedCookie => c !== null && c.name !== "heroku-session-affinity");
  let id: string | null = null;
  for (const c of cookies) {
    const lower = c.name.toLowerCase();
    const session = lower.includes("login") || lower.includes("sess");
    if (c.sameSiteInvalid || (c.sameSite === "none" && !c.secure))
      id = worse("cookies-samesite-flag-invalid", id, COOKIE_ORDER);
    if (!c.secure)
      id = worse(
        hstsPass ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
        id,
        COOKIE_ORDER,
      );
    if (lower.includes("csrf") && !c.sameSite)
      id = worse("cookies-anticsrf-without-samesite-flag", id, COOKIE_ORDER);
    if (session && !c.secure)
      id = worse(
        hstsPass
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
        id,
        COOKIE_ORDER,
      );
    if (session && !c.httpOnly) id = worse("cookies-session-without-httponly-flag", id, COOKIE_ORDER);
  }
  if (cookies.length === 0) id = "cookies-not-found";
  id ??= cookies.every((c) => c.sameSite)
    ? "cookies-secure-with-httponly-sessions-and-samesite"
    : "cookies-secure-with-httponly-sessions";
  const pass = [
    "cookies-not-found",
    "cookies-secure-with-httponly-sessions",
    "cookies-secure-with-httponly-sessions-and-samesite",
  ].includes(id);
  return { test: { id: "cookies", pass, modifier: MODIFIERS[id] ?? 0, result: id }, cookies };
}

function testCors(input: SecurityInput): SecurityTest {
  const probe = input.corsProbe;
  const headers = probe?.headers ?? input.headers;
  const acao = firstHeader(headers, "access-control-allow-origin")?.trim().toLowerCase() ?? null;
  const credentials =
    firstHeader(headers, "access-control-allow-credentials")?.trim().toLowerCase() === "true";
  let id = "cross-origin-resource-sharing-not-implemented";
  if (acao === "*") id = "cross-origin-resource-sharing-implemented-with-public-access";
  else if (acao !== null) {
    const reflected = probe ? acao === probe.origin.trim().toLowerCase() : acao === "null";
    id =
      reflected && credentials
        ? "cross-origin-resource-sharing-implemented-with-universal-access"
        : "cross-origin-resource-sharing-implemented-with-restricted-access";
  }
  const pass = id !== "cross-origin-resource-sharing-implemented-with-universal-access";
  return { id: "cross-origin-resource-sharing", pass, modifier: MODIFIERS[id] ?? 0, result: id };
}

function testRedirection(input: SecurityInput, https: boolean): SecurityTest {
  const r = input.httpRedirect;
  let id: string;
  if (!https) id = r.firstHopHost ? "redirection-not-to-https" : "redirection-missing";
  else if (!r.checked) id = "redirection-not-checked";
  else if (r.redirectsToHttps === null) id = "redirection-not-needed-no-http";
  else if (!r.redirectsToHttps) id = r.firstHopHost ? "redirection-not-to-https" : "redirection-missing";
  else if (input.tls && !input.tls.authorized) id = "redirection-invalid-cert";
  else {
    const from = (r.requestedHost ?? hostOf(input.finalUrl) ?? "").toLowerCase().replace(/\.$/, "");
    const to = (r.firstHopHost ?? "").toLowerCase().replace(/\.$/, "");
    id = to && from && to !== from ? "redirection-off-host-from-http" : "redirection-to-https";
  }
  const pass = ["redirection-to-https", "redirection-not-needed-no-http", "redirection-not-checked"].includes(
    id,
  );
  return { id: "redirection", pass, modifier: MODIFIERS[id] ?? 0, result: id };
}

const REFERRER_PRIVATE = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const REFERRER_UNSAFE = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];

function testReferrer(headers: Headers, metas: HtmlTag[]): SecurityTest & { policy: string | null } {
  const meta = metas
    .filter((m) => (m.attrs.get("name") ?? "").trim().toLowerCase() === "referrer" && m.attrs.has("content"))
    .map((m) => m.attrs.get("content") ?? "");
  const values = [...headerValues(headers, "referrer-policy"), ...meta.slice(-1)];
  let id: string;
  let policy: string | null = null;
  if (values.length === 0) id = "referrer-policy-not-implemented";
  else {
    const valid = values
      .join(",")
      .split(",")
      .map((v) => v.trim().toLowerCase())
      .filter((v) => REFERRER_PRIVATE.includes(v) || REFERRER_UNSAFE.includes(v));
    policy = valid.at(-1) ?? null;
    if (policy && REFERRER_PRIVATE.includes(policy)) id = "referrer-policy-private";
    else if (policy) id = "referrer-policy-unsafe";
    else id = "referrer-policy-header-invalid";
  }
  const pass = id === "referrer-policy-private" || id === "referrer-policy-not-implemented";
  return { id: "referrer-policy", pass, modifier: MODIFIERS[id] ?? 0, result: id, policy };
}

const SIX_MONTHS = 15_552_000; // the Observatory's "white lie" for 15768000

function testHsts(input: SecurityInput, https: boolean): SecurityTest & { maxAge: number | null } {
  let id: string;
  let maxAge: number | null = null;
  const header = firstHeader(input.headers, "strict-transport-security");
  if (!https) id = "hsts-not-implemented-no-https";
  else if (input.tls && !input.tls.authorized) id = "hsts-invalid-cert";
  else if (!header) id = "hsts-not-implemented";
  else {
    id = "hsts-header-invalid";
    if (!header.includes(",")) {
      for (const part of header.split(";").map((p) => p.trim().toLowerCase())) {
        const m = /^max-age\s*=\s*"?(\d+)"?$/.exec(part);
        if (m?.[1]) maxAge = Number.parseInt(m[1], 10);
      }
      if (maxAge !== null)
        id =
          maxAge < SIX_MONTHS
            ? "hsts-implemented-max-age-less-than-six-months"
            : "hsts-implemented-max-age-at-least-six-months";
    }
  }
  if (https && input.hstsPreloaded) id = "hsts-preloaded";
  const pass = id === "hsts-preloaded" || id === "hsts-implemented-max-age-at-least-six-months";
  return { id: "strict-transport-security", pass, modifier: MODIFIERS[id] ?? 0, result: id, maxAge };
}

const SRI_ORDER = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];

function testSri(
  input: SecurityInput,
  tags: HtmlTag[],
  https: boolean,
): SecurityTest & { external: string[] } {
  const external: string[] = [];
  const mime = (firstHeader(input.headers, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  let id: string | null = null;
  const scripts = tags.filter((t) => t.name === "script");
  const pageHost = hostOf(input.finalUrl) ?? "";
  if (mime && mime !== "text/html" && mime !== "application/xhtml+xml")
    id = "sri-not-implemented-response-not-html";
  else if (scripts.length === 0) id = "sri-not-implemented-but-no-scripts-loaded";
  else {
    let foreign = false;
    for (const script of scripts) {
      const src = script.attrs.get("src")?.trim();
      if (!src) continue;
      const integrity = (script.attrs.get("integrity") ?? "").trim() !== "";
      const protocolRelative = /^\/\/[^/]/.test(src);
      const absolute = /^https?:\/\//i.test(src);
      const relative = !protocolRelative && !absolute;
      let sameSite = true;
      if (absolute) sameSite = siteDomain(hostOf(src) ?? "") === siteDomain(pageHost);
      const secureOrigin = relative || (sameSite && !protocolRelative);
      const secureScheme = (absolute && /^https:/i.test(src)) || (relative && https);
      if (!secureOrigin) {
        foreign = true;
        external.push(src);
        if (integrity && !secureScheme)
          id = worse("sri-implemented-but-external-scripts-not-loaded-securely", id, SRI_ORDER);
        else if (!integrity && secureScheme)
          id = worse("sri-not-implemented-but-external-scripts-loaded-securely", id, SRI_ORDER);
        else if (!integrity)
          id = worse("sri-not-implemented-and-external-scripts-not-loaded-securely", id, SRI_ORDER);
      } else if (integrity && secureScheme && id === null) {
        id = "sri-implemented-and-all-scripts-loaded-securely";
      }
    }
    id ??= foreign
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  }
  const pass = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-not-implemented-response-not-html",
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    "sri-not-implemented-but-no-scripts-loaded",
  ].includes(id);
  return { id: "subresource-integrity", pass, modifier: MODIFIERS[id] ?? 0, result: id, external };
}

function testXcto(headers: Headers): SecurityTest {
  const value = firstHeader(headers, "x-content-type-options");
  const id = !value
    ? "x-content-type-options-not-implemented"
    : value.trim().toLowerCase() === "nosniff"
      ? "x-content-type-options-nosniff"
      : "x-content-type-options-header-invalid";
  return {
    id: "x-content-type-options",
    pass: id === "x-content-type-options-nosniff",
    modifier: MODIFIERS[id] ?? 0,
    result: id,
  };
}

function testXfo(headers: Headers, cspFrameAncestors: boolean): SecurityTest {
  const value = firstHeader(headers, "x-frame-options")?.trim().toLowerCase() ?? null;
  let id = "x-frame-options-not-implemented";
  if (value === "deny" || value === "sameorigin") id = "x-frame-options-sameorigin-or-deny";
  else if (value?.startsWith("allow-from")) id = "x-frame-options-allow-from-origin";
  else if (value) id = "x-frame-options-header-invalid";
  if (cspFrameAncestors) id = "x-frame-options-implemented-via-csp";
  const pass = id !== "x-frame-options-not-implemented" && id !== "x-frame-options-header-invalid";
  return { id: "x-frame-options", pass, modifier: MODIFIERS[id] ?? 0, result: id };
}

function testCorp(headers: Headers): SecurityTest {
  const value = firstHeader(headers, "cross-origin-resource-policy")?.trim().toLowerCase() ?? null;
  const id =
    value === null
      ? "corp-not-implemented"
      : value === "same-origin"
        ? "corp-implemented-with-same-origin"
        : value === "same-site"
          ? "corp-implemented-with-same-site"
          : value === "cross-origin"
            ? "corp-implemented-with-cross-origin"
            : "corp-header-invalid";
  return {
    id: "cross-origin-resource-policy",
    pass: id !== "corp-header-invalid",
    modifier: MODIFIERS[id] ?? 0,
    result: id,
  };
}

// ---------------------------------------------------------------------------------------------
// Extras outside the Observatory score

const ACTIVE_TAGS = new Set(["script", "iframe", "frame", "object", "embed", "form"]);

export function findMixedContent(tags: HtmlTag[]): MixedContentItem[] {
  const items: MixedContentItem[] = [];
  const add = (tag: string, url: string | undefined, active: boolean) => {
    const u = url?.trim();
    if (u && /^http:\/\//i.test(u) && !items.some((i) => i.url === u && i.tag === tag))
      items.push({ tag, url: u, active });
  };
  for (const t of tags) {
    const a = (name: string) => t.attrs.get(name);
    switch (t.name) {
      case "script":
      case "iframe":
      case "frame":
      case "embed":
        add(t.name, a("src"), true);
        break;
      case "object":
        add(t.name, a("data"), true);
        break;
      case "form":
        add(t.name, a("action"), true);
        break;
      case "link": {
        const rel = (a("rel") ?? "").toLowerCase().split(/\s+/);
        if (rel.includes("stylesheet") || rel.includes("modulepreload")) add("link", a("href"), true);
        else if (rel.includes("icon") || rel.includes("preload")) add("link", a("href"), false);
        break;
      }
      case "img":
      case "source":
      case "audio":
      case "video":
      case "input":
      case "track": {
        if (t.name !== "input" || (a("type") ?? "").toLowerCase() === "image") add(t.name, a("src"), false);
        if (t.name === "video") add(t.name, a("poster"), false);
        for (const candidate of (a("srcset") ?? "").split(","))
          add(t.name, candidate.trim().split(/\s+/)[0], false);
        break;
      }
    }
  }
  return items.map((i) => ({ ...i, active: i.active || ACTIVE_TAGS.has(i.tag) }));
}

const VERSION_HEADERS = ["server", "x-powered-by", "x-aspnet-version", "x-aspnetmvc-version", "x-generator"];

export function findVersionDisclosure(headers: Headers): { header: string; value: string }[] {
  const found: { header: string; value: string }[] = [];
  for (const name of VERSION_HEADERS) {
    for (const value of headerValues(headers, name)) {
      const versioned =
        name === "x-aspnet-version" || name === "x-aspnetmvc-version"
          ? /\d/.test(value)
          : /[a-z][\w.-]*\/v?\d+(?:\.\d+)*|\b[a-z][\w-]*\s+v?\d+\.\d+/i.test(value);
      if (versioned) found.push({ header: name, value: value.trim() });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Findings (Norwegian, addressed to the site owner)

const CSP_EXAMPLE =
  "Content-Security-Policy: default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
const HSTS_EXAMPLE = "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload";

function severityFor(test: SecurityTest): Severity {
  if (test.modifier <= -20) return "problem";
  if (test.modifier < 0 || !test.pass) return "warning";
  return "good";
}

function cspFinding(outcome: CspOutcome): Finding {
  const { test, reasons } = outcome;
  const why = reasons.length > 0 ? ` (${reasons.join("; ")})` : "";
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
          "CSP forteller nettleseren hvilke skript og ressurser siden får laste. Uten den kan et innsmuglet skript (XSS) – via et sårbart skjema, en plugin eller en tredjepartstjeneste – lese det kundene skriver inn, stjele innlogginger eller sende dem videre til falske sider.",
        fix: `Legg til en CSP-header og stram den inn gradvis, for eksempel ${code(CSP_EXAMPLE)}. Start gjerne med Content-Security-Policy-Report-Only for å se hva som ville blitt blokkert, og bytt til den håndhevede headeren når alt fungerer.`,
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
        fix: "Flytt innebygde skript til egne filer eller merk dem med nonce/hash, fjern 'unsafe-inline', data: og brede kilder fra script-src, og sett object-src: `script-src 'self'; object-src 'none'`.",
      };
    case "csp-implemented-with-insecure-scheme":
      return {
        ...base,
        title: "Content-Security-Policy tillater skript over http",
        detail: `CSP-en tillater aktive ressurser over ukryptert http${why}. Alle på samme nettverk som kunden (for eksempel et åpent Wi-Fi) kan da bytte ut innholdet.`,
        fix: "Last alle ressurser over https og fjern http:-kilder fra CSP-en. Legg gjerne til `upgrade-insecure-requests`.",
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
    default:
      return {
        ...base,
        title: "Sterk Content-Security-Policy",
        detail:
          "Nettstedet har en Content-Security-Policy uten usikre unntak. Det gjør det mye vanskeligere å smugle inn skript som kan ramme kundene dine.",
        fix:
          test.result === "csp-implemented-with-no-unsafe-default-src-none"
            ? "Ingen endring nødvendig."
            : "For full uttelling: sett `default-src 'none'` og åpne bare for det siden trenger (script-src, style-src, img-src …).",
      };
  }
}

function cookieFinding(test: SecurityTest, cookies: ParsedCookie[]): Finding {
  const base = { id: "security-cookies", severity: severityFor(test) };
  const names = (list: ParsedCookie[]) =>
    list
      .slice(0, 5)
      .map((c) => c.name)
      .join(", ");
  const fixExample = `${code("Set-Cookie: sessionid=…; Path=/; Secure; HttpOnly; SameSite=Lax")}`;
  switch (test.result) {
    case "cookies-not-found":
      return {
        ...base,
        title: "Ingen informasjonskapsler på forsiden",
        detail:
          "Forsiden setter ingen informasjonskapsler (cookies), så det er ingenting å stjele eller misbruke her.",
        fix: `Hvis du senere setter cookies (innlogging, handlekurv), bruk ${fixExample}.`,
      };
    case "cookies-secure-with-httponly-sessions-and-samesite":
      return {
        ...base,
        title: "Informasjonskapslene er godt beskyttet",
        detail:
          "Alle cookies har Secure og SameSite, og innloggings-/sesjonscookies har HttpOnly. De sendes bare kryptert og kan ikke leses av skript eller misbrukes fra andre nettsteder.",
        fix: "Ingen endring nødvendig.",
      };
    case "cookies-secure-with-httponly-sessions":
      return {
        ...base,
        title: "Informasjonskapslene mangler SameSite",
        detail: `Cookiene sendes kryptert, men noen mangler SameSite (${names(cookies.filter((c) => !c.sameSite))}). SameSite hindrer andre nettsteder i å sende forespørsler i kundens navn (CSRF).`,
        fix: `Legg til SameSite=Lax (eller Strict) på alle cookies, for eksempel ${fixExample}.`,
      };
    case "cookies-session-without-httponly-flag":
      return {
        ...base,
        title: "Innloggingscookie kan leses av skript",
        detail: `Sesjons-/innloggingscookien (${names(cookies.filter((c) => /login|sess/i.test(c.name) && !c.httpOnly))}) mangler HttpOnly. Et innsmuglet skript kan da lese den og overta kundens innlogging.`,
        fix: `Sett HttpOnly på sesjonscookies: ${fixExample}.`,
      };
    case "cookies-samesite-flag-invalid":
    case "cookies-anticsrf-without-samesite-flag":
      return {
        ...base,
        title: "Feil eller manglende SameSite på cookies",
        detail:
          "Minst én cookie har en ugyldig SameSite-verdi, SameSite=None uten Secure, eller er en CSRF-beskyttelse uten SameSite. Da kan andre nettsteder lettere sende forespørsler i kundens navn.",
        fix: `Bruk SameSite=Lax eller Strict (SameSite=None bare sammen med Secure), for eksempel ${fixExample}.`,
      };
    default: {
      const session = test.result.includes("session");
      return {
        ...base,
        title: session ? "Innloggingscookie sendes uten Secure" : "Informasjonskapsler sendes uten Secure",
        detail: `${session ? "Sesjons-/innloggingscookien" : "Minst én cookie"} (${names(cookies.filter((c) => !c.secure))}) mangler Secure og kan sendes over ukryptert http. På et åpent nettverk kan andre da fange den opp${session ? " og logge seg inn som kunden" : ""}.${test.result.includes("hsts") ? " HSTS demper risikoen, men beskytter ikke første besøk." : ""}`,
        fix: `Sett Secure (og HttpOnly for sesjonscookies) på alle cookies: ${fixExample}.`,
      };
    }
  }
}

function corsFinding(test: SecurityTest): Finding {
  const base = { id: "security-cors", severity: severityFor(test) };
  if (test.result === "cross-origin-resource-sharing-implemented-with-universal-access")
    return {
      ...base,
      title: "CORS åpner for andre nettsteder med innlogging",
      detail:
        "Serveren godtar forespørsler fra hvilket som helst nettsted og sender med kundens cookies (Access-Control-Allow-Credentials: true). Et ondsinnet nettsted kan da lese data fra kundens innloggede økt.",
      fix: "Svar bare med Access-Control-Allow-Origin for en fast liste med domener du stoler på, eller bruk `Access-Control-Allow-Origin: *` uten Access-Control-Allow-Credentials for offentlig innhold.",
    };
  return {
    ...base,
    title: "CORS er trygt satt opp",
    detail:
      test.result === "cross-origin-resource-sharing-not-implemented"
        ? "Siden deler ikke innhold med andre nettsteder via CORS, så andre sider kan ikke lese den i kundens navn."
        : "Siden deler innhold via CORS uten å sende med kundens innlogging.",
    fix: "Ingen endring nødvendig.",
  };
}

function redirectionFinding(test: SecurityTest): Finding | null {
  const base = { id: "security-redirect", severity: severityFor(test) };
  switch (test.result) {
    case "redirection-not-checked":
      return null;
    case "redirection-to-https":
    case "redirection-not-needed-no-http":
    case "redirection-all-redirects-preloaded":
      return {
        ...base,
        title: "http sendes videre til https",
        detail:
          test.result === "redirection-not-needed-no-http"
            ? "Nettstedet svarer ikke på ukryptert http, så ingen kan havne på en ukryptert versjon."
            : "Besøkende som skriver adressen uten https sendes rett til den krypterte versjonen på samme adresse.",
        fix: "Ingen endring nødvendig.",
      };
    case "redirection-off-host-from-http":
      return {
        ...base,
        title: "http sendes til et annet domene før https",
        detail:
          "Den første videresendingen fra http går til et annet vertsnavn (for eksempel fra domene.no til https://www.domene.no). Da får nettleseren aldri HSTS-beskjeden for adressen kunden skrev, og første besøk kan avlyttes.",
        fix: "Send først http://domene.no til https://domene.no (samme vertsnavn, med HSTS-header), og derfra videre til www hvis du vil.",
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
      return {
        ...base,
        title: "http sendes ikke videre til https",
        detail:
          "Den ukrypterte http-versjonen av nettstedet sender ikke besøkende videre til https. Kunder som skriver adressen uten https, eller følger gamle lenker, surfer ukryptert – og det de fyller inn kan leses eller endres av andre på nettverket.",
        fix: "Sett opp en permanent videresending (301) fra http:// til https:// på samme vertsnavn, for eksempel `return 301 https://$host$request_uri;` i nginx eller en tilsvarende regel hos webhotellet.",
      };
  }
}

function referrerFinding(test: SecurityTest & { policy: string | null }): Finding {
  const base = { id: "security-referrer-policy", severity: severityFor(test) };
  const fix =
    "Legg til `Referrer-Policy: strict-origin-when-cross-origin` (eller `no-referrer` hvis du ikke trenger henvisninger).";
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
        title: "Referrer-Policy er ikke satt",
        detail:
          "Nettstedet sender ingen Referrer-Policy. Moderne nettlesere bruker en trygg standard, men en eksplisitt policy gjelder også eldre nettlesere og gir uttelling i Mozillas sikkerhetstest.",
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

function hstsFinding(test: SecurityTest & { maxAge: number | null }): Finding {
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
            : `Vurder å legge domenet i HSTS-preloadlisten (hstspreload.org) med ${code(HSTS_EXAMPLE)}.`,
      };
    case "hsts-implemented-max-age-less-than-six-months":
      return {
        ...base,
        title: "HSTS gjelder for kort tid",
        detail: `HSTS er satt med max-age=${test.maxAge} sekunder (under seks måneder). Beskyttelsen går ut raskt for kunder som ikke besøker deg ofte.`,
        fix: `Øk varigheten til minst seks måneder, helst to år: ${code(HSTS_EXAMPLE)}.`,
      };
    case "hsts-not-implemented-no-https":
      return {
        ...base,
        title: "HSTS er umulig uten https",
        detail:
          "Siden nettstedet ikke brukes over https, kan det heller ikke be nettleserne om å holde seg til kryptert tilkobling.",
        fix: `Ta i bruk https først, og legg deretter til ${code(HSTS_EXAMPLE)}.`,
      };
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
        fix: `Send headeren ${code(HSTS_EXAMPLE)} på alle https-svar (start gjerne med kortere max-age og øk når alt fungerer).`,
      };
  }
}

function sriFinding(test: SecurityTest & { external: string[] }): Finding {
  const base = { id: "security-sri", severity: severityFor(test) };
  const list = test.external.slice(0, 3).join(", ");
  const fix =
    'Last eksterne skript over https og legg til integritetssjekk, for eksempel `<script src="https://cdn.example.com/lib.js" integrity="sha384-…" crossorigin="anonymous"></script>` (hashen får du fra leverandøren eller med srihash.org).';
  switch (test.result) {
    case "sri-not-implemented-but-external-scripts-loaded-securely":
      return {
        ...base,
        title: "Eksterne skript uten integritetssjekk",
        detail: `Siden laster skript fra andre domener (${list}) uten Subresource Integrity. Blir leverandøren hacket, kjører det endrede skriptet rett på din side og kan for eksempel stjele betalingsinformasjon.`,
        fix,
      };
    case "sri-not-implemented-and-external-scripts-not-loaded-securely":
    case "sri-implemented-but-external-scripts-not-loaded-securely":
      return {
        ...base,
        title: "Eksterne skript lastes ukryptert",
        detail: `Siden laster skript fra andre domener over http eller med //-adresser (${list}). Hvem som helst på nettverket kan bytte ut skriptet og ta full kontroll over siden kunden ser.`,
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

function xctoFinding(test: SecurityTest): Finding {
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
        fix: "Legg til `X-Content-Type-Options: nosniff` på alle svar.",
      };
}

function xfoFinding(test: SecurityTest): Finding {
  return test.pass
    ? {
        id: "security-x-frame-options",
        severity: "good",
        title: "Beskyttet mot klikkapring",
        detail:
          test.result === "x-frame-options-implemented-via-csp"
            ? "CSP-direktivet frame-ancestors hindrer andre nettsteder i å vise siden din i en usynlig ramme."
            : "X-Frame-Options hindrer andre nettsteder i å vise siden din i en usynlig ramme.",
        fix:
          test.result === "x-frame-options-implemented-via-csp"
            ? "Ingen endring nødvendig."
            : "Vurder å bruke det moderne CSP-direktivet `frame-ancestors 'self'` i tillegg.",
      }
    : {
        id: "security-x-frame-options",
        severity: severityFor(test),
        title: "Ikke beskyttet mot klikkapring",
        detail:
          "Andre nettsteder kan vise siden din i en skjult ramme og lure kundene til å klikke på knapper de ikke ser (clickjacking) – for eksempel for å bestille, endre innstillinger eller gi fra seg data.",
        fix: "Legg til `Content-Security-Policy: frame-ancestors 'self'` (eller 'none'), og gjerne `X-Frame-Options: SAMEORIGIN` for eldre nettlesere.",
      };
}

function corpFinding(test: SecurityTest): Finding {
  const base = { id: "security-corp", severity: severityFor(test) };
  if (test.result === "corp-header-invalid")
    return {
      ...base,
      title: "Cross-Origin-Resource-Policy kan ikke tolkes",
      detail: "Headeren har en ukjent verdi og blir ignorert av nettleserne.",
      fix: "Bruk `Cross-Origin-Resource-Policy: same-site` (eller same-origin).",
    };
  const set =
    test.result === "corp-implemented-with-same-origin" || test.result === "corp-implemented-with-same-site";
  return {
    ...base,
    title: set ? "Cross-Origin-Resource-Policy er satt" : "Cross-Origin-Resource-Policy er ikke begrenset",
    detail: set
      ? "Andre nettsteder kan ikke bygge inn ressursene dine, noe som beskytter mot enkelte lekkasjeangrep."
      : "Andre nettsteder kan bygge inn ressursene dine. Det er vanlig og ikke en feil, men en begrensning gir ekstra beskyttelse og bonuspoeng hos Mozilla.",
    fix: set
      ? "Ingen endring nødvendig."
      : "Vurder `Cross-Origin-Resource-Policy: same-site` hvis ingen andre nettsteder skal bruke filene dine.",
  };
}

// ---------------------------------------------------------------------------------------------
// Public API

export function scoreSecurity(input: SecurityInput): SecurityResult {
  const https = /^https:/i.test(input.finalUrl);
  const notes: string[] = [];
  const tags = tokenizeTags(input.html);
  const metas = tags.filter((t) => t.name === "meta");

  const csp = testCsp(input.headers, metas, https, notes);
  const hsts = testHsts(input, https);
  const cookies = testCookies(input.headers, hsts.pass);
  const cors = testCors(input);
  const redirection = testRedirection(input, https);
  const referrer = testReferrer(input.headers, metas);
  const sri = testSri(input, tags, https);
  const xcto = testXcto(input.headers);
  const xfo = testXfo(input.headers, csp.headerFrameAncestors);
  const corp = testCorp(input.headers);

  const strip = ({ id, pass, modifier, result }: SecurityTest): SecurityTest => ({
    id,
    pass,
    modifier,
    result,
  });
  const tests = [csp.test, cookies.test, cors, redirection, referrer, hsts, sri, xcto, xfo, corp].map(strip);
  const score = observatoryScore(tests.map((t) => t.modifier));

  if (input.status < 200 || input.status >= 300)
    notes.push(
      `Siden svarte med status ${input.status}; Mozilla Observatory skanner bare sider som svarer 2xx.`,
    );
  if (redirection.result === "redirection-not-checked")
    notes.push("http→https-videresending ble ikke sjekket.");
  if (!input.hstsPreloaded && https)
    notes.push("HSTS-preloadlisten er ikke sjekket; forhåndslastede domener får +5 hos Mozilla.");

  const findings: Finding[] = [
    cspFinding(csp),
    cookieFinding(cookies.test, cookies.cookies),
    corsFinding(cors),
    redirectionFinding(redirection),
    referrerFinding(referrer),
    hstsFinding(hsts),
    sriFinding(sri),
    xctoFinding(xcto),
    xfoFinding(xfo),
    corpFinding(corp),
  ].filter((f): f is Finding => f !== null);

  // Extras
  const extras: SecurityExtras = {
    https,
    certificate: "none",
    certificateDaysLeft: input.tls?.daysLeft ?? null,
    mixedContent: https ? findMixedContent(tags) : [],
    mixedContentUpgraded: csp.csp?.has("upgrade-insecure-requests") ?? false,
    versionDisclosure: findVersionDisclosure(input.headers),
    permissionsPolicy: firstHeader(input.headers, "permissions-policy") !== null,
  };

  if (!https) {
    findings.push({
      id: "security-https",
      severity: "problem",
      title: "Nettstedet bruker ikke https",
      detail:
        "Siden lastes over ukryptert http. Nettleserne merker den som «Ikke sikker», og alt kundene fyller inn – navn, e-post, passord, betalingsinfo – kan leses eller endres av andre på nettverket. Google rangerer også https-sider høyere.",
      fix: "Skaff et gratis sertifikat (Let's Encrypt, eller via webhotellet/CDN-et), slå på https og send all http-trafikk videre med en 301-videresending. Legg deretter til `Strict-Transport-Security: max-age=63072000; includeSubDomains; preload`.",
    });
  }

  if (https && input.tls) {
    const days = input.tls.daysLeft;
    const until = input.tls.validTo ? ` (gyldig til ${input.tls.validTo})` : "";
    if (!input.tls.authorized || (days !== null && days < 0)) {
      extras.certificate = "invalid";
      findings.push({
        id: "security-certificate",
        severity: "problem",
        title: "Sertifikatet er ugyldig",
        detail: `Nettleserne godtar ikke TLS-sertifikatet${until}. Kundene møter en helsides advarsel om at forbindelsen ikke er privat, og de fleste forlater siden – eller venner seg til å klikke seg forbi advarsler.`,
        fix: "Installer et gyldig sertifikat for alle vertsnavnene (med og uten www) med fullstendig mellomliggende kjede, og slå på automatisk fornyelse (for eksempel Let's Encrypt med certbot, eller via webhotellet/CDN-et).",
      });
    } else if (days !== null && days < 30) {
      extras.certificate = days < 7 ? "expiring-soon" : "expiring";
      findings.push({
        id: "security-certificate",
        severity: days < 7 ? "problem" : "warning",
        title:
          days < 7 ? `Sertifikatet utløper om ${days} dager` : `Sertifikatet utløper snart (${days} dager)`,
        detail: `TLS-sertifikatet utløper om ${days} dager${until}. Fornyes det ikke i tide, får alle besøkende en helsides sikkerhetsadvarsel og nettstedet blir i praksis utilgjengelig.`,
        fix: "Forny sertifikatet nå og sett opp automatisk fornyelse (certbot renew, eller automatisk sertifikat hos webhotellet/CDN-et), med varsel hvis fornyelsen feiler.",
      });
    } else {
      extras.certificate = days === null ? "unknown" : "valid";
      findings.push({
        id: "security-certificate",
        severity: "good",
        title: "Gyldig sertifikat",
        detail: `TLS-sertifikatet er gyldig${days === null ? "" : ` i ${days} dager til`}${until}.`,
        fix: "Ingen endring nødvendig, men sørg for at fornyelsen er automatisk.",
      });
    }
  } else if (https) {
    extras.certificate = "unknown";
  }

  if (extras.mixedContent.length > 0) {
    const active = extras.mixedContent.filter((m) => m.active);
    const sample = extras.mixedContent
      .slice(0, 5)
      .map((m) => `<${m.tag}> ${m.url}`)
      .join(", ");
    findings.push({
      id: "security-mixed-content",
      severity: active.length > 0 && !extras.mixedContentUpgraded ? "problem" : "warning",
      title: "Blandet innhold (http på en https-side)",
      detail: `Siden er på https, men henter ${extras.mixedContent.length} ressurs${extras.mixedContent.length === 1 ? "" : "er"} over ukryptert http: ${sample}. ${
        active.length > 0
          ? "Nettlesere blokkerer skript, stiler, rammer og skjemaer over http, så deler av siden kan slutte å virke – og det som slipper gjennom kan manipuleres."
          : "Nettleseren kan vise siden som «ikke helt sikker», og bildene kan byttes ut underveis."
      }${extras.mixedContentUpgraded ? " CSP-direktivet upgrade-insecure-requests får nettleseren til å hente dem over https, så risikoen er redusert." : ""}`,
      fix: "Endre adressene til https:// (eller relative adresser) i malen, innholdet og eventuelle innstillinger i publiseringsverktøyet. Som sikkerhetsnett kan du legge til `Content-Security-Policy: upgrade-insecure-requests`.",
    });
  }

  if (extras.versionDisclosure.length > 0) {
    const list = extras.versionDisclosure.map((v) => `${v.header}: ${v.value}`).join("; ");
    findings.push({
      id: "security-version-disclosure",
      severity: "warning",
      title: "Serveren røper programvareversjoner",
      detail: `Svarene avslører hvilken programvare og versjon som kjører (${list}). Det gjør det lett for automatiserte angrep å finne nettsteder med kjente sårbarheter – og tyder ofte på at programvaren ikke oppdateres.`,
      fix: "Skjul versjonene (nginx: `server_tokens off;`, Apache: `ServerTokens Prod` og `ServerSignature Off`, PHP: `expose_php = Off` i php.ini) og hold programvaren oppdatert.",
    });
  }

  findings.push(
    extras.permissionsPolicy
      ? {
          id: "security-permissions-policy",
          severity: "good",
          title: "Permissions-Policy er satt",
          detail:
            "Nettstedet begrenser hvilke nettleserfunksjoner (kamera, mikrofon, posisjon …) siden og innebygde tjenester får bruke.",
          fix: "Ingen endring nødvendig.",
        }
      : {
          id: "security-permissions-policy",
          severity: "warning",
          title: "Mangler Permissions-Policy",
          detail:
            "Nettstedet begrenser ikke hvilke nettleserfunksjoner (kamera, mikrofon, posisjon, betaling) siden og innebygde tredjepartstjenester kan be om. En kapret widget kan dermed spørre kundene om tilgang i ditt navn.",
          fix: "Slå av det du ikke bruker, for eksempel `Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()`.",
        },
  );

  return { score, grade: gradeForScore(score), tests, findings, extras, notes };
}

/**
 * The audit's own 0–100 security category score:
 *
 *   start   the Observatory score clamped to 0–100 (an A+ counts as 100)
 *   cap 30  the page is not served over https
 *   cap 20  the certificate is invalid or expired (visitors get a full-page browser warning)
 *   −25     certificate expires in under 7 days
 *   −10     certificate expires in under 30 days
 *   −20     active mixed content (scripts, styles, frames, forms over http), −5 if CSP
 *           upgrade-insecure-requests upgrades it
 *   −5      only passive mixed content (images, media over http)
 *   −5      software versions in server / x-powered-by headers
 *   −3      no Permissions-Policy
 */
export function securityCategoryScore(result: SecurityResult): number {
  const { extras } = result;
  let score = Math.max(0, Math.min(100, result.score));
  if (extras.certificate === "expiring-soon") score -= 25;
  else if (extras.certificate === "expiring") score -= 10;
  if (extras.mixedContent.length > 0) {
    const active = extras.mixedContent.some((m) => m.active);
    score -= active && !extras.mixedContentUpgraded ? 20 : 5;
  }
  if (extras.versionDisclosure.length > 0) score -= 5;
  if (!extras.permissionsPolicy) score -= 3;
  if (!extras.https) score = Math.min(score, 30);
  if (extras.certificate === "invalid") score = Math.min(score, 20);
  return Math.max(0, Math.min(100, Math.round(score)));
}
