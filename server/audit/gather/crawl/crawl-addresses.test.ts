import { describe, expect, it } from "vitest";
import { fixturePage, startSiteFixture } from "#tests/site-fixtures.ts";
import { siteFindings } from "../../checks/site/findings.ts";
import { crawlSite } from "./crawl.ts";

// Which addresses the crawl takes for the site's own and for one page, on small sites on loopback:
// www. and https links of the same host are the site, other subdomains are not; a page linked under
// several addresses is read once and named as the site links it most.

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
    const ids = siteFindings(result).map((finding) => finding.id);
    expect(ids).not.toContain("site-title-duplicate");
    expect(ids).not.toContain("site-description-duplicate");
    expect(result.links.map((link) => link.url)).toEqual(
      ["/index.html", "/om", "/kaker", "/kaker?side=2"].map(at),
    );
    expect(result.links[0]?.linkedFrom).toEqual(["/index.html", "/om", "/kaker", "/kaker?side=2"].map(at));
    expect(siteFindings(result).find((finding) => finding.id === "site-pages-read")?.title).toBe(
      "Vi leste 4 sider på nettstedet ditt",
    );
  });

  it("reads a page once that answers under two addresses no rule joins, and tells pages apart by what they say", async () => {
    const services = fixturePage({ title: "Tjenester", h1: ["Kaker og brød"], links: ["/kontakt"] });
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": {
        body: fixturePage({
          title: "Forside",
          h1: ["Solsiden Bakeri"],
          links: ["/tjenester.html", "/kontakt", "/priser"],
        }),
      },
      // the host serves the file for the name without its ending; the contact page links that name
      "/tjenester.html": { body: services },
      "/tjenester": { body: services },
      "/kontakt": { body: fixturePage({ title: "Kontakt", h1: ["Kontakt"], links: ["/tjenester"] }) },
      // the same title and headline, other words: another page
      "/priser": {
        body: fixturePage({ title: "Tjenester", h1: ["Kaker og brød"], body: "<p>Bløtkake 450 kr.</p>" }),
      },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    const at = (path: string) => `${fixture.origin}${path}`;
    expect(result.pages.map((read) => read.url)).toEqual(
      ["/", "/tjenester.html", "/kontakt", "/priser"].map(at),
    );
    // asked for once, and not a dead link
    expect(fixture.hits("/tjenester")).toBe(1);
    expect(result.links.find((link) => link.url === at("/tjenester"))?.status).toBe(200);
    const titles = siteFindings(result).find((finding) => finding.id === "site-title-duplicate");
    expect(titles?.pages).toEqual(["/tjenester.html", "/priser"].map(at));
  });
});
