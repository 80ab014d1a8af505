import type { LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { checkHost, checkTarget, type Resolver } from "../fetcher/fetch.ts";

// The fetcher's address policy (decision 009) for connections the browser asks the proxy for: ports
// 80/443 only, the host resolved once with every answer public, and the connection pinned to those
// checked answers: the fetcher's own checkHost and checkTarget, so the two can never differ.

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

export function createAddressPolicy(
  options: { allowHosts?: string[]; resolve?: Resolver } = {},
): AddressPolicy {
  const policy = {
    allowHosts: new Set((options.allowHosts ?? []).map((entry) => entry.toLowerCase())),
    resolve: options.resolve,
  };
  return {
    check: (host, port) => checkHost(host, port, policy),
    checkUrl: (url) => checkTarget(url, policy),
  };
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
