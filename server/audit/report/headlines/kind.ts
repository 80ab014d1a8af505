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
  // what an agency offers; not «nettsiden»/«nettsida», as every site calls itself, nor a
  // «Webdesign:» credit in the footer
  web: ["nettsider", "programvare", "nettbutikkløsning", "app", "digital", "hosting", "seo"],
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
