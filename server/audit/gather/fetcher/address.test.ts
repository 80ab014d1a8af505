import { describe, expect, it } from "vitest";
import { isPublicAddress, parseHostLiteral, UnsafeTargetError } from "./address.ts";

// SSRF vectors: [host as a stranger might write it, canonical address (null: not an IP literal), public?]
const VECTORS: [string, string | null, boolean][] = [
  // 127.0.0.1 in every notation
  ["127.0.0.1", "127.0.0.1", false],
  ["2130706433", "127.0.0.1", false],
  ["0177.0.0.1", "127.0.0.1", false],
  ["0177.0000.0000.0001", "127.0.0.1", false],
  ["017700000001", "127.0.0.1", false],
  ["0x7f.0.0.1", "127.0.0.1", false],
  ["0x7f000001", "127.0.0.1", false],
  ["0X7F.0X0.0X0.0X1", "127.0.0.1", false],
  ["127.1", "127.0.0.1", false],
  ["127.0.1", "127.0.0.1", false],
  ["0x7f.1", "127.0.0.1", false],
  ["0177.1", "127.0.0.1", false],
  ["127.0.0.1.", "127.0.0.1", false],
  ["%31%32%37.0.0.1", "127.0.0.1", false],
  ["１２７.０.０.１", "127.0.0.1", false],
  ["127.255.255.254", "127.255.255.254", false],
  // 10/8
  ["10.0.0.1", "10.0.0.1", false],
  ["167772161", "10.0.0.1", false],
  ["012.0.0.1", "10.0.0.1", false],
  ["0xa.1", "10.0.0.1", false],
  // 169.254.169.254 cloud metadata
  ["169.254.169.254", "169.254.169.254", false],
  ["2852039166", "169.254.169.254", false],
  ["0xa9fea9fe", "169.254.169.254", false],
  ["0251.0376.0251.0376", "169.254.169.254", false],
  ["169.254.43518", "169.254.169.254", false],
  ["0xa9.0xfe.0xa9.0xfe", "169.254.169.254", false],
  // 0.0.0.0
  ["0.0.0.0", "0.0.0.0", false],
  ["0", "0.0.0.0", false],
  ["0x0", "0.0.0.0", false],
  ["00", "0.0.0.0", false],
  // private, CGNAT, special-purpose
  ["192.168.1.1", "192.168.1.1", false],
  ["3232235777", "192.168.1.1", false],
  ["0xc0a80101", "192.168.1.1", false],
  ["192.168.257", "192.168.1.1", false],
  ["172.16.0.1", "172.16.0.1", false],
  ["172.31.255.255", "172.31.255.255", false],
  ["0xac.0x1f.1.1", "172.31.1.1", false],
  ["100.64.0.1", "100.64.0.1", false],
  ["100.127.255.254", "100.127.255.254", false],
  ["192.0.0.8", "192.0.0.8", false],
  ["192.0.2.1", "192.0.2.1", false],
  ["192.88.99.1", "192.88.99.1", false],
  ["198.18.0.1", "198.18.0.1", false],
  ["198.19.255.255", "198.19.255.255", false],
  ["198.51.100.7", "198.51.100.7", false],
  ["203.0.113.7", "203.0.113.7", false],
  ["224.0.0.1", "224.0.0.1", false],
  ["239.255.255.250", "239.255.255.250", false],
  ["240.0.0.1", "240.0.0.1", false],
  ["255.255.255.255", "255.255.255.255", false],
  ["4294967295", "255.255.255.255", false],
  // IPv6
  ["::1", "::1", false],
  ["[::1]", "::1", false],
  ["0:0:0:0:0:0:0:1", "::1", false],
  ["[::]", "::", false],
  ["::", "::", false],
  ["fe80::1%eth0", "fe80::1", false],
  ["[fe80::1%25eth0]", "fe80::1", false],
  ["febf:ffff::1", "febf:ffff::1", false],
  ["fc00::", "fc00::", false],
  ["fd12:3456::1", "fd12:3456::1", false],
  ["fd00:ec2::254", "fd00:ec2::254", false],
  ["[fd00:ec2::254]", "fd00:ec2::254", false],
  ["::ffff:127.0.0.1", "::ffff:7f00:1", false],
  ["[::ffff:127.0.0.1]", "::ffff:7f00:1", false],
  ["::ffff:7f00:1", "::ffff:7f00:1", false],
  ["::ffff:169.254.169.254", "::ffff:a9fe:a9fe", false],
  ["::ffff:10.0.0.1", "::ffff:a00:1", false],
  ["::127.0.0.1", "::7f00:1", false],
  ["::7f00:1", "::7f00:1", false],
  ["64:ff9b::a9fe:a9fe", "64:ff9b::a9fe:a9fe", false],
  ["64:ff9b::127.0.0.1", "64:ff9b::7f00:1", false],
  ["64:ff9b:1::1", "64:ff9b:1::1", false],
  ["2002:7f00:1::", "2002:7f00:1::", false],
  ["2002:a9fe:a9fe::1", "2002:a9fe:a9fe::1", false],
  ["ff02::1", "ff02::1", false],
  ["ff05::1:3", "ff05::1:3", false],
  ["2001:db8::1", "2001:db8::1", false],
  ["100::1", "100::1", false],
  ["2001::1", "2001::1", false], // Teredo
  ["3fff::1", "3fff::1", false],
  // Not IP literals: names go through DNS, and every answer is checked
  ["localhost", null, false],
  ["example.com", null, false],
  ["1.2.3.4.5", null, false],
  ["08.0.0.1", null, false],
  ["4294967296", null, false],
  ["256.0.0.1", null, false],
  ["[127.0.0.1]", null, false],
  ["::ffff:1.2.3.256", null, false],
  // Public: must pass
  ["8.8.8.8", "8.8.8.8", true],
  ["1.1.1.1", "1.1.1.1", true],
  ["93.184.216.34", "93.184.216.34", true],
  ["0x5db8d822", "93.184.216.34", true],
  ["2606:4700:4700::1111", "2606:4700:4700::1111", true],
  ["[2606:4700:4700::1111]", "2606:4700:4700::1111", true],
  ["2a00:1450:4010:c0e::71", "2a00:1450:4010:c0e::71", true],
  ["::ffff:8.8.8.8", "::ffff:808:808", true],
  ["64:ff9b::808:808", "64:ff9b::808:808", true],
  ["2002:808:808::1", "2002:808:808::1", true],
  ["100.63.255.255", "100.63.255.255", true],
  ["172.32.0.1", "172.32.0.1", true],
  ["198.20.0.1", "198.20.0.1", true],
  ["223.255.255.255", "223.255.255.255", true],
];

