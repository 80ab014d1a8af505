import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { groupMemoryMb } from "#server/audit/gather/browser/process-tree.ts";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";
import { startFixtureSites } from "#tests/fixture-sites.ts";
import { freePort } from "#tests/free-port.ts";
import { startServerProcess } from "#tests/server-process.ts";
import { startSmtpServer } from "#tests/smtp.ts";

// Time from POST /api/website-audit to the report e-mail at a real SMTP server, for the fixture
// sites on loopback, with the browser stage (Lighthouse in Chromium) on as in production
// (docs/brief/QUALITY.md: 60 s at p95, one audit at a time). Then five audits posted at once: how long the
// fifth waits for its e-mail (the site promises a report within minutes). Meanwhile the browser
// runs' memory is read from outside, as PSS of each Lighthouse child's process group. Also writes
// the sample report under docs/sample-report/ (the e-mail, and it and the report page in Chromium).

const root = path.resolve(import.meta.dirname, "..");
const rounds = Number(process.env.BENCH_AUDITS ?? 12);

/** The text of a PDF, page by page, as pdf.js reads it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      `— side ${n} av ${doc.numPages} —\n${content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim()}`,
    );
  }
  return `${pages.join("\n\n")}\n`;
}

/** Peak PSS (MB) of any one browser run, and of all runs at once, sampled every 250 ms. */
function watchBrowserMemory() {
  const peak = { oneRunMb: 0, allRunsMb: 0 };
  let stopped = false;
  const groups = async () => {
    const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
    const children: number[] = [];
    for (const pid of pids) {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
      if (cmdline.includes("lighthouse-child.ts")) children.push(Number(pid));
    }
    return children;
  };
  const done = (async () => {
    while (!stopped) {
      let all = 0;
      for (const pgid of await groups()) {
        const { pss } = await groupMemoryMb(pgid);
        peak.oneRunMb = Math.max(peak.oneRunMb, pss);
        all += pss;
      }
      peak.allRunsMb = Math.max(peak.allRunsMb, all);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { oneRunMb: Math.round(peak.oneRunMb), allRunsMb: Math.round(peak.allRunsMb) };
  };
}

/** Peak resident memory (MB) of the server process itself, with its threads (the spelling list). */
function watchServerMemory(pid: number | undefined) {
  let peakKb = 0;
  const timer = setInterval(async () => {
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    peakKb = Math.max(peakKb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.round(peakKb / 1024);
  };
}

export async function measureAuditLatency() {
  const sites = await startFixtureSites();
  const smtp = await startSmtpServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-audit-bench-"));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SMTP_URL: smtp.url,
      AUDIT_ALLOW_HOSTS: sites.hostPort,
      AUDIT_BROWSER: "true",
      AUDIT_PER_EMAIL_PER_HOUR: "1000",
      AUDIT_PER_HOST_PER_HOUR: "1000",
      // The five queued audits stand for five visitors; here they all come from one address.
      AUDIT_QUEUE_PER_CLIENT: "100",
      AUDIT_MAILS_PER_MAILBOX_PER_DAY: "1000",
      CONTACT_RATE_LIMIT: "1000",
    },
    { timeoutMs: 90_000 },
  );
  const base = server.url;
  try {
    const targets = ["/", "/poor", "/redirect"];
    const stopWatching = watchBrowserMemory();
    const stopWatchingServer = watchServerMemory(server.child.pid);
    const audit = async (email: string, target: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/website-audit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: `${sites.origin}${target}`, email }),
      });
      if (res.status !== 202) throw new Error(`audit request answered ${res.status}`);
      for (;;) {
        if (smtp.received.some((mail) => !Array.isArray(mail.to) && mail.to?.text === email)) break;
        if (performance.now() - started > 600_000) throw new Error("no report e-mail within 10 minutes");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    };
    const timings: number[] = [];
    for (let i = 0; i < rounds; i++)
      timings.push(await audit(`bench${i}@eier.example`, targets[i % targets.length] ?? "/"));
    // Five at once, as when a newsletter sends people to the page: the fifth waits for the rest.
    const queued = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 50));
        return audit(`queued${i}@eier.example`, targets[i % targets.length] ?? "/");
      }),
    );
    const memory = await stopWatching();
    const serverPeakRssMb = stopWatchingServer();
    timings.sort((a, b) => a - b);
    const pick = (p: number) =>
      timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)] ?? 0;
    const result = {
      rounds,
      p50Ms: Math.round(pick(50)),
      p95Ms: Math.round(pick(95)),
      maxMs: Math.round(timings.at(-1) ?? 0),
      fifthQueuedMs: Math.round(Math.max(...queued)),
      browserPeakPssMb: memory.oneRunMb,
      browserPeakAllRunsPssMb: memory.allRunsMb,
      serverPeakRssMb,
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
        // The consent banner would cover the scores: the sample shows the report after "Avvis alle".
        await page.getByRole("button", { name: "Avvis alle" }).click();
        await page.screenshot({ path: path.join(dir, "page.png"), fullPage: true });
        // The page's words as text, so a reviewer can read the report without zooming the picture.
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered text is what a reader sees
        await writeFile(path.join(dir, "page.txt"), `${(await page.locator("main").innerText()).trim()}\n`);
        // The report as a PDF (decision 033), and its words as the PDF holds them.
        const pdf = await fetch(`${reportUrl}/rapport.pdf`);
        if (pdf.ok) {
          const bytes = new Uint8Array(await pdf.arrayBuffer());
          await writeFile(path.join(dir, "report.pdf"), bytes);
          await writeFile(path.join(dir, "report-pdf.txt"), await pdfText(bytes.slice()));
        }
      }
      // The e-mail on a narrow phone (375 px), where it must read without scrolling sideways.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.setContent(sample.html);
      await page.screenshot({ path: path.join(dir, "email-375.png"), fullPage: true });
      await browser.close();
    }
    return result;
  } finally {
    await server.stop();
    await smtp.stop();
    await sites.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("Bygg først: npm run build");
  const result = await measureAuditLatency();
  console.log(result);
  const file = path.join(root, "docs/performance.md");
  const current = await readFile(file, "utf8");
  const marker = "<!-- audit results: newest first -->";
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const line = `| ${new Date().toISOString().slice(0, 10)} | ${result.rounds} | ${seconds(result.p50Ms)} | ${seconds(result.p95Ms)} | ${seconds(result.maxMs)} | ${seconds(result.fifthQueuedMs)} | ${result.browserPeakPssMb} MB | ${result.serverPeakRssMb} MB |`;
  const next = current.includes(marker)
    ? current.replace(marker, `${marker}\n${line}`)
    : `${current.trimEnd()}\n\n## Website audit: POST to report e-mail\n\nFixture sites on loopback (good, poor, redirect), a real SMTP server, the production server with the embedded PostgreSQL; audits one after another. Target (docs/brief/QUALITY.md): 60 s at p95.\n\n| date | audits | p50 | p95 | max |\n|---|---|---|---|---|\n${marker}\n${line}\n`;
  await writeFile(file, next);
}
