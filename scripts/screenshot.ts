import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";

// Usage: node scripts/screenshot.ts <url> <width> <out.png> [--full]
const [url = "http://localhost:3000/", width = "1440", out = "/tmp/shot.png", full] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
if (full === "--full") {
  // Scroll through once so the reveal animations have run before the full-page capture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForTimeout(700);
}
await page.screenshot({ path: out, fullPage: full === "--full" });
await browser.close();
console.log(out);
