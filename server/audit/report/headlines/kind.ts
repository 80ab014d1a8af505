// What kind of site a page is, read from its own words, so that advice and examples fit it: a
// craftsman's example («Elektriker i … – svar innen 24 timer») means nothing to a choir or a
// football club. Only a clear majority of words decides; otherwise the kind is unknown and the
// advice gives no example.

import { words } from "../../checks/copy/readability.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { lower } from "./phrase.ts";

export type SiteKind =
  | "craft"
  | "health"
  | "beauty"
  | "food"
  | "shop"
  | "venue"
  | "club"
  | "housing"
  | "advice"
  | "web"
  | "school"
  | "photo";

/**
 * Words that point to a kind of site: a word that starts with one ("frisøren") or ends with one
 * ("fotballklubb"); a short one (three letters or fewer) only as itself or inflected ("koret"), so
 * that "mat" is not "format" and "bar" not "brukbar".
 */
const SIGNS: Record<SiteKind, string[]> = {
  craft: [
    "rørlegger",
    "elektriker",
    "tømrer",
    "snekker",
    "maler",
    "murer",
    "taktekk",
    "blikkenslager",
    "håndverk",
    "entreprenør",
    "oppussing",
    "rehabilitering",
    "renovering",
    "tilbygg",
    "verksted",
    "reparasjon",
    "montering",
    "installasjon",
    "befaring",
  ],
  health: [
    "tannlege",
    "lege",
    "fastlege",
    "legesenter",
    "klinikk",
    "fysioterap",
    "kiropraktor",
    "psykolog",
    "logoped",
    "behandling",
    "pasient",
    "helse",
    "terapi",
    "veterinær",
  ],
  beauty: ["frisør", "salong", "hår", "negl", "hudpleie", "vipper", "balayage", "massasje", "klipp"],
  food: [
    "restaurant",
    "kafé",
    "kafe",
    "pub",
    "meny",
    "lunsj",
    "middag",
    "mat",
    "øl",
    "bord",
    "kjøkken",
    "bar",
  ],
  shop: [
    "butikk",
    "nettbutikk",
    "handlekurv",
    "frakt",
    "sortiment",
    "varer",
    "kjøp",
    "modeller",
    "utvalg",
    "salg",
  ],
  venue: ["lokale", "selskapslokale", "forsamlingshus", "festsal", "bryllup", "konferanse", "selskaper"],
  club: [
    "klubb",
    "idrettslag",
    "forening",
    "medlem",
    "medlemskap",
    "trening",
    "kor",
    "konsert",
    "styret",
    "dugnad",
    "årsmøte",
    "generalforsamling",
    "velforening",
    "fotball",
    "håndball",
  ],
  // a housing association's site is for its residents: nothing is sold, nobody joins
  housing: [
    "sameie",
    "borettslag",
    "andelseier",
    "seksjonseier",
    "beboer",
    "vedtekt",
    "husorden",
    "fellesutgift",
    "felleskostnad",
    "vaktmester",
  ],
  advice: [
    "regnskap",
    "advokat",
    "juridisk",
    "rådgivning",
    "konsulent",
    "forsikring",
    "eiendomsmegler",
    "økonomi",
    "lønn",
    "erstatning",
  ],
  web: ["nettside", "programvare", "webdesign", "nettbutikkløsning", "app", "digital", "hosting", "seo"],
  school: ["trafikkskole", "kjøreskole", "førerkort", "kurs", "opplæring", "elev", "undervisning"],
  photo: ["fotograf", "foto", "bilder", "drone", "video", "film"],
};

const INFLECTED = ["", "et", "en", "a", "ene", "er"];

/** Short signs that also end compounds ("pikekor", "mannskoret"); "mat", "bar" and "øl" do not ("format", "brukbar"). */
const COMPOUND_ENDS = new Set(["kor"]);
/**
 * Signs that point to a kind only as words of their own: as a compound's first part they belong
 * to other trades just as often («kjøkkenhage», «kjøkkenmontering», «bordkledning»).
 */
const ONLY_ALONE = new Set(["kjøkken", "bord"]);

function matches(token: string, sign: string): boolean {
  if (sign.length <= 3 || ONLY_ALONE.has(sign))
    return INFLECTED.some(
      (ending) =>
        token === sign + ending ||
        (COMPOUND_ENDS.has(sign) &&
          token.endsWith(sign + ending) &&
          token.length >= sign.length + ending.length + 3),
    );
  return token.startsWith(sign) || token.endsWith(sign);
}

/** The words a housing association is called by, in lower case and without an ending. */
export const HOUSING_ASSOCIATION = "(?:eierseksjons|bolig)?(?:sameie|borettslag|andelslag)";
/**
 * A housing association's name, as it names itself: «Sameiet Lia 4», «Borettslaget Solbakken»,
 * «Solbakken Borettslag»; not «Borettslag & sameier» a firm serves, nor «borettslaget ditt».
 */
const HOUSING_NAME =
  /(?<![\p{L}])(?:[Ee]ierseksjons|[Bb]olig)?(?:[Ss]ameiet|[Bb]orettslaget|[Aa]ndelslaget) +[\p{Lu}\d]|\p{Lu}[\p{L}\d-]* +(?:[Bb]olig)?(?:[Ss]ameie|[Bb]orettslag|[Aa]ndelslag)(?![\p{L}])/u;

