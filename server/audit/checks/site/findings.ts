import { count, joinAnd } from "#app/lib/format-nb.ts";
import { displayUrl, pageKey } from "../../gather/crawl/site-url.ts";
import {
  type CrawledPage,
  isBroken,
  type LinkStatus,
  type SiteCrawl,
  type SiteFinding,
} from "../../gather/crawl/types.ts";
import { langTag, wrongEnglishLang } from "../accessibility/lang.ts";
import { brokenFix } from "./broken-links.ts";

// What the crawl found across the site, in Norwegian for the owner ("du"): which pages, and what to
// do about it. One finding per kind of problem, naming every page it concerns. What each page lacks
// is said of the pages besides the start page, which has its own checks (one finding once); when
// the start page lacks it too, the title says «også … andre».

/** "a", "a og b", "a, b og c"; past `max` items "a, b, c og 4 til". */
export function list(items: string[], max = 8): string {
  const shown = items.length > max ? [...items.slice(0, max), `${items.length - max} til`] : items;
  return joinAnd(shown);
}

/** A text in quotes, cut after a whole word if it is long. */
const quote = (text: string) =>
  `«${text.length > 70 ? `${text.slice(0, 70).replace(/\s+\S*$/, "")} …` : text}»`;

function statusText(status: number | null): string {
  if (status === null) return "svarer ikke";
  if (status === 404) return "finnes ikke (404)";
  if (status === 410) return "er fjernet (410)";
  if (status === 401 || status === 403) return `er stengt (${status})`;
  if (status >= 500) return `gir serverfeil (${status})`;
  return `svarer med feil ${status}`;
}

/** The same page under two addresses ("/" and "/index.html", "/om" and "/om/"): one page, not two. */
const samePage = (a: CrawledPage, b: CrawledPage) => {
  const keys = new Set([pageKey(a.url), pageKey(a.finalUrl)]);
  return keys.has(pageKey(b.url)) || keys.has(pageKey(b.finalUrl));
};

/** Pages that share a text, grouped by the text (case and spacing ignored), each page once. */
function shared(pages: CrawledPage[], text: (page: CrawledPage) => string | null) {
  const groups = new Map<string, { text: string; pages: CrawledPage[] }>();
  for (const page of pages) {
    const value = text(page)?.trim();
    if (!value) continue;
    const key = value.toLowerCase().replace(/\s+/g, " ");
    const group = groups.get(key) ?? { text: value, pages: [] };
    if (!group.pages.some((other) => samePage(other, page))) group.pages.push(page);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.pages.length > 1);
}

/** Links between two different pages: a page's link to itself (a logo, a "#" menu) checks nothing. */
export const realLinks = (links: LinkStatus[]) =>
  links.filter((link) => link.linkedFrom.some((from) => pageKey(from) !== pageKey(link.url)));

/** Every site-wide finding of a crawl, judged once per crawl however many checks read them. */
export function siteFindings(crawl: SiteCrawl): SiteFinding[] {
  let found = judged.get(crawl);
  if (!found) {
    found = judge(crawl);
    judged.set(crawl, found);
  }
  return found;
}

const judged = new WeakMap<SiteCrawl, SiteFinding[]>();

