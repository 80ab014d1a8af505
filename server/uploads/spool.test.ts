import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { noiseImage } from "#tests/images.ts";
import { until } from "#tests/until.ts";
import { type Database, openDatabase } from "../db/index.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { UPLOAD_ERRORS } from "./errors.ts";
import { uploadRouter } from "./router.ts";
import { bufferedUploadBytes, MAX_BODY_BYTES, MAX_BUFFERED_BYTES, spooledUploadBytes } from "./spool.ts";

// Many slow uploads at once: their bodies wait on disk, not in memory, and past a cap on what may
// wait at once the next upload is turned away (503) while the others complete.

const logger = pino({ level: "silent" });
let database: Database;
let dataDir: string;
const servers: Server[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-spool-"));
  database = await openDatabase({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: await freePort() }, logger);
}, 90_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function startApp(maxSpooledBytes?: number) {
  const app = express();
  const perIp = createRateLimiter(database.pool, { name: "spool", limit: 1000, windowMs: 60_000 });
  app.use(
    "/api",
    uploadRouter({
      database,
      dataDir,
      logger,
      limits: { perIp, maxTotalBytes: 500 * 1024 * 1024, maxSpooledBytes },
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

/** A form with `padding` bytes in a text field before a small PNG in the field "image". */
async function paddedForm(padding: number) {
  const boundary = `grense${randomBytes(8).toString("hex")}`;
  const png = await noiseImage(64, 48).png().toBuffer();
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fyll"\r\n\r\n`),
    Buffer.alloc(padding, "a"),
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bilde.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

type Answer = { status: number; retryAfter: string | undefined; json: { success: boolean; message: string } };

/** A POST that sends all but the last kilobyte now and the rest when `finish` is called. */
function slowUpload(port: number, form: { body: Buffer; contentType: string }) {
  const req = http.request({
    host: "127.0.0.1",
    port,
    path: "/api/upload",
    method: "POST",
    agent: false,
    headers: { "content-type": form.contentType, "content-length": form.body.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      req.on("error", () => {}); // the server may close before the rest of the body was sent
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers["retry-after"],
          json: JSON.parse(Buffer.concat(chunks).toString("utf8")),
        }),
      );
    });
  });
  answer.catch(() => {}); // a failed test closes the server under it: no unhandled rejection
  const split = form.body.length - 1024;
  req.write(form.body.subarray(0, split));
  return { answer, finish: () => req.end(form.body.subarray(split)), abort: () => req.destroy() };
}

/** Bytes of upload bodies the server holds now, in memory or in its temporary folder. */
async function heldBytes() {
  const folder = path.join(dataDir, "uploads-tmp");
  const names = await readdir(folder).catch(() => []);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(folder, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return bufferedUploadBytes() + sizes.reduce((sum, size) => sum + size, 0);
}

describe("slow uploads", () => {
  it("never hold more than MAX_BUFFERED_BYTES of bodies in memory, and all complete", async () => {
    const port = await startApp();
    const count = 8;
    const padding = 5 * 1024 * 1024;
    expect(count * padding).toBeGreaterThan(MAX_BUFFERED_BYTES);
    const uploads = await Promise.all(
      Array.from({ length: count }, async () => slowUpload(port, await paddedForm(padding))),
    );
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, bufferedUploadBytes());
    }, 5);
    try {
      // Every upload has arrived but for its last kilobyte: where is it kept?
      await until(async () => (await heldBytes()) >= count * padding, "the bodies to arrive");
      most = Math.max(most, bufferedUploadBytes());
      expect(most).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);

      for (const upload of uploads) upload.finish();
      const answers = await Promise.all(uploads.map((upload) => upload.answer));
      expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(201));
      expect(most).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
    } finally {
      clearInterval(watch);
    }
    // Nothing is kept once they are answered: not in memory, not in the temporary folder.
    await until(async () => (await heldBytes()) === 0, "the bodies to be released", { timeoutMs: 5_000 });
  });

  it("past the cap on bodies waiting at once, answer 503 with Retry-After while the others complete", async () => {
    const padding = 5 * 1024 * 1024;
    const port = await startApp(2 * padding + 512 * 1024);
    const first = slowUpload(port, await paddedForm(padding));
    const second = slowUpload(port, await paddedForm(padding));
    await until(async () => (await heldBytes()) >= 2 * padding, "two bodies to arrive");

    const third = slowUpload(port, await paddedForm(padding));
    third.finish();
    const refused = await third.answer;
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ success: false, message: UPLOAD_ERRORS.busy.message });
    expect(refused.json.message).toBe("Mange laster opp bilder akkurat nå. Prøv igjen om litt.");
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    first.finish();
    second.finish();
    expect((await first.answer).status).toBe(201);
    expect((await second.answer).status).toBe(201);
    // Their room is free again.
    const fourth = slowUpload(port, await paddedForm(padding));
    fourth.finish();
    expect((await fourth.answer).status).toBe(201);
    await until(async () => (await heldBytes()) === 0, "the bodies to be released", { timeoutMs: 5_000 });
  });

  it("refuses a chunked body (no length declared) once it passes the limit, keeping none of it", async () => {
    const port = await startApp();
    const form = await paddedForm(MAX_BODY_BYTES);
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/upload",
      method: "POST",
      agent: false,
      headers: { "content-type": form.contentType, "transfer-encoding": "chunked" },
    });
    const answer = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      req.once("error", reject);
      req.once("response", async (res) => {
        req.on("error", () => {});
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      });
    });
    // Sent in pieces, without ever ending: the answer must come from the limit, not the end.
    for (let at = 0; at < form.body.length; at += 1024 * 1024)
      req.write(form.body.subarray(at, at + 1024 * 1024));
    expect(await answer).toEqual({
      status: 413,
      json: { success: false, message: UPLOAD_ERRORS["too-large"].message },
    });
    req.destroy();
    await until(
      async () => (await heldBytes()) === 0 && spooledUploadBytes() === 0,
      "the body to be removed",
      { timeoutMs: 5_000 },
    );
  });

  it("removes the body of a client that leaves halfway, and frees its room", async () => {
    const port = await startApp();
    const upload = slowUpload(port, await paddedForm(3 * 1024 * 1024));
    await until(async () => (await heldBytes()) >= 3 * 1024 * 1024, "the body to arrive");
    expect(spooledUploadBytes()).toBeGreaterThan(3 * 1024 * 1024);
    upload.abort();
    await until(
      async () => (await heldBytes()) === 0 && spooledUploadBytes() === 0,
      "the body to be removed",
      { timeoutMs: 5_000 },
    );
  });
});
