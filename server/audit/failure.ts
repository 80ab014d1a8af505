import type { AuditFailure } from "#app/lib/audit-report.ts";
import { UnsafeTargetError } from "./gather/fetcher/address.ts";

// Why an audit ended without a report, in words the visitor is shown (the e-mail and the report
// page). A site we could not reach, a page we would not read and a fault in our own analysis are
// three different things, and the visitor is told which.

export type AuditFailureReason = "certificate" | "analysis" | "too-slow" | "too-large-to-analyse";

const MESSAGES: Record<AuditFailureReason, string> = {
  certificate:
    "Nettsiden har et ugyldig sikkerhetssertifikat (HTTPS). Besøkende får en advarsel i nettleseren, og vi kunne ikke lese siden trygt. Forny eller rett sertifikatet først.",
  analysis:
    "Vi fikk lest nettsiden, men sjekken vår stoppet på en feil hos oss før rapporten var ferdig. Prøv gjerne igjen senere.",
  "too-slow":
    "Nettsiden var så stor eller så tung å gå gjennom at vi ikke rakk å sjekke den ferdig innen tidsgrensen, så vi har ingen rapport denne gangen.",
  "too-large-to-analyse":
    "Nettsiden var så stor at sjekken brukte mer minne enn vi gir hver nettside, så vi har ingen rapport denne gangen.",
};

/** An audit that ended without a report for a reason of its own, not because the site was unreachable. */
export class AuditFailedError extends Error {
  readonly reason: AuditFailureReason;

  constructor(reason: AuditFailureReason, options?: { cause?: unknown }) {
    super(MESSAGES[reason], options);
    this.name = "AuditFailedError";
    this.reason = reason;
  }
}

/** A failure already described for the visitor (by the audit's thread); the message is for the log. */
export class ReportedFailure extends Error {
  readonly failure: AuditFailure;

  constructor(failure: AuditFailure, detail: string) {
    super(detail);
    this.name = "ReportedFailure";
    this.failure = failure;
  }
}

/** What the visitor is told when the site could not be audited. */
export function describeFailure(url: string, error: unknown): AuditFailure {
  if (error instanceof ReportedFailure) return error.failure;
  const checkedAt = new Date().toISOString();
  if (error instanceof UnsafeTargetError || error instanceof AuditFailedError)
    return { url, checkedAt, reason: error.reason, message: error.message };
  return {
    url,
    checkedAt,
    reason: "unreachable",
    message:
      "Vi fikk ikke kontakt med nettsiden. Sjekk at adressen er riktig og at siden er oppe, og prøv igjen.",
  };
}
