import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../site.ts";
import type { BodyBlock } from "../types.ts";
import { COLLECTION_DIRS, loadCollections } from "./collections.ts";
import { ContentError } from "./problems.ts";

// The content files as an editor writes them (docs/editing.md): what a good file becomes, and the
// one line a bad one gets.

const REPO = path.resolve(import.meta.dirname, "../..");
const site = defaultSiteConfig;
let root = "";

const ARTICLE = `---
title: Nytt fra \${site.address.city}
excerpt: "Kort ingress: med kolon."
date: 2026-03-02
keywords:
  - nyheter
image:
  src: /images/news/bilde.svg
  alt: En tegning
---

Første avsnitt hos \${site.companyName}.

## Mellomtittel

![Et diagram](/images/news/bilde.svg)

Siste avsnitt med <script>alert(1)</script> i.
`;

function write(relative: string, text: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const article = (name: string, text = ARTICLE) => write(`${COLLECTION_DIRS.articles}/${name}.md`, text);
const load = (drafts = false) => loadCollections({ root, site, drafts });

/** The one line a bad file stops the build with. */
function problem(): string {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("the content was accepted");
}

/** "${name}" as the editor types it. */
const placeholder = (name: string) => ["$", "{", name, "}"].join("");

const html = (blocks: BodyBlock[]) =>
  blocks.map((b) => (b.type === "html" ? b.html : `[img ${b.image.src}]`)).join("\n");

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "fjellvik-content-"));
  write("public/images/news/bilde.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"/>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("an article file", () => {
  it("becomes an article: slug from the file name, placeholders filled, author and read time given, image sized", () => {
    article("nytt-fra-sandnes");
    const [only] = load().articles;
    expect(only).toMatchObject({
      id: "nytt-fra-sandnes",
      title: "Nytt fra Sandnes",
      excerpt: "Kort ingress: med kolon.",
      date: "2026-03-02",
      author: site.author,
      readTime: "1 min",
      keywords: ["nyheter"],
      image: { src: "/images/news/bilde.svg", alt: "En tegning", width: 800, height: 450 },
    });
    expect(html(only?.content ?? [])).toBe(
      [
        `<p>Første avsnitt hos ${site.companyName}.</p>\n<h2>Mellomtittel</h2>`,
        "[img /images/news/bilde.svg]",
        // Raw HTML stays for the page's sanitiser (app/lib/body-html.server.ts) to judge.
        "<p>Siste avsnitt med <script>alert(1)</script> i.</p>",
      ].join("\n"),
    );
    expect(only?.content[1]).toEqual({
      type: "image",
      image: { src: "/images/news/bilde.svg", alt: "Et diagram", width: 800, height: 450 },
    });
  });

  it("reads a photo's size from the file, and refuses one too heavy for a phone", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    write("public/images/news/foto.png", png);
    article("foto", ARTICLE.replace("src: /images/news/bilde.svg", "src: /images/news/foto.png"));
    expect(load().articles[0]?.image).toEqual({
      src: "/images/news/foto.png",
      alt: "En tegning",
      width: 30,
      height: 20,
    });
    write("public/images/news/foto.png", Buffer.alloc(500 * 1024));
    expect(problem()).toContain(
      "(linje 7, feltet «image.src»): bildet «/images/news/foto.png» er 500 KB – gjør det mindre enn 400 KB",
    );
  });

  it("lists articles newest first and counts the read time at the spec's pace", () => {
    article("eldre", ARTICLE.replace("2026-03-02", "2025-12-31"));
    article("nyere", ARTICLE.replace("Første avsnitt", `${"ord ".repeat(250)}Første avsnitt`));
    const articles = load().articles;
    expect(articles.map((a) => [a.id, a.readTime])).toEqual([
      ["nyere", "3 min"],
      ["eldre", "1 min"],
    ]);
  });

  it("keeps a draft out of the build unread, and in the preview", () => {
    article("utkast", ARTICLE.replace("---\n\n", "draft: true\n---\n\n").replace(/^title: .*\n/m, ""));
    article("publisert");
    expect(load().articles.map((a) => a.id)).toEqual(["publisert"]);
    expect(() => load(true)).toThrow("Innholdsfeil i content/nyheter/utkast.md (feltet «title»): mangler");
  });
});

