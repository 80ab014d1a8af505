import fc from "fast-check";
import type { Directive, Scenario } from "./scenario-types.fixture.ts";

// The building blocks of scenario.fixture.ts's generated sites: hosts, policies, HSTS values, what
// http:// does, cookies and scripts, each with the odd cases real sites send.

export const HOSTS = [
  "example.no",
  "www.example.no",
  "example.no",
  "butikk.co.uk",
  "preloaded.no",
  "www.apex-only.no",
  "apex-only.no",
];
export const site = (host: string) => host.replace(/^www\./, "");
export const otherHost = (host: string) => (host.startsWith("www.") ? host.slice(4) : `www.${host}`);

export const pick = <T>(...values: T[]) => fc.constantFrom(...values);
/** `arbitrary` in `percent` of the cases, null in the rest. */
export const maybe = <T>(arbitrary: fc.Arbitrary<T>, percent = 50) =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(null) }, { weight: percent, arbitrary });
export const directive = (name: string, ...lists: string[][]) =>
  fc.tuple(pick(name, name, name.toUpperCase()), pick(...lists)).map(([n, s]): Directive => [n, s]);

export const NONCE = "'nonce-r4nd0m'";
export const policy = fc
  .tuple(
    maybe(
      directive(
        "default-src",
        ["'none'"],
        ["'self'"],
        ["'self'", "https:"],
        ["*"],
        ["'self'", NONCE, "'strict-dynamic'"],
        ["https:", NONCE, "'strict-dynamic'"],
        ["'self'", "http://cdn.example.com"],
        ["'self'", "'unsafe-inline'"],
        ["'none'", "'self'"],
        [],
      ),
      70,
    ),
    maybe(
      directive(
        "script-src",
        ["'self'"],
        ["'self'", "'unsafe-inline'"],
        ["'self'", "'unsafe-eval'"],
        [NONCE, "'strict-dynamic'"],
        ["'strict-dynamic'"],
        ["'self'", NONCE, "'unsafe-inline'"],
        ["'sha256-AbC='", "'strict-dynamic'", "https:", "'unsafe-inline'"],
        ["https:"],
        ["data:"],
        ["'self'", "http://cdn.example.com"],
        ["'self'", "https://cdn.example.com", "https://cdn.example.com/lib/"],
        ["*"],
      ),
    ),
    maybe(
      directive(
        "style-src",
        ["'self'"],
        ["'self'", "'unsafe-inline'"],
        ["'unsafe-eval'"],
        [NONCE, "'unsafe-inline'"],
        ["https:"],
      ),
    ),
    maybe(directive("object-src", ["'none'"], ["*"], ["'self'"])),
    maybe(directive("img-src", ["'self'", "data:"], ["http://img.example.com"], ["*"], ["http:"])),
    maybe(directive("media-src", ["'self'"], ["http://media.example.com"])),
    maybe(directive("frame-ancestors", ["'none'"], ["'self'"], ["*"], ["https://partner.example.com"])),
    maybe(directive("form-action", ["'self'"], ["'none'"])),
    maybe(directive("report-uri", ["/csp-report"])),
    maybe(directive("upgrade-insecure-requests", [])),
    maybe(
      pick<Directive>(["script-src", ["*"]], ["report-uri", ["/other-report"]], ["report-to", ["csp"]]),
      10,
    ),
  )
  .map((directives) => directives.filter((d): d is Directive => d !== null));

/** 'strict-dynamic' in default-src: the Observatory then reads it differently (oracle.test.ts). */
export const strictDynamicDefault = (directives: Directive[] | string | null) =>
  Array.isArray(directives) &&
  directives.some(
    ([name, sources]) => name.toLowerCase() === "default-src" && sources.includes("'strict-dynamic'"),
  );

export const renderPolicy = (directives: Directive[]) =>
  directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");

export const hsts = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      maxAge: maybe(
        pick(
          "max-age=0",
          "max-age=300",
          "max-age=86400",
          "max-age=15551999",
          "max-age=15552000",
          "max-age=31536000",
          "max-age=63072000",
          "Max-Age=31536000",
          'max-age="31536000"',
          'max-age="300"',
          "max-age=abc",
          "max-age=-1",
          "max-age=300abc",
          "max-age = 300",
        ),
        90,
      ),
      flags: fc.subarray(["includeSubDomains", "preload"]),
    }),
  },
  { weight: 1, arbitrary: pick("", "max-age=300, max-age=31536000") },
);

export function route(host: string, https: Scenario["https"]) {
  const other = otherHost(host);
  if (https === "none") return pick([`http://${host}/`], [`http://${host}/`, `http://${other}/`]);
  return pick(
    null,
    [`http://${host}/`],
    [`http://${host}/`, `https://${host}/`],
    [`http://${host}/`, `https://${host}/`],
    [`http://${host}/`, `https://${other}/`],
    [`http://${host}/`, `http://${other}/`, `https://${other}/`],
    [`http://${host}/`, `http://${other}/`],
    [`http://${host}/`, `https://${host}/`, `https://${other}/`],
  );
}

export function cookie(host: string) {
  const registrable = site(host);
  const suffix = registrable.slice(registrable.indexOf(".") + 1);
  const line = fc
    .tuple(
      pick(
        "sessionid",
        "PHPSESSID",
        "wp_login",
        "csrftoken",
        "theme",
        "__Host-sess",
        "__Secure-id",
        "_ga",
        "heroku-session-affinity",
      ),
      maybe(pick("Secure"), 75),
      maybe(pick("HttpOnly"), 60),
      maybe(
        pick(
          "SameSite=Strict",
          "SameSite=Lax",
          "SameSite=Lax",
          "SameSite=None",
          "SameSite=Sometimes",
          "SameSite",
        ),
        70,
      ),
      maybe(pick("Path=/", "Path=/", "Path=/app")),
      maybe(
        pick(`Domain=${registrable}`, `Domain=${registrable}`, "Domain=other.com", `Domain=${suffix}`),
        25,
      ),
    )
    .map(([name, ...attributes]) => [`${name}=1`, ...attributes.filter(Boolean)].join("; "));
  return fc.oneof({ weight: 12, arbitrary: line }, { weight: 1, arbitrary: pick("novalue", "=x", "") });
}

export function script(host: string) {
  const own = `static.${site(host)}`;
  return fc
    .tuple(
      pick(
        null,
        "/app.js",
        `https://${own}/x.js`,
        "https://cdn.other.com/lib.js",
        "https://cdn.other.com/lib.js",
        "http://cdn.other.com/lib.js",
        "//cdn.other.com/lib.js",
        `//${own}/x.js`,
        "http&colon;//evil.example/x.js",
        "HTTPS://CDN.OTHER.COM/lib.js",
        "https:cdn.other.com/lib.js",
        `http://${own}/x.js`,
        "javascript:void(0)",
        "",
        "#frag",
      ),
      pick("", "", ' integrity="sha384-abc"', ' integrity=""'),
      pick("", "", "", 'type="application/ld+json" '),
      pick(
        ["", ""],
        ["", ""],
        ["", ""],
        ["<noscript>", "</noscript>"],
        ["<template>", "</template>"],
        ["<!-- ", " -->"],
        ["<iframe>", "</iframe>"],
      ),
    )
    .map(([src, integrity, type, [open, close]]) =>
      src === null
        ? `${open}<script ${type}>window.x = 1</script>${close}`
        : `${open}<script ${type}src="${src}"${integrity}></script>${close}`,
    );
}
