import { displayUrl } from "../../gather/crawl/site-url.ts";
import { list } from "../site/findings.ts";
import { defineCheck, failed, passed, warned } from "../types.ts";
import {
  COOKIES,
  hasPrivacySection,
  isCookiePage,
  isPrivacyStatement,
  linksToPage,
  linkTarget,
  PRIVACY,
  TERMS,
  withoutHash,
} from "./linked-page.ts";
import { linksTo, pagesRead } from "./site-text.ts";

// The pages a Norwegian business site links to (decision 024): a privacy statement from every page
// (GDPR art. 13: visitors are told what happens to their data where it is collected), a cookie page
// where cookies are set, and an accessibility statement (required of public bodies, recommended
// for everyone else).

const ACCESSIBILITY = /tilgjengelighetserkl|uustatus|accessibility[- ]statement/i;
/** Municipalities, counties and state bodies: the accessibility statement is required of them. */
const PUBLIC_SECTOR = /(^|\.)(kommune|fylkeskommune|statsforvalteren)\.no$|\.(stat|dep)\.no$/i;

/** A page as the owner knows it: its path on the site («/kontakt.html»), else the whole address. */
const path = (url: string, site: string) => {
  try {
    return displayUrl(url, new URL(site));
  } catch {
    return url;
  }
};

type ReadPages = ReturnType<typeof pagesRead>;

/**
 * Where the first «Personvern» link that leads to no statement goes, said as the audit saw it: to
 * «#» alone, to a page that did not answer, or to a page that says nothing of personal data.
 */
function whereItLeads(pages: ReadPages, artifacts: Parameters<typeof pagesRead>[0]): string {
  for (const read of pages)
    for (const link of read.links) {
      if (!linksTo(PRIVACY, link)) continue;
      const href = link.href.trim();
      const name = link.text.trim() || "Personvern";
      const url = URL.parse(href, read.url);
      // empty, «javascript:», or no address at all
      if (href === "" || !url || !/^https?:$/.test(url.protocol))
        return `Lenken «${name}» går ikke til noen side.`;
      // «#» back to the page itself, however the crawl wrote it («https://…/#»)
      if (withoutHash(url) === withoutHash(new URL(read.url)) && url.hash.length <= 1)
        return `Lenken «${name}» går ikke til noen side, bare til «#».`;
      const target = linkTarget(href, read.url, artifacts.crawl);
      const address = path(withoutHash(url), artifacts.finalUrl);
      if (target.kind === "dead")
        return `Lenken går til ${address}, ${
          target.status === 404 || target.status === 410
            ? "som ikke finnes"
            : target.status
              ? `som svarte med en feil (${target.status})`
              : "som ikke svarte da vi hentet den"
        }.`;
      if (target.kind === "read" && target.page.url !== read.url)
        return `Lenken går til ${address}, men den siden sier ikke hva som skjer med personopplysninger.`;
    }
  return "Lenken går til «#», til en side som ikke svarer, eller til en side uten noen erklæring.";
}

export const privacyStatement = defineCheck({
  id: "legal-privacy-statement",
  category: "privacy",
  weight: 2,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = pagesRead(artifacts);
    // Linked as «Personvern», or as a page of another name (terms) with a privacy section in it.
    // The statement itself need not link to itself.
    const isStatement = (read: { url: string }) => {
      const page = artifacts.crawl?.pages.find((crawled) => crawled.finalUrl === read.url);
      return page !== undefined && isPrivacyStatement(page);
    };
    const unlinked = pages.filter(
      (read) =>
        !linksToPage(read, PRIVACY, isPrivacyStatement, artifacts.crawl) &&
        !linksToPage(read, /./, hasPrivacySection, artifacts.crawl, false),
    );
    const without = unlinked.filter((read) => !isStatement(read));
    // A «Personvern» link that leads nowhere (`#`, a dead page, an empty one) is said as such.
    const deadLinks = without.some((read) => read.links.some((link) => linksTo(PRIVACY, link)));
    if (!without.length)
      return passed({
        id: "legal-privacy-statement-ok",
        severity: "good",
        title: "Personvernerklæringen er lenket fra hver side",
        detail: linkedFrom(pages.length - unlinked.length, pages.length),
        fix: "",
      });
    // No «Personvern» link, but terms we could not read (robots.txt, or past the pages we read): the
    // statement may stand there, so we say what we could not see instead of calling it missing.
    const unread =
      without.length === pages.length && !deadLinks
        ? pages
            .flatMap((read) => read.links.map((link) => ({ read, link })))
            .find(
              ({ read, link }) =>
                linksTo(TERMS, link) && linkTarget(link.href, read.url, artifacts.crawl).kind === "unchecked",
            )
        : undefined;
    if (unread) {
      const address = new URL(unread.link.href, unread.read.url).href.replace(/#.*$/, "").replace(/\/$/, "");
      const disallowed = artifacts.crawl?.disallowed.some((page) => page.url.replace(/\/$/, "") === address);
      return {
        score: null,
        findings: [
          {
            id: "legal-privacy-statement-unchecked",
            severity: "info",
            title: "Vi fant ingen egen lenke til en personvernerklæring",
            detail: `Nettstedet lenker til «${unread.link.text || "vilkårene"}», men den siden leste vi ikke: ${disallowed ? "robots.txt ber søkeroboter holde seg unna den" : "den lå utenfor de sidene vi rakk å lese"}. Står personvernerklæringen bare der, er den vanskelig å finne. GDPR krever at besøkende får vite hva som skjer med opplysningene deres der de samles inn.`,
            fix: "Gi personvernerklæringen en egen lenke som heter «Personvern» i bunnteksten, så står den på hver side.",
          },
        ],
      };
    }
    const finding = {
      id: "legal-privacy-statement-missing",
      title:
        without.length < pages.length
          ? without.length === 1
            ? "Én side lenker ikke til personvernerklæringen"
            : "Noen sider lenker ikke til personvernerklæringen"
          : deadLinks
            ? "Lenken «Personvern» fører ikke til noen personvernerklæring"
            : "Vi fant ingen lenke til en personvernerklæring",
      detail: `${deadLinks && without.length === pages.length ? `${whereItLeads(without, artifacts)} ` : ""}GDPR krever at besøkende får vite hva som skjer med opplysningene deres der de samles inn, for eksempel i et kontaktskjema eller av analyseverktøy. En lenke i bunnteksten gjør at erklæringen er lett å finne fra hver side.`,
      // a statement may exist that no page links to: we cannot tell, so the fix covers both
      fix: "Skriv en personvernerklæring hvis du ikke har en, og lenk til den fra bunnteksten.",
      pages: without.map((read) => read.url),
    };
    if (without.length === pages.length) return failed({ ...finding, severity: "problem" });
    // The statement is there: what is missing is the link to it on some pages.
    return warned(
      {
        ...finding,
        severity: "warning",
        detail: `${finding.detail} Lenken mangler på ${list(without.map((read) => path(read.url, artifacts.finalUrl)))}.`,
        fix: "Lenk til personvernerklæringen fra bunnteksten på alle sider.",
      },
      1 - without.length / pages.length,
    );
  },
});

