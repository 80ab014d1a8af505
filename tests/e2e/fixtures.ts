import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

// Pages hydrate after their first paint; until then links work as plain links. Tests of
// interactive behaviour wait for the app to mark the document as hydrated after each navigation.
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false)
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});