describe("a bad file stops everything with one line naming the file, the field and what is wrong", () => {
  it.each([
    ["a missing title", (t: string) => t.replace(/^title: .*\n/m, ""), "(feltet «title»): mangler"],
    [
      "a date that is not a date",
      (t: string) => t.replace("2026-03-02", "1. januar 2026"),
      "(linje 4, feltet «date»): «1. januar 2026» er ikke en dato – skriv den som ÅÅÅÅ-MM-DD, for eksempel 2026-01-01",
    ],
    [
      "a date that does not exist",
      (t: string) => t.replace("2026-03-02", "2026-02-30"),
      "(linje 4, feltet «date»): «2026-02-30» er ikke en dato",
    ],
    [
      "an image that does not exist",
      (t: string) => t.replace("src: /images/news/bilde.svg", "src: /images/news/borte.jpg"),
      "(linje 7, feltet «image.src»): bildet «/images/news/borte.jpg» finnes ikke – legg filen i public/images/news/borte.jpg eller rett stien",
    ],
    [
      "an image of a type the server does not serve",
      (t: string) => t.replace("src: /images/news/bilde.svg", "src: /images/news/bilde.gif"),
      "(linje 7, feltet «image.src»): «/images/news/bilde.gif» er ikke et bilde nettsiden kan vise – lagre det som .svg, .webp, .jpg eller .png",
    ],
    [
      "an unknown field, written in Norwegian",
      (t: string) => t.replace("date: 2026-03-02", "date: 2026-03-02\nforfatter: Kari"),
      "(linje 5, feltet «forfatter»): ukjent felt – mente du «author»? feltene her heter title, excerpt, date, author, readTime, keywords, image, slug, draft",
    ],
    [
      "an image without its alt text",
      (t: string) => t.replace("  alt: En tegning\n", ""),
      "(linje 7, feltet «image.alt»): mangler – beskriv hva bildet viser",
    ],
    [
      "a colon in an unquoted text",
      (t: string) => t.replace('"Kort ingress: med kolon."', "Kort ingress: med kolon."),
      "(linje 3): toppfeltene er ikke gyldig YAML: teksten har et kolon etterfulgt av mellomrom – sett hele verdien i anførselstegn",
    ],
    [
      "an unknown placeholder",
      (t: string) => t.replace(placeholder("site.address.city"), placeholder("site.by")),
      `(linje 2, feltet «title»): ${placeholder("site.by")} finnes ikke i nettstedskonfigurasjonen`,
    ],
    [
      "an image inside a sentence",
      (t: string) => t.replace("Første avsnitt", "Første ![bilde](/images/news/bilde.svg) avsnitt"),
      "(linje 12, brødteksten): et bilde må stå alene i et eget avsnitt",
    ],
    [
      "an image in the body that does not exist",
      (t: string) => t.replace("](/images/news/bilde.svg)", "](/images/news/borte.png)"),
      "(linje 16, brødteksten): bildet «/images/news/borte.png» finnes ikke",
    ],
    ["no front matter", (t: string) => t.replace(/^---\n/, ""), "(linje 1): toppfeltene mangler"],
  ])("%s", (_case, change, expected) => {
    article("artikkel", change(ARTICLE));
    const message = problem();
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain(`Innholdsfeil i content/nyheter/artikkel.md ${expected}`);
  });

  it("two files with one slug", () => {
    article("a-forste");
    article("b-andre", ARTICLE.replace("date:", "slug: a-forste\ndate:"));
    expect(problem()).toBe(
      "Innholdsfeil i content/nyheter/b-andre.md (feltet «slug»): adressen «a-forste» er allerede brukt av content/nyheter/a-forste.md – gi en av filene et annet navn eller en annen slug",
    );
  });

  it("a file name that cannot be an address", () => {
    article("Nytt kontor");
    expect(problem()).toContain("Innholdsfeil i content/nyheter/Nytt kontor.md (feltet «slug»): filnavnet");
  });

  it("one line for each bad file, the good ones unmentioned", () => {
    article("god");
    article("uten-tittel", ARTICLE.replace(/^title: .*\n/m, ""));
    article("uten-dato", ARTICLE.replace(/^date: .*\n/m, ""));
    expect(problem().split("\n")).toEqual([
      "Innholdsfeil i content/nyheter/uten-dato.md (feltet «date»): mangler",
      "Innholdsfeil i content/nyheter/uten-tittel.md (feltet «title»): mangler",
    ]);
  });
});

