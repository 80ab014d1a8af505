import { describe, expect, it } from "vitest";
import type { CrawledPage, LinkStatus, SiteCrawl } from "../../gather/crawl/types.ts";
import { artifactsFor, htmlPage } from "../test-artifacts.ts";
import { brokenLinks } from "./checks.ts";
import { siteFindings } from "./findings.ts";

// The site-wide findings on a crawl made by hand: two addresses of one page are one page, never
// "two pages with the same title".

const origin = "https://bakeri.example";
const page = (path: string, title: string, description: string): CrawledPage => ({
  url: `${origin}${path}`,
  finalUrl: `${origin}${path}`,
  status: 200,
  html: true,
  title,
  metaDescription: description,
  h1: [title],
  imagesWithoutAlt: 0,
  lang: "nb",
  canonical: null,
  internalLinks: [],
  links: [],
  text: "Ferske brød hver morgen fra klokka sju.",
});
/** A crawl of these pages and links, nothing else found. */
const crawlOf = (
  pages: CrawledPage[],
  links: LinkStatus[] = [],
  more: Partial<SiteCrawl> = {},
): SiteCrawl => ({
  startUrl: `${origin}/`,
  siteUrl: `${origin}/`,
  pages,
  links,
  disallowed: [],
  sitemapErrors: [],
  gapMs: 500,
  stoppedEarly: false,
  morePages: false,
  limits: { maxPages: 10, timeLimitMs: 45_000 },
  ...more,
});
const findingsOf = (pages: CrawledPage[], links: LinkStatus[] = []) => siteFindings(crawlOf(pages, links));
const ids = (pages: CrawledPage[]) => findingsOf(pages).map((finding) => finding.id);

describe("the same title or description on one page under two addresses", () => {
  const start = page("/", "Solsiden Bakeri – brød og boller", "Surdeigsbrød bakt natt til i dag.");

  it("is no duplicate when the addresses name the same page", () => {
    for (const other of ["/index.html", "/?utm_source=nyhetsbrev", "/#bestill", "/default.htm"])
      expect(
        ids([start, { ...start, url: `${origin}${other}`, finalUrl: `${origin}${other}` }]),
        other,
      ).not.toEqual(expect.arrayContaining(["site-title-duplicate"]));
    const om = page("/om", "Om Solsiden Bakeri", "Tre bakere og en ovn.");
    const found = ids([om, { ...om, url: `${origin}/om/`, finalUrl: `${origin}/om/` }]);
    expect(found).not.toContain("site-title-duplicate");
    expect(found).not.toContain("site-description-duplicate");
  });

  it("is still a duplicate on two different pages, named once each", () => {
    const kaker = page("/kaker", start.title ?? "", start.metaDescription ?? "");
    const findings = findingsOf([start, { ...start, url: `${origin}/index.html` }, kaker]);
    const duplicate = findings.find((finding) => finding.id === "site-title-duplicate");
    expect(duplicate?.pages).toEqual([`${origin}/`, `${origin}/kaker`]);
    expect(duplicate?.detail).toContain("står på / og /kaker.");
    expect(findings.find((finding) => finding.id === "site-description-duplicate")?.pages).toEqual([
      `${origin}/`,
      `${origin}/kaker`,
    ]);
  });

  it("keeps pages that differ only by a real query apart", () => {
    const side2 = { ...start, url: `${origin}/?side=2`, finalUrl: `${origin}/?side=2` };
    expect(ids([start, side2])).toContain("site-title-duplicate");
  });
});

// Our own words: a bakery's pages in bokmål and in nynorsk, long enough to read the language from.
const BOKMAL =
  "Vi baker brød hver morgen, og du kan hente det hos oss fra klokka sju. Hvordan vi gjør det? Noen ganger er det mye mel i lufta, men vi er alltid glade for å se deg.";
const NYNORSK =
  "Vi bakar brød kvar morgon, og du kan hente det hjå oss frå klokka sju. Korleis vi gjer det? Nokre gonger er det mykje mjøl i lufta, men vi er alltid glade for å sjå deg.";
const withText = (path: string, text: string, lang: string | null) => ({
  ...page(path, `Solsiden Bakeri ${path}`, `Om ${path}`),
  text,
  lang,
});
const finding = (findings: ReturnType<typeof findingsOf>, id: string) => findings.find((f) => f.id === id);

