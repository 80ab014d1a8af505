import { describe, expect, it } from "vitest";
import { fixturePage, startSiteFixture } from "#tests/site-fixtures.ts";
import { crawlSite } from "./crawl.ts";

// The contact page the crawl looks for where sites usually keep it, when no page it read links to a
// contact page (a menu a script writes); on small sites on loopback.

describe("a site whose pages link to no contact page", () => {
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

  it("finds the contact page when the start page links to other pages but none to it", async () => {
    // The menu is a script's; the text links to two services, neither of which links to the contact
    // page, and to the contact page of the live domain, which the crawl of this copy cannot read.
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": {
        body: fixturePage({
          title: "Lunde Snekkerverksted",
          links: ["/kjokken", "/trapper", "https://lunde-snekker.example/kontakt/"],
        }),
      },
      "/kjokken": { body: fixturePage({ title: "Kjøkken etter mål" }) },
      "/trapper": { body: fixturePage({ title: "Trapper i heltre" }) },
      "/kontakt.html": { body: contact },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual([
      "/",
      "/kjokken",
      "/trapper",
      "/kontakt.html",
    ]);
    expect(result.morePages).toBe(false);
  });

  it("reads a contact page two clicks in, and guesses nothing when a page read links to one", async () => {
    const fixture = await startSiteFixture(() => ({
      "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
      "/": { body: fixturePage({ title: "Lunde Snekkerverksted", links: ["/om"] }) },
      "/om": { body: fixturePage({ title: "Om verkstedet", links: ["/ta-kontakt"] }) },
      "/ta-kontakt": { body: fixturePage({ title: "Kontakt oss" }) },
      "/kontakt": { body: contact },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/om", "/ta-kontakt"]);
    expect(fixture.hits("/kontakt")).toBe(0);
  });
});

describe("a site that links its pages under another address", () => {
  // A copy whose menu and text link the live domain: a visitor on the live site follows them; the
  // crawl asks for the same paths here, two clicks in too, and never asks the other host.
  const live = "https://www.lunde-snekker.example";
  const pages = () => ({
    "/robots.txt": { type: "text/plain", body: "User-agent: *\n" },
    "/": {
      body: fixturePage({
        title: "Lunde Snekkerverksted",
        links: [
          `${live}/kjokken.html`,
          `${live}/trapper.html`,
          `${live}/vinduer.html`,
          `${live}/finnes-ikke.html`,
        ],
      }),
    },
    "/kjokken.html": { body: fixturePage({ title: "Kjøkken etter mål", links: [`${live}/styret.html`] }) },
    "/trapper.html": { body: fixturePage({ title: "Trapper i heltre" }) },
    "/vinduer.html": { body: fixturePage({ title: "Vinduer" }) },
    "/styret.html": {
      body: fixturePage({ title: "Folkene", body: "<p>Skriv til post@lunde-snekker.example</p>" }),
    },
  });

  it("reads the pages at this address, a missing one not counted as a page", async () => {
    const fixture = await startSiteFixture(pages);
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual([
      "/",
      "/kjokken.html",
      "/trapper.html",
      "/vinduer.html",
      "/styret.html",
    ]);
    expect(result.pages.at(-1)?.text).toContain("post@lunde-snekker.example");
    // the other host's links are no links of this site: none is checked or called broken
    expect(result.links.map((link) => link.url).join(" ")).not.toMatch(/finnes-ikke/);
  });

  it("takes no host for this site's other name where the start page links it less than its own", async () => {
    const fixture = await startSiteFixture(() => ({
      ...pages(),
      "/": {
        body: fixturePage({
          title: "Lunde Snekkerverksted",
          links: [
            "/om",
            "/priser",
            "/jobb",
            "/kontakt",
            `${live}/kjokken.html`,
            `${live}/trapper.html`,
            `${live}/vinduer.html`,
          ],
        }),
      },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(fixture.hits("/kjokken.html")).toBe(0);
    expect(result.pages.map((page) => new URL(page.url).pathname)).not.toContain("/kjokken.html");
  });
});