/** Which of the pages read link to the statement: all of them, or all but the statement itself. */
function linkedFrom(others: number, read: number) {
  if (others === read)
    return read === 1
      ? "Siden vi leste, lenker til personvernerklæringen."
      : `Alle de ${read} sidene vi leste, lenker til personvernerklæringen.`;
  if (others === 0)
    return read === 1
      ? "Siden vi leste, er selve personvernerklæringen."
      : "Sidene vi leste, er personvernerklæringen selv.";
  return others === 1
    ? "Den andre siden vi leste, lenker til personvernerklæringen."
    : others === 2
      ? "Begge de andre sidene vi leste, lenker til personvernerklæringen."
      : `Alle de ${others} andre sidene vi leste, lenker til personvernerklæringen.`;
}

export const cookiePage = defineCheck({
  id: "legal-cookie-page",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl", "tracking"],
  run: ({ tracking, ...artifacts }) => {
    if (!tracking || !(tracking.cookies.length || tracking.storage.length))
      return { score: null, findings: [] };
    const { crawl } = artifacts;
    // A cookie page, or a cookie section in the privacy statement; never a link that leads nowhere.
    const linked = pagesRead(artifacts).some(
      (read) =>
        linksToPage(read, COOKIES, isCookiePage, crawl) ||
        linksToPage(read, PRIVACY, isCookiePage, crawl, false),
    );
    if (linked)
      return passed({
        id: "legal-cookie-page-ok",
        severity: "good",
        title: "Nettstedet forklarer informasjonskapslene",
        detail:
          "Forsiden lagrer informasjonskapsler eller annet i nettleseren, og nettstedet lenker til en side som forklarer dem.",
        fix: "",
      });
    return failed({
      id: "legal-cookie-page-missing",
      severity: "warning",
      title: "Ingen side forklarer informasjonskapslene",
      detail:
        "Forsiden lagrer informasjonskapsler eller annet i nettleseren, men vi fant ingen lenke til en side som sier hvilke, hvorfor og hvor lenge. Ekomloven krever at besøkende får klar informasjon om dette.",
      fix: "Lag en side som lister hver informasjonskapsel med navn, formål og levetid, og lenk til den fra bunnteksten og samtykkebanneret.",
    });
  },
});

export const accessibilityStatement = defineCheck({
  id: "legal-accessibility-statement",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const linked = pagesRead(artifacts).some((read) =>
      read.links.some((link) => linksTo(ACCESSIBILITY, link)),
    );
    const publicBody = PUBLIC_SECTOR.test(new URL(artifacts.finalUrl).hostname);
    if (linked)
      return passed({
        id: "legal-accessibility-statement-ok",
        severity: "good",
        title: "Nettstedet har en tilgjengelighetserklæring",
        detail: "Besøkende kan lese hvor godt nettstedet følger kravene til universell utforming.",
        fix: "",
      });
    if (publicBody)
      return failed({
        id: "legal-accessibility-statement-missing",
        severity: "problem",
        title: "Tilgjengelighetserklæringen mangler",
        detail:
          "Offentlige virksomheter skal ha en tilgjengelighetserklæring for nettstedet sitt, laget i Digitaliseringsdirektoratets løsning på uustatus.no, og lenke til den.",
        fix: "Fyll ut erklæringen på uustatus.no og lenk til den fra bunnteksten på hver side.",
      });
    return {
      score: null,
      findings: [
        {
          id: "legal-accessibility-statement-advice",
          severity: "info",
          title: "Vurder en tilgjengelighetserklæring",
          detail:
            "Private virksomheter har ingen plikt til å ha en, men et nettsted rettet mot allmennheten skal likevel være universelt utformet (likestillings- og diskrimineringsloven § 18 og forskriften om universell utforming av IKT-løsninger). En erklæring viser at du tar det på alvor, og forteller dem som trenger det, hva som virker.",
          fix: "Skriv kort hva som er testet og når, hva som ikke virker ennå, og hvordan man melder fra om feil.",
        },
      ],
    };
  },
});
