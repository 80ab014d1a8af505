import { promises as dnsPromises, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress, parseHostLiteral, UnsafeTargetError } from "../address.ts";
import type { Resolver } from "../fetcher.ts";

// The fetcher's address policy (decision 009) for connections the browser asks the proxy for: ports
// 80/443 only, the host resolved once with every answer public, and the connection pinned to those
// checked answers. The classifier is address.ts's; this is the fetcher's checkTarget without the
// URL parts, which stay in fetcher.ts (not exported there).

export interface CheckedTarget {
  hostname: string;
  port: number;
  /** Checked, canonical addresses; the proxy connects to these and nothing else. */
  addresses: string[];
}

export interface AddressPolicy {
  /** Resolves `hostname` once; throws UnsafeTargetError unless it may be connected to on `port`. */
  check(hostname: string, port: number): Promise<CheckedTarget>;
  /** The same for a whole URL: http(s) only, no credentials. */
  checkUrl(url: string): Promise<CheckedTarget>;
}

const systemResolve: Resolver = async (hostname) => {
  const answers = await dnsPromises.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

export function createAddressPolicy(
  options: { allowHosts?: string[]; resolve?: Resolver } = {},
): AddressPolicy {
  const allowHosts = new Set((options.allowHosts ?? []).map((entry) => entry.toLowerCase()));
  const resolve = options.resolve ?? systemResolve;

  async function check(host: string, port: number): Promise<CheckedTarget> {
    const hostname = (host.startsWith("[") ? host.slice(1, -1) : host).toLowerCase();
    const allowed = allowHosts.has(`${isIP(hostname) === 6 ? `[${hostname}]` : hostname}:${port}`);
    if (!allowed && port !== 80 && port !== 443) throw new UnsafeTargetError("port");
    const literal = parseHostLiteral(hostname);
    let addresses: string[];
    if (literal) {
      addresses = [literal];
    } else {
      if (!allowed && isLocalhostName(hostname)) throw new UnsafeTargetError("private-address");
      let answers: Awaited<ReturnType<Resolver>>;
      try {
        answers = await resolve(hostname);
      } catch (error) {
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
    return { hostname, port, addresses: [...new Set(addresses)] };
  }

  async function checkUrl(input: string): Promise<CheckedTarget> {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new UnsafeTargetError("scheme", "Det ser ikke ut som en gyldig nettadresse.");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeTargetError("scheme");
    if (url.username || url.password) throw new UnsafeTargetError("credentials");
    const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
    return check(url.hostname, port);
  }

  return { check, checkUrl };
}

/** A dns.lookup stand-in that can only ever answer the checked addresses (no second question). */
export function pinnedLookup(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === "object" && options ? options.family : undefined;
    const wanted = family === 4 || family === 6 ? addresses.filter((a) => isIP(a) === family) : addresses;
    const answers: LookupAddress[] = wanted.map((address) => ({ address, family: isIP(address) }));
    const first = answers[0];
    if (!first) {
      const error = Object.assign(new Error("no checked address of that family"), { code: "ENOTFOUND" });
      callback(error, "", 0);
    } else if (typeof options === "object" && options?.all) {
      callback(null, answers);
    } else {
      callback(null, first.address, first.family);
    }
  };
}
