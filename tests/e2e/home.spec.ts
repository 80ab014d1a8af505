import { articles, cases } from "#content/collections.server.ts";
import { AUDIT_SUBMIT_LOCK_MS } from "#content/constants.ts";
import { approach, audit, casesSection } from "#content/home.ts";
import { services } from "#content/services.ts";
import { site } from "#content/site.ts";
import { expect, test } from "./fixtures.ts";
import { queryDatabase } from "./intake.ts";

/** The fake clock's start, and the moment it is paused at once the page has loaded. */
const CLOCK_START = new Date("2026-11-26T09:00:00+01:00");
const CLOCK_PAUSED = new Date("2026-11-26T09:00:30+01:00");

test.describe("home page content (docs/brief/SPEC.md, home page)", () => {
  test("has every section with the spec's headings and links", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nb");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.locator("#tjenester").getByRole("heading", { name: "Spesialtilpassede AI-løsninger" }),
    ).toBeVisible();
    await expect(
      page.locator("#cases").getByRole("heading", { name: "Suksesshistorier fra våre kunder" }),
    ).toBeAttached();
    await expect(page.locator("#cases")).toContainText(casesSection.intro);
    await expect(page.getByRole("heading", { name: "Siste nyheter" })).toBeAttached();
    await expect(page.locator("#om-oss")).toBeAttached();
    await expect(page.locator("#kontakt")).toBeAttached();

    for (const service of services) {
      await expect(page.locator(`#tjenester a[href="${service.link}"]`)).toHaveText(/Les mer/);
    }
    for (const step of approach.steps)
      await expect(page.getByRole("heading", { name: step.title })).toBeAttached();
    for (const claim of ["10+", "200 %", "50+", "15+"])
      await expect(page.getByText(claim, { exact: true }).first()).toBeAttached();
    await expect(page.locator("canvas[data-particles='10']")).toBeAttached();
  });

  test("links client logos and 'Besøk' links out in a new tab without opener", async ({ page }) => {
    await page.goto("/");
    for (const client of Object.values(site.clients)) {
      const link = page.locator(`a[href="${client.url}"]`).first();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const study of cases.slice(0, 2)) {
      const { client } = study;
      const visit = page.getByRole("link", { name: `Besøk ${client.name}` });
      await expect(visit).toHaveAttribute("target", "_blank");
      await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
      await expect(page.locator("#cases")).toContainText(study.title);
      for (const metric of study.metrics) await expect(page.locator("#cases")).toContainText(metric.label);
      for (const tag of study.tags) await expect(page.locator("#cases")).toContainText(tag);
    }
    await expect(page.locator('#cases a[href="/casestudies"]')).toHaveCount(2);
  });

  test("'Diskuter ditt prosjekt med oss' scrolls to the contact section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Diskuter ditt prosjekt med oss" }).click();
    await expect(page.locator("#kontakt")).toBeInViewport();
  });
});

test.describe("header", () => {
  test("is transparent at the top and solid past 80% of the viewport height", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header).not.toHaveAttribute("data-solid");
    const height = await page.evaluate(() => window.innerHeight);
    await page.evaluate(
      (y) => window.scrollTo({ top: y, behavior: "instant" }),
      Math.floor(height * 0.8) - 20,
    );
    // Two frames: the scroll event and any update it schedules have run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await expect(header).not.toHaveAttribute("data-solid");
    await page.evaluate(
      (y) => window.scrollTo({ top: y, behavior: "instant" }),
      Math.ceil(height * 0.8) + 20,
    );
    await expect(header).toHaveAttribute("data-solid", "");
  });

  test("section buttons scroll to om-oss and kontakt, from other pages too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Om oss" }).click();
    await expect(page.locator("#om-oss")).toBeInViewport();
    await page.goto("/finnes-ikke");
    await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/#kontakt$/);
    await expect(page.locator("#kontakt")).toBeInViewport();
  });
});

