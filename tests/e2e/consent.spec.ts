import type { BrowserContext, Page } from "@playwright/test";
import { site } from "#content/site.ts";
import { wcagViolations as axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Cookie consent (docs/brief/QUALITY.md "Accessibility and law"): nothing is stored before the visitor
// chooses; refusing is as easy as accepting; the choice is one first-party cookie, `samtykke`.

const SIX_MONTHS_S = 15_552_000;

function banner(page: Page) {
  return page.getByRole("region", { name: "Samtykke til informasjonskapsler" });
}

async function reload(page: Page) {
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function storage(page: Page) {
  return page.evaluate(() => [localStorage.length, sessionStorage.length]);
}

/** The only cookie there may be after a choice: `samtykke` with this value, for 6 months. */
async function expectOnlyConsentCookie(context: BrowserContext, value: string) {
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(["samtykke"]);
  const [cookie] = cookies;
  expect(cookie).toMatchObject({ value, path: "/", sameSite: "Lax", httpOnly: false });
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SIX_MONTHS_S - 120);
  expect(lifetime).toBeLessThanOrEqual(SIX_MONTHS_S + 5);
}

test.describe("cookie consent", () => {
  test("stores nothing before a choice, and asks with equal buttons", async ({ page, context }) => {
    await page.goto("/");
    await page.waitForTimeout(2000);
    expect(await context.cookies()).toEqual([]);
    expect(await storage(page)).toEqual([0, 0]);
    const region = banner(page);
    await expect(region).toBeVisible();
    const accept = region.getByRole("button", { name: "Godta alle" });
    const refuse = region.getByRole("button", { name: "Avvis alle" });
    await expect(accept).toBeVisible();
    await expect(refuse).toBeVisible();
    // Same size, same look, side by side.
    const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect(a && r).toBeTruthy();
    expect(Math.abs((a?.width ?? 0) - (r?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(a?.height).toBe(r?.height);
    expect(a?.y).toBe(r?.y);
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderRadius, s.padding].join("|");
    };
    expect(await accept.evaluate(look)).toBe(await refuse.evaluate(look));
    await expect(region.getByRole("link", { name: "Les mer om informasjonskapsler" })).toHaveAttribute(
      "href",
      "/cookies",
    );
  });

  test("moving between pages stores no cookie; only React Router's scroll positions", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.goto("/cookies");
    await page.getByRole("contentinfo").getByRole("link", { name: "Personvernerklæring" }).click();
    await expect(page).toHaveURL(/\/personvern$/);
    await page.waitForTimeout(1000);
    expect(await context.cookies()).toEqual([]);
    // <ScrollRestoration> (app/root.tsx) keeps the scroll position per history entry in
    // sessionStorage when a page is left: first-party, this tab only, no identifier, needed for
    // the back button to return to where the visitor was. Nothing else may be there.
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: Object.keys(sessionStorage),
    }));
    expect(stored.local).toBe(0);
    expect(stored.session.filter((key) => key !== "react-router-scroll-positions")).toEqual([]);
  });

  test("the prerendered page has no banner", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Samtykke til informasjonskapsler");
    expect(html).not.toContain("Godta alle");
  });

  test("'Avvis alle' hides the banner, stores both categories off and nothing else", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Avvis alle" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=0");
    expect(await storage(page)).toEqual([0, 0]);
    await reload(page);
    // Wait until the banner has decided whether to show, then it must not be there.
    await page.locator("html[data-consent-ready]").waitFor({ state: "attached" });
    await expect(banner(page)).toHaveCount(0);
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=0");
  });

  test("'Godta alle' turns on marketing, the one category in use", async ({ page, context }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Godta alle" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=1");
    expect(await storage(page)).toEqual([0, 0]);
  });

  test("'Velg selv' lets the visitor turn on marketing only", async ({ page, context }) => {
    await page.goto("/");
    const region = banner(page);
    const choose = region.getByRole("button", { name: "Velg selv" });
    await expect(choose).toHaveAttribute("aria-expanded", "false");
    await choose.click();
    await expect(choose).toHaveAttribute("aria-expanded", "true");
    await expect(region.getByLabel("Nødvendige")).toBeChecked();
    await expect(region.getByLabel("Nødvendige")).toBeDisabled();
    // Only categories something on the site uses are offered (decision 025).
    await expect(region.getByLabel("Statistikk")).toHaveCount(0);
    await expect(region.getByLabel("Markedsføring")).not.toBeChecked();
    await region.getByLabel("Markedsføring").check();
    await region.getByRole("button", { name: "Lagre valgene" }).click();
    await expect(region).toHaveCount(0);
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=1");
  });

  test("the settings on /cookies show the choice and change it, withdrawal included", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Godta alle" }).click();
    await page.goto("/cookies");
    const settings = page.getByRole("region", { name: "Ditt valg" });
    await expect(settings.getByText("Lagret valg: markedsføring på.")).toBeVisible();
    await expect(settings.getByLabel("Markedsføring")).toBeChecked();
    await expect(settings.getByLabel("Nødvendige")).toBeDisabled();

    await settings.getByLabel("Markedsføring").uncheck();
    await expect(settings.getByRole("status")).toHaveText("");
    await settings.getByRole("button", { name: "Lagre valgene" }).click();
    await expect(settings.getByRole("status")).toHaveText("Valget ditt er lagret.");
    await expect(settings.getByText("Lagret valg: markedsføring av.")).toBeVisible();
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=0");
    await reload(page);
    await expect(settings.getByText("Lagret valg: markedsføring av.")).toBeVisible();
    await expect(settings.getByLabel("Markedsføring")).not.toBeChecked();
    await expect(banner(page)).toHaveCount(0);
  });

  test("a choice in the banner on /cookies shows in the settings at once", async ({ page }) => {
    await page.goto("/cookies");
    const settings = page.getByRole("region", { name: "Ditt valg" });
    await expect(settings.getByText("Du har ikke valgt ennå, så ingenting er slått på.")).toBeVisible();
    await banner(page).getByRole("button", { name: "Godta alle" }).click();
    await expect(settings.getByLabel("Markedsføring")).toBeChecked();
    await expect(settings.getByText("Lagret valg: markedsføring på.")).toBeVisible();
  });

  test("is keyboard operable: Tab reaches the buttons, Enter chooses, focus is visible", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const refuse = banner(page).getByRole("button", { name: "Avvis alle" });
    await expect(refuse).toBeVisible();
    let reached = false;
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await refuse.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "'Avvis alle' is among the first stops of the Tab order").toBe(true);
    expect(await refuse.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await expect(banner(page)).toHaveCount(0);
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=0");
  });

  test("'Velg selv' works by keyboard", async ({ page, context }) => {
    await page.goto("/");
    const region = banner(page);
    await region.getByRole("button", { name: "Velg selv" }).focus();
    await page.keyboard.press("Enter");
    await expect(region.getByLabel("Markedsføring")).toBeVisible();
    await region.getByLabel("Markedsføring").focus();
    await page.keyboard.press("Space");
    await region.getByRole("button", { name: "Lagre valgene" }).focus();
    await page.keyboard.press("Enter");
    await expect(region).toHaveCount(0);
    await expectOnlyConsentCookie(context, "v1.statistikk=0.markedsforing=1");
  });

  test("sits below the contact dialog and keeps the footer reachable", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    const dialog = page.getByRole("dialog", { name: "Kontakt oss" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send forespørsel" }).scrollIntoViewIfNeeded();
    await dialog.getByRole("button", { name: "Send forespørsel" }).click({ trial: true });
    await dialog.getByRole("button", { name: "Lukk" }).click();
    await expect(dialog).toBeHidden();
    // At the very bottom of the page the footer's last line is above the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator("footer").last();
    const [footerBox, bannerBox] = [await footer.boundingBox(), await banner(page).boundingBox()];
    expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual((bannerBox?.y ?? 0) + 1);
  });
});

