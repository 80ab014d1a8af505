import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadCollections } from "#content/markdown/collections.ts";
import { defaultSiteConfig } from "#content/site.ts";
import { articleTemplate, slugify, todayInOslo } from "./new-article.ts";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("makes the address from the title, æ, ø and å included", () => {
  expect(slugify("Nytt kontor på Ålgård: dette må du vite!")).toBe("nytt-kontor-pa-algard-dette-ma-du-vite");
  expect(slugify("Ærlig talt – 5 grep for én økonomi")).toBe("aerlig-talt-5-grep-for-en-okonomi");
});

it("gives today's date in Norway, across midnight UTC", () => {
  expect(todayInOslo(new Date("2026-03-01T23:30:00Z"))).toBe("2026-03-02");
});

it("writes a draft the build skips, which passes the check once its fields are filled in", () => {
  root = mkdtempSync(path.join(tmpdir(), "fjellvik-new-"));
  const dir = path.join(root, "content/nyheter");
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(root, "public/images/news"), { recursive: true });
  writeFileSync(path.join(root, "public/images/news/bilde.svg"), '<svg width="1200" height="675"/>');
  const template = articleTemplate('Slik gjør du det: en "guide"', "2026-03-02");
  const load = (drafts: boolean) => loadCollections({ root, site: defaultSiteConfig, drafts });

  writeFileSync(path.join(dir, "slik.md"), template);
  expect(load(false).articles).toEqual([]);
  expect(() => load(true)).toThrow("(linje 5, feltet «excerpt»): er tomt");

  const filled = template
    .replace('excerpt: ""', "excerpt: En kort ingress.")
    .replace('  - ""', "  - guide")
    .replace("src: /images/news/", "src: /images/news/bilde.svg")
    .replace('alt: ""', "alt: En tegning")
    .replace("draft: true\n", "");
  writeFileSync(path.join(dir, "slik.md"), filled);
  expect(load(false).articles[0]).toMatchObject({
    id: "slik",
    title: 'Slik gjør du det: en "guide"',
    date: "2026-03-02",
    author: defaultSiteConfig.author,
    keywords: ["guide"],
  });
});
