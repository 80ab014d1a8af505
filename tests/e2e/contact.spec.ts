import { expect, test } from "./fixtures.ts";
import { storedRows } from "./intake.ts";

test.describe("contact dialog (SPEC.md sections 2 and 4)", () => {
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
    await expect(
      page.getByRole("status").filter({ hasText: "Vi kontakter deg innen 24 timer." }).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    const rows = await storedRows("contact");
    expect(rows.find((row) => row.prosjekt === marker)).toMatchObject({
      fornavn: "Åse",
      etternavn: "Ødegård",
    });

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
