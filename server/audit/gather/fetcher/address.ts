import { isIPv6 } from "node:net";

// Which addresses the website audit may connect to (OWASP SSRF prevention). Our server fetches
// whatever URL a stranger types, so every host is reduced to the addresses it stands for and each
// must be publicly routable. IP literals are parsed here in every notation a URL parser or the
// OS resolver (inet_aton) accepts, so the check does not depend on `new URL()` normalising them.

export type UnsafeReason =
  | "scheme"
  | "port"
  | "credentials"
  | "private-address"
  | "dns"
  | "too-many-redirects"
  | "timeout"
  | "too-large"
  | "not-html";

const MESSAGES: Record<UnsafeReason, string> = {
  scheme: "Bare nettadresser som begynner med http:// eller https:// kan sjekkes.",
  port: "Bare nettsider på vanlige porter (80 og 443) kan sjekkes.",
  credentials: "Adressen kan ikke inneholde brukernavn eller passord.",
  "private-address": "Adressen peker til et internt eller reservert nettverk og kan ikke sjekkes.",
  dns: "Vi fant ikke domenet. Sjekk at adressen er skrevet riktig.",
  "too-many-redirects": "Nettsiden videresender for mange ganger til at den kan sjekkes.",
  timeout: "Nettsiden svarte ikke i tide.",
  "too-large": "Nettsiden er for stor til at den kan sjekkes.",
  "not-html": "Adressen svarte ikke med en nettside (HTML).",
};

/** A target the audit refuses (or gives up on); `message` is Norwegian and safe to show the visitor. */
export class UnsafeTargetError extends Error {
  readonly reason: UnsafeReason;

  /** `message` overrides the default Norwegian text for the reason. */
  constructor(reason: UnsafeReason, message?: string, options?: { cause?: unknown }) {
    super(message ?? MESSAGES[reason], options);
    this.name = "UnsafeTargetError";
    this.reason = reason;
  }
}

type ParsedAddress = { family: 4; value: number } | { family: 6; words: number[] };

/** One inet_aton / WHATWG IPv4 part: decimal, octal with a leading 0, hex with 0x. */
function parseIPv4Number(part: string): number | null {
  if (part === "") return null;
  let radix = 10;
  let digits = part;
  if (part.startsWith("0x")) {
    radix = 16;
    digits = part.slice(2);
    if (digits === "") return 0; // WHATWG reads a bare "0x" as zero
  } else if (part.length > 1 && part.startsWith("0")) {
    radix = 8;
    digits = part.slice(1);
  }
  const valid = radix === 16 ? /^[0-9a-f]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  const value = Number.parseInt(digits, radix);
  return Number.isSafeInteger(value) ? value : null;
}

/** IPv4 in any of 1–4 parts ("127.1", "0x7f000001", "0177.0.0.1", "127.0.0.1."), as a 32-bit number. */
function parseIPv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIPv4Number(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop() as number;
  if (numbers.some((value) => value > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  return numbers.reduce((sum, value, index) => sum + value * 256 ** (3 - index), last);
}

/** IPv6 (no brackets, no zone) as eight 16-bit words; accepts a dotted IPv4 tail ("::ffff:1.2.3.4"). */
function parseIPv6(host: string): number[] | null {
  if (!isIPv6(host)) return null;
  let text = host;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(tail)) return null;
    const bytes = tail.split(".").map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const toWords = (part: string | undefined) =>
    part ? part.split(":").map((word) => Number.parseInt(word, 16)) : [];
  const head = toWords(halves[0]);
  const rest = toWords(halves[1]);
  const fill = 8 - head.length - rest.length;
  if (halves.length === 1 ? fill !== 0 : fill < 1) return null;
  const words = [...head, ...new Array<number>(halves.length === 1 ? 0 : fill).fill(0), ...rest];
  return words.length === 8 && words.every((word) => word >= 0 && word <= 0xffff) ? words : null;
}

function parseAddress(input: string): ParsedAddress | null {
  let host = input.trim();
  if (host.startsWith("[") && host.endsWith("]")) {
    host = host.slice(1, -1);
    if (!host.includes(":")) return null;
  }
  if (host.includes(":")) {
    // IPv6, possibly with a zone id ("fe80::1%eth0", or "%25eth0" as written in a URL).
    const zone = host.indexOf("%");
    const words = parseIPv6((zone === -1 ? host : host.slice(0, zone)).toLowerCase());
    return words ? { family: 6, words } : null;
  }
  // What a URL parser does to a host before reading it as IPv4: percent-decode, then map
  // full-width digits and dots (UTS #46) to ASCII, then lower-case.
  if (host.includes("%")) {
    try {
      host = decodeURIComponent(host);
    } catch {
      return null;
    }
  }
  host = host
    .normalize("NFKC")
    .replace(/[\u3002\uff0e\uff61]/g, ".")
    .toLowerCase()
    .trim();
  const value = parseIPv4(host);
  return value === null ? null : { family: 4, value };
}

function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join(".");
}

