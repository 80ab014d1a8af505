import net, { type LookupFunction } from "node:net";
import { afterAll, beforeAll, vi } from "vitest";

// What the browser stage's tests share: a guard on every connection the test process opens (the
// SSRF proxy's), which lets 127.0.0.1/127.0.0.2 through, fails anything else before a packet
// leaves, and records where it went; and the time one stage run may take.

/** How long one stage run may take in a test. */
export const RUN_TIMEOUT = 120_000;
/** Where each connect went ("address:port"), in order. */
export const connects: string[] = [];
const realConnect = net.Socket.prototype.connect;

/** Where a connect call goes: the checked address the proxy's pinned lookup gives for a name. */
function destination(args: unknown[]): { address: string; port: number } {
  const first = (Array.isArray(args[0]) ? args[0][0] : args[0]) as {
    host?: string;
    port?: number;
    lookup?: LookupFunction;
  };
  const host = String(first.host ?? "");
  let address = net.isIP(host) ? host : "";
  if (!address && first.lookup) {
    first.lookup(host, { all: false }, (_error, answer) => {
      address = typeof answer === "string" ? answer : (answer[0]?.address ?? "");
    });
  }
  return { address, port: Number(first.port) };
}

function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const { address, port } = destination(args);
  connects.push(`${address}:${port}`);
  if (address === "127.0.0.1" || address === "127.0.0.2") return Reflect.apply(realConnect, this, args);
  process.nextTick(() => this.destroy(new Error(`test guard: refused connect to ${address}:${port}`)));
  return this;
}

/** Guards every connect of the test file that calls it, from its first test to its last. */
export function guardConnects(): void {
  beforeAll(() => {
    vi.spyOn(net.Socket.prototype, "connect").mockImplementation(
      guardedConnect as unknown as typeof realConnect,
    );
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
}
