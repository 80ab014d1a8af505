import { DIALOG_AUTO_CLOSE_MS } from "#content/constants.ts";
import { expect, test } from "./fixtures.ts";
import { outboxMails } from "./intake.ts";

test.describe("contact dialog (docs/brief/SPEC.md sections 2 and 4)", () => {
  test("is closed by default and opens from several call-to-action buttons", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Kontakt oss" });
    await expect(dialog).toBeHidden();
    for (const name of ["Book 30 minutter gratis", "Start med en gratis samtale", "Bli kjent med oss"]) {
      await page.getByRole("link", { name }).click();
      await expect(dialog).toBeVisible();
      await page.getByRole("button", { name: "Lukk" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("works by keyboard: opens with Enter, keeps focus inside, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("link", { name: "Book 30 minutter gratis" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Kontakt oss" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("shows the spec's messages under the fields and sends nothing while invalid", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    const dialog = page.getByRole("dialog", { name: "Kontakt oss" });
    await dialog.getByLabel("Fornavn").fill("K");
    await dialog.getByLabel("E-post").fill("ikke-epost");
    await dialog.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(dialog.getByText("Fornavn må være minst 2 tegn")).toBeVisible();
    await expect(dialog.getByText("Etternavn må være minst 2 tegn")).toBeVisible();
    await expect(dialog.getByText("Ugyldig e-postadresse")).toBeVisible();
    await expect(dialog.getByLabel("Fornavn")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByPlaceholder("Fortell oss om dine utfordringer og mål...")).toHaveAttribute(
      "rows",
      "4",
    );
  });

  test("sends, thanks the visitor, stores the request and closes itself after 3 seconds", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    const dialog = page.getByRole("dialog", { name: "Kontakt oss" });
    const marker = `Dialogtest ${Date.now()}`;
    await dialog.getByLabel("Fornavn").fill("Åse");
    await dialog.getByLabel("Etternavn").fill("Ødegård");
    await dialog.getByLabel("E-post").fill("ase@bedrift.no");
    await dialog.getByLabel("Om prosjektet").fill(marker);
    await dialog.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(dialog.getByText("Takk for din henvendelse!")).toBeVisible();
    const thanked = Date.now();
    await expect(
      page.getByRole("status").filter({ hasText: "Vi kontakter deg innen 24 timer." }).first(),
    ).toBeVisible();
    // Open for DIALOG_AUTO_CLOSE_MS (3 s), then closed: not after 1 s, not never. Measured from when
    // the thanks showed (a little after the timer started), so the time seen is at most the real one.
    await expect(dialog).toBeHidden({ timeout: DIALOG_AUTO_CLOSE_MS + 2000 });
    const open = Date.now() - thanked;
    expect(open).toBeGreaterThanOrEqual(DIALOG_AUTO_CLOSE_MS - 1000);
    expect(open).toBeLessThanOrEqual(DIALOG_AUTO_CLOSE_MS + 1500);
    // Both e-mails go out (to the outbox, with no SMTP server configured): what was typed is in
    // the notification to us only, never in the confirmation to the visitor's address (decision 016).
    await expect
      .poll(async () => (await outboxMails()).filter((mail) => mail.to === "ase@bedrift.no").length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mails = await outboxMails();
    const notification = mails.find((mail) => mail.text.includes(marker));
    expect(notification).toMatchObject({
      subject: "Ny forespørsel fra Åse Ødegård",
      replyTo: "ase@bedrift.no",
    });
    const confirmation = mails.find((mail) => mail.to === "ase@bedrift.no");
    expect(confirmation?.subject).toBe("Takk for henvendelsen, Åse!");
    expect(confirmation?.text).toContain("svarer deg innen 24 timer");
    expect(confirmation?.text).not.toContain(marker);

    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    await expect(page.getByRole("dialog").getByLabel("Fornavn")).toHaveValue("");
  });

  test("keeps the form and shows the error toast when sending fails", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, body: "Midlertidig utilgjengelig" }),
    );
    await page.goto("/");
    const form = page.locator("#kontakt form");
    await form.getByLabel("Fornavn").fill("Kari");
    await form.getByLabel("Etternavn").fill("Nordmann");
    await form.getByLabel("E-post").fill("kari@bedrift.no");
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(page.getByText("En feil oppstod", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Prøv igjen senere eller kontakt oss direkte.", { exact: true }),
    ).toBeVisible();
    await expect(form.getByLabel("Fornavn")).toHaveValue("Kari");
  });
});

test.describe("contact form on the page", () => {
  test("shows 'Sender...' while pending, then the thank-you panel and an empty form", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const form = page.locator("#kontakt form");
    await form.getByLabel("Fornavn").fill("Per");
    await form.getByLabel("Etternavn").fill("Olsen");
    await form.getByLabel("E-post").fill("per@bedrift.no");
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(form.getByRole("button", { name: "Sender..." })).toBeDisabled();
    release();
    const section = page.locator("#kontakt");
    await expect(section.getByText("Takk for din henvendelse!", { exact: true })).toBeVisible();
    await section.getByRole("button", { name: "Send en ny forespørsel" }).click();
    await expect(section.getByLabel("Fornavn")).toHaveValue("");
  });

  test("closing the dialog by hand resets what was typed", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    const dialog = page.getByRole("dialog", { name: "Kontakt oss" });
    await dialog.getByLabel("Fornavn").fill("Halvferdig");
    await dialog.getByRole("button", { name: "Lukk" }).click();
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    await expect(page.getByRole("dialog").getByLabel("Fornavn")).toHaveValue("");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts, thanks the visitor and the mails go out", async ({ page }) => {
    await page.goto("/kontakt");
    const form = page.locator("#skjema form");
    const marker = `Uten JavaScript ${Date.now()}`;
    await form.getByLabel("Fornavn").fill("Bjørn");
    await form.getByLabel("Etternavn").fill("Ærlig");
    await form.getByLabel("E-post").fill("bjorn@bedrift.no");
    await form.getByLabel("Om prosjektet").fill(marker);
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(page).toHaveURL(/\/kontakt#skjema$/);
    await expect(page.locator("#skjema").getByText("Takk for din henvendelse!")).toBeVisible();
    await expect
      .poll(
        async () =>
          (await outboxMails()).filter((mail) => mail.text.includes(marker) || mail.to === "bjorn@bedrift.no")
            .length,
        { timeout: 15_000 },
      )
      .toBe(2);
  });

  test("shows the messages under the fields and keeps what was typed", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#kontakt form");
    await form.getByLabel("Fornavn").fill("B");
    await form.getByLabel("E-post").fill("ikke-en-adresse");
    await form.getByLabel("Om prosjektet").fill("Beholdes dette?");
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(page).toHaveURL(/\/kontakt#skjema$/);
    const result = page.locator("#skjema form");
    await expect(result.getByText("Fornavn må være minst 2 tegn")).toBeVisible();
    await expect(result.getByText("Etternavn må være minst 2 tegn")).toBeVisible();
    await expect(result.getByText("Ugyldig e-postadresse")).toBeVisible();
    await expect(result.getByLabel("Fornavn")).toHaveValue("B");
    await expect(result.getByLabel("Om prosjektet")).toHaveValue("Beholdes dette?");
  });
});
