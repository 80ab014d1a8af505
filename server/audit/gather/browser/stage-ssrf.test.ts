import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Canary,
  canaryPage,
  canaryServiceWorker,
  type FixtureServer,
  html,
  startCanary,
  startServer,
  text,
} from "#tests/browser-fixtures.ts";
import { connects, guardConnects, RUN_TIMEOUT } from "./stage.fixture.ts";
import { runBrowserStage } from "./stage.ts";
import type { BrowserStageResult } from "./types.ts";

// The browser stage for real against SSRF: Chromium and Lighthouse on a loopback page that aims
// every kind of request at a canary. Every connection this process opens passes the guard
// (stage.fixture.ts), which records where it went.

guardConnects();

describe("SSRF: a page aiming every kind of request at a canary", () => {
  let canary: Canary;
  let site: FixtureServer;
  let result: BrowserStageResult;

  beforeAll(async () => {
    canary = await startCanary();
    site = await startServer({
      "/": html(canaryPage(canary.port)),
      "/to-canary": (_req, res) =>
        res.writeHead(302, { Location: `http://127.0.0.1:${canary.port}/redirected` }).end(),
      "/sw.js": text(canaryServiceWorker(canary.port), "text/javascript"),
    });
    connects.length = 0;
    result = await runBrowserStage(`${site.origin}/`, { allowHosts: [site.hostPort] });
  }, RUN_TIMEOUT);
  afterAll(async () => {
    await canary?.close();
    await site?.close();
  });

  it("audits the page itself", () => {
    expect(result.categories.performance.score).toBeTypeOf("number");
    expect(result.categories.accessibility.score).toBeTypeOf("number");
    expect(site.requests).toEqual(expect.arrayContaining(["/", "/to-canary", "/sw.js"]));
  });

  it("lets nothing reach the canary: no TCP on 127.0.0.1 or ::1, no UDP (STUN)", () => {
    expect(canary.hits).toEqual([]);
  });

  it("refuses each address form at the proxy, so Chromium sent them there and not around it", () => {
    const refused = result.refused.map(({ host, port }) => `${host}:${port}`);
    const port = canary.port;
    expect(refused).toEqual(
      expect.arrayContaining([
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        `localhost:${port}`,
        `canary.localhost:${port}`,
        "169.254.169.254:80",
        "10.20.30.40:80",
      ]),
    );
    expect(result.refused.find(({ host }) => host === "10.20.30.40")?.reason).toBe("private-address");
    // Asked for, never contacted: not listed as third parties the page talked to.
    expect(result.tracking.thirdPartyHosts).toEqual([]);
  });

  it("the proxy connected to the audited site and nowhere else", () => {
    expect(connects.length).toBeGreaterThan(0);
    expect(new Set(connects)).toEqual(new Set([site.hostPort]));
  });
});
