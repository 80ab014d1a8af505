import { isIPv6 } from "node:net";

// Who a rate limit counts. An IPv4 address is one client; an IPv6 client usually holds a whole /64
// (RFC 6177; SLAAC and privacy addresses pick the last 64 bits at will), so counting every IPv6
// address apart would give one visitor 2^64 tries. IPv4-mapped addresses (::ffff:1.2.3.4, what a
// dual-stack socket reports for an IPv4 client) are their IPv4 address.

/** The eight 16-bit groups of an IPv6 address, or null for anything else. */
function ipv6Groups(ip: string): number[] | null {
  if (!isIPv6(ip)) return null;
  let address = ip.split("%")[0] ?? ""; // a zone (fe80::1%eth0) names an interface, not a client
  const dotted = address.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, -dotted[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = address.split("::");
  const groupsOf = (text: string) => (text === "" ? [] : text.split(":"));
  const [first, last] = [groupsOf(head), groupsOf(tail ?? "")];
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - first.length - last.length)).fill("0");
  const groups = [...first, ...zeros, ...last].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 ? groups : null;
}

/**
 * The rate-limit key of a request's address (req.ip): an IPv4 address as it is, an IPv6 address
 * as its /64 ("2001:db8:1:2::/64"), an IPv4-mapped IPv6 address as its IPv4 address. Anything that
 * is no address (a missing req.ip, say) is returned unchanged.
 */
export function clientKey(ip: string | undefined): string {
  const address = ip ?? "unknown";
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
