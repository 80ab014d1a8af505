// A fixed-window counter per key (an IP address), in this process's memory. Enough for one
// instance; several instances behind a load balancer need a shared store (issue 8).

export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit for the current window. */
  hit(key: string, now?: number): boolean;
  retryAfterSeconds(key: string, now?: number): number;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const current = (key: string, now: number) => {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    return window;
  };
  return {
    hit(key, now = Date.now()) {
      const window = current(key, now);
      window.count++;
      return window.count <= limit;
    },
    retryAfterSeconds(key, now = Date.now()) {
      const window = current(key, now);
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
  };
}
