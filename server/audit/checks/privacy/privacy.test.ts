import { describe, expect, it } from "vitest";
import type { SiteCrawl } from "../../gather/crawl/types.ts";
import { extractPage } from "../../gather/page/extract.ts";
import type { Artifacts } from "../types.ts";
import { contactDetails, foretaksregisteret } from "./company.ts";
import { orgNumbersIn } from "./org-number.ts";
import { cookiePage, privacyStatement } from "./statements.ts";

// The legal checks on small invented sites: a privacy link that leads nowhere is no statement, and
// a business name shown in the usual places (title, logo, © line, JSON-LD) is a name.

const ORIGIN = "https://snekker.example";

/** A page of an invented carpenter's site; the footer is the caller's. */
const html = (title: string, main: string, footer: string, head = "") =>
  `<!doctype html><html lang="nb"><head><title>${title}</title>${head}</head>
<body><main><h1>${title.split(" | ")[0]}</h1>${main}</main><footer>${footer}</footer></body></html>`;

/** A crawl of the given pages (path → html), with the status of addresses checked but not read. */
function artifacts(pages: Record<string, string>, checked: Record<string, number | null> = {}) {
  const read = Object.entries(pages).map(([path, body]) => {
    const page = extractPage(body);
    const url = `${ORIGIN}${path}`;
    return {
      url,
      finalUrl: url,
      status: 200,
      html: true,
      title: page.title,
      metaDescription: null,
      h1: page.h1,
      imagesWithoutAlt: 0,
      lang: "nb",
      canonical: null,
      internalLinks: [],
      links: page.links.map((link) => ({ text: link.text, href: new URL(link.href, url).href })),
      text: page.bodyText,
    };
  });
  const crawl = {
    startUrl: `${ORIGIN}/`,
    siteUrl: `${ORIGIN}/`,
    pages: read,
    links: [
      ...read.map((page) => ({ url: page.url, status: 200, linkedFrom: [] })),
      ...Object.entries(checked).map(([path, status]) => ({
        url: `${ORIGIN}${path}`,
        status,
        linkedFrom: [],
      })),
    ],
    disallowed: [],
    sitemapErrors: [],
    findings: [],
    gapMs: 0,
    stoppedEarly: false,
    morePages: false,
  } as SiteCrawl;
  const start = Object.values(pages)[0] ?? "";
  return {
    finalUrl: `${ORIGIN}/`,
    page: extractPage(start),
    crawl,
    tracking: { cookies: [{ name: "sporing" }], storage: [] },
  } as unknown as Artifacts;
}

const HOME = "<p>Vi bygger terrasser og kjøkken i hele Vestfold, og vi rydder etter oss.</p>";
const STATEMENT =
  "<p>Her forklarer vi hvilke personopplysninger vi behandler når du fyller ut kontaktskjemaet, og hvor lenge vi lagrer dem.</p><h2>Informasjonskapsler</h2><p>Vi bruker informasjonskapsler til å telle besøk.</p>";

const ids = (result: { findings: { id: string }[] }) => result.findings.map((finding) => finding.id);

describe("the privacy statement", () => {
  it("is not there when the footer link goes to # or javascript:", () => {
    for (const href of ["#", "javascript:void(0)"]) {
      const site = artifacts({ "/": html("Forside", HOME, `<a href="${href}">Personvern</a>`) });
      expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
    }
  });

  it("is not there when the linked page does not answer", () => {
    const site = artifacts(
      { "/": html("Forside", HOME, `<a href="/personvern">Personvern</a>`) },
      { "/personvern": 404 },
    );
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
  });

  it("is not there when the linked page says nothing about personal data", () => {
    const footer = `<a href="/personvern">Personvern</a>`;
    const site = artifacts({
      "/": html("Forside", HOME, footer),
      "/personvern": html("Personvern", "<p>Kommer snart.</p>", footer),
    });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
  });

  it("is there when the linked page answered with a statement", () => {
    const footer = `<a href="/personvern">Personvern</a>`;
    const site = artifacts({
      "/": html("Forside", HOME, footer),
      "/personvern": html("Personvernerklæring", STATEMENT, footer),
    });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-ok"]);
  });

  it("is there as a privacy section on a terms page the footer links to", () => {
    const footer = `<a href="/vilkar">Vilkår</a>`;
    const terms =
      "<h2>Betaling</h2><p>Du betaler etter hver time.</p><h2>Personvern</h2><p>Vi bruker personopplysningene dine bare til å avtale timer, og du kan be om innsyn og sletting.</p>";
    const site = artifacts({ "/": html("Forside", HOME, footer), "/vilkar": html("Vilkår", terms, footer) });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-ok"]);
    const noSection = artifacts({
      "/": html("Forside", HOME, footer),
      "/vilkar": html("Vilkår", "<p>Vi tar personvern på alvor. Behandlingen tar en time.</p>", footer),
    });
    expect(ids(privacyStatement.run(noSection))).toEqual(["legal-privacy-statement-missing"]);
  });

  it("counts a cookie section inside the statement as the cookie page, but not a dead link", () => {
    const footer = `<a href="/personvern">Personvern</a>`;
    const withSection = artifacts({
      "/": html("Forside", HOME, footer),
      "/personvern": html("Personvernerklæring", STATEMENT, footer),
    });
    expect(ids(cookiePage.run(withSection))).toEqual(["legal-cookie-page-ok"]);
    const dead = artifacts({ "/": html("Forside", HOME, `<a href="#">Informasjonskapsler</a>`) });
    expect(ids(cookiePage.run(dead))).toEqual(["legal-cookie-page-missing"]);
  });
});

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

