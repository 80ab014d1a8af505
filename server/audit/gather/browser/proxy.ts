import { RequestError, Server } from "proxy-chain";
import { UnsafeTargetError } from "../fetcher/address.ts";
import { type AddressPolicy, pinnedLookup } from "./address-policy.ts";
import type { RefusedRequest } from "./types.ts";

// The browser's only way out (decision 020): Chromium sends every request, loopback included, to
// this forward proxy on 127.0.0.1, which lets a connection through only when the address policy
// allows it, and then only to the addresses it checked (proxy-chain connects with our dnsLookup,
// for CONNECT tunnels and plain HTTP alike).

/** Hosts Chromium itself phones (time, updates, accounts, field trials): never the audited page's. */
export const BROWSER_PHONE_HOME = new Set([
  "accounts.google.com",
  "android.clients.google.com",
  "clients1.google.com",
  "clients2.google.com",
  "clients4.google.com",
  "clientservices.googleapis.com",
  "content-autofill.googleapis.com",
  "edgedl.me.gvt1.com",
  "optimizationguide-pa.googleapis.com",
  "redirector.gvt1.com",
  "safebrowsing.googleapis.com",
  "safebrowsingohttpgateway.googleapis.com",
  "update.googleapis.com",
]);

const MAX_REFUSED_LISTED = 50;

export interface PolicyProxy {
  port: number;
  /** Requests refused so far, one entry per host and port. */
  refused(): RefusedRequest[];
  /** Whether the proxy let at least one connection to `host` through (IPv6 in brackets). */
  reached(host: string): boolean;
  close(): Promise<void>;
}

export async function startPolicyProxy(policy: AddressPolicy): Promise<PolicyProxy> {
  const refused = new Map<string, RefusedRequest>();
  const reached = new Set<string>();
  const refuse = (host: string, port: number, reason: string): never => {
    const key = `${host}:${port}`;
    const entry = refused.get(key);
    if (entry) entry.count++;
    else if (refused.size < MAX_REFUSED_LISTED) refused.set(key, { host, port, reason, count: 1 });
    // proxy-chain answers a RequestError with its status and closes the connection.
    throw new RequestError(`Refused by the audit's address policy: ${reason}`, 403);
  };

  const server = new Server({
    host: "127.0.0.1",
    port: 0,
    prepareRequestFunction: async ({ hostname, port }) => {
      const host = hostname.toLowerCase();
      if (BROWSER_PHONE_HOME.has(host.replace(/\.$/, ""))) return refuse(host, port, "browser-phone-home");
      try {
        const target = await policy.check(host, port);
        reached.add(host);
        return { dnsLookup: pinnedLookup(target.addresses) as never };
      } catch (error) {
        if (error instanceof UnsafeTargetError) return refuse(host, port, error.reason);
        throw error;
      }
    },
  });
  await server.listen();
  return {
    port: server.port,
    refused: () => [...refused.values()].map((entry) => ({ ...entry })),
    reached: (host) => reached.has(host.toLowerCase()),
    close: () => server.close(true),
  };
}
