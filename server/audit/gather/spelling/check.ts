import { Worker } from "node:worker_threads";
import type { SpellingResult, TextOfPage } from "./find.ts";

// Possible typos in the pages read, from the spelling thread (spelling/worker.ts). The thread starts
// with the first audit, serves the audits that follow, and ends after a quiet spell, which gives its
// memory back; a failed, slow or out-of-memory thread is ended and the next audit starts a new one.

const IDLE_MS = 5 * 60_000;
const TIMEOUT_MS = 60_000;

/**
 * The thread's V8 heap, kept small so its garbage is collected early: the word list lives outside
 * it, in Hunspell's WebAssembly memory (~40 MB). npm run bench:spelling measures the whole.
 */
export const SPELLING_THREAD_LIMITS = {
  maxOldGenerationSizeMb: 48,
  maxYoungGenerationSizeMb: 4,
};
export const SPELLING_WORKER_URL = new URL("./worker.ts", import.meta.url);

interface Pending {
  resolve(result: SpellingResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function stop(error: Error) {
  const ending = worker;
  worker = null;
  for (const [id, { reject, timer }] of pending) {
    clearTimeout(timer);
    pending.delete(id);
    reject(error);
  }
  void ending?.terminate();
}

function start(): Worker {
  const thread = new Worker(SPELLING_WORKER_URL, { resourceLimits: SPELLING_THREAD_LIMITS });
  thread.unref();
  thread.on("message", ({ id, result, error }: { id: number; result?: SpellingResult; error?: string }) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    if (result) waiting.resolve(result);
    else waiting.reject(new Error(error ?? "stavekontrollen svarte ikke"));
    if (!pending.size) idle = setTimeout(() => stop(new Error("stopped")), IDLE_MS).unref();
  });
  thread.on("error", (error: unknown) => {
    if (worker === thread) stop(error instanceof Error ? error : new Error(String(error)));
  });
  thread.on("exit", (code) => {
    if (worker === thread) stop(new Error(`the spelling thread exited with code ${code}`));
  });
  return thread;
}

export function checkSpelling(pages: TextOfPage[]): Promise<SpellingResult> {
  clearTimeout(idle);
  worker ??= start();
  const thread = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (worker === thread) stop(new Error("the spelling check took too long"));
    }, TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    thread.postMessage({ id, pages });
  });
}

/** Ends the thread now (the server's shutdown). */
export function stopSpelling() {
  clearTimeout(idle);
  if (worker) stop(new Error("stopped"));
}
