import { setTimeout as sleep } from "node:timers/promises";

// Politeness and the time limit in one place: one request to the site at a time, each started at
// least `gapMs` after the previous one ended, and none started that could not finish in time.

/** A request given less than this before the deadline is not started. */
const MIN_REQUEST_MS = 100;

export class Pace {
  gapMs: number;
  /** True once the time limit has stopped a request or kept one from starting. */
  stopped = false;
  readonly #deadline: number;
  readonly #requestTimeoutMs: number;
  #lastDone = Number.NEGATIVE_INFINITY;

  constructor(options: { gapMs: number; timeLimitMs: number; requestTimeoutMs: number }) {
    this.gapMs = options.gapMs;
    this.#deadline = performance.now() + options.timeLimitMs;
    this.#requestTimeoutMs = options.requestTimeoutMs;
  }

  /**
   * Runs one request after the gap, with a timeout that ends by the deadline. Undefined when the
   * time limit leaves no room for it (or ran out during it); other errors are the request's own.
   */
  async run<T>(request: (timeoutMs: number) => Promise<T>): Promise<T | undefined> {
    if (this.stopped) return undefined;
    const wait = Math.max(0, this.#lastDone + this.gapMs - performance.now());
    if (performance.now() + wait + MIN_REQUEST_MS > this.#deadline) {
      this.stopped = true;
      return undefined;
    }
    if (wait > 0) await sleep(wait);
    try {
      return await request(Math.min(this.#requestTimeoutMs, Math.floor(this.#deadline - performance.now())));
    } catch (error) {
      if (performance.now() < this.#deadline) throw error;
      this.stopped = true;
      return undefined;
    } finally {
      this.#lastDone = performance.now();
    }
  }
}
