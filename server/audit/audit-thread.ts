import { parentPort, workerData } from "node:worker_threads";
import { AuditFailedError, describeFailure } from "./failure.ts";
import type { BrowserStageOptions, BrowserStageResult } from "./gather/browser/types.ts";
import type { SpellingResult, TextOfPage } from "./gather/spelling/find.ts";
import type { ParentMessage, ThreadMessage, ThreadRequest } from "./isolated.ts";
import { type AuditOptions, runAuditWithPictures } from "./run.ts";

// One audit in a thread of its own (isolated.ts): a stranger's page is parsed and judged here,
// never on the web server's event loop. The spelling check and the browser stage are asked of the
// parent thread, which keeps one word list and one browser run at a time for the whole process.

const port = parentPort;
if (!port) throw new Error("audit-thread.ts runs only as a worker thread");
const { url, options } = workerData as ThreadRequest;

let nextId = 0;
const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

port.on("message", (message: ParentMessage) => {
  const call = waiting.get(message.id);
  if (!call) return;
  waiting.delete(message.id);
  if (message.ok) call.resolve(message.value);
  // The stage's own Norwegian message is kept: the report quotes it when it explains a failed run.
  else call.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
});

function ask<T>(call: "spelling" | "browser", args: unknown[]): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    send({ type: "call", id, call, args });
  });
}

function send(message: ThreadMessage) {
  port?.postMessage(message);
}

/** A callback's error, told to the parent, which logs it with the real callback. */
const warn =
  (callback: "onAiError" | "onCrawlError" | "onBrowserError" | "onSpellingError") => (error: unknown) =>
    send({
      type: "warn",
      callback,
      error: { name: errorName(error), message: String((error as Error)?.message ?? error) },
    });

const errorName = (error: unknown) => (error instanceof Error ? error.name : "Error");

const threadOptions: AuditOptions = {
  ...options,
  onAiError: warn("onAiError"),
  onCrawlError: warn("onCrawlError"),
  onBrowserError: warn("onBrowserError"),
  onSpellingError: warn("onSpellingError"),
  delegates: {
    spelling: (pages: TextOfPage[]) => ask<SpellingResult>("spelling", [pages]),
    browser: (target: string, stageOptions?: BrowserStageOptions) =>
      ask<BrowserStageResult>("browser", [target, stageOptions]),
  },
};

try {
  // The pictures are bytes: the message's structured clone carries them as they are.
  send({ type: "report", ...(await runAuditWithPictures(url, threadOptions)) });
} catch (error) {
  const failure = describeFailure(url, error);
  const cause = error instanceof AuditFailedError ? error.cause : error;
  send({
    type: "failure",
    failure,
    detail: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause),
  });
}
