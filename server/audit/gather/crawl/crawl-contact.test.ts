import { describe, expect, it } from "vitest";
import { fixturePage, startSiteFixture } from "#tests/site-fixtures.ts";
import { crawlSite } from "./crawl.ts";

// The contact page the crawl looks for where sites usually keep it, when the start page links to
// no page of its own (a menu a script writes); on small sites on loopback.

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
