import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net, { type LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Result } from "lighthouse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bigJpeg,
  blockingScript,
  type Canary,
  canaryPage,
  canaryServiceWorker,
  type FixtureServer,
  HEAVY_PAGE,
  html,
  LIGHT_PAGE,
  startCanary,
  startServer,
  startTrackingSites,
  type TrackingSites,
  text,
} from "#tests/browser-fixtures.ts";
import { BrowserStageError, runBrowserStage } from "./stage.ts";
import { type BrowserStageResult, LIGHTHOUSE_CATEGORIES } from "./types.ts";

// The browser stage for real: Chromium, Lighthouse, fixture sites on loopback. Every connection this
// process opens (the SSRF proxy's) passes a guard that lets 127.0.0.1/127.0.0.2 through and fails
// anything else before a packet leaves, and records where it went. One stage run per fixture.

const RUN_TIMEOUT = 120_000;
const connects: string[] = [];
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

beforeAll(() => {
  vi.spyOn(net.Socket.prototype, "connect").mockImplementation(
    guardedConnect as unknown as typeof realConnect,
  );
});
afterAll(() => {
  vi.restoreAllMocks();
});

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

describe("Lighthouse agrees with itself: a heavy page and a light one", () => {
  let site: FixtureServer;
  let reports: string;
  const runs: Record<"heavy" | "light", { result: BrowserStageResult; lhr: Result }> = {} as never;
  const finishedAt = { heavy: 0, light: 0 };
  let lightFirstRequestedAt = 0;

  beforeAll(async () => {
    const jpeg = await bigJpeg();
    site = await startServer({
      "/heavy": html(HEAVY_PAGE),
      "/light": (req, res) => {
        lightFirstRequestedAt ||= performance.now();
        html(LIGHT_PAGE)(req, res);
      },
      "/block-1.js": text(blockingScript(400), "text/javascript", 300),
      "/block-2.js": text(blockingScript(400), "text/javascript", 300),
      "/block-3.js": text(blockingScript(400), "text/javascript", 300),
      "/big-1.jpg": text(jpeg, "image/jpeg"),
      "/big-2.jpg": text(jpeg, "image/jpeg"),
    });
    reports = await mkdtemp(join(tmpdir(), "browser-stage-test-"));
    // Both asked for at once: the stage runs them one after the other.
    const stage = async (page: "heavy" | "light") => {
      const reportFile = join(reports, `${page}.json`);
      const result = await runBrowserStage(`${site.origin}/${page}`, {
        allowHosts: [site.hostPort],
        reportFile,
      });
      finishedAt[page] = performance.now();
      runs[page] = { result, lhr: JSON.parse(await readFile(reportFile, "utf8")) as Result };
    };
    await Promise.all([stage("heavy"), stage("light")]);
  }, RUN_TIMEOUT * 2);
  afterAll(async () => {
    await site?.close();
    if (reports) await rm(reports, { recursive: true, force: true });
  });

  it("runs one audit at a time", () => {
    expect(lightFirstRequestedAt).toBeGreaterThan(finishedAt.heavy);
  });

  it("scores the heavy page lower on performance and accessibility", () => {
    const { heavy, light } = { heavy: runs.heavy.result, light: runs.light.result };
    expect(light.categories.performance.score).toBeGreaterThanOrEqual(90);
    expect(heavy.categories.performance.score).toBeLessThan((light.categories.performance.score ?? 0) - 20);
    expect(light.categories.accessibility.score).toBe(100);
    expect(heavy.categories.accessibility.score).toBeLessThan(90);
    expect(heavy.metrics.totalBytes).toBeGreaterThan(2 * (light.metrics.totalBytes ?? 0));
    expect(heavy.metrics.totalBlockingTimeMs).toBeGreaterThan(light.metrics.totalBlockingTimeMs ?? 0);
  });

  it("names what slows the heavy page down, heaviest first, with Lighthouse's estimated savings", () => {
    const audits = runs.heavy.result.categories.performance.audits;
    expect(audits[0]?.weight).toBeGreaterThan(0);
    const blocking = audits.find(({ id }) => id === "render-blocking-insight");
    expect(blocking?.details?.urls).toEqual(expect.arrayContaining([`${site.origin}/block-1.js`]));
    expect(blocking?.details?.wastedMs).toBeGreaterThan(0);
    const images = audits.find(({ id }) => id === "image-delivery-insight");
    expect(images?.details?.wastedBytes).toBeGreaterThan(1_000_000);
    expect(images?.displayValue).toMatch(/KiB/);
  });

  it("names the failing accessibility audits and the elements", () => {
    const failing = runs.heavy.result.categories.accessibility.audits;
    expect(failing.map(({ id }) => id)).toEqual(
      expect.arrayContaining(["color-contrast", "image-alt", "label"]),
    );
    const imageAlt = failing.find(({ id }) => id === "image-alt");
    expect(imageAlt?.details?.items).toBe(2);
    expect(imageAlt?.details?.nodes.map(({ selector }) => selector).join(" ")).toContain("img");
    expect(imageAlt?.weight).toBeGreaterThan(0);
  });

  it("reports Lighthouse's own numbers, in bokmål, mobile and simulated", () => {
    for (const { result, lhr } of Object.values(runs)) {
      expect(lhr.configSettings).toMatchObject({
        locale: "nb",
        formFactor: "mobile",
        throttlingMethod: "simulate",
      });
      expect(Object.keys(lhr.categories).sort()).toEqual([...LIGHTHOUSE_CATEGORIES].sort());
      expect(result.lighthouseVersion).toBe(lhr.lighthouseVersion);
      expect(result.lighthouseVersion).toMatch(/^13\./);
      for (const id of LIGHTHOUSE_CATEGORIES) {
        expect(result.categories[id].score).toBe(Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100));
        expect(result.categories[id].title).toBe(lhr.categories[id]?.title);
        for (const audit of result.categories[id].audits) {
          expect(audit.score).toBe(lhr.audits[audit.id]?.score);
          expect(audit.score).toBeLessThan(0.9);
        }
      }
      expect(result.metrics.largestContentfulPaintMs).toBe(
        Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
      );
      expect(result.metrics.cumulativeLayoutShift).toBe(lhr.audits["cumulative-layout-shift"]?.numericValue);
    }
    expect(runs.light.result.categories.accessibility.title).toBe("Tilgjengelighet");
  });
});

