import { Worker } from "node:worker_threads";
import type { AuditFailure, AuditReport } from "#app/lib/audit-report.ts";
import { AuditFailedError, type AuditFailureReason, ReportedFailure } from "./failure.ts";
import type { runBrowserStage } from "./gather/browser/stage.ts";
import type { PagePictures } from "./gather/browser/types.ts";
import { checkSpelling } from "./gather/spelling/check.ts";
import type { AuditOptions, AuditOutcome } from "./run.ts";

// The audit, run off the web server's event loop (issue 24). A stranger's page can be built to make
// parsing or judging slow (deep nesting, megabytes of text, tens of thousands of links), and on the
// server's own thread that would stop every page of the site from being served. So each audit runs
// in a worker thread of its own, with a cap on its heap and on its time; past either, the thread is
// ended and the visitor is told why. The spelling check and the browser stage stay with this thread
// (they already run in a thread and a child process of their own, one at a time per process).

/** Heap of one audit's thread: a 3 MB page parses into well under this. */
export const AUDIT_HEAP_MB = 512;
/** Longer than the crawl (45 s) and the browser run (60 s) together, well inside the promised 5 minutes. */
export const AUDIT_TIME_LIMIT_MS = 180_000;

/** The options that can cross into the thread: data, not functions. */
export type ThreadOptions = Omit<
  AuditOptions,
  "onAiError" | "onCrawlError" | "onBrowserError" | "onSpellingError" | "delegates" | "resolve" | "mailDns"
> & { mailDns?: false };

export interface ThreadRequest {
  url: string;
  options: ThreadOptions;
}

type Callback = "onAiError" | "onCrawlError" | "onBrowserError" | "onSpellingError";

/** What the audit's thread tells this one. */
export type ThreadMessage =
  | { type: "report"; report: AuditReport; pictures: PagePictures | null }
  | { type: "failure"; failure: AuditFailure; detail: string }
  | { type: "warn"; callback: Callback; error: { name: string; message: string } }
  | { type: "call"; id: number; call: "spelling" | "browser"; args: unknown[] };

/** This thread's answer to a call. */
export type ParentMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

export interface IsolatedAuditOptions extends ThreadOptions, Pick<AuditOptions, Callback> {
  /** Caps, for tests; default AUDIT_HEAP_MB and AUDIT_TIME_LIMIT_MS. */
  heapMb?: number;
  timeLimitMs?: number;
}

/** The calls the thread may make of this one; a browser run ends with the audit that asked for it. */
function callsFor(signal: AbortSignal) {
  return {
    spelling: (args: unknown[]) => checkSpelling(...(args as Parameters<typeof checkSpelling>)),
    // The stage and its proxy are loaded on the first browser run, not with the web server (issue 28).
    browser: async (args: unknown[]) => {
      const [target, stageOptions] = args as Parameters<typeof runBrowserStage>;
      const { runBrowserStage: run } = await import("./gather/browser/stage.ts");
      return run(target, { ...stageOptions, signal });
    },
  };
}

/**
 * Runs the audit of `url` in its own thread. Resolves with the report; rejects with a
 * ReportedFailure (the failure as the thread described it for the visitor) or an AuditFailedError
 * when the thread ran out of time or memory or died.
 */
export async function runAuditIsolated(
  url: string,
  options: IsolatedAuditOptions = {},
): Promise<AuditReport> {
  return (await runAuditIsolatedWithPictures(url, options)).report;
}

/** runAuditIsolated, with the browser's pictures of the page beside the report (decision 032). */
export function runAuditIsolatedWithPictures(
  url: string,
  options: IsolatedAuditOptions = {},
): Promise<AuditOutcome> {
  const { heapMb = AUDIT_HEAP_MB, timeLimitMs = AUDIT_TIME_LIMIT_MS, ...rest } = options;
  const { onAiError, onCrawlError, onBrowserError, onSpellingError, ...data } = rest;
  const callbacks: Pick<AuditOptions, Callback> = {
    onAiError,
    onCrawlError,
    onBrowserError,
    onSpellingError,
  };
  const thread = new Worker(new URL("./audit-thread.ts", import.meta.url), {
    workerData: { url, options: data } satisfies ThreadRequest,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  const ended = new AbortController();
  const calls = callsFor(ended.signal);
  return new Promise<AuditOutcome>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ended.abort(new Error("the audit ended"));
      void thread.terminate();
      outcome();
    };
    const fail = (reason: AuditFailureReason, cause?: unknown) =>
      finish(() => reject(new AuditFailedError(reason, { cause })));
    const timer = setTimeout(() => fail("too-slow"), timeLimitMs);

    thread.on("message", (message: ThreadMessage) => {
      if (message.type === "report")
        finish(() => resolve({ report: message.report, pictures: message.pictures }));
      else if (message.type === "failure")
        finish(() => reject(new ReportedFailure(message.failure, message.detail)));
      else if (message.type === "warn")
        callbacks[message.callback]?.(
          Object.assign(new Error(message.error.message), { name: message.error.name }),
        );
      else answer(thread, calls, message);
    });
    thread.on("error", (error: Error & { code?: string }) =>
      error.code === "ERR_WORKER_OUT_OF_MEMORY"
        ? fail("too-large-to-analyse", error)
        : fail("analysis", error),
    );
    thread.on("exit", (code) => fail("analysis", new Error(`the audit thread exited with code ${code}`)));
  });
}

/** Runs a call the thread asked for here, and sends back its result or its error. */
function answer(
  thread: Worker,
  calls: ReturnType<typeof callsFor>,
  message: Extract<ThreadMessage, { type: "call" }>,
) {
  calls[message.call](message.args).then(
    (value) => post(thread, { id: message.id, ok: true, value }),
    (error: unknown) =>
      post(thread, {
        id: message.id,
        ok: false,
        error: {
          name: error instanceof Error ? error.name : "Error",
          message: error instanceof Error ? error.message : String(error),
        },
      }),
  );
}

function post(thread: Worker, message: ParentMessage) {
  // The thread may have been ended (time limit) while the call ran: nobody is waiting any more.
  try {
    thread.postMessage(message);
  } catch {}
}
