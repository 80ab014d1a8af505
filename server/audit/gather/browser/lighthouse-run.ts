import { writeFile } from "node:fs/promises";
import lighthouse, { type Config } from "lighthouse";
import UrlUtils from "lighthouse/core/lib/url-utils.js";
import { chromiumFlags, launchChromium, type RunningChromium } from "./chromium.ts";
import { summarizeCategories, summarizeMetrics, summarizePictures } from "./report-summary.ts";
import { type RawTracking, summarizeTracking } from "./tracking.ts";
import {
  TRACKING_ARTIFACT,
  TRACKING_AUDIT_ID,
  TrackingAudit,
  TrackingGatherer,
} from "./tracking-gatherer.ts";
import { type ChildResult, LIGHTHOUSE_CATEGORIES } from "./types.ts";

// One browser run: start Chromium behind the proxy, let Lighthouse load the page once, reduce its
// report. Runs inside lighthouse-child.ts's process, never in the server's.

export interface ChildJob {
  url: string;
  executable: string;
  proxyPort: number;
  profileDir: string;
  /** The unprivileged user Chromium runs as when we are root (its HOME and profile are theirs). */
  runAs: { uid: number; gid: number } | null;
  maxWaitForLoadMs: number;
  /** Where to write Lighthouse's full report, if wanted. */
  reportFile: string | null;
  /** Public-key hashes of test certificates Chromium accepts (BrowserStageOptions.trustCertificates). */
  trustCertificates: string[];
}

export type ChildMessage =
  | { type: "result"; result: ChildResult }
  | { type: "error"; reason: "page" | "browser"; message: string };

export function lighthouseConfig(job: Pick<ChildJob, "maxWaitForLoadMs">): Config {
  return {
    extends: "lighthouse:default",
    settings: {
      formFactor: "mobile",
      throttlingMethod: "simulate",
      locale: "nb",
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      onlyAudits: [TRACKING_AUDIT_ID],
      maxWaitForLoad: job.maxWaitForLoadMs,
      maxWaitForFcp: Math.min(30_000, job.maxWaitForLoadMs),
      // The report shows no element screenshots; this saves a large screenshot per run. The final
      // screenshot and the filmstrip (issue 27) come from the trace's frames, not from this.
      disableFullPageScreenshot: true,
    },
    artifacts: [{ id: TRACKING_ARTIFACT, gatherer: { implementation: TrackingGatherer } as never }],
    audits: [{ implementation: TrackingAudit as never }],
  };
}

const rootDomain = (host: string) => UrlUtils.getRootDomain(`http://${host}/`);
const emptyTracking: RawTracking = { cookies: [], setCookies: [], storage: [], requestUrls: [] };

export async function runLighthouse(job: ChildJob): Promise<ChildMessage> {
  let chromium: RunningChromium;
  try {
    chromium = await launchChromium(
      job.executable,
      chromiumFlags({
        proxyPort: job.proxyPort,
        userDataDir: job.profileDir,
        trustCertificates: job.trustCertificates,
      }),
      job.runAs,
    );
  } catch (error) {
    return { type: "error", reason: "browser", message: String(error) };
  }
  try {
    const runner = await lighthouse(
      job.url,
      { port: chromium.port, hostname: "127.0.0.1", logLevel: "error" },
      lighthouseConfig(job),
    );
    if (!runner) return { type: "error", reason: "browser", message: "Lighthouse returned nothing" };
    const { lhr, artifacts } = runner;
    if (job.reportFile) await writeFile(job.reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) return { type: "error", reason: "page", message: lhr.runtimeError.message };
    const gathered = (artifacts as unknown as Record<string, unknown>)[TRACKING_ARTIFACT];
    const warnings = [...lhr.runWarnings.map(String)];
    if (!gathered || gathered instanceof Error) {
      warnings.push(`Sporing før samtykke kunne ikke leses: ${String(gathered)}`);
    }
    const raw = gathered && !(gathered instanceof Error) ? (gathered as RawTracking) : emptyTracking;
    return {
      type: "result",
      result: {
        requestedUrl: lhr.requestedUrl ?? job.url,
        finalUrl: lhr.finalDisplayedUrl,
        lighthouseVersion: lhr.lighthouseVersion,
        categories: summarizeCategories(lhr),
        metrics: summarizeMetrics(lhr),
        tracking: summarizeTracking(raw, lhr.finalDisplayedUrl, rootDomain),
        warnings,
        pictures: summarizePictures(lhr),
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { type: "error", reason: "browser", message: `${message}\n${chromium.stderrTail()}` };
  } finally {
    chromium.process.kill("SIGKILL");
  }
}