describe("a case file", () => {
  const CASE = `---
order: 2
client: styreportal
icon: landmark
title: En kundehistorie
subtitle: Undertittel
description: Hva \${site.clients.styreportal.name} fikk.
industry: Eiendom
challenges: [Rot]
results: [Orden]
metrics:
  - { value: "10+", label: timer }
  - { value: "200+", label: brukere }
  - { value: 3 sek, label: søk }
tags: [AI]
image: { src: /images/news/bilde.svg, alt: Illustrasjon }
---

**Utgangspunktet**

Tekst med **fet** midt i.

• Første
• Andre

## Løsningen
`;
  const writeCase = (name: string, text = CASE) => write(`${COLLECTION_DIRS.cases}/${name}.md`, text);

  it("follows the spec's detailed-description rules in Markdown: bold lines and ## are sub-headings, • and - list items", () => {
    writeCase("styre");
    const [study] = load().cases;
    expect(study?.client).toEqual(site.clients.styreportal);
    expect(study?.description).toBe(`Hva ${site.clients.styreportal.name} fikk.`);
    expect(html(study?.detailedDescription ?? [])).toBe(
      "<h3>Utgangspunktet</h3>\n<p>Tekst med <strong>fet</strong> midt i.</p>\n<ul>\n<li>Første</li>\n<li>Andre</li>\n</ul>\n<h3>Løsningen</h3>",
    );
  });

  it("takes a client named in the file, sorts by order, and wants three metrics", () => {
    write("public/images/logos/ny.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"/>');
    writeCase("b-styre");
    writeCase(
      "a-ny",
      CASE.replace("order: 2", "order: 1").replace(
        "client: styreportal",
        "client: { name: Ny kunde AS, url: https://ny.example, logo: /images/logos/ny.svg }",
      ),
    );
    expect(load().cases.map((c) => [c.id, c.client.name])).toEqual([
      ["a-ny", "Ny kunde AS"],
      ["b-styre", site.clients.styreportal.name],
    ]);
    writeCase("c-to-tall", CASE.replace("  - { value: 3 sek, label: søk }\n", ""));
    expect(problem()).toBe(
      "Innholdsfeil i content/kundehistorier/c-to-tall.md (linje 11, feltet «metrics»): skal ha nøyaktig tre tall",
    );
  });

  it("names the client field when the client is unknown", () => {
    writeCase("ukjent", CASE.replace("client: styreportal", "client: nokia"));
    expect(problem()).toContain(
      "(linje 3, feltet «client»): skal være en av kundene i nettstedskonfigurasjonen (styreportal, sandwichpanel, finansanalyse)",
    );
  });
});

describe("the site's own content", () => {
  it("reads without a problem: three articles and three cases, as the spec has them", () => {
    const { articles, cases } = loadCollections({ root: REPO, site });
    expect(articles.map((a) => [a.id, a.date, a.readTime])).toEqual([
      ["nye-kontor-mortel-innovation-dock", "2026-01-01", "3 min"],
      ["webutvikling-ai-stormfart", "2025-08-26", "12 min"],
      ["ai-agenter-pinecone-rag", "2025-08-18", "8 min"],
    ]);
    expect(cases.map((c) => c.id)).toEqual(["styreportal", "sandwichpanel", "finansanalyse"]);
  });

  it("would count the spec's read times from the words, were they not given", () => {
    const dir = path.join(REPO, COLLECTION_DIRS.articles);
    for (const { id, readTime } of loadCollections({ root: REPO, site }).articles) {
      const text = readFileSync(path.join(dir, `${id}.md`), "utf8").replace(/^readTime: .*\n/m, "");
      article(id, text);
      write(
        `public/images/news/${id}.svg`,
        readFileSync(path.join(REPO, "public/images/news", `${id}.svg`), "utf8"),
      );
      expect(load().articles.find((a) => a.id === id)?.readTime).toBe(readTime);
    }
  });
});

describe("a deployment that carries only the build", () => {
  it("finds the images where the build put them when there is no public/ folder", () => {
    rmSync(path.join(root, "public"), { recursive: true, force: true });
    write(
      "build/client/images/news/bilde.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"/>',
    );
    article("nytt-fra-byen");
    const [first] = load().articles;
    expect(first?.image).toMatchObject({ src: "/images/news/bilde.svg", width: 800, height: 450 });
  });
});
