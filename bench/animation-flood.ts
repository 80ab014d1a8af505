import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { manyFrameGif, manyFrameWebp } from "#tests/animations.ts";
import { freePort } from "#tests/free-port.ts";
import { rssKb } from "#tests/proc-memory.ts";
import { startServerProcess } from "#tests/server-process.ts";

// The security review's animation flood (decision 018) against a real server (built site, embedded PostgreSQL): `parallel`
// uploads at once of an animation of `frames` one-pixel frames (a GIF of 300 000 is 8.7 MB).
// Reports each answer and its time, the server's resident memory before and at its peak, and the
// bytes stored. Run: node bench/animation-flood.ts [frames=300000] [gif|webp] [parallel=2]

const _root = path.resolve(import.meta.dirname, "..");
const frames = Number(process.argv[2] ?? 300_000);
const kind = process.argv[3] === "webp" ? "webp" : "gif";
const parallel = Number(process.argv[4] ?? 2);
const input = kind === "webp" ? manyFrameWebp(frames) : manyFrameGif(frames);

const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-flood-"));
const server = await startServerProcess(
  {
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: "warn",
    UPLOAD_RATE_LIMIT: "1000",
  },
  { unset: ["DATABASE_URL"], timeoutMs: 90_000 }, // always the embedded PostgreSQL
);
const base = server.url;
try {
  const pid = server.child.pid as number;
  // One small upload first, so sharp is loaded and the baseline is that of a server in use.
  const warmUp = new FormData();
  warmUp.append("image", new Blob([new Uint8Array(manyFrameGif(2))]), "varm.gif");
  await fetch(`${base}/api/upload`, { method: "POST", body: warmUp });
  const rssBefore = rssKb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: parallel }, async (_, i) => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(input)]), `flom-${i}.${kind}`);
      const res = await fetch(`${base}/api/upload`, { method: "POST", body: form });
      const body = (await res.json()) as { message: string };
      return { status: res.status, message: body.message, ms: Math.round(performance.now() - started) };
    }),
  );
  clearInterval(sampler);
  const stored = await fetch(`${base}/api/uploads`).then((res) => res.json());
  console.log(
    JSON.stringify(
      {
        frames,
        kind,
        fileBytes: input.length,
        parallel,
        answers,
        serverRssMB: { before: Math.round(rssBefore / 1024), peak: Math.round(peak / 1024) },
        listed: (stored as { files: unknown[] }).files.length,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