describe("the language the pages declare", () => {
  it("finds an English lang on Norwegian text, on the other pages only", () => {
    const findings = findingsOf([
      withText("/", BOKMAL, "en"),
      withText("/om", BOKMAL, "en-US"),
      withText("/english", "We bake bread every morning and you can pick it up from seven.", "en"),
    ]);
    const wrong = finding(findings, "site-lang-wrong");
    expect(wrong?.pages).toEqual([`${origin}/om`]);
    // The start page says English too: its own copy finding names it, this one says «også».
    expect(wrong?.title).toBe("Én side til sier at den er på engelsk");
    expect(wrong?.fix).toBe('Sett <html lang="nb"> i malen, så gjelder det alle sidene.');
  });

  it("counts the pages plainly when the start page declares its language right", () => {
    const findings = findingsOf([
      withText("/", BOKMAL, "nb"),
      withText("/om", BOKMAL, "en"),
      withText("/b", BOKMAL, "en"),
    ]);
    expect(finding(findings, "site-lang-wrong")?.title).toBe("2 sider sier at de er på engelsk");
  });

  it("leaves a Danish or Norwegian lang alone", () => {
    const found = ids([
      withText("/", BOKMAL, "nb"),
      withText("/om", BOKMAL, "da"),
      withText("/b", BOKMAL, "no"),
    ]);
    expect(found).not.toContain("site-lang-wrong");
  });

  it("advises nn for a nynorsk site and nb for a bokmål one", () => {
    const nynorsk = findingsOf([withText("/", NYNORSK, "nn"), withText("/om", NYNORSK, null)]);
    expect(finding(nynorsk, "site-lang-missing")?.fix).toContain('<html lang="nn">');
    const bokmal = findingsOf([withText("/", BOKMAL, "nb"), withText("/om", BOKMAL, null)]);
    expect(finding(bokmal, "site-lang-missing")?.fix).toContain('<html lang="nb">');
    expect(finding(bokmal, "site-lang-missing")?.title).toBe("Språket er ikke oppgitt på 1 side");
    // where the start page lacks it too (said by its own finding), the others are «heller ikke»
    const neither = findingsOf([withText("/", BOKMAL, null), withText("/om", BOKMAL, null)]);
    expect(finding(neither, "site-lang-missing")?.title).toBe("Én side til oppgir ikke språket");
  });
});

describe("the links between the pages", () => {
  const start = page("/", "Solsiden Bakeri", "Brød hver dag.");
  const om = page("/om", "Om Solsiden Bakeri", "Tre bakere.");
  const link = (path: string, from: string[]): LinkStatus => ({
    url: `${origin}${path}`,
    status: 200,
    linkedFrom: from.map((p) => `${origin}${p}`),
  });

  it("praises nothing when the only link leads back to the page it stands on", () => {
    expect(findingsOf([start], [link("/", ["/"])]).map((f) => f.id)).not.toContain("site-links-ok");
  });

  it("says the one link worked, as information", () => {
    const ok = finding(findingsOf([start, om], [link("/om", ["/"]), link("/", ["/"])]), "site-links-ok");
    expect(ok).toMatchObject({
      severity: "info",
      detail: "Vi sjekket den ene lenken mellom sidene dine, og den virket.",
    });
  });

  it("praises two or more working links", () => {
    const ok = finding(findingsOf([start, om], [link("/om", ["/"]), link("/", ["/om"])]), "site-links-ok");
    expect(ok).toMatchObject({
      severity: "good",
      detail: "Vi sjekket 2 lenker mellom sidene dine, og alle virket.",
    });
  });
});

describe("a start page that links its pages under another address", () => {
  const start = page("/", "Solsiden Bakeri", "Surdeigsbrød bakt natt til i dag.");
  const crawl = (otherName: string | null) => crawlOf([start], [], { otherName });

  it("says where the links go, with no links of the site's own to score", () => {
    const result = brokenLinks.run(
      artifactsFor(htmlPage("", "<h1>Solsiden Bakeri</h1>"), { crawl: crawl("www.solsiden-test.example") }),
    );
    expect(result.score).toBeNull();
    expect(result.findings).toEqual([
      expect.objectContaining({
        id: "site-other-address",
        severity: "warning",
        detail: expect.stringMatching(
          /^De fleste lenkene på forsiden går til www\.solsiden-test\.example, ikke til bakeri\.example\./,
        ),
      }),
    ]);
    expect(siteFindings(crawl(null)).map((finding) => finding.id)).not.toContain("site-other-address");
  });
});
