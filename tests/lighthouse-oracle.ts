import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Result } from "lighthouse";
import { chromiumPath } from "./chromium.ts";

// Lighthouse as a prospect runs it (`npx lighthouse <url>`): its own CLI, its defaults (mobile,
// simulated throttling), its own Chromium launch. The oracle the audit's browser-based scores are
// held against (decision 022). Only for our own fixture pages on loopback: it runs without our proxy.

const CLI = fileURLToPath(new URL("../node_modules/lighthouse/cli/index.js", import.meta.url));

export async function lighthouseCli(url: string): Promise<Result> {
  const dir = await mkdtemp(join(tmpdir(), "lighthouse-oracle-"));
  try {
    const output = join(dir, "report.json");
    await promisify(execFile)(
      process.execPath,
      [
        CLI,
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--only-categories=performance,accessibility,seo,best-practices",
        // Root may not run Chromium's sandbox without a user to drop to; the oracle loads our fixtures only.
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      { env: { ...process.env, CHROME_PATH: await chromiumPath() }, timeout: 120_000 },
    );
    return JSON.parse(await readFile(output, "utf8")) as Result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A category's score as Lighthouse's report shows it, 0–100. */
export const lighthouseScore = (lhr: Result, id: string) =>
  Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
