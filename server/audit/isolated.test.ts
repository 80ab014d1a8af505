import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, html, startServer } from "#tests/browser-fixtures.ts";
import { type FixtureSites, startFixtureSites } from "#tests/fixture-sites.ts";
import { AuditFailedError, describeFailure } from "./failure.ts";
import { runAuditIsolated } from "./isolated.ts";
import { runAudit } from "./run.ts";

// The audit in a thread of its own (isolated.ts): the same report as on this thread, a web
// server's event loop that keeps turning while a heavy page is judged, and caps on the thread's
// time and memory that end with words the visitor understands.

const quick = { crawl: false as const, mailDns: false as const, totalTimeoutMs: 10_000 };

/** A long, ordinary page: 20 000 paragraphs with numbers, about 1.3 MB of HTML. */
const HEAVY_PAGE = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Mye tekst</title></head><body><main><h1>Mye tekst</h1>${Array.from(
  { length: 20_000 },
  (_, i) => `<p>Avsnitt ${i}: vi leverte ${i % 97} prosjekter til ${i % 13} kunder i ${2000 + (i % 25)}.</p>`,
).join("")}</main></body></html>`;

let sites: FixtureSites;
let heavy: FixtureServer;
beforeAll(async () => {
  sites = await startFixtureSites();
  heavy = await startServer({ "/": html(HEAVY_PAGE) });
});
afterAll(async () => {
  await sites?.close();
  await heavy?.close();
});

describe("an audit in its own thread", () => {
  it("writes the same report as an audit on this thread, spelling asked of this thread", async () => {
    const options = { ...quick, allowHosts: [sites.hostPort] };
    const [isolated, direct] = await Promise.all([
      runAuditIsolated(`${sites.origin}/`, options),
      runAudit(`${sites.origin}/`, options),
    ]);
    const scores = (report: typeof direct) =>
      Object.fromEntries(Object.entries(report.categories).map(([key, category]) => [key, category.score]));
    expect(isolated.finalUrl).toBe(direct.finalUrl);
    expect(scores(isolated)).toEqual(scores(direct));
    expect(isolated.topFixes).toEqual(direct.topFixes);
    expect(isolated.headlines).toEqual(direct.headlines);
    // The spelling check ran (through this thread's word list), so copy has its spelling finding.
    const spelling = (report: typeof direct) =>
      report.categories.copy.findings.find((finding) => finding.id.includes("spelling"));
    expect(spelling(isolated)).toBeDefined();
    expect(spelling(isolated)).toEqual(spelling(direct));
  }, 90_000);

  it("keeps this thread's event loop free while a 1.3 MB page is judged", async () => {
    const options = { ...quick, spelling: false as const, allowHosts: [heavy.hostPort] };
    // How long this thread's event loop was busy (not idle) during the audit.
    const busyMs = async (audit: () => Promise<unknown>) => {
      const before = performance.eventLoopUtilization();
      await audit();
      return performance.eventLoopUtilization(before).active;
    };
    // On this thread the audit keeps the loop busy for seconds, time in which a web server would
    // serve nobody; in a thread of its own this one only starts it and takes the report.
    const direct = await busyMs(() => runAudit(`${heavy.origin}/`, options));
    const isolated = await busyMs(() => runAuditIsolated(`${heavy.origin}/`, options));
    expect(direct).toBeGreaterThan(1_000);
    expect(isolated).toBeLessThan(direct / 10);
  }, 120_000);
});

describe("the thread's caps", () => {
  it("ends an audit past its time limit and says so", async () => {
    const error = await runAuditIsolated(`${heavy.origin}/`, {
      ...quick,
      spelling: false,
      allowHosts: [heavy.hostPort],
      timeLimitMs: 200,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuditFailedError);
    expect(describeFailure(heavy.origin, error)).toMatchObject({
      reason: "too-slow",
      message: expect.stringMatching(/rakk.*tidsgrensen/),
    });
  });

  it("ends an audit past its memory and says so", async () => {
    const error = await runAuditIsolated(`${heavy.origin}/`, {
      ...quick,
      spelling: false,
      allowHosts: [heavy.hostPort],
      heapMb: 16,
    }).catch((caught: unknown) => caught);
    expect(describeFailure(heavy.origin, error)).toMatchObject({
      reason: "too-large-to-analyse",
      message: expect.stringMatching(/minne/),
    });
  }, 60_000);

  it("tells an unreachable site from a fault in our own analysis", async () => {
    const unreachable = await runAuditIsolated("http://127.0.0.1:9/", {
      ...quick,
      allowHosts: ["127.0.0.1:9"],
    }).catch((caught: unknown) => caught);
    expect(describeFailure("http://127.0.0.1:9/", unreachable)).toMatchObject({ reason: "unreachable" });

    // A browser stage that answers nonsense makes the analysis itself fail.
    const broken = await runAudit(`${sites.origin}/`, {
      ...quick,
      spelling: false,
      allowHosts: [sites.hostPort],
      browser: {},
      delegates: { browser: async () => ({}) as never },
    }).catch((caught: unknown) => caught);
    const failure = describeFailure(sites.origin, broken);
    expect(failure.reason).toBe("analysis");
    expect(failure.message).not.toMatch(/kontakt med nettsiden/);
  });
});
