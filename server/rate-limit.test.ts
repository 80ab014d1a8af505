import { expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

it("allows the limit per window and key, then refuses until the window has passed", () => {
  const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
  expect(limiter.hit("a", 0)).toBe(true);
  expect(limiter.hit("a", 10)).toBe(true);
  expect(limiter.hit("a", 20)).toBe(false);
  expect(limiter.hit("b", 20)).toBe(true);
  expect(limiter.retryAfterSeconds("a", 500)).toBe(1);
  expect(limiter.hit("a", 1000)).toBe(true);
});
