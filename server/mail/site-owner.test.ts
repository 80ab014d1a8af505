import { describe, expect, it } from "vitest";
import { isSiteOwnerAddress } from "./site-owner.ts";

describe("isSiteOwnerAddress (decisions 028 and 033)", () => {
  it.each([
    ["post@butikk.no", "https://www.butikk.no/", true],
    ["Post@Butikk.NO", "https://butikk.no/om-oss", true],
    ["kari@mail.butikk.no", "https://www.butikk.no/", true],
    ["kari@butikk.co.uk", "https://shop.butikk.co.uk/", true],
    ["noen@gmail.com", "https://www.butikk.no/", false],
    ["post@butikk.no", "https://www.butikk.com/", false],
    // Two tenants of a shared host are two sites (the public suffix list's private part).
    ["meg@annen.github.io", "https://offer.github.io/", false],
    ["meg@github.io", "https://offer.github.io/", false],
    ["meg@co.uk", "https://butikk.co.uk/", false],
    ["post@127.0.0.1", "http://127.0.0.1:8080/", false],
    ["ugyldig", "https://www.butikk.no/", false],
    ["post@butikk.no", "ikke en adresse", false],
  ])("%s for %s: %s", (email, site, expected) => {
    expect(isSiteOwnerAddress(email, site)).toBe(expected);
  });
});
