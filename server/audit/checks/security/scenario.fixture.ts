import fc from "fast-check";
import {
  cookie,
  HOSTS,
  hsts,
  maybe,
  pick,
  policy,
  renderPolicy,
  route,
  script,
  site,
  strictDynamicDefault,
} from "./scenario-parts.fixture.ts";
import type { Directive, Scenario } from "./scenario-types.fixture.ts";

// Generated responses for oracle.test.ts: one scenario is everything both the Observatory and we
// see of a site — the page's headers and HTML, what http:// does, the certificate, the answer to
// the Observatory's CORS probe. Values are what Node hands over (lower-case names, trimmed values,
// Set-Cookie as an array), with the odd cases real sites send mixed in.

export type { Directive, Scenario };

export const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";

/** Hosts the scenarios treat as HSTS-preloaded, in the format of the Observatory's list. */
export const PRELOAD_LIST = {
  "preloaded.no": {
    includeSubDomains: true,
    includeSubDomainsForPinning: false,
    mode: "force-https",
    pinned: false,
  },
  "apex-only.no": {
    includeSubDomains: false,
    includeSubDomainsForPinning: false,
    mode: "force-https",
    pinned: false,
  },
};

export const scenario: fc.Arbitrary<Scenario> = fc
  .tuple(
    pick(...HOSTS),
    fc.constantFrom<Scenario["https"]>("valid", "valid", "valid", "valid", "invalid-certificate", "none"),
  )
  .chain(([host, https]) =>
    fc.record({
      host: fc.constant(host),
      https: fc.constant(https),
      httpRoute: route(host, https),
      contentType: fc.oneof(
        {
          weight: 9,
          arbitrary: pick(
            "text/html; charset=utf-8",
            "text/html",
            "text/html;charset=UTF-8",
            "application/xhtml+xml",
          ),
        },
        { weight: 1, arbitrary: pick("application/json", null) },
      ),
      csp: fc.oneof(
        { weight: 2, arbitrary: fc.constant(null) },
        { weight: 8, arbitrary: policy },
        {
          weight: 1,
          arbitrary: fc.oneof(
            pick("", "abc"),
            fc
              .tuple(policy, policy)
              .filter(([a, b]) => !strictDynamicDefault(a) && !strictDynamicDefault(b))
              .map(([a, b]) => `${renderPolicy(a)}, ${renderPolicy(b)}`),
          ),
        },
      ),
      metaCsp: maybe(policy, 20),
      metaCspEncoded: fc.boolean(),
      cspReportOnly: fc.boolean(),
      hsts: maybe(hsts, 75),
      cookies: fc.array(cookie(host), { maxLength: 3 }),
      xFrameOptions: maybe(
        pick(
          "DENY",
          "SAMEORIGIN",
          "deny",
          "ALLOW-FROM https://partner.example.com",
          "yes please",
          "",
          "DENY, DENY",
        ),
      ),
      xContentTypeOptions: maybe(pick("nosniff", "nosniff", "NoSniff", "sniff", "", "nosniff, nosniff")),
      referrerPolicy: maybe(
        pick(
          "no-referrer",
          "same-origin",
          "strict-origin",
          "strict-origin-when-cross-origin",
          "origin",
          "origin-when-cross-origin",
          "unsafe-url",
          "no-referrer-when-downgrade",
          "bogus",
          "unsafe-url, no-referrer",
          "no-referrer, unsafe-url",
          "",
          "Strict-Origin-When-Cross-Origin",
        ),
        60,
      ),
      metaReferrer: maybe(pick("no-referrer", "unsafe-url", "bogus", ""), 20),
      corp: maybe(pick("same-origin", "same-site", "cross-origin", "nope", "Same-Site", "")),
      cors: fc.record({
        allowOrigin: maybe(
          pick(
            "*",
            OBSERVATORY_ORIGIN,
            OBSERVATORY_ORIGIN.toUpperCase(),
            "https://partner.example.com",
            "null",
          ),
        ),
        credentials: maybe(pick("true", "false", "TRUE")),
      }),
      base: maybe(pick("https://cdn.other.com/", "/static/", `https://static.${site(host)}/`), 20),
      scripts: fc.array(script(host), { maxLength: 4 }),
    }),
  )
  // 'strict-dynamic' in default-src only ever comes as the one policy, header or <meta>.
  .map((s) =>
    strictDynamicDefault(s.csp) || (strictDynamicDefault(s.metaCsp) && s.csp !== null)
      ? { ...s, metaCsp: null }
      : s,
  );

/** What a scanner receives for the scenario: the page's address, headers, body and the CORS answer. */
export function render(s: Scenario) {
  const finalUrl = s.https === "none" ? (s.httpRoute?.at(-1) ?? `http://${s.host}/`) : `https://${s.host}/`;
  const headers: Record<string, string | string[]> = {};
  const set = (name: string, value: string | null) => {
    if (value !== null) headers[name] = value;
  };
  set("content-type", s.contentType);
  set("content-security-policy", typeof s.csp === "string" ? s.csp : s.csp && renderPolicy(s.csp));
  set("content-security-policy-report-only", s.cspReportOnly ? "default-src 'self'; report-uri /csp" : null);
  set(
    "strict-transport-security",
    typeof s.hsts === "string" || s.hsts === null
      ? s.hsts
      : [s.hsts.maxAge, ...s.hsts.flags].filter(Boolean).join("; "),
  );
  if (s.cookies.length > 0) headers["set-cookie"] = s.cookies;
  set("x-frame-options", s.xFrameOptions);
  set("x-content-type-options", s.xContentTypeOptions);
  set("referrer-policy", s.referrerPolicy);
  set("cross-origin-resource-policy", s.corp);
  const cors: Record<string, string> = {};
  if (s.cors.allowOrigin !== null) cors["access-control-allow-origin"] = s.cors.allowOrigin;
  if (s.cors.credentials !== null) cors["access-control-allow-credentials"] = s.cors.credentials;

  const metaCsp = s.metaCsp && renderPolicy(s.metaCsp);
  const head = [
    metaCsp !== null
      ? `<meta http-equiv="Content-Security-Policy" content="${s.metaCspEncoded ? metaCsp.replaceAll("'", "&#39;") : metaCsp}">`
      : "",
    s.metaReferrer !== null ? `<meta name="referrer" content="${s.metaReferrer}">` : "",
    s.base !== null ? `<base href="${s.base}">` : "",
  ].join("");
  const html = `<!doctype html><html><head>${head}<title>Side</title></head><body><p>Hei</p>${s.scripts.join("")}</body></html>`;
  return { finalUrl, headers, html, cors };
}
