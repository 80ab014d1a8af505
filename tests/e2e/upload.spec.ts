import type { Page } from "@playwright/test";
import { TOAST_DURATION_MS } from "#content/constants.ts";
import { noiseImage } from "../images.ts";
import { expect, test } from "./fixtures.ts";

/** Pauses the page's fake clock where it stands (a moment ahead: it runs on while we ask it the time). */
async function pauseNow(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

// /upload-test (docs/brief/SPEC.md sections 4, 5, 7, 8): choose, upload and list images. Needs the upload
// router (server/uploads/router.ts) mounted under /api and /uploads served at the site root.

/** A PNG of noise: big enough that its size in MB is not 0,00. */
const noisePng = (width: number, height: number) => noiseImage(width, height, 50).png().toBuffer();

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2).replace(".", ",")} MB`;

test.describe("image upload (docs/brief/SPEC.md /upload-test)", () => {
  test("pressing 'Last opp' with no file shows 'Ingen fil valgt'", async ({ page }) => {
    await page.goto("/upload-test");
    await page.getByRole("button", { name: "Last opp" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Ingen fil valgt" }).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Velg en bildefil først");
  });

  test("a toast stays TOAST_DURATION_MS (5 s), one at a time, and F8 takes the keyboard to it", async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock: it runs on its own until the toast is shown, then
    // it is paused and moved by hand, so the duration is measured, not slept, and a slow machine
    // cannot stretch it.
    await page.clock.install();
    await page.goto("/upload-test");
    const press = page.getByRole("button", { name: "Last opp" });
    // The toast itself, in the toast list (Radix also announces it in a short-lived status node).
    const toast = page
      .getByRole("region", { name: "Varsler (F8)" })
      .locator("li")
      .filter({ hasText: "Ingen fil valgt" });
    await press.click();
    await expect(toast).toHaveCount(1);
    await page.mouse.move(0, 0);
    await pauseNow(page);
    // Shown a moment ago (under 1.5 s, however slow the machine), so still there 1.5 s before its end…
    await page.clock.runFor(TOAST_DURATION_MS - 1500);
    await expect(toast).toHaveCount(1);
    // …and gone once its time has surely passed.
    await page.clock.runFor(2000);
    await expect(toast).toHaveCount(0);

    await press.click();
    await press.click();
    await expect(toast).toHaveCount(1);
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[aria-label="Varsler (F8)"]') !== null),
      )
      .toBe(true);
  });

  test("shows the chosen file's name and size in MB with two decimals", async ({ page }) => {
    const tiny = await noisePng(8, 8);
    const png = await noisePng(300, 200);
    await page.goto("/upload-test");
    const input = page.getByLabel("Bildefil");
    await input.setInputFiles({ name: "liten.png", mimeType: "image/png", buffer: tiny });
    await expect(page.getByText("Valgt: liten.png (0,00 MB)")).toBeVisible();
    await input.setInputFiles({ name: "støy.png", mimeType: "image/png", buffer: png });
    const size = megabytes(png.length);
    expect(size).toMatch(/^\d+,\d{2} MB$/);
    expect(size).not.toBe("0,00 MB");
    await expect(page.getByText(`Valgt: støy.png (${size})`)).toBeVisible();
  });

  test("uploads: 'Laster opp...' while sending, then the success toast and the image in the list", async ({
    page,
  }) => {
    const name = `fjord-${Date.now()}.png`;
    const png = await noisePng(300, 200);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/upload", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/upload-test");
    await page.getByLabel("Bildefil").setInputFiles({ name, mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Last opp" }).click();
    await expect(page.getByRole("button", { name: "Laster opp..." })).toBeDisabled();
    release();

    const toast = page.getByRole("status").filter({ hasText: "Opplasting vellykket" }).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`Bildet «${name}» er lastet opp.`);
    await expect(page.getByRole("button", { name: "Last opp" })).toBeEnabled();
    // The selection is cleared and the list reloaded, newest first, with the image loading.
    await expect(
      page.getByText("Ingen fil valgt. PNG, JPEG, WebP, GIF eller AVIF, høyst 10 MB."),
    ).toBeVisible();
    const image = page.getByRole("img", { name });
    await expect(image).toBeVisible();
    await expect(page.locator("li img").first()).toHaveAttribute("alt", name);
    await expect(image).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  });

  test("a file that only claims to be a PNG gives 'Opplasting feilet' with the server's message", async ({
    page,
  }) => {
    await page.goto("/upload-test");
    await page.getByLabel("Bildefil").setInputFiles({
      name: "ikke-et-bilde.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
    });
    await page.getByRole("button", { name: "Last opp" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Opplasting feilet" }).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Filen er ikke et bilde. Last opp PNG, JPEG, WebP, GIF eller AVIF.");
    await expect(page.getByRole("img", { name: "ikke-et-bilde.png" })).toHaveCount(0);
  });

  test("a photo over 10 MB is refused on the page with the server's own words, and nothing is sent", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/upload")) posts.push(request.url());
    });
    await page.goto("/upload-test");
    await page.getByLabel("Bildefil").setInputFiles({
      name: "ferie.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    await page.getByRole("button", { name: "Last opp" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Opplasting feilet" }).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Bildet er for stort. Maks 10 MB.");
    expect(posts).toEqual([]);
  });
});
