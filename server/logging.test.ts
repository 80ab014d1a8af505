import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { type ServerProcess, startServerProcess } from "#tests/server-process.ts";

// What docs/operations.md ("Logs") promises is never logged, checked on the real server's output:
// no client address, no form contents or e-mail address, no report token.

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-logs-"));
  server = await startServerProcess({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it("logs requests without addresses, form contents or report tokens", async () => {
  const token = "c0ffee".repeat(8);
  expect((await fetch(`${server.url}/rapport/${token}`)).status).toBe(404);
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.23" },
    body: JSON.stringify({
      fornavn: "Loggfri",
      etternavn: "Nordmann",
      email: "hemmelig.adresse@bedrift.no",
      prosjekt: "Dette skal ikke stå i loggen",
      startet: Date.now() - 60_000, // a form shown a minute ago: a person, so both mails go out
    }),
  });
  expect(res.status).toBe(200);
  // Both mails are written to the outbox (no SMTP_URL) and logged.
  for (let i = 0; i < 100 && server.output().split("mail written to the outbox").length < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const output = server.output();
  expect(output.split("mail written to the outbox")).toHaveLength(3);
  expect(output).toContain('"url":"/rapport/…"');
  expect(output).toContain('"url":"/api/contact"');
  for (const secret of [
    token,
    "hemmelig.adresse",
    "Loggfri",
    "Dette skal ikke",
    "198.51.100.23",
    "127.0.0.1:",
  ]) {
    expect(output, secret).not.toContain(secret);
  }
});
