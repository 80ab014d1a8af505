import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Result } from "lighthouse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bigJpeg,
  blockingScript,
  type FixtureServer,
  HEAVY_PAGE,
  html,
  LIGHT_PAGE,
  startServer,
  text,
} from "#tests/browser-fixtures.ts";
import { guardConnects, RUN_TIMEOUT } from "./stage.fixture.ts";
import { runBrowserStage } from "./stage.ts";
import { type BrowserStageResult, LIGHTHOUSE_CATEGORIES } from "./types.ts";

// The browser stage for real on a heavy page and a light one: Lighthouse run one audit at a time,
// its scores, its findings and its own numbers as the stage reports them. Every connection this
// process opens passes the guard (stage.fixture.ts).

guardConnects();

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
