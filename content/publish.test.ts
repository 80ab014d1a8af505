import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "#tests/server-process.ts";
import { articles } from "./collections.server.ts";
import { COLLECTION_DIRS } from "./markdown/collections.ts";

// Issue 29, done when: an editor adds a Markdown file to a copy of the project, builds with the
// real build command, and the article is on the site — its page, first in the home page's carousel,
// in the sitemap, the feed and the share images — while a draft is nowhere, and a file with a broken
// field stops the build with one line. One build; the broken file is caught by the build's first
// step, before anything else runs.

const REPO = path.resolve(import.meta.dirname, "..");
/** What git ignores (.gitignore) and git's own folder: the copy is the project as a clone has it. */
const SKIP = new Set([
  "node_modules",
  "build",
  "data",
  ".git",
  ".react-router",
  "test-results",
  "playwright-report",
  "backups",
  ".env",
  "bench/results",
  "eval/out",
]);
const SLUG = "vi-tester-publisering";
const DRAFT = "halvferdig-utkast";

/** A day after the newest article, so the new one is the newest whatever the site has. */
function nextDay(): string {
  const newest = articles[0]?.date ?? "2026-01-01";
  const date = new Date(`${newest}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const ARTICLE = `---
title: "Testartikkel: publisert fra Markdown"
excerpt: En artikkel som bare finnes i denne testen.
date: ${nextDay()}
keywords:
  - test
image:
  src: /images/news/ai-agenter-pinecone-rag.svg
  alt: En illustrasjon fra en annen artikkel
---

Denne teksten står i brødteksten til testartikkelen.

![Et bilde midt i artikkelen](/images/news/webutvikling-ai-stormfart.svg)

Og dette er [en lenke](/kontakt).
`;

const DRAFT_ARTICLE = `---
title: Et utkast ingen skal se
date: ${nextDay()}
draft: true
---

Ikke ferdig.
`;

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, SITE_URL: "", SITE_CONFIG_JSON: "", SITE_CONFIG_FILE: "" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

let project = "";
let server: ServerProcess | undefined;
let build = { code: null as number | null, output: "" };

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), "fjellvik-publish-"));
  await cp(REPO, project, { recursive: true, filter: (source) => !SKIP.has(path.relative(REPO, source)) });
  await symlink(path.join(REPO, "node_modules"), path.join(project, "node_modules"), "dir");
  await writeFile(path.join(project, COLLECTION_DIRS.articles, `${SLUG}.md`), ARTICLE);
  await writeFile(path.join(project, COLLECTION_DIRS.articles, `${DRAFT}.md`), DRAFT_ARTICLE);
  build = await run("npm", ["run", "build"], project);
  if (build.code !== 0) throw new Error(`npm run build failed:\n${build.output}`);
  server = await startServerProcess({ DATA_DIR: path.join(project, "data") }, { cwd: project });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (project) await rm(project, { recursive: true, force: true });
}, 60_000);

const get = async (pathname: string) => {
  const response = await fetch(`${server?.url}${pathname}`);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
};

describe("an article added as a Markdown file, after npm run build", () => {
  it("has its page at /nyheter/{slug}, with its text, its images sized and its JSON-LD", async () => {
    const page = await get(`/nyheter/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Testartikkel: publisert fra Markdown</h1>");
    expect(page.text).toContain("<p>Denne teksten står i brødteksten til testartikkelen.</p>");
    expect(page.text).toMatch(
      /<img src="\/images\/news\/webutvikling-ai-stormfart.svg" alt="Et bilde midt i artikkelen" width="1200" height="675"/,
    );
    expect(page.text).toContain('"headline":"Testartikkel: publisert fra Markdown"');
    expect(page.text).toContain(`"datePublished":"${nextDay()}"`);
  });

  it("is the first article of the home page's carousel", async () => {
    const home = await get("/");
    const first = home.text.match(/<li[^>]*data-active=""[^>]*>([\s\S]*?)<\/li>/)?.[1] ?? "";
    expect(first).toContain("Testartikkel: publisert fra Markdown");
    expect(first).toContain(`href="/nyheter/${SLUG}"`);
  });

  it("is in the news list, the sitemap and the feed, and has a share image", async () => {
    expect((await get("/nyheter")).text).toContain(`href="/nyheter/${SLUG}"`);
    expect((await get("/sitemap.xml")).text).toContain(
      `/nyheter/${SLUG}</loc>\n    <lastmod>${nextDay()}</lastmod>`,
    );
    const feed = (await get("/nyheter/rss.xml")).text;
    const firstItem = feed.split("<item>")[1] ?? "";
    expect(firstItem).toContain("<title>Testartikkel: publisert fra Markdown</title>");
    expect(firstItem).toContain(`/nyheter/${SLUG}</link>`);
    const og = await get(`/og/nyheter--${SLUG}.png`);
    expect([og.status, og.type]).toEqual([200, "image/png"]);
  });

  it("leaves a draft out of everything", async () => {
    expect((await get(`/nyheter/${DRAFT}`)).status).toBe(404);
    for (const pathname of ["/", "/nyheter", "/sitemap.xml", "/nyheter/rss.xml"]) {
      const { text } = await get(pathname);
      expect(text).not.toContain(DRAFT);
      expect(text).not.toContain("Et utkast ingen skal se");
    }
  });
});

describe("a Markdown file with a broken field", () => {
  it("stops npm run build with one line naming the file, the field and what is wrong", async () => {
    const file = path.join(project, COLLECTION_DIRS.articles, "feil-dato.md");
    await writeFile(file, ARTICLE.replace(/^date: .*$/m, "date: 1. januar 2026"));
    const before = await readFile(path.join(project, "build/client/index.html"), "utf8");
    const { code, output } = await run("npm", ["run", "build"], project);
    expect(code).not.toBe(0);
    const ours = output.split("\n").filter((line) => line.includes("Innholdsfeil"));
    expect(ours).toEqual([
      "Innholdsfeil i content/nyheter/feil-dato.md (linje 4, feltet «date»): «1. januar 2026» er ikke en dato – skriv den som ÅÅÅÅ-MM-DD, for eksempel 2026-01-01",
    ]);
    expect(output).not.toMatch(/^\s+at /m);
    // Stopped before building: nothing was bundled or prerendered, the built site is the one from before.
    expect(output).not.toMatch(/building client|Prerender \(|og-images: /);
    expect(await readFile(path.join(project, "build/client/index.html"), "utf8")).toBe(before);
  });
});
