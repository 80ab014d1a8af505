import type { LabMetrics } from "#app/lib/audit-report.ts";
import type { Resolver } from "../fetcher/fetch.ts";

// The browser stage's contract (decision 020): what one real Chromium + Lighthouse run
// of a stranger's page tells the audit. Titles and display values are Lighthouse's own, in bokmål.

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategoryId = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface BrowserStageOptions {
  /** Exact "host:port" pairs allowed even when not public (loopback test fixtures only). */
  allowHosts?: string[];
  /** Wall-clock cap for the run itself (not the wait for the queue); default 60 s. */
  timeoutMs?: number;
  /** Cap on the proportional memory (PSS) of the whole run; default 2048 MB. */
  memoryLimitMb?: number;
  signal?: AbortSignal;
  /** Injectable resolver for the proxy's address policy (tests); default: the system's, all answers. */
  resolve?: Resolver;
  /** Also keep Lighthouse's full JSON report (lhr) in this file (debugging, tests). */
  reportFile?: string;
  /**
   * SHA-256 hashes (base64) of public keys whose certificates Chromium accepts though no CA vouches
   * for them: the loopback test fixtures' own certificate, never anything in production.
   */
  trustCertificates?: string[];
}

/** A compact picture of an audit's details table: how many items, and the first few of them. */
export interface AuditDetailsSummary {
  items: number;
  /** Up to five failing elements (CSS selector and a short label). */
  nodes: { selector: string; label: string | null }[];
  /** Up to five resource URLs named by the audit. */
  urls: string[];
  /** Savings Lighthouse estimates for fixing it, when it gives them. */
  wastedMs: number | null;
  wastedBytes: number | null;
}

export interface AuditFinding {
  id: string;
  title: string;
  /** Lighthouse's 0–1 score for the audit (binary audits are 0 or 1). */
  score: number | null;
  displayValue: string | null;
  /** The audit's weight in its category's score (0 for insights that only inform). */
  weight: number;
  details: AuditDetailsSummary | null;
}

export interface CategoryResult {
  id: LighthouseCategoryId;
  title: string;
  /** 0–100, as Lighthouse rounds it in its report; null when the category could not be scored. */
  score: number | null;
  /** Failing audits (score below Lighthouse's pass mark 0.9), the heaviest first. */
  audits: AuditFinding[];
}

/** The lab metrics, as the report contract shows them. */
export type BrowserMetrics = LabMetrics;

export type Party = "first" | "third";

export interface TrackingCookie {
  name: string;
  domain: string;
  party: Party;
  /** "set-cookie" when a response header set it, "script" when JavaScript did (document.cookie). */
  source: "set-cookie" | "script";
  /** Days until it expires; null for a session cookie. */
  expiresInDays: number | null;
  /** The known tracker it belongs to (trackers.ts), or null. */
  tracker: string | null;
}

export interface StorageEntry {
  area: "localStorage" | "sessionStorage";
  origin: string;
  key: string;
  tracker: string | null;
}

export interface ThirdPartyHost {
  host: string;
  requests: number;
  tracker: string | null;
}

/** What the page stored and contacted before the visitor clicked anything (no consent given). */
export interface TrackingBeforeConsent {
  cookies: TrackingCookie[];
  storage: StorageEntry[];
  thirdPartyHosts: ThirdPartyHost[];
}

/** A request the SSRF proxy refused (deduplicated by host and port). */
export interface RefusedRequest {
  host: string;
  port: number;
  reason: string;
  count: number;
}

export interface BrowserStageResult {
  requestedUrl: string;
  finalUrl: string;
  lighthouseVersion: string;
  categories: Record<LighthouseCategoryId, CategoryResult>;
  metrics: BrowserMetrics;
  tracking: TrackingBeforeConsent;
  refused: RefusedRequest[];
  /** Lighthouse's warnings about the run (Norwegian), e.g. a redirect or a slow page. */
  warnings: string[];
  /**
   * What the run cost: wall time, and the peak memory of Lighthouse's process and Chromium's
   * together, as PSS (what the run really takes) and as the sum of RSS (counts shared pages twice).
   */
  cost: { wallMs: number; peakPssMb: number; peakRssMb: number };
  /**
   * The page as the emulated phone showed it (issue 27): Lighthouse's final screenshot and its
   * filmstrip of the load, JPEG bytes as Lighthouse wrote them. Never in the report's JSON: the job
   * stores them as files of their own (decision 032).
   */
  pictures: PagePictures;
}

/** Pictures of the audited page, as bytes (a Buffer here, a Uint8Array once it crossed a thread). */
export interface PagePictures {
  /** The screen after loading (JPEG), or null when Lighthouse had none. */
  screenshot: Uint8Array | null;
  /** Lighthouse's filmstrip: frames at even moments of the load, each with its time from the start. */
  filmstrip: { timingMs: number; image: Uint8Array }[];
}

/** The run's outcome as the Lighthouse child process reports it (the stage adds the rest). */
export type ChildResult = Omit<BrowserStageResult, "refused" | "cost" | "pictures"> & {
  /** The pictures as base64 JPEG (the child's IPC channel carries JSON). */
  pictures: { screenshot: string | null; filmstrip: { timingMs: number; data: string }[] };
};