describe("SSRF vectors", () => {
  it("has a solid table", () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(VECTORS)("%s → %s (public: %s)", (host, canonical, isPublic) => {
    expect(parseHostLiteral(host)).toBe(canonical);
    expect(isPublicAddress(host)).toBe(isPublic);
    if (canonical) expect(isPublicAddress(canonical)).toBe(isPublic);
  });

  it("agrees with WHATWG URL on how http hosts are read", () => {
    for (const [host, canonical] of VECTORS) {
      if (!canonical || host.includes("%") || /[^\x20-\x7e]/.test(host)) continue;
      const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
      let parsed: string;
      try {
        parsed = new URL(`http://${bracketed}/`).hostname;
      } catch {
        continue; // zone ids: WHATWG refuses them outright
      }
      expect(parseHostLiteral(parsed), host).toBe(canonical);
    }
  });
});

describe("UnsafeTargetError", () => {
  it("carries a reason and a Norwegian message", () => {
    const error = new UnsafeTargetError("private-address");
    expect(error).toBeInstanceOf(Error);
    expect(error.reason).toBe("private-address");
    expect(error.message).toBe("Adressen peker til et internt eller reservert nettverk og kan ikke sjekkes.");
    expect(new UnsafeTargetError("not-html", "Egen tekst.").message).toBe("Egen tekst.");
  });
});