test.describe("consent under axe (WCAG 2.1 AA)", () => {
  test("the banner, closed and with the choices open", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await banner(page).getByRole("button", { name: "Velg selv" }).click();
    await expect(banner(page).getByLabel("Markedsføring")).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test("the settings on /cookies after saving", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Avvis alle" }).click();
    await page.goto("/cookies");
    const settings = page.getByRole("region", { name: "Ditt valg" });
    await settings.getByRole("button", { name: "Lagre valgene" }).click();
    await expect(settings.getByRole("status")).toHaveText("Valget ditt er lagret.");
    expect(await axe(page)).toEqual([]);
  });
});

test.describe("the ad-conversion hook", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
  });

  async function sendContactForm(page: Page) {
    const form = page.locator("#kontakt form");
    await form.getByLabel("Fornavn").fill("Sara");
    await form.getByLabel("Etternavn").fill("Samtykke");
    await form.getByLabel("E-post").fill("sara@bedrift.no");
    await form.getByLabel("Om prosjektet").fill(`Samtykketest ${Date.now()}`);
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(
      page.locator("#kontakt").getByText("Takk for din henvendelse!", { exact: true }),
    ).toBeVisible();
  }

  const calls = (page: Page) =>
    page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);

  test("fires nothing without consent", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await sendContactForm(page);
    await page.waitForTimeout(300);
    expect(await calls(page)).toEqual([]);
  });

  test("fires nothing after refusal", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Avvis alle" }).click();
    await sendContactForm(page);
    await page.waitForTimeout(300);
    expect(await calls(page)).toEqual([]);
  });

  test("fires one conversion with the configured id after consent", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Godta alle" }).click();
    await sendContactForm(page);
    await expect.poll(() => calls(page)).toHaveLength(1);
    expect(await calls(page)).toEqual([["event", "conversion", { send_to: site.adConversionId }]]);
  });
});

