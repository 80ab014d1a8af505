import { promises as dns } from "node:dns";
import { registrableDomain } from "../../domains.ts";

// The sender's e-mail domain through DNS only (decision 024): MX, SPF, DMARC and DKIM at
// common selectors. No connection to any mail host. A name that does not exist or has no such
// record is "none"; a lookup that fails otherwise (timeout, SERVFAIL) is "unknown", which the
// checks never report as missing.

export interface MailDnsResolver {
  resolveMx(name: string): Promise<{ exchange: string; priority: number }[]>;
  resolveTxt(name: string): Promise<string[][]>;
}

export type Lookup<T> = { status: "found"; value: T } | { status: "none" } | { status: "unknown" };

export interface MailDns {
  domain: string;
  mx: Lookup<string[]>;
  /** TXT records at the domain that start with v=spf1. */
  spf: Lookup<string[]>;
  /** TXT records at _dmarc.<domain> that start with v=DMARC1. */
  dmarc: Lookup<string[]>;
  /** Selectors with a DKIM key record; unknown when every lookup failed. */
  dkim: Lookup<string[]>;
}

/** Selectors of the services a small Norwegian business most often sends through. */
export const DKIM_SELECTORS = [
  "google",
  "selector1",
  "selector2",
  "default",
  "k1",
  "s1",
  "s2",
  "mail",
  "dkim",
  "smtp",
  "mandrill",
  "zoho",
];

const QUERY_TIMEOUT_MS = 3_000;
const NO_RECORD = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN", "ENONAME"]);

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })), QUERY_TIMEOUT_MS),
    ),
  ]);
}

async function lookup<T>(query: () => Promise<T>, pick: (answer: T) => string[]): Promise<Lookup<string[]>> {
  try {
    const found = pick(await withTimeout(query()));
    return found.length ? { status: "found", value: found } : { status: "none" };
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    return NO_RECORD.has(code) ? { status: "none" } : { status: "unknown" };
  }
}

const txt = (records: string[][]) => records.map((chunks) => chunks.join(""));
const startingWith = (prefix: RegExp) => (records: string[][]) => txt(records).filter((r) => prefix.test(r));

/**
 * The domain whose mail we check: the site's registrable domain (www.bedrift.no → bedrift.no), or
 * the host itself when it has none (an address).
 */
export const mailDomainFor = (siteHost: string) => {
  const host = siteHost.replace(/:\d+$/, "").toLowerCase();
  return registrableDomain(host) ?? host;
};

export async function gatherMailDns(domain: string, resolver: MailDnsResolver = dns): Promise<MailDns> {
  const [mx, spf, dmarc, keys] = await Promise.all([
    lookup(
      () => resolver.resolveMx(domain),
      (answers) => answers.map((answer) => answer.exchange),
    ),
    lookup(() => resolver.resolveTxt(domain), startingWith(/^v=spf1(\s|$)/i)),
    lookup(() => resolver.resolveTxt(`_dmarc.${domain}`), startingWith(/^v=DMARC1\s*(;|$)/i)),
    Promise.all(
      DKIM_SELECTORS.map(async (selector) => ({
        selector,
        result: await lookup(
          () => resolver.resolveTxt(`${selector}._domainkey.${domain}`),
          startingWith(/(^|;)\s*(v=DKIM1|k=|p=)/i),
        ),
      })),
    ),
  ]);
  const found = keys.filter(({ result }) => result.status === "found").map(({ selector }) => selector);
  const dkim: Lookup<string[]> = found.length
    ? { status: "found", value: found }
    : keys.every(({ result }) => result.status === "unknown")
      ? { status: "unknown" }
      : { status: "none" };
  return { domain, mx, spf, dmarc, dkim };
}
