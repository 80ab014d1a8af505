import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BLOG_POSTS,
  fixturePage,
  multiPageSite,
  type SiteFixture,
  startSiteFixture,
} from "#tests/site-fixtures.ts";
import { CRAWL_LIMITS, type CrawlOptions, crawlSite, type SiteCrawl } from "./crawl.ts";

// The whole site (decision 021): a regnskapsbyrå on loopback with more pages than we read, robots.txt,
// a sitemap index, dead links and a link to another host.

let site: SiteFixture;
let external: SiteFixture;
let crawl: SiteCrawl;
const GAP_MS = 40;

beforeAll(async () => {
  external = await startSiteFixture(() => ({ "/partner": { body: fixturePage({ title: "Partner" }) } }));
  site = await startSiteFixture(multiPageSite(external.origin));
  crawl = await crawlSite(`${site.origin}/`, {
    allowHosts: [site.hostPort, external.hostPort],
    totalTimeoutMs: 2000,
    minGapMs: GAP_MS,
  });
});
afterAll(async () => {
  await site?.close();
  await external?.close();
});

const finding = (result: SiteCrawl, id: string) => result.findings.find((item) => item.id === id);
const url = (path: string) => `${site.origin}${path}`;

/** Time between one request's arrival and the next's, per request after the first. */
const gaps = (fixture: SiteFixture) =>
  fixture.requests.slice(1).map((request, index) => request.at - (fixture.requests[index]?.at ?? 0));

describe("reading the whole site", () => {
  it("reads the start page, then the sitemap's pages, and stops at ten", () => {
    expect(CRAWL_LIMITS.maxPages).toBe(10);
    expect(crawl.pages.map((page) => page.url)).toEqual(
      ["/", "/om-oss", "/tjenester", "/kontakt", ...BLOG_POSTS.slice(0, 6)].map(url),
    );
    for (const post of BLOG_POSTS.slice(6)) expect(site.hits(post), post).toBe(0);
    expect(crawl.morePages).toBe(true);
    expect(crawl.pages[0]).toMatchObject({
      status: 200,
      title: "Bølgen Regnskap – regnskap for små bedrifter i Sandnes",
      metaDescription: "Få regnskapet levert hver måned til fast pris. Svar innen 24 timer.",
      h1: ["Regnskap uten stress"],
      lang: "nb",
      imagesWithoutAlt: 0,
    });
    expect(crawl.pages[0]?.internalLinks).toEqual(
      expect.arrayContaining([url("/om-oss"), url("/kontakt"), url("/gammel-side"), url("/intern/notater")]),
    );
    expect(crawl.pages[1]).toMatchObject({ title: null, imagesWithoutAlt: 2 });
    expect(finding(crawl, "site-pages-read")?.pages).toEqual(crawl.pages.map((page) => page.url));
  });

  it("reports the page without a title and the pages sharing one", () => {
    expect(finding(crawl, "site-title-missing")).toMatchObject({
      severity: "problem",
      impact: "serious",
      title: "1 side mangler tittel",
      pages: [url("/om-oss")],
    });
    const duplicate = finding(crawl, "site-title-duplicate");
    expect(duplicate?.pages).toEqual([url("/tjenester"), url("/kontakt")]);
    expect(duplicate?.detail).toContain("«Tjenester | Bølgen Regnskap» står på /tjenester og /kontakt");
    expect(finding(crawl, "site-description-duplicate")?.pages).toEqual([url("/tjenester"), url("/kontakt")]);
    expect(finding(crawl, "site-h1-missing")?.pages).toEqual([url("/kontakt")]);
    expect(finding(crawl, "site-h1-many")?.pages).toEqual([url("/tjenester")]);
    expect(finding(crawl, "site-lang-missing")?.pages).toEqual([url("/kontakt")]);
    expect(finding(crawl, "site-image-alt")).toMatchObject({
      impact: "critical",
      title: "2 bilder på 1 side mangler alt-tekst",
      pages: [url("/om-oss")],
    });
  });

  it("reports each broken link with its status and the page that links to it", () => {
    expect(crawl.links.filter((link) => link.status !== 200)).toEqual([
      { url: url("/gammel-side"), status: 404, linkedFrom: [url("/")] },
      { url: url("/slettet-innlegg"), status: 404, linkedFrom: [url("/blogg/3")] },
    ]);
    const broken = finding(crawl, "site-broken-links");
    expect(broken).toMatchObject({ severity: "problem", title: "2 lenker virker ikke" });
    expect(broken?.pages).toEqual([url("/"), url("/blogg/3")]);
    expect(broken?.detail).toContain("/gammel-side finnes ikke (404), lenket fra /;");
    expect(broken?.detail).toContain("/slettet-innlegg finnes ikke (404), lenket fra /blogg/3.");
  });

  it("never asks for what robots.txt closes, and says that the owner links to it", () => {
    expect(site.hits("/intern/notater")).toBe(0);
    expect(crawl.disallowed).toEqual([{ url: url("/intern/notater"), linkedFrom: [url("/")] }]);
    expect(finding(crawl, "site-robots-blocked")).toMatchObject({
      severity: "info",
      pages: [url("/intern/notater")],
    });
    // robots.txt is read before any page but the start page.
    expect(site.requests.slice(0, 2).map((request) => request.path)).toEqual(["/", "/robots.txt"]);
  });

  it("never requests another host, mailto: or a fragment", () => {
    expect(external.requests).toEqual([]);
    expect(
      site.requests.every((request) => request.path.startsWith("/") && !request.path.includes("#")),
    ).toBe(true);
    expect(site.hits("/kontakt")).toBe(1);
  });

  it("asks one thing at a time, spaced, and says who it is", () => {
    expect(site.requests.length).toBeGreaterThan(10);
    // Timers may fire a millisecond or two early against the server's clock.
    for (const gap of gaps(site)) expect(gap).toBeGreaterThanOrEqual(GAP_MS - 2);
    expect(site.requests.every((request) => request.userAgent.startsWith("FjellvikNettsidesjekk/"))).toBe(
      true,
    );
  });
});

