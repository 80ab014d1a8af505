import { expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

it("keys an IPv6 address by its /64, however it is written", () => {
  const key = clientKey("2001:db8:1:2::1");
  expect(key).toBe("2001:db8:1:2::/64");
  for (const same of [
    "2001:db8:1:2:ffff:ffff:ffff:fffe",
    "2001:0DB8:0001:0002:0000:0000:0000:0009",
    "2001:db8:1:2:a:b:1.2.3.4",
    "2001:db8:1:2::%eth0",
  ])
    expect(clientKey(same), same).toBe(key);
  for (const other of ["2001:db8:1:3::1", "2001:db8::1:2:0:1", "::1"])
    expect(clientKey(other), other).not.toBe(key);
  expect(clientKey("::")).toBe("0:0:0:0::/64");
});

it("keys an IPv4 address, mapped into IPv6 or not, as the IPv4 address", () => {
  expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
  expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
  expect(clientKey("::FFFF:c633:6407")).toBe("198.51.100.7");
  expect(clientKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
});

it("passes anything that is no address through", () => {
  expect(clientKey(undefined)).toBe("unknown");
  expect(clientKey("ikke en adresse")).toBe("ikke en adresse");
  expect(clientKey("2001:db8:::1")).toBe("2001:db8:::1");
});
