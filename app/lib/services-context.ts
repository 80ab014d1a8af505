import { createContext, type RouterContext } from "react-router";
import type { StoredAudit } from "./audit-report";

// What route actions need from the server (the contact form's no-JavaScript path posts to
// /kontakt). The Express server and the built app are separate module graphs, so the context key
// lives on globalThis: both sides get the same object.

export interface ContactSubmission {
  input: Record<string, unknown>;
  honeypot?: unknown;
  startedAt?: unknown;
  sourcePath?: string;
  ip: string;
  /**
   * The page's own post (no JavaScript, so the form could not note when it was shown): instead of
   * counting a missing or too recent start time as spam, nothing is stored and the answer is 200,
   * so the page shows the form again, filled in and carrying the server's time, to be sent once more.
   */
  confirmUntimed?: boolean;
}

export type ContactSubmissionResult =
  | { ok: true; id: string }
  | {
      ok: false;
      /** 200 only with `confirmUntimed`: not stored yet, the visitor is asked to send it again. */
      status: 200 | 400 | 429;
      errors?: Partial<Record<string, string>>;
      message?: string;
    };

/** A stored audit request, as the report page shows it (null until its job has run). */
export interface AuditReportView {
  url: string;
  status: string;
  createdAt: string;
  stored: StoredAudit | null;
}

export interface AppServices {
  submitContact(submission: ContactSubmission): Promise<ContactSubmissionResult>;
  /**
   * A service page's generated text: stored content, or pending (a generation has been queued).
   * Without a language model: no content and not pending (the page uses its curated text).
   */
  getServiceText(path: string): Promise<{ content: string | null; pending: boolean }>;
  /** The audit behind an unguessable report token, or null. */
  getAuditReport(token: string): Promise<AuditReportView | null>;
}

const key = Symbol.for("fjellvik.app-services");
const registry = globalThis as unknown as Record<symbol, RouterContext<AppServices | null>>;
registry[key] ??= createContext<AppServices | null>(null);

export const appServicesContext = registry[key];
