import { describe, expect, it } from "vitest";
import type { Artifacts } from "../types.ts";
import { contactDetails, foretaksregisteret } from "./company.ts";
import { artifacts, HOME, html } from "./legal-site.fixture.ts";

// The business name on small invented sites, as the contact check reads it: shown in the usual
// places (title, logo, © line, JSON-LD, the site's own words or domain) it is a name; generic
// words are not.

const ADDRESS =
  "<p>Lunde 3, 3210 Sandefjord · <a href='mailto:hei@snekker.example'>hei@snekker.example</a></p>";
const nameMissing = (site: Artifacts) =>
  (contactDetails.run(site).findings[0]?.detail ?? "").includes("navnet på virksomheten");

describe("the business name", () => {
  it("is missing when nothing names the business", () => {
    const site = artifacts({ "/": html("Forside", HOME, ADDRESS), "/om": html("Om oss", HOME, ADDRESS) });
    expect(nameMissing(site)).toBe(true);
  });

  it("is the brand part that repeats across the titles", () => {
    const site = artifacts({
      "/": html("Forside | Lunde Snekkerverksted", HOME, ADDRESS),
      "/om": html("Om oss | Lunde Snekkerverksted", HOME, ADDRESS),
    });
    expect(nameMissing(site)).toBe(false);
  });

  it("is the same short title on every page", () => {
    const site = artifacts({
      "/": html("Lunde Snekkerverksted", HOME, ADDRESS),
      "/om": html("Lunde Snekkerverksted", HOME, ADDRESS),
    });
    expect(nameMissing(site)).toBe(false);
  });

  it("is a logo's alt in lower case, «logo» left out", () => {
    const logo = `<header><a href="/index.html"><img src="/l.svg" alt="lunde snekkerverksted logo"></a></header>`;
    expect(nameMissing(artifacts({ "/": html("Forside", `${logo}${HOME}`, ADDRESS) }))).toBe(false);
  });

  it("is the © line", () => {
    const site = artifacts({ "/": html("Forside", HOME, `${ADDRESS}<p>© 2025 Lunde Snekkerverksted</p>`) });
    expect(nameMissing(site)).toBe(false);
  });

  it("is the logo link's image text", () => {
    const logo = `<header><a href="/"><img src="/logo.svg" alt="Lunde Snekkerverksted"></a></header>`;
    const site = artifacts({ "/": html("Forside", `${logo}${HOME}`, ADDRESS) });
    expect(nameMissing(site)).toBe(false);
  });

  it("is not the logo link's generic words", () => {
    const logo = `<header><a href="/"><img src="/logo.svg" alt="Logo"></a><a href="/">Hjem</a></header>`;
    const site = artifacts({ "/": html("Forside", `${logo}${HOME}`, ADDRESS) });
    expect(nameMissing(site)).toBe(true);
  });

  it("is the JSON-LD organisation's name or og:site_name", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Forside"},{"@type":"LocalBusiness","name":"Lunde Snekkerverksted"}]}</script>`;
    expect(nameMissing(artifacts({ "/": html("Forside", HOME, ADDRESS, jsonLd) }))).toBe(false);
    const og = `<meta property="og:site_name" content="Lunde Snekkerverksted">`;
    expect(nameMissing(artifacts({ "/": html("Forside", HOME, ADDRESS, og) }))).toBe(false);
  });
});

describe("the business name on a site of one page, or of few titles", () => {
  const SAID = "<p>Lunde Snekkerverksted lager trapper og kjøkken på mål.</p>";

  it("is the one page's title that its own text says again", () => {
    expect(nameMissing(artifacts({ "/": html("Lunde Snekkerverksted", `${HOME}${SAID}`, ADDRESS) }))).toBe(
      false,
    );
    expect(nameMissing(artifacts({ "/": html("Om Lunde Snekkerverksted", `${HOME}${SAID}`, ADDRESS) }))).toBe(
      false,
    );
    // The title stands only in the title and its h1: it could be the page's subject.
    expect(nameMissing(artifacts({ "/": html("Lunde Snekkerverksted", HOME, ADDRESS) }))).toBe(true);
  });

  it("is «Velkommen til …» opening a line, not «Velkommen til oss»", () => {
    const welcome = "<p>Velkommen til Lunde Snekkerverksted – vi bygger det du har tegnet.</p>";
    expect(nameMissing(artifacts({ "/": html("Forside", `${welcome}${HOME}`, ADDRESS) }))).toBe(false);
    const us = "<p>Velkommen til oss! Vi bygger det du har tegnet.</p>";
    expect(nameMissing(artifacts({ "/": html("Forside", `${us}${HOME}`, ADDRESS) }))).toBe(true);
  });

  it("is what the site says it is called, not what its cat is called", () => {
    for (const called of [
      "<p>Vi startet i en garasje i 2004 under et annet navn, men heter nå Lunde Snekkerverksted.</p>",
      "<p>Verkstedet har skiftet eier. I dag heter vi Lunde Snekkerverksted.</p>",
    ])
      expect(nameMissing(artifacts({ "/": html("Forside", `${HOME}${called}`, ADDRESS) })), called).toBe(
        false,
      );
    const cat = "<p>Vi har en verkstedkatt som heter Frida.</p>";
    expect(nameMissing(artifacts({ "/": html("Forside", `${HOME}${cat}`, ADDRESS) }))).toBe(true);
  });

  it("is a menu's brand link to «#» as the page's first link, not an icon or a skip link", () => {
    const brand = `<nav><a href="#">Lunde Snekkerverksted</a><a href="/om">Om oss</a></nav>`;
    expect(nameMissing(artifacts({ "/": html("Forside", `${brand}${HOME}`, ADDRESS) }))).toBe(false);
    const others = `<a href="#hovedinnhold">Til hovedinnholdet</a><nav><a href="/"><img src="/l.png" alt="Image"></a><a href="#">Facebook</a></nav>`;
    expect(nameMissing(artifacts({ "/": html("Forside", `${others}${HOME}`, ADDRESS) }))).toBe(true);
  });

  it("is not a generic title on every page", () => {
    const site = artifacts({ "/": html("HomePage", HOME, ADDRESS), "/om": html("HomePage", HOME, ADDRESS) });
    expect(nameMissing(site)).toBe(true);
  });

  it("is the words that spell the site's own domain", () => {
    const text = "<p>Bøe Bygg har bygget trapper i Vestfold siden 2001.</p>";
    for (const host of ["https://www.boebygg.no/", "https://bøebygg.no/"]) {
      const site = {
        ...artifacts({ "/": html("Forside", `${HOME}${text}`, ADDRESS) }),
        finalUrl: new URL(host).href,
      };
      expect(nameMissing(site), host).toBe(false);
    }
  });

  it("is the AS on one line, without the year before it", () => {
    // A «©» line ends a list of partners: it names the site's own business.
    const footer = `${ADDRESS}<p>Samarbeidspartnere</p><p>© 2026 Lunde Bygg AS · Org.nr. 987 654 325</p>`;
    const detail = foretaksregisteret.run(artifacts({ "/": html("Forside", HOME, footer) })).findings[0]
      ?.detail;
    expect(detail).toContain("Vi fant Lunde Bygg AS og");
  });
});
