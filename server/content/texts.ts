import { and, eq, lt, or } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { type ServiceTextPage, serviceTextPages } from "#content/service-texts.ts";
import type { Database } from "../db/index.ts";
import { generatedTexts } from "../db/schema.ts";
import { QUEUES } from "../jobs/queues.ts";
import type { TextGenerator } from "./generator.ts";

// Generated service texts (decision 010): generated once per page by a queued job, stored, and served
// from the database afterwards. The first request for a page claims it with an INSERT … ON
// CONFLICT DO NOTHING, so concurrent first requests — on any number of instances — start one
// generation, not many. A generation that fails leaves the curated text in place.

const STALE_PENDING_MS = 10 * 60 * 1000;
const RETRY_FAILED_MS = 60 * 60 * 1000;

export type TextState = { content: string | null; pending: boolean };

export interface ServiceTexts {
  configured: boolean;
  /** Stored text, or a claim on a generation (pending), or nothing (use the curated text). */
  state(path: string): Promise<TextState>;
  /** Waits up to timeoutMs for a pending generation; null when there is no generated text. */
  waitFor(path: string, timeoutMs: number): Promise<string | null>;
  /** The job: generate and store one page's text. */
  run(path: string): Promise<"ready" | "failed" | "skipped">;
}

export function serviceTexts(deps: {
  database: Database;
  boss: PgBoss;
  generator: TextGenerator | null;
  logger: Logger;
}): ServiceTexts {
  const { db } = deps.database;
  const read = async (path: string) =>
    (await db.select().from(generatedTexts).where(eq(generatedTexts.path, path)))[0];

  async function claim(path: string) {
    // A new row, or a stale pending or old failed one, becomes this caller's generation to start.
    const now = Date.now();
    const inserted = await db
      .insert(generatedTexts)
      .values({ path, status: "pending" })
      .onConflictDoNothing()
      .returning();
    const reclaimed = inserted.length
      ? inserted
      : await db
          .update(generatedTexts)
          .set({ status: "pending", updatedAt: new Date() })
          .where(
            and(
              eq(generatedTexts.path, path),
              or(
                and(
                  eq(generatedTexts.status, "pending"),
                  lt(generatedTexts.updatedAt, new Date(now - STALE_PENDING_MS)),
                ),
                and(
                  eq(generatedTexts.status, "failed"),
                  lt(generatedTexts.updatedAt, new Date(now - RETRY_FAILED_MS)),
                ),
              ),
            ),
          )
          .returning();
    if (reclaimed.length) await deps.boss.send(QUEUES.generateText, { path });
  }

  return {
    configured: deps.generator !== null,
    async state(path) {
      if (!deps.generator || !serviceTextPages().has(path)) return { content: null, pending: false };
      const row = await read(path);
      if (row?.status === "ready" && row.content) return { content: row.content, pending: false };
      if (row?.status === "failed" && Date.now() - row.updatedAt.getTime() < RETRY_FAILED_MS) {
        return { content: null, pending: false };
      }
      await claim(path);
      const after = await read(path);
      // The generation may already have finished between the claim and this read.
      if (after?.status === "ready" && after.content) return { content: after.content, pending: false };
      return { content: null, pending: after?.status === "pending" };
    },
    async waitFor(path, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await read(path);
        if (row?.status === "ready" && row.content) return row.content;
        if (!row || row.status === "failed" || Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async run(path) {
      const page: ServiceTextPage | undefined = serviceTextPages().get(path);
      if (!page || !deps.generator) return "skipped";
      let lastError: unknown;
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          const content = await deps.generator.generate(page);
          await db
            .update(generatedTexts)
            .set({
              status: "ready",
              content,
              model: deps.generator.model,
              error: null,
              updatedAt: new Date(),
            })
            .where(eq(generatedTexts.path, path));
          return "ready";
        } catch (error) {
          lastError = error;
          deps.logger.warn({ path, attempt, err: error }, "service text generation failed");
        }
      }
      await db
        .update(generatedTexts)
        .set({
          status: "failed",
          error: String((lastError as Error)?.message ?? lastError).slice(0, 500),
          updatedAt: new Date(),
        })
        .where(eq(generatedTexts.path, path));
      return "failed";
    },
  };
}
