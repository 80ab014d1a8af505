import AxeBuilder from "@axe-core/playwright";
import { allPagePaths } from "#content/pages.ts";
import { expect, test } from "./fixtures.ts";

// WCAG 2.1 AA (docs/brief/QUALITY.md, decision 011): axe-core finds nothing on any page, and nothing in the
// states a visitor opens (the contact dialog, the mobile menu, the not-found page).

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const summary = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);

test("axe gets the whole page list (a loop over nothing would pass)", () => {
  expect(allPagePaths().length).toBeGreaterThanOrEqual(120);
});

test.describe("axe on every page", () => {
  for (const path of allPagePaths()) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(summary(violations)).toEqual([]);
    });
  }
});

test.describe("axe on opened states", () => {
  test("the contact dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    await expect(page.getByRole("dialog", { name: "Kontakt oss" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(summary(violations)).toEqual([]);
  });

  test("the not-found page", async ({ page }) => {
    await page.goto("/finnes-ikke");
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(summary(violations)).toEqual([]);
  });
});

test.describe("axe on small screens @mobile", () => {
  test("the open mobile menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Åpne menyen" }).click();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(summary(violations)).toEqual([]);
  });
});
