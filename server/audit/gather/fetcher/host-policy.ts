import { promises as dnsPromises } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress, parseHostLiteral, UnsafeTargetError } from "./address.ts";

// Where the audit may connect (decision 009), shared by the fetcher and the browser stage's proxy:
// http(s), ports 80/443, no credentials, the host resolved exactly once with every answer public,
// and the connection pinned to the checked answers, so a DNS server that answers differently the
// second time (DNS rebinding) never gets a second question.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const defaultResolve: Resolver = async (hostname) => {
  const answers = await dnsPromises.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export interface Target {
  url: URL;
  /** Hostname without IPv6 brackets. */
  hostname: string;
  port: number;
  /** True when the host is an IP literal (no SNI then). */
  literal: boolean;
  /** Checked, canonical addresses; we connect to these and nothing else. */
  addresses: string[];
}

/** Rejects with the abort reason (our timeout error) as soon as the signal fires. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

export interface HostPolicy {
  /** Exact "host:port" pairs (lower case, IPv6 in brackets) allowed even when not public. */
  allowHosts: ReadonlySet<string>;
  resolve?: Resolver;
  signal?: AbortSignal;
}

/**
 * The address policy (decision 009) for one host and port, shared by the fetcher and the browser
 * stage's proxy: ports 80/443, one resolution whose every answer must be public, the checked
 * answers returned so the connection can be pinned to them.
 */
export async function checkHost(host: string, port: number, policy: HostPolicy) {
  const hostname = (host.startsWith("[") ? host.slice(1, -1) : host).toLowerCase();
  const allowed = policy.allowHosts.has(`${isIP(hostname) === 6 ? `[${hostname}]` : hostname}:${port}`);
  if (!allowed && port !== 80 && port !== 443) throw new UnsafeTargetError("port");
  const literal = parseHostLiteral(hostname);
  let addresses: string[];
  if (literal) {
    addresses = [literal];
  } else {
    if (!allowed && isLocalhostName(hostname)) throw new UnsafeTargetError("private-address");
    const resolve = policy.resolve ?? defaultResolve;
    let answers: ResolvedAddress[];
    try {
      answers = await (policy.signal ? untilAborted(resolve(hostname), policy.signal) : resolve(hostname));
    } catch (error) {
      if (policy.signal?.aborted) throw policy.signal.reason;
      throw new UnsafeTargetError("dns", undefined, { cause: error });
    }
    if (!Array.isArray(answers) || answers.length === 0) throw new UnsafeTargetError("dns");
    addresses = answers.map(({ address }) => {
      const canonical = typeof address === "string" ? parseHostLiteral(address) : null;
      if (!canonical) throw new UnsafeTargetError("dns");
      return canonical;
    });
  }
  if (!allowed && !addresses.every(isPublicAddress)) throw new UnsafeTargetError("private-address");
  return { hostname, port, literal: literal !== null, addresses: [...new Set(addresses)] };
}

/** Scheme and credentials of a URL, then the host's policy. */
export async function checkTarget(input: string | URL, policy: HostPolicy): Promise<Target> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeTargetError("scheme", "Det ser ikke ut som en gyldig nettadresse.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeTargetError("scheme");
  if (url.username || url.password) throw new UnsafeTargetError("credentials");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  return { url, ...(await checkHost(url.hostname, port, policy)) };
}

/** A lookup that can only ever answer the checked address (belt and braces: we pass an IP as host). */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