/** The stage's processes: the Lighthouse child, and Chromium's (by profile or by its copied binary). */
async function runProcesses(): Promise<string[]> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const lines = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")),
  );
  return lines.filter((line) => /lighthouse-child\.ts|fjellvik-browser-|fjellvik-chromium-/.test(line));
}

const runDirectories = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith("fjellvik-browser-"));

describe("caps: time, memory, abort", () => {
  let site: FixtureServer;

  beforeAll(async () => {
    site = await startServer({
      // Paints, then keeps the main thread busy for good: Lighthouse waits on it until killed.
      "/": html(
        "<!doctype html><title>Opptatt</title><h1>Opptatt</h1><script>setTimeout(() => { for (;;) {} }, 50)</script>",
      ),
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it(
    "kills Lighthouse and Chromium at the time cap and removes the profile",
    async () => {
      const before = await runDirectories();
      const run = runBrowserStage(`${site.origin}/`, { allowHosts: [site.hostPort], timeoutMs: 6_000 });
      await expect(run).rejects.toMatchObject({ name: "BrowserStageError", reason: "timeout" });
      expect(await runProcesses()).toEqual([]);
      expect(await runDirectories()).toEqual(before);
    },
    RUN_TIMEOUT,
  );

  it(
    "kills the run past the memory cap",
    async () => {
      const run = runBrowserStage(`${site.origin}/`, { allowHosts: [site.hostPort], memoryLimitMb: 150 });
      await expect(run).rejects.toMatchObject({ reason: "memory" });
      expect(await runProcesses()).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it("refuses a target outside the policy before starting anything", async () => {
    await expect(runBrowserStage("http://169.254.169.254/latest/meta-data/")).rejects.toMatchObject({
      name: "UnsafeTargetError",
      reason: "private-address",
    });
    await expect(runBrowserStage(`${site.origin}/`)).rejects.toMatchObject({ reason: "port" });
  });

  it("gives up at once when aborted", async () => {
    const run = runBrowserStage(`${site.origin}/`, {
      allowHosts: [site.hostPort],
      signal: AbortSignal.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(BrowserStageError);
    await expect(run).rejects.toMatchObject({ reason: "aborted" });
  });
});
