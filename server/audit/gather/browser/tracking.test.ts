import UrlUtils from "lighthouse/core/lib/url-utils.js";
import { describe, expect, it } from "vitest";
import { trackerForHost, trackerForName } from "./trackers.ts";
import { type RawTracking, setCookieNames, summarizeTracking } from "./tracking.ts";

// What the gatherer saw, turned into the report's lists, with the registrable domain from
// Lighthouse's own public-suffix lookup (as in the browser run).

const rootDomain = (host: string) => UrlUtils.getRootDomain(`http://${host}/`);
const NOW = Date.UTC(2026, 10, 23);
const inDays = (days: number) => (NOW + days * 86_400_000) / 1000;

const raw: RawTracking = {
  cookies: [
    { name: "_ga", domain: ".bakeri.co.uk", expires: inDays(400), session: false },
    { name: "sesjon", domain: "www.bakeri.co.uk", expires: -1, session: true },
    { name: "fr", domain: ".facebook.com", expires: inDays(90), session: false },
    { name: "id", domain: "cdn.annen.co.uk", expires: inDays(0.5), session: false },
  ],
  setCookies: [
    { host: "www.bakeri.co.uk", names: ["sesjon"] },
    { host: "www.facebook.com", names: ["fr"] },
    // A Set-Cookie from another site with the same name does not make the site's own _ga a header cookie.
    { host: "tracker.example", names: ["_ga"] },
  ],
  storage: [{ area: "localStorage", origin: "https://www.bakeri.co.uk", key: "_hjid" }],
  requestUrls: [
    "https://www.bakeri.co.uk/",
    "https://static.bakeri.co.uk/app.js",
    "https://www.googletagmanager.com/gtag/js?id=G-1",
    "https://region1.google-analytics.com/g/collect",
    "https://region1.google-analytics.com/g/collect",
    "https://cdn.annen.co.uk/font.woff2",
    "wss://chat.annen.co.uk/socket",
  ],
};

describe("summarizeTracking", () => {
  const summary = summarizeTracking(raw, "https://www.bakeri.co.uk/", rootDomain, NOW);

  it("tells first from third party by registrable domain (public suffixes like co.uk included)", () => {
    expect(summary.cookies.map(({ name, party }) => [name, party])).toEqual([
      ["_ga", "first"],
      ["fr", "third"],
      ["id", "third"],
      ["sesjon", "first"],
    ]);
  });

  it("tells Set-Cookie from script by name and domain", () => {
    const source = Object.fromEntries(summary.cookies.map(({ name, source }) => [name, source]));
    expect(source).toEqual({ _ga: "script", fr: "set-cookie", id: "script", sesjon: "set-cookie" });
  });

  it("labels trackers by the cookie's domain or its name, and gives the lifetime in days", () => {
    expect(summary.cookies.find(({ name }) => name === "fr")).toMatchObject({
      domain: "facebook.com",
      tracker: "Meta Pixel",
      expiresInDays: 90,
    });
    expect(summary.cookies.find(({ name }) => name === "_ga")?.tracker).toBe("Google Analytics");
    expect(summary.cookies.find(({ name }) => name === "id")?.expiresInDays).toBe(1);
    expect(summary.cookies.find(({ name }) => name === "sesjon")).toMatchObject({
      tracker: null,
      expiresInDays: null,
    });
    expect(summary.storage).toEqual([{ ...raw.storage[0], tracker: "Hotjar" }]);
  });

  it("counts requests per third-party host, known trackers first", () => {
    expect(summary.thirdPartyHosts).toEqual([
      { host: "region1.google-analytics.com", requests: 2, tracker: "Google Analytics" },
      { host: "www.googletagmanager.com", requests: 1, tracker: "Google Tag Manager" },
      { host: "cdn.annen.co.uk", requests: 1, tracker: null },
      { host: "chat.annen.co.uk", requests: 1, tracker: null },
    ]);
  });
});

describe("trackers", () => {
  it.each([
    ["connect.facebook.net", "Meta Pixel"],
    ["static.hotjar.com", "Hotjar"],
    ["snap.licdn.com", "LinkedIn Insight"],
    ["analytics.tiktok.com", "TikTok Pixel"],
    ["www.clarity.ms", "Microsoft Clarity"],
    ["sc-static.net", "Snap Pixel"],
    ["ct.pinterest.com", "Pinterest Tag"],
    ["notfacebook.com", null],
  ])("knows the host %s", (host, name) => {
    expect(trackerForHost(host)).toBe(name);
  });

  it.each([
    ["_ga_ABC123", "Google Analytics"],
    ["_fbp", "Meta Pixel"],
    ["_hjSessionUser_1", "Hotjar"],
    ["_ttp", "TikTok Pixel"],
    ["_clck", "Microsoft Clarity"],
    ["_scid", "Snap Pixel"],
    ["_pin_unauth", "Pinterest Tag"],
    ["handlekurv", null],
  ])("knows the cookie %s", (name, tracker) => {
    expect(trackerForName(name)).toBe(tracker);
  });

  it("splits Set-Cookie headers joined by newlines", () => {
    expect(setCookieNames("a=1; Path=/\n_gcl_au=1.1; Max-Age=9\n=bad\nnameless; Path=/")).toEqual([
      "a",
      "_gcl_au",
    ]);
  });
});
