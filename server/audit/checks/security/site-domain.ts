// Registrable domains without the public suffix list (we don't ship it): the last two labels, three
// under the common two-level suffixes below. Used to tell a script from "a similar origin" (SRI)
// and a cookie Domain that is itself a public suffix.

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

const clean = (host: string) => host.toLowerCase().replace(/\.$/, "");
const isIp = (host: string) => /^[\d.]+$/.test(host) || host.includes(":");

export function siteDomain(host: string): string {
  const name = clean(host);
  if (isIp(name)) return name;
  const labels = name.split(".");
  if (labels.length <= 2) return name;
  const lastTwo = labels.slice(-2).join(".");
  return TWO_LEVEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join(".") : lastTwo;
}

export function isPublicSuffix(domain: string): boolean {
  const name = clean(domain);
  return !isIp(name) && (!name.includes(".") || TWO_LEVEL_SUFFIXES.has(name));
}
