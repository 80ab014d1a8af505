import { describe, expect, it } from "vitest";
import { defaultSiteConfig, mergeConfig } from "./site.ts";

describe("site configuration overrides", () => {
  it("replaces only the fields given, nested ones included", () => {
    const merged = mergeConfig(defaultSiteConfig, {
      phone: "+47 22 22 22 22",
      address: { city: "Stavanger" },
      clients: { finansanalyse: { name: "Kursvind AS" } },
    });
    expect(merged.phone).toBe("+47 22 22 22 22");
    expect(merged.address).toEqual({ ...defaultSiteConfig.address, city: "Stavanger" });
    expect(merged.clients.finansanalyse).toEqual({
      ...defaultSiteConfig.clients.finansanalyse,
      name: "Kursvind AS",
    });
    expect(merged.email).toBe(defaultSiteConfig.email);
  });

  it("keeps the defaults when there is no override", () => {
    expect(mergeConfig(defaultSiteConfig, null)).toEqual(defaultSiteConfig);
  });

  it("refuses a misspelt field instead of ignoring it", () => {
    expect(() => mergeConfig(defaultSiteConfig, { telefon: "123" })).toThrow(/telefon/);
  });

  it("uses clearly fictional defaults", () => {
    expect(defaultSiteConfig.email).toMatch(/\.example$/);
    for (const client of Object.values(defaultSiteConfig.clients)) expect(client.url).toMatch(/\.example$/);
    expect(defaultSiteConfig.sponsor.url).toMatch(/\.example$/);
  });
});
