import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { allPagePaths } from "#content/pages.ts";
import { expect, test } from "./fixtures.ts";

// WCAG 2.1 AA (docs/brief/QUALITY.md, decision 011): axe-core finds nothing on any page, and nothing in the
// states a visitor opens (the contact dialog, the mobile menu, the not-found page).

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's violations of WCAG 2.1 AA on the page as it stands. In axe's legacy mode the run is
 * finished in the page itself instead of in a second, blank page with axe injected again: 1.2
 * instead of 1.75 s per page here, the same violations. What it gives up, cross-origin frames, our
 * pages cannot have: the CSP's default-src is 'self'.
 */
const violationsOn = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(true).analyze()).violations;

const summary = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);

test("axe gets the whole page list (a loop over nothing would pass)", () => {
  expect(allPagePaths().length).toBeGreaterThanOrEqual(120);
});

test("axe as run here finds a violation where there is one (a check that cannot fail proves nothing)", async ({
  page,
}) => {
  await page.setContent('<html lang="nb"><title>Prøve</title><main><img src="/favicon.svg"></main></html>');
  expect((await violationsOn(page)).map(({ id }) => id)).toContain("image-alt");
});

test.describe("axe on every page", () => {
  for (const path of allPagePaths()) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
      await page.goto(path);
      expect(summary(await violationsOn(page))).toEqual([]);
    });
  }
});

test.describe("axe on opened states", () => {
  test("the contact dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    await expect(page.getByRole("dialog", { name: "Kontakt oss" })).toBeVisible();
    expect(summary(await violationsOn(page))).toEqual([]);
  });

  test("the not-found page", async ({ page }) => {
    await page.goto("/finnes-ikke");
    expect(summary(await violationsOn(page))).toEqual([]);
  });
});

test.describe("axe on small screens @mobile", () => {
  test("the open mobile menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Åpne menyen" }).click();
    expect(summary(await violationsOn(page))).toEqual([]);
  });
});
