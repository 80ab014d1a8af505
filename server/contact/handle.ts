import type { PgBoss } from "pg-boss";
import type { ContactSubmission, ContactSubmissionResult } from "#app/lib/services-context.ts";
import type { Database } from "../db/index.ts";
import { createRateLimiter, type RateLimiter } from "../rate-limit.ts";
import { CONFIRMATIONS_PER_DAY } from "./mailbox.ts";
import { submitContactRequest } from "./submit.ts";

export const RATE_LIMITED_MESSAGE =
  "Du har sendt mange forespørsler på kort tid. Vent litt, eller ring oss direkte.";

/** One entry point for the JSON API and the form's no-JavaScript post: limits, spam, storage. */
export function contactSubmitter(deps: {
  database: Database;
  boss: PgBoss;
  limiter: RateLimiter;
  minFillMs: number;
  /** Per recipient mailbox; by default CONFIRMATIONS_PER_DAY, counted in the shared table. */
  confirmations?: RateLimiter;
}) {
  const confirmations =
    deps.confirmations ??
    createRateLimiter(deps.database.pool, {
      name: "contact-confirmation",
      limit: CONFIRMATIONS_PER_DAY,
      windowMs: 24 * 60 * 60 * 1000,
    });
  return async (submission: ContactSubmission): Promise<ContactSubmissionResult> => {
    if (!(await deps.limiter.hit(submission.ip)).allowed)
      return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE };
    const result = await submitContactRequest({ ...deps, confirmations }, submission.input, submission);
    // Spam gets the same answer as a person, so a bot learns nothing (it is stored, not mailed).
    if (result.ok) return { ok: true, id: result.id };
    return "confirm" in result
      ? { ok: false, status: 200 }
      : { ok: false, status: 400, errors: result.errors };
  };
}
