import { allPagePaths } from "#content/pages.ts";
import { wcagViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// WCAG 2.1 AA (docs/brief/QUALITY.md, decision 011): axe-core finds nothing on any page, and nothing in the
// states a visitor opens (the contact dialog, the mobile menu, the not-found page).

test("axe gets the whole page list (a loop over nothing would pass)", () => {
  expect(allPagePaths().length).toBeGreaterThanOrEqual(120);
});

test("axe as run here finds a violation where there is one (a check that cannot fail proves nothing)", async ({
  page,
}) => {
  await page.setContent('<html lang="nb"><title>Prøve</title><main><img src="/favicon.svg"></main></html>');
  expect((await wcagViolations(page)).some((violation) => violation.startsWith("image-alt:"))).toBe(true);
});

test.describe("axe on every page", () => {
  for (const path of allPagePaths()) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
      await page.goto(path);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe on opened states", () => {
  test("the contact dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Book 30 minutter gratis" }).click();
    await expect(page.getByRole("dialog", { name: "Kontakt oss" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("the not-found page", async ({ page }) => {
    await page.goto("/finnes-ikke");
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe("axe on small screens @mobile", () => {
  test("the open mobile menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Åpne menyen" }).click();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