function judge(crawl: SiteCrawl): SiteFinding[] {
  const { limits } = crawl;
  const site = new URL(crawl.siteUrl);
  const path = (url: string) => displayUrl(url, site);
  const paths = (pages: { url: string }[]) => list(pages.map((page) => path(page.url)));
  const readable = crawl.pages.filter((page) => page.html && page.status < 400);
  const start = crawl.pages[0];
  const isStart = (page: CrawledPage) => start !== undefined && samePage(page, start);
  const others = readable.filter((page) => !isStart(page));
  const startReadable = readable.some(isStart) ? start : undefined;
  /** «Også 2 andre sider» or «Én side til» when the start page shares the gap, else «2 sider». */
  const pagesCount = (n: number, startToo: boolean) =>
    startToo ? (n === 1 ? "Én side til" : `Også ${n} andre sider`) : count(n, "side", "sider");
  const findings: SiteFinding[] = [];
  const add = (finding: Omit<SiteFinding, "impact"> & { impact?: SiteFinding["impact"] }) =>
    findings.push({ impact: null, ...finding });

  const brokenLinks = crawl.links.filter((link) => isBroken(link.status));
  if (brokenLinks.length) {
    const line = (link: LinkStatus) =>
      `${path(link.url)} ${statusText(link.status)}, lenket fra ${list(link.linkedFrom.map(path), 3)}`;
    add({
      id: "site-broken-links",
      severity: "problem",
      title: `${count(brokenLinks.length, "lenke", "lenker")} virker ikke`,
      detail: `${[
        ...brokenLinks.slice(0, 10).map(line),
        ...(brokenLinks.length > 10
          ? [`og ${count(brokenLinks.length - 10, "annen lenke", "andre lenker")}`]
          : []),
      ].join("; ")}. Den som klikker, havner på en feilside, og det får nettstedet til å virke uferdig.`,
      fix: brokenFix(brokenLinks),
      pages: [...new Set(brokenLinks.flatMap((link) => link.linkedFrom))],
    });
  } else {
    // One working link is too little to praise the links; none says nothing at all.
    const checked = realLinks(crawl.links).length;
    if (checked === 1)
      add({
        id: "site-links-ok",
        severity: "info",
        title: "Den interne lenken virker",
        detail: "Vi sjekket den ene lenken mellom sidene dine, og den virket.",
        fix: "",
        pages: [],
      });
    else if (checked > 1)
      add({
        id: "site-links-ok",
        severity: "good",
        title: "De interne lenkene virker",
        detail: `Vi sjekket ${checked} lenker mellom sidene dine, og alle virket.`,
        fix: "",
        pages: [],
      });
  }

  const untitled = others.filter((page) => !page.title);
  if (untitled.length)
    add({
      id: "site-title-missing",
      severity: "problem",
      impact: "serious",
      title: `${pagesCount(untitled.length, startReadable !== undefined && !startReadable.title)} mangler tittel`,
      detail: `Dette gjelder ${paths(untitled)}. Uten tittel velger Google selv hva som står i søkeresultatet, og skjermleseren har ikke noe navn å lese opp.`,
      fix: "Gi hver side en egen tittel på 30–60 tegn som sier hva akkurat den siden handler om.",
      pages: untitled.map((page) => page.url),
    });

  const sameTitle = shared(readable, (page) => page.title);
  if (sameTitle.length)
    add({
      id: "site-title-duplicate",
      severity: "warning",
      title: "Flere sider har samme tittel",
      detail: `${sameTitle.map((group) => `${quote(group.text)} står på ${paths(group.pages)}`).join(". ")}. Når sidene heter det samme, ser de like ut i Google, og leseren ser ikke hvilken av dem som svarer på spørsmålet.`,
      fix: "Skriv en egen tittel for hver side, og sett det som skiller den fra de andre, først.",
      pages: sameTitle.flatMap((group) => group.pages.map((page) => page.url)),
    });

  const undescribed = others.filter((page) => !page.metaDescription?.trim());
  if (undescribed.length)
    add({
      id: "site-description-missing",
      severity: "warning",
      title: `${pagesCount(undescribed.length, startReadable !== undefined && !startReadable.metaDescription?.trim())} mangler metabeskrivelse`,
      detail: `Dette gjelder ${paths(undescribed)}. Metabeskrivelsen er teksten under tittelen i søkeresultatet. Uten den plukker Google en bit tekst fra siden selv.`,
      fix: "Skriv 120–155 tegn for hver side: hva leseren får, og hva neste steg er.",
      pages: undescribed.map((page) => page.url),
    });

  const sameDescription = shared(readable, (page) => page.metaDescription);
  if (sameDescription.length)
    add({
      id: "site-description-duplicate",
      severity: "warning",
      title: "Flere sider har samme metabeskrivelse",
      detail: `${sameDescription.map((group) => `${quote(group.text)} står på ${paths(group.pages)}`).join(". ")}. Sidene ser da like ut i søkeresultatet, og leseren får ingen grunn til å velge den ene.`,
      fix: "Skriv en egen beskrivelse for hver side som sier hva akkurat den siden gir leseren.",
      pages: sameDescription.flatMap((group) => group.pages.map((page) => page.url)),
    });

  const noH1 = others.filter((page) => page.h1.length === 0);
  if (noH1.length)
    add({
      id: "site-h1-missing",
      severity: "problem",
      impact: "moderate",
      title: `${pagesCount(noH1.length, startReadable?.h1.length === 0)} mangler hovedoverskrift (h1)`,
      detail: `Dette gjelder ${paths(noH1)}. Søkemotorer og skjermlesere bruker h1 for å forstå hva siden handler om.`,
      fix: "Gi hver side én h1 som sier hva siden handler om.",
      pages: noH1.map((page) => page.url),
    });

  const manyH1 = others.filter((page) => page.h1.length > 1);
  if (manyH1.length)
    add({
      id: "site-h1-many",
      severity: "warning",
      title: `${pagesCount(manyH1.length, (startReadable?.h1.length ?? 0) > 1)} har flere hovedoverskrifter (h1)`,
      detail: `${list(manyH1.map((page) => `${path(page.url)} har ${page.h1.length} h1-overskrifter`))}. Med flere h1 blir det uklart hva siden egentlig handler om.`,
      fix: "Behold én h1 per side, og gjør resten til h2 eller h3.",
      pages: manyH1.map((page) => page.url),
    });

  const withoutAlt = others.filter((page) => page.imagesWithoutAlt > 0);
  const startAltToo = startReadable !== undefined && startReadable.imagesWithoutAlt > 0;
  if (withoutAlt.length) {
    const images = withoutAlt.reduce((sum, page) => sum + page.imagesWithoutAlt, 0);
    add({
      id: "site-image-alt",
      severity: "problem",
      impact: "critical",
      // «Også»: the start page's own images are the accessibility finding's (a11y-alt)
      title: startAltToo
        ? `Også ${count(images, "bilde", "bilder")} på ${count(withoutAlt.length, "annen side", "andre sider")} mangler alt-tekst`
        : `${count(images, "bilde", "bilder")} på ${count(withoutAlt.length, "side", "sider")} mangler alt-tekst`,
      detail: `${list(withoutAlt.map((page) => `${path(page.url)}: ${count(page.imagesWithoutAlt, "bilde", "bilder")}`))}. Blinde og svaksynte får ikke vite hva ${images === 1 ? "bildet" : "bildene"} viser, og Google forstår ${images === 1 ? "det" : "dem"} dårligere (WCAG 1.1.1).`,
      fix: 'Gi hvert bilde en kort alt-tekst som sier hva det viser. Rene pyntebilder får alt="".',
      pages: withoutAlt.map((page) => page.url),
    });
  }

  const tag = langTag(readable.map((page) => page.text));
  const noLang = others.filter((page) => !page.lang?.trim());
  if (noLang.length)
    add({
      id: "site-lang-missing",
      severity: "problem",
      impact: "serious",
      title:
        startReadable !== undefined && !startReadable.lang?.trim()
          ? `${noLang.length === 1 ? "Én side til" : `Også ${noLang.length} andre sider`} oppgir ikke språket`
          : `Språket er ikke oppgitt på ${count(noLang.length, "side", "sider")}`,
      detail: `Dette gjelder ${paths(noLang)}. Da kan skjermleseren lese norsk tekst med feil uttale, og søkemotorene må gjette hvilket språk ${noLang.length === 1 ? "siden" : "sidene"} er på.`,
      fix: `Sett ${tag} i malen, så gjelder det alle sidene.`,
      pages: noLang.map((page) => page.url),
    });

  const wrongLang = others.filter((page) => wrongEnglishLang(page.lang, page.text));
  const startWrong = startReadable !== undefined && wrongEnglishLang(startReadable.lang, startReadable.text);
  if (wrongLang.length)
    add({
      id: "site-lang-wrong",
      severity: "problem",
      impact: "serious",
      title: `${pagesCount(wrongLang.length, startWrong)} sier at ${wrongLang.length === 1 ? "den" : "de"} er på engelsk`,
      detail: `Dette gjelder ${paths(wrongLang)}. Teksten er norsk, men malen oppgir engelsk (lang="en"). Da leser skjermleseren teksten med engelsk uttale, og søkemotorene kan vise ${wrongLang.length === 1 ? "siden" : "sidene"} til feil publikum.`,
      fix: `Sett ${tag} i malen, så gjelder det alle sidene.`,
      pages: wrongLang.map((page) => page.url),
    });

  if (crawl.otherName)
    add({
      id: "site-other-address",
      severity: "warning",
      title: "Lenkene går til en annen adresse",
      detail: `De fleste lenkene på forsiden går til ${crawl.otherName}, ikke til ${site.hostname}. Er det en gammel adresse eller en testadresse, havner den som klikker der, eller på en side som ikke finnes. Vi leste de samme sidene på ${site.hostname} der de fantes.`,
      fix: "Lenk til sidene med adresser uten domene (/kontakt i stedet for https://…/kontakt), så virker lenkene på den adressen nettstedet har nå.",
      pages: start ? [start.url] : [],
    });

  if (crawl.sitemapErrors.length)
    add({
      id: "site-sitemap-errors",
      severity: "warning",
      title: `${count(crawl.sitemapErrors.length, "adresse", "adresser")} i sitemap.xml virker ikke`,
      detail: `${list(crawl.sitemapErrors.map((page) => `${path(page.url)} ${statusText(page.status)}`))}. Sitemap-en er listen over sidene du vil ha med i Google. Døde adresser der gjør at Google stoler mindre på den.`,
      fix: "Fjern adresser som ikke finnes lenger fra sitemap.xml, eller lag den på nytt i publiseringsverktøyet ditt.",
      pages: crawl.sitemapErrors.map((page) => page.url),
    });

  if (crawl.disallowed.length)
    add({
      id: "site-robots-blocked",
      severity: "info",
      title: `Du lenker til ${count(crawl.disallowed.length, "side", "sider")} som robots.txt stenger`,
      detail: `${list(crawl.disallowed.map((page) => `${path(page.url)} (lenket fra ${list(page.linkedFrom.map(path), 3)})`))}. Filen robots.txt ber søkemotorer og andre roboter la være å lese disse sidene, så vi lot dem også være. Google kan likevel vise adressen i søk, men uten beskrivelse.`,
      fix: "Er det meningen, trenger du ikke gjøre noe. Hvis ikke, fjerner du Disallow-linjen for disse sidene i robots.txt.",
      pages: crawl.disallowed.map((page) => page.url),
    });

  const seconds = Math.round(limits.timeLimitMs / 1000);
  const limitNote = crawl.stoppedEarly
    ? ` Vi stoppet etter ${count(seconds, "sekund", "sekunder")}, så noen sider kan mangle.`
    : crawl.morePages
      ? ` Nettstedet har flere sider enn de ${limits.maxPages} vi leser i den gratis sjekken.`
      : "";
  add({
    id: "site-pages-read",
    severity: "info",
    title: `Vi leste ${count(crawl.pages.length, "side", "sider")} på nettstedet ditt`,
    detail: `Vi gikk gjennom ${list(
      crawl.pages.map((page) => path(page.url)),
      limits.maxPages,
    )}.${limitNote}`,
    fix: "",
    pages: crawl.pages.map((page) => page.url),
  });
  return findings;
}
