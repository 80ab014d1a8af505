import { allPagePaths } from "#content/pages.ts";
import { paths } from "#content/routes.ts";
import { expect, test } from "./fixtures.ts";

// Every page generated from the content data (not a hand-typed list), read as a search engine
// reads it: the server's HTML, without running script.

const pages = allPagePaths();
const canonicalPath = (path: string) => (path === paths.casesAlias ? paths.cases : path);

function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) links.add(match[1] as string);
  return [...links];
}

test("the page list is the spec's, not empty (a loop over nothing would pass)", () => {
  expect(pages.length).toBeGreaterThanOrEqual(120);
  expect(pages).toEqual(expect.arrayContaining(["/", paths.privacy, paths.cookies, paths.accessibility]));
});

test.describe("every page of the spec", () => {
  test("answers 200 with its own title, one h1 and its canonical URL", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<html lang="nb">');
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      expect(title.length, `${path} has a title`).toBeGreaterThan(5);
      expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
      expect(new URL(canonical).pathname, `${path} canonical`).toBe(canonicalPath(path));
      if (path !== paths.casesAlias) {
        expect(titles.has(title), `${path} shares its title with ${titles.get(title)}`).toBe(false);
        titles.set(title, path);
      }
    }
  });

  test("has no broken internal link, and a crawl from / reaches every page", async ({ request }) => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift() as string;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        broken.push(`${path} → ${response.status()}`);
        continue;
      }
      for (const link of internalLinks(await response.text())) {
        if (link.startsWith("/images/") || link.startsWith("/assets/") || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    for (const path of pages) expect(seen.has(path), `reached ${path}`).toBe(true);
  });
});

test.describe("unknown addresses (docs/brief/SPEC.md §2)", () => {
  test("an unknown article shows 'Page Not Found' with status 404", async ({ page }) => {
    const response = await page.goto("/nyheter/finnes-ikke");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText(/rute i nettstedet/)).toBeVisible();
  });

  test("unknown paths, topics and audiences answer 404 with links onwards", async ({ request }) => {
    for (const path of [
      "/finnes-ikke",
      "/nettsider/finnes-ikke",
      "/nettsider/moderne-design/for-ukjente",
      "/aikurs/grunnleggende-ai-konsepter/for-smb",
      "/tjenester/finnes-ikke",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('content="noindex,nofollow"');
      expect(html).toContain(`href="${paths.services}"`);
    }
  });

  test("any casing reaches the page through a permanent redirect to lowercase", async ({ request }) => {
    const response = await request.get("/NETTSIDER/Moderne-Design", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/nettsider/moderne-design");
    const followed = await request.get("/NETTSIDER/Moderne-Design");
    expect(followed.status()).toBe(200);
    expect(await followed.text()).toContain("<h1");
  });
});

test.describe("small screens @mobile", () => {
  const onePerType = [
    paths.home,
    paths.news,
    paths.article("webutvikling-ai-stormfart"),
    paths.cases,
    paths.services,
    paths.websites,
    "/nettsider/moderne-design",
    "/webapplikasjoner/skalerbar-arkitektur/for-konsern",
    "/aikurs/chatgpt-og-sprakmodeller",
    paths.aiGuide,
    paths.contact,
    paths.uploadTest,
    paths.privacy,
  ];

  test("no page scrolls sideways at 390 px", async ({ page }) => {
    for (const path of onePerType) {
      await page.goto(path);
      // Against the layout width the page was given: on phones innerWidth grows with the overflow.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      expect(viewport, path).toBe(390);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
