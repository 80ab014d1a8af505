import type { Artifacts, ObservatoryTest } from "../types.ts";

// The shapes the security checks share (decision 009): each check reads the audited address and the
// start page's response (checks/types.ts, ResponseArtifact), and the ten that are Mozilla's HTTP
// Observatory tests give that test's outcome with their findings.

/** What the security checks read. */
export type SecurityArtifacts = Pick<Artifacts, "finalUrl" | "response">;

/** Response headers with lower-case names; set-cookie as an array, one entry per Set-Cookie line. */
export type Headers = Record<string, string | string[]>;

/** An Observatory test's outcome: its name, result id, whether it passed and its points. */
export type SecurityTest = ObservatoryTest;

export interface MixedContentItem {
  tag: string;
  url: string;
  /** Active content (scripts, styles, frames, objects, forms) is blocked by browsers. */
  active: boolean;
}

/** The page's certificate as the https check reads it; "none" when the page is not on https. */
export type CertificateState = "valid" | "invalid" | "expiring" | "expiring-soon" | "unknown" | "none";