test.describe("consent banner on small screens @mobile", () => {
  test("fits 390 px with the two choices side by side and equal", async ({ page }) => {
    await page.goto("/");
    const region = banner(page);
    await expect(region).toBeVisible();
    const box = await region.boundingBox();
    expect(box?.height ?? 999).toBeLessThan((page.viewportSize()?.height ?? 844) * 0.4);
    // Nothing in the banner is wider than the banner, which is as wide as the window.
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(box?.width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
    const accept = await region.getByRole("button", { name: "Godta alle" }).boundingBox();
    const refuse = await region.getByRole("button", { name: "Avvis alle" }).boundingBox();
    expect(accept?.y).toBe(refuse?.y);
    expect(Math.abs((accept?.width ?? 0) - (refuse?.width ?? 0))).toBeLessThanOrEqual(1);
    await region.getByRole("button", { name: "Velg selv" }).click();
    await region.getByLabel("Markedsføring").check();
    await region.getByRole("button", { name: "Lagre valgene" }).click();
    await expect(region).toHaveCount(0);
  });
});

test.describe("consent banner on phones @mobile", () => {
  // The reveal sections that slide in from the side once made the home page 20 px wider than
  // 390 px, and Chrome then placed the banner's buttons below the screen (fixed by
  // `overflow-x: clip` on <main> in app.css).
  test("the two choices are on screen, not below it", async ({ page }) => {
    await page.goto("/");
    const refuse = banner(page).getByRole("button", { name: "Avvis alle" });
    await expect(refuse).toBeVisible();
    const bottom = await refuse.evaluate((el) => el.getBoundingClientRect().bottom);
    const screen = await page.evaluate(() => window.visualViewport?.height ?? window.innerHeight);
    expect(bottom).toBeLessThanOrEqual(screen);
  });
});