/** RFC 5952: lower-case hex, the longest run (≥ 2) of zero words as "::". */
function formatIPv6(words: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; ) {
    if (words[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && words[end] === 0) end++;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = (list: number[]) => list.map((word) => word.toString(16)).join(":");
  if (bestStart === -1) return hex(words);
  return `${hex(words.slice(0, bestStart))}::${hex(words.slice(bestStart + bestLength))}`;
}

/**
 * The canonical address if `host` is an IP literal in any notation a URL parser or the OS
 * resolver may accept ("2130706433", "0177.0.0.1", "0x7f.1", "127.1", "[::ffff:127.0.0.1]",
 * "fe80::1%eth0"); null for anything else (a DNS name).
 */
export function parseHostLiteral(host: string): string | null {
  const parsed = parseAddress(host);
  if (!parsed) return null;
  return parsed.family === 4 ? formatIPv4(parsed.value) : formatIPv6(parsed.words);
}

const ipv4 = (text: string) => parseIPv4(text) as number;

/** IPv4 ranges that are not publicly routable (IANA special-purpose registry and friends). */
const BLOCKED_IPV4: [number, number][] = (
  [
    ["0.0.0.0", 8], // "this network"
    ["10.0.0.0", 8], // private
    ["100.64.0.0", 10], // carrier-grade NAT
    ["127.0.0.0", 8], // loopback
    ["169.254.0.0", 16], // link-local, incl. cloud metadata 169.254.169.254
    ["172.16.0.0", 12], // private
    ["192.0.0.0", 24], // IETF protocol assignments
    ["192.0.2.0", 24], // TEST-NET-1
    ["192.88.99.0", 24], // 6to4 relay anycast
    ["192.168.0.0", 16], // private
    ["198.18.0.0", 15], // benchmarking
    ["198.51.100.0", 24], // TEST-NET-2
    ["203.0.113.0", 24], // TEST-NET-3
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, incl. broadcast 255.255.255.255
  ] as const
).map(([base, prefix]) => [ipv4(base), prefix]);

function isPublicIPv4(value: number): boolean {
  return !BLOCKED_IPV4.some(([base, prefix]) => {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    return (value & mask) >>> 0 === base;
  });
}

const embeddedIPv4 = (high: number | undefined, low: number | undefined) =>
  ((high ?? 0) * 0x10000 + (low ?? 0)) >>> 0;

function isPublicIPv6(words: number[]): boolean {
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words;
  // ::/96 IPv4-compatible (incl. :: and ::1) and ::ffff:0:0/96 IPv4-mapped: the IPv4 decides.
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0 && (w5 === 0 || w5 === 0xffff)) {
    return isPublicIPv4(embeddedIPv4(w6, w7));
  }
  // 64:ff9b::/96 NAT64: the IPv4 decides. (64:ff9b:1::/48, local-use NAT64, falls through to refused.)
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) {
    return isPublicIPv4(embeddedIPv4(w6, w7));
  }
  // Only 2000::/3 is global unicast. This refuses fc00::/7 (unique local, incl. AWS fd00:ec2::254),
  // fe80::/10 (link-local), ff00::/8 (multicast), 100::/64 (discard) and everything unassigned.
  if ((w0 & 0xe000) !== 0x2000) return false;
  if (w0 === 0x2001 && w1 < 0x200) return false; // 2001::/23 IETF assignments: Teredo, benchmarking, ORCHID
  if (w0 === 0x2001 && w1 === 0xdb8) return false; // 2001:db8::/32 documentation
  if (w0 === 0x3fff && w1 < 0x1000) return false; // 3fff::/20 documentation
  if (w0 === 0x2002) return isPublicIPv4(embeddedIPv4(w1, w2)); // 6to4: the IPv4 decides
  return true;
}

/** True only for a publicly routable IP address (any notation parseHostLiteral accepts). */
export function isPublicAddress(ip: string): boolean {
  const parsed = parseAddress(ip);
  if (!parsed) return false;
  return parsed.family === 4 ? isPublicIPv4(parsed.value) : isPublicIPv6(parsed.words);
}
