import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import { startFixtureSites } from "../tests/fixture-sites.ts";
import { freePort } from "../tests/free-port.ts";
import { startSmtpServer } from "../tests/smtp.ts";
import { SERVER_NODE_ARGS } from "./lib.ts";

// Time from POST /api/website-audit to the report e-mail at a real SMTP server, for the fixture
// sites on loopback (QUALITY.md: 60 s at p95). Also writes the sample report under
// docs/sample-report/ (the e-mail's HTML, and both it and the report page rendered in Chromium).

const root = path.resolve(import.meta.dirname, "..");
const rounds = Number(process.env.BENCH_AUDITS ?? 12);

export async function measureAuditLatency() {
  const sites = await startFixtureSites();
  const smtp = await startSmtpServer();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-audit-bench-"));
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SMTP_URL: smtp.url,
      AUDIT_ALLOW_HOSTS: sites.hostPort,
      AUDIT_PER_EMAIL_PER_HOUR: "1000",
      AUDIT_PER_HOST_PER_HOUR: "1000",
      CONTACT_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 150; i++) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const targets = ["/", "/poor", "/redirect"];
    const timings: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const email = `bench${i}@eier.example`;
      const started = performance.now();
      const res = await fetch(`${base}/api/website-audit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: `${sites.origin}${targets[i % targets.length]}`, email }),
      });
      if (res.status !== 202) throw new Error(`audit request answered ${res.status}`);
      for (;;) {
        if (smtp.received.some((mail) => !Array.isArray(mail.to) && mail.to?.text === email)) break;
        if (performance.now() - started > 120_000) throw new Error("no report e-mail within 120 s");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const pick = (p: number) =>
      timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)] ?? 0;
    const result = {
      rounds,
      p50Ms: Math.round(pick(50)),
      p95Ms: Math.round(pick(95)),
      maxMs: Math.round(timings.at(-1) ?? 0),
    };

    // The sample report: the e-mail about the well-made fixture site (served over http, so it still
    // has things to fix), and its report page.
    const sample = smtp.received.find(
      (mail) => !Array.isArray(mail.to) && mail.to?.text === "bench0@eier.example",
    );
    if (sample && typeof sample.html === "string") {
      const dir = path.join(root, "docs/sample-report");
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "email.html"), sample.html);
      await writeFile(path.join(dir, "email.txt"), sample.text ?? "");
      // The mail names the build's SITE_URL; the report itself is opened on this server.
      const reportPath = sample.html.match(/href="https?:\/\/[^"/]+(\/rapport\/[0-9a-f]+)"/)?.[1];
      const reportUrl = reportPath && `${base}${reportPath}`;
      const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
      const page = await browser.newPage({ viewport: { width: 700, height: 900 } });
      await page.setContent(sample.html);
      await page.screenshot({ path: path.join(dir, "email.png"), fullPage: true });
      if (reportUrl) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(reportUrl, { waitUntil: "networkidle" });
        await page.screenshot({ path: path.join(dir, "page.png"), fullPage: true });
      }
      await browser.close();
    }
    return result;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await smtp.stop();
    await sites.close();
  }
}

if (import.meta.main) {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("Bygg først: npm run build");
  const result = await measureAuditLatency();
  console.log(result);
  const file = path.join(root, "docs/performance.md");
  const current = await readFile(file, "utf8");
  const marker = "<!-- audit results: newest first -->";
  const line = `| ${new Date().toISOString().slice(0, 10)} | ${result.rounds} | ${(result.p50Ms / 1000).toFixed(2)} s | ${(result.p95Ms / 1000).toFixed(2)} s | ${(result.maxMs / 1000).toFixed(2)} s |`;
  const next = current.includes(marker)
    ? current.replace(marker, `${marker}\n${line}`)
    : `${current.trimEnd()}\n\n## Website audit: POST to report e-mail\n\nFixture sites on loopback (good, poor, redirect), a real SMTP server, the production server with the embedded PostgreSQL; audits one after another. Target (QUALITY.md): 60 s at p95.\n\n| date | audits | p50 | p95 | max |\n|---|---|---|---|---|\n${marker}\n${line}\n`;
  await writeFile(file, next);
}