describe("robots.txt's wishes and the time limit", () => {
  const small = (robots: string) => () => ({
    "/robots.txt": { type: "text/plain", body: robots },
    "/": { body: fixturePage({ title: "Forside", h1: ["Forside"], links: ["/a", "/b", "/privat", "/c"] }) },
    "/a": { body: fixturePage({ title: "A", h1: ["A"] }) },
    "/b": { body: fixturePage({ title: "B", h1: ["B"] }) },
    "/c": { body: fixturePage({ title: "C", h1: ["C"] }) },
    "/privat": { body: fixturePage({ title: "Privat", h1: ["Privat"] }) },
  });
  const crawlOf = async (robots: string, options: CrawlOptions) => {
    const fixture = await startSiteFixture(small(robots));
    try {
      const started = performance.now();
      const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], ...options });
      return { fixture, result, ms: performance.now() - started };
    } finally {
      await fixture.close();
    }
  };

  it("waits as long as Crawl-delay asks", async () => {
    const { fixture, result } = await crawlOf("User-agent: *\nCrawl-delay: 0.15\n", { minGapMs: 10 });
    expect(result.gapMs).toBe(150);
    expect(result.pages).toHaveLength(5);
    // From robots.txt on: before it we cannot know what it asks.
    expect(fixture.requests[1]?.path).toBe("/robots.txt");
    for (const gap of gaps(fixture).slice(1)) expect(gap).toBeGreaterThanOrEqual(148);
  });

  it("holds a long Crawl-delay to the cap", async () => {
    const { fixture, result, ms } = await crawlOf("User-agent: *\nCrawl-delay: 30\n", {
      minGapMs: 10,
      maxCrawlDelayMs: 60,
    });
    expect(result.gapMs).toBe(60);
    expect(result.pages).toHaveLength(5);
    for (const gap of gaps(fixture).slice(1)) expect(gap).toBeGreaterThanOrEqual(58);
    expect(ms).toBeLessThan(3000);
  });

  it("follows the group that names us rather than the * group", async () => {
    const { fixture, result } = await crawlOf(
      "User-agent: *\nDisallow: /\n\nUser-agent: FjellvikNettsidesjekk\nDisallow: /privat\n",
      { minGapMs: 5 },
    );
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/a", "/b", "/c"]);
    expect(fixture.hits("/privat")).toBe(0);
  });

  it("reads nothing but the start page when robots.txt answers with a server error", async () => {
    const fixture = await startSiteFixture((origin) => ({
      ...small("")(),
      "/robots.txt": { status: 503, type: "text/plain", body: "Vedlikehold" },
      "/sitemap.xml": { type: "application/xml", body: `<urlset><url><loc>${origin}/a</loc></url></urlset>` },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages).toHaveLength(1);
    expect(fixture.requests.map((request) => request.path)).toEqual(["/", "/robots.txt"]);
  });

  it("checks linked files without reading them as pages, and names dead sitemap entries", async () => {
    const fixture = await startSiteFixture((origin) => ({
      ...small("User-agent: *\n")(),
      "/": { body: fixturePage({ title: "Forside", h1: ["Forside"], links: ["/prisliste.pdf", "/a"] }) },
      "/prisliste.pdf": { type: "application/pdf", body: "%PDF-1.4" },
      "/sitemap.xml": {
        type: "application/xml",
        body: `<urlset><url><loc>${origin}/a</loc></url><url><loc>${origin}/borte</loc></url></urlset>`,
      },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => [new URL(page.url).pathname, page.status])).toEqual([
      ["/", 200],
      ["/a", 200],
      ["/borte", 404],
    ]);
    expect(result.links).toContainEqual({
      url: `${fixture.origin}/prisliste.pdf`,
      status: 200,
      linkedFrom: [`${fixture.origin}/`],
    });
    expect(finding(result, "site-sitemap-errors")).toMatchObject({
      title: "1 adresse i sitemap.xml virker ikke",
      pages: [`${fixture.origin}/borte`],
    });
    // The start page lacks one too; its own check says so, this one names the others.
    expect(finding(result, "site-description-missing")?.title).toBe(
      "Også 1 annen side mangler metabeskrivelse",
    );
    expect(finding(result, "site-links-ok")?.severity).toBe("good");
    expect(fixture.hits("/prisliste.pdf")).toBe(1);
  });

  it("returns what it has when the time limit runs out", async () => {
    const { fixture, result, ms } = await crawlOf("User-agent: *\n", { minGapMs: 120, timeLimitMs: 500 });
    expect(result.stoppedEarly).toBe(true);
    expect(result.pages.length).toBeGreaterThanOrEqual(1);
    expect(result.pages.length).toBeLessThan(5);
    expect(ms).toBeLessThan(900);
    expect(fixture.requests.at(-1)?.at ?? 0).toBeLessThan((fixture.requests[0]?.at ?? 0) + 500);
    expect(finding(result, "site-pages-read")?.detail).toContain("Vi stoppet etter 1 sekund,");
  });
});

describe("the same site under another name", () => {
  it("reads www. and the https link of the same host, and leaves other subdomains alone", async () => {
    const fixture = await startSiteFixture((origin) => {
      const port = new URL(origin).port;
      return {
        "/": {
          body: fixturePage({
            title: "Forside",
            links: [
              `http://www.bolgen.example:${port}/om`,
              `https://bolgen.example:${port}/tjenester`,
              `http://blogg.bolgen.example:${port}/`,
            ],
          }),
        },
        "/om": { body: fixturePage({ title: "Om oss" }) },
        "/tjenester": { body: fixturePage({ title: "Tjenester" }) },
      };
    });
    const at = (name: string, path: string) => `http://${name}:${new URL(fixture.origin).port}${path}`;
    const names = ["bolgen.example", "www.bolgen.example", "blogg.bolgen.example"];
    const result = await crawlSite(at("bolgen.example", "/"), {
      allowHosts: names.map((name) => new URL(at(name, "/")).host),
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      minGapMs: 5,
    });
    await fixture.close();
    expect(result.pages.map((page) => page.url)).toEqual([
      at("bolgen.example", "/"),
      at("www.bolgen.example", "/om"),
      at("bolgen.example", "/tjenester"),
    ]);
    const asked = fixture.requests.map((request) => `${request.host.split(":")[0]}${request.path}`);
    expect(asked).toContain("www.bolgen.example/robots.txt");
    expect(asked.some((request) => request.startsWith("blogg."))).toBe(false);
  });
});

describe("one page under several addresses", () => {
  // A bakery on a static host: every page links the start page as /index.html, and the menu mixes
  // /om with /om/, a fragment and tracking parameters. Each page is read once.
  const start = fixturePage({
    title: "Solsiden Bakeri – brød og boller",
    description: "Surdeigsbrød bakt natt til i dag.",
    h1: ["Ferskt hver morgen"],
    links: [
      "/",
      "/index.html#meny",
      "/om/",
      "/om",
      "/kaker?utm_source=facebook&utm_medium=post",
      "/kaker?side=2",
      "/?fbclid=IwAR0abc",
      "/default.htm",
    ],
  });
  const page = (title: string) =>
    fixturePage({ title, description: `${title} hos Solsiden Bakeri.`, h1: [title], links: ["/index.html"] });

  it("reads each page once, names it as the site links it most, and reports no false duplicate", async () => {
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": { body: start },
      "/index.html": { body: start },
      "/default.htm": { body: start },
      "/om": { body: page("Om bakeriet") },
      "/om/": { body: page("Om bakeriet") },
      "/kaker": { body: page("Kaker") },
      "/kaker?side=2": { body: page("Flere kaker") },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    const at = (path: string) => `${fixture.origin}${path}`;
    // /index.html is linked from three pages, / from one: the owner's own name for the start page.
    expect(result.pages.map((read) => read.url)).toEqual(
      ["/index.html", "/om", "/kaker", "/kaker?side=2"].map(at),
    );
    for (const path of ["/index.html", "/om/", "/default.htm", "/?fbclid=IwAR0abc"])
      expect(fixture.hits(path), path).toBe(0);
    expect(fixture.requests.some((request) => request.path.includes("utm_"))).toBe(false);
    expect(fixture.hits("/")).toBe(1);
    const ids = result.findings.map((finding) => finding.id);
    expect(ids).not.toContain("site-title-duplicate");
    expect(ids).not.toContain("site-description-duplicate");
    expect(result.links.map((link) => link.url)).toEqual(
      ["/index.html", "/om", "/kaker", "/kaker?side=2"].map(at),
    );
    expect(result.links[0]?.linkedFrom).toEqual(["/index.html", "/om", "/kaker", "/kaker?side=2"].map(at));
    expect(result.findings.find((finding) => finding.id === "site-pages-read")?.title).toBe(
      "Vi leste 4 sider på nettstedet ditt",
    );
  });
});

describe("a start page that links to no other page", () => {
  // A joinery whose menu a script writes: the static start page links nowhere, and there is no
  // sitemap. A visitor still finds the contact page; so does the crawl, where sites usually keep it.
  const start = fixturePage({ title: "Lunde Snekkerverksted", h1: ["Kjøkken etter mål"] });
  const contact = fixturePage({
    title: "Kontakt – Lunde Snekkerverksted",
    h1: ["Kontakt oss"],
    body: "<p>Verkstedveien 4, 4321 Lundeby. post@lunde-snekker.example</p>",
  });

  it("reads the contact page where sites usually keep it, and only that one", async () => {
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": { body: start },
      "/kontakt-oss.html": { body: contact },
      "/contact": { body: fixturePage({ title: "Contact", h1: ["Contact us"] }) },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/kontakt-oss.html"]);
    expect(result.pages[1]?.text).toContain("Verkstedveien 4");
    expect(fixture.hits("/contact")).toBe(0);
  });

  it("takes no 'not found' page or the start page again for a contact page", async () => {
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": { body: start },
      // A site builder that answers 200 for any address: with its start page, or a "not found" page.
      "/kontakt": { body: start },
      "/kontakt.html": { body: fixturePage({ title: "Siden finnes ikke", h1: ["Oops"] }) },
      "/kontakt-oss": { body: fixturePage({ title: "Lunde Snekkerverksted", h1: ["404"] }) },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(["/"]);
  });

  it("guesses nothing when the start page links to pages of its own", async () => {
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": { body: fixturePage({ title: "Lunde Snekkerverksted", links: ["/om"] }) },
      "/om": { body: fixturePage({ title: "Om verkstedet" }) },
      "/kontakt": { body: contact },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/om"]);
    expect(fixture.hits("/kontakt")).toBe(0);
  });
});