test.describe("mobile menu @mobile", () => {
  test("opens, closes on a link and on a section button, and works by keyboard", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Åpne menyen" });
    const menu = page.locator("#mobilmeny");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Lukk menyen" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Om oss" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#om-oss")).toBeInViewport();

    await page.getByRole("button", { name: "Åpne menyen" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Nyheter" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/nyheter$/);
  });
});

test.describe("news carousel", () => {
  test("wraps around both ways and jumps with the dots", async ({ page }) => {
    await page.goto("/");
    const active = page.locator("[data-active] h3");
    await expect(active).toHaveText(articles[0]?.title ?? "");
    await page.getByRole("button", { name: "Forrige nyhet" }).click();
    await expect(active).toHaveText(articles[articles.length - 1]?.title ?? "");
    await page.getByRole("button", { name: "Neste nyhet" }).click();
    await expect(active).toHaveText(articles[0]?.title ?? "");
    await page.getByRole("button", { name: "Vis nyhet 2" }).click();
    await expect(active).toHaveText(articles[1]?.title ?? "");
    await expect(page.getByRole("button", { name: "Vis nyhet 2" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Vis nyhet 3" }).click();
    await page.getByRole("button", { name: "Neste nyhet" }).focus();
    await page.keyboard.press("Enter");
    await expect(active).toHaveText(articles[0]?.title ?? "");
    await expect(page.locator(`[data-active] a[href="/nyheter/${articles[0]?.id}"]`)).toBeAttached();
  });
});

test.describe("audit form (docs/brief/SPEC.md sections 4 and 5)", () => {
  test("validates the address, goes to step 2, sends and returns to step 1", async ({ page }) => {
    await page.goto("/");
    const address = page.getByLabel(audit.urlLabel);
    await address.fill("ikke-en-adresse");
    await page.getByRole("button", { name: "Sjekk" }).click();
    await expect(page.getByText("Vennligst skriv inn en gyldig URL")).toBeVisible();
    await address.press("End");
    await address.pressSequentially(".no");
    await expect(page.getByText("Vennligst skriv inn en gyldig URL")).toBeHidden();
    await address.fill("  e2e-test.no/side ");
    await address.press("Enter");

    const email = page.getByLabel(audit.emailLabel);
    await expect(email).toBeFocused();
    await expect(page.getByText("https://e2e-test.no/side")).toBeVisible();
    await email.fill("ola@e2e-test.no");
    const send = page.getByRole("button", { name: "Send vurdering" });
    const clicked = Date.now();
    await send.click();
    const sending = page.getByRole("button", { name: "Sender..." });
    await expect(sending).toBeDisabled();
    // Locked for AUDIT_SUBMIT_LOCK_MS (500 ms), then back at step 1.
    await expect(page.getByLabel(audit.urlLabel)).toBeVisible();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(AUDIT_SUBMIT_LOCK_MS - 20);
    await expect(page.getByLabel(audit.urlLabel)).toHaveValue("");
    await expect
      .poll(async () =>
        queryDatabase("SELECT email FROM audit_requests WHERE url = $1", ["https://e2e-test.no/side"]),
      )
      .toEqual([{ email: "ola@e2e-test.no" }]);
  });

  test("requires an e-mail in step 2 (browser check)", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel(audit.urlLabel).fill("bedrift.no");
    await page.getByRole("button", { name: "Sjekk" }).click();
    await page.getByRole("button", { name: "Send vurdering" }).click();
    await expect(page.getByLabel(audit.emailLabel)).toBeFocused();
    expect(
      await page.getByLabel(audit.emailLabel).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
  });

  test("its info tooltip lists the four things the report contains", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: audit.infoLabel }).focus();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeVisible();
    for (const item of audit.reportItems) await expect(tooltip).toContainText(item);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });

  test("its tooltip opens on hover only after the spec's 700 ms delay", async ({ page }) => {
    // The page's timers run on Playwright's clock, paused after loading and moved by hand: the delay
    // is measured, not slept, and a slow machine cannot move it.
    await page.clock.install({ time: CLOCK_START });
    await page.goto("/");
    await page.clock.pauseAt(CLOCK_PAUSED);
    const info = page.getByRole("button", { name: audit.infoLabel });
    await info.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toBeHidden();
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip")).toBeVisible();
    await expect(info).toHaveAttribute("aria-describedby", /.+/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toBeHidden();
  });
});