/**
 * What a society's headline should say, in the words advice and the headline check share: a club
 * what it does, for whom and where; a housing association whom the site is for and what the
 * residents find there.
 */
export const societyHeadline = (kind: SiteKind | null) =>
  kind === "housing"
    ? "hvem siden er for og hva beboerne finner her"
    : "hva dere driver med, for hvem og hvor";

/** A club, a choir, a society or a housing association: members or residents, not customers. */
export const isSociety = (kind: SiteKind | null) => kind === "club" || kind === "housing";

/** The kind with clearly more signs on the page than any other, or null. */
export function siteKind(page: PageText): SiteKind | null {
  const text = [page.title, ...page.h1, ...page.headings, ...page.paragraphs].join(" ");
  const tokens = words(lower(text));
  // A housing association names itself so in its title or headline («Sameiet Lia 4», «Solbakken
  // Borettslag»); a firm that serves them («Elkontroll for borettslag og sameier») only speaks of them.
  const namesItself = [page.title, ...page.h1].some((text) => HOUSING_NAME.test(text));
  const kinds = (Object.keys(SIGNS) as SiteKind[]).filter((kind) => kind !== "housing" || namesItself);
  const counts = kinds.map((kind) => ({
    kind,
    count: tokens.filter((token) => SIGNS[kind].some((sign) => matches(token, sign))).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  if (!first || first.count < 2) return null;
  // a clear majority: at least half again as many signs as the next kind
  if (second && second.count * 3 > first.count * 2) return null;
  return first.kind;
}

/**
 * The trades an example may name, by kind: the example names the page's own trade or none, since a
 * builder told «Elektriker i …» or a dentist told «Fysioterapeut i …» learns that we did not read
 * the page (issue 25).
 */
const TRADES: Partial<Record<SiteKind, string[]>> = {
  craft: ["rørlegger", "elektriker", "tømrer", "snekker", "maler", "murer", "blikkenslager", "taktekker"],
  health: [
    "tannlege",
    "lege",
    "fastlege",
    "hudlege",
    "fysioterapeut",
    "manuellterapeut",
    "kiropraktor",
    "naprapat",
    "osteopat",
    "psykolog",
    "logoped",
    "veterinær",
  ],
  beauty: ["frisør", "barber", "hudpleier", "massør"],
  photo: ["fotograf", "boligfotograf", "bryllupsfotograf", "portrettfotograf"],
};

/** A trade noun as written in running text: «tømreren», «tømrere», «tannlegene», «barberere». */
const NOUN_ENDINGS = ["", "en", "er", "ere", "erne", "ene", "ens", "s"];

/** The trade of the kind the page names most often, in its base form, or undefined. */
function pageTrade(page: PageText, kind: SiteKind): string | undefined {
  const trades = TRADES[kind] ?? [];
  const counts = new Map<string, number>();
  for (const token of words(
    lower([page.title, ...page.h1, ...page.headings, ...page.paragraphs].join(" ")),
  )) {
    const trade = trades.find((each) => NOUN_ENDINGS.some((ending) => token === each + ending));
    if (trade) counts.set(trade, (counts.get(trade) ?? 0) + 1);
  }
  // the most often named; on a tie the one listed first
  return [...counts].sort((a, b) => b[1] - a[1] || trades.indexOf(a[0]) - trades.indexOf(b[0]))[0]?.[0];
}

const capital = (word: string) => word.charAt(0).toLocaleUpperCase("nb") + word.slice(1);

/**
 * A made-up example headline that fits the kind of site, or null where a commercial promise would
 * not fit (a club, a choir, a society), the kind is unknown, or the example would have to name a
 * trade or a product the page does not: a kind of trades names the page's own («Tømrer i …»), and
 * a shop's example would name another shop's goods, so it has none.
 */
export function exampleHeadline(page: PageText, kind: SiteKind | null = siteKind(page)): string | null {
  const trade = kind && TRADES[kind] ? pageTrade(page, kind) : undefined;
  const named = trade ? capital(trade) : undefined;
  switch (kind) {
    case "craft":
      return named ? `${named} i Porsgrunn – svar innen 24 timer` : null;
    case "health":
      return named ? `${named} i Tromsø – time innen tre dager` : null;
    case "beauty":
      return named ? `${named} på Gjøvik – ledig time samme uke` : null;
    case "photo":
      return named ? `${named} i Bodø – bildene klare dagen etter` : null;
    case "food":
      return "Mat og drikke ved kaia i Molde – åpent alle dager";
    case "venue":
      return "Selskapslokale i Levanger – plass til 80 gjester";
    case "advice":
      return "Rådgivning for små bedrifter – svar innen 24 timer";
    case "web":
      return "Nettsider for håndverkere – ferdig på fire uker";
    case "school":
      // a course, not a driving school: the kind holds yoga and language courses as well
      return "Nybegynnerkurs på Hamar – oppstart hver måned";
    default:
      return null;
  }
}