describe("the contact details", () => {
  const detail = (site: Artifacts) => contactDetails.run(site).findings[0]?.detail ?? "";

  it("are read in a dialog the footer opens, on the start page", () => {
    const dialog = `<a href="#" data-toggle="modal" data-target="#kontakt">Kontakt</a>
<div class="modal fade" id="kontakt" role="dialog" aria-hidden="true"><div class="modal-body"><h4>E-post</h4><p>post@lundesnekker.no</p></div></div>`;
    const footer = "<p>© Lunde Snekkerverksted · Lunde 3, 3210 Sandefjord</p>";
    const site = artifacts({ "/": html("Forside", HOME, `${footer}${dialog}`) });
    expect(ids(contactDetails.run(site))).toEqual(["legal-contact-ok"]);
    const closedForGood = dialog.replace('class="modal fade" id="kontakt" role="dialog"', 'id="kontakt"');
    const without = artifacts({ "/": html("Forside", HOME, `${footer}${closedForGood}`) });
    expect(detail(without)).toContain("en e-postadresse");
  });

  it("say so when the start page was the only page we could read", () => {
    const site = artifacts({ "/": html("Forside", HOME, "<p>© Lunde Snekkerverksted</p>") });
    expect(detail(site)).toContain("på forsiden, og den lenker ikke til andre sider vi kunne lese");
    const two = artifacts({
      "/": html("Forside", HOME, "<p>© Lunde Snekkerverksted</p>"),
      "/om": html("Om oss", HOME, "<p>© Lunde Snekkerverksted</p>"),
    });
    expect(detail(two)).toContain("på sidene vi leste");
  });
});

describe("a privacy statement we could not read", () => {
  it("is said as such when the terms page it may stand in was not read", () => {
    const site = artifacts({ "/": html("Forside", HOME, `<a href="/vilkar">Vilkår</a>`) });
    site.crawl?.disallowed.push({ url: `${ORIGIN}/vilkar`, linkedFrom: [`${ORIGIN}/`] });
    const result = privacyStatement.run(site);
    expect(result.score).toBeNull();
    expect(ids(result)).toEqual(["legal-privacy-statement-unchecked"]);
    expect(result.findings[0]?.detail).toContain("robots.txt");
  });

  it("is still missing when a «Personvern» link leads nowhere", () => {
    const site = artifacts({
      "/": html("Forside", HOME, `<a href="#">Personvern</a><a href="/vilkar">Vilkår</a>`),
    });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
  });
});

describe("the org.nr. in its usual forms", () => {
  it("is found after Org no, Org.no, Org. nr, Foretaksnr and as a VAT number", () => {
    for (const written of [
      "Org no: 987 654 325",
      "Org.no. 987654325",
      "Org. nr. 987 654 325",
      "Orgnr 987654325",
      "Foretaksnr. 987 654 325",
      "NO 987 654 325 MVA",
    ])
      expect(orgNumbersIn(`Lunde Snekkerverksted · ${written}`), written).toEqual(["987654325"]);
  });
});

describe("the legal checks on a stranger's long runs of text", () => {
  it.each([
    ["capitalised words", "Ab "],
    ["a name that repeats", "Lunde Snekkerverksted "],
    ["a company form", "A AS "],
  ])("read them in time: %s", { timeout: 10_000 }, (_kind, unit) => {
    const run = unit.repeat(Math.ceil(100_000 / unit.length));
    const site = artifacts({
      "/": html(`${run.slice(0, 200)} | Forside`, `<p>${run}</p>`, `<p>© ${run}</p>`),
    });
    const started = performance.now();
    contactDetails.run(site);
    foretaksregisteret.run(site);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
