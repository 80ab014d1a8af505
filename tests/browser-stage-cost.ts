import { runBrowserStage } from "#server/audit/gather/browser/stage.ts";
import { startFixtureSites } from "./fixture-sites.ts";

// What one browser-stage run costs on this machine (decision 020): wall time and peak memory of
// Lighthouse's process and Chromium together, for the well-made fixture page, N runs in a row.
// Usage: npx node tests/browser-stage-cost.ts [runs]   (one run at a time; nothing else heavy)

const runs = Number(process.argv[2] ?? 5);
const site = await startFixtureSites();
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
try {
  for (let run = 1; run <= runs; run++) {
    const { cost, categories } = await runBrowserStage(`${site.origin}/good`, {
      allowHosts: [site.hostPort],
    });
    const scores = Object.values(categories).map(({ score }) => score);
    console.log(
      `run ${run}: ${cost.wallMs} ms, peak PSS ${cost.peakPssMb} MB, peak RSS sum ${cost.peakRssMb} MB, ` +
        `scores ${scores.join("/")}, calling process RSS ${mb(process.memoryUsage().rss)} MB`,
    );
  }
} finally {
  await site.close();
}
