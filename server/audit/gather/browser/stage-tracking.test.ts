import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startTrackingSites, type TrackingSites } from "#tests/browser-fixtures.ts";
import { guardConnects, RUN_TIMEOUT } from "./stage.fixture.ts";
import { runBrowserStage } from "./stage.ts";
import type { BrowserStageResult } from "./types.ts";

// The browser stage for real on a page that tracks before consent: the cookies, storage keys and
// third-party hosts it records, with real tracker names answered on loopback. Every connection
// this process opens passes the guard (stage.fixture.ts).

guardConnects();

describe("tracking before consent", () => {
  let sites: TrackingSites;
  let site: FixtureServer;
  let tags: FixtureServer;
  let result: BrowserStageResult;

  beforeAll(async () => {
    sites = await startTrackingSites([
      "visitor_id=abc123; Max-Age=31536000; Path=/",
      "_gcl_au=1.1.42; Max-Age=7776000; Path=/",
    ]);
    ({ site, tags } = sites);
    // Real tracker names, answered by the fixture: the proxy resolves them through its table.
    result = await runBrowserStage(`${site.origin}/`, {
      resolve: sites.resolve,
      allowHosts: sites.allowHosts,
      trustCertificates: sites.trustCertificates,
    });
  }, RUN_TIMEOUT);
  afterAll(async () => {
    await sites?.close();
  });

  it("names cookies set by script and by Set-Cookie, with their party and tracker", () => {
    const cookie = (name: string) => result.tracking.cookies.find((entry) => entry.name === name);
    expect(cookie("_ga")).toMatchObject({ party: "first", source: "script", tracker: "Google Analytics" });
    expect(cookie("_gid")).toMatchObject({ source: "script", tracker: "Google Analytics" });
    expect(cookie("_ga_TEST")).toMatchObject({ source: "script", tracker: "Google Analytics" });
    expect(cookie("_gcl_au")).toMatchObject({ party: "first", source: "set-cookie", tracker: "Google Ads" });
    expect(cookie("visitor_id")).toMatchObject({ domain: "127.0.0.1", source: "set-cookie", tracker: null });
    // Asked for two years; Chromium caps every cookie at 400 days.
    expect(cookie("_ga")?.expiresInDays).toBe(400);
  });

  it("names local and session storage keys", () => {
    expect(result.tracking.storage).toEqual(
      expect.arrayContaining([
        { area: "localStorage", origin: site.origin, key: "_hjSessionUser_123", tracker: "Hotjar" },
        { area: "sessionStorage", origin: site.origin, key: "_hjSession_123", tracker: "Hotjar" },
        { area: "localStorage", origin: site.origin, key: "handlekurv", tracker: null },
      ]),
    );
  });

  it("names the third-party hosts contacted, known trackers labelled", () => {
    expect(tags.requests.map((path) => path.split("?")[0])).toEqual(
      expect.arrayContaining(["/gtag/js", "/g/collect"]),
    );
    expect(result.tracking.thirdPartyHosts).toEqual(
      expect.arrayContaining([
        { host: "www.googletagmanager.com", requests: 1, tracker: "Google Tag Manager" },
        { host: "www.google-analytics.com", requests: 1, tracker: "Google Analytics" },
        { host: "127.0.0.2", requests: 1, tracker: null },
      ]),
    );
    expect(result.tracking.thirdPartyHosts.map(({ host }) => host)).not.toContain("127.0.0.1");
  });
});
