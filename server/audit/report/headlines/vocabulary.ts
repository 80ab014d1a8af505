// Norwegian word sets that sort the page's words into the formula slots.

import { joinAnd } from "#app/lib/format-nb.ts";

/** Words a captured phrase may not end with. */
export const TRAILING_STOP = new Set(
  "og eller men for i til på med fra hos som å at en et ei den det de du deg dere vi oss så av om når hvis fordi mens helt veldig ved før etter".split(
    " ",
  ),
);
/** Words a Norwegian sentence may end in as written: a stranded preposition, an object pronoun. */
export const STRANDED = new Set("for i til på med fra hos av om ved etter deg dere oss".split(" "));
/** Where a phrase that is too long may be cut, before the word. */
export const BREAK_WORDS = new Set("for i til på med fra hos som og eller av uten innen hver når".split(" "));
export const LEADING_ADVERBS = new Set("også alltid nå da gjerne bare enkelt raskt lett faktisk".split(" "));
export const PREPOSITIONS = new Set(
  "i på for til med fra av hos om under over innen uten ved etter før mot rundt langs blant".split(" "),
);
/** Words in front of a verb: "vi svarer", "som svarer". */
export const SUBJECTS = new Set("du vi jeg dere de den det som man han hun hver alle".split(" "));
export const PRONOUNS = new Set(
  "du deg din ditt dine dere deres vi oss vår vårt våre jeg meg min mitt mine".split(" "),
);
export const NOT_NOUNS = new Set(
  "og er var har kan vil skal blir ble som i på til for med av fra om at det den de du vi siden eller men så bare kun også alltid får gir koster sparer betaler tar tilbake inn ut opp ned frem fram bort hjem igjen ofte gjerne raskt nå allerede snart".split(
    " ",
  ),
);

/** Verbs whose object is what the customer gets: "Vi tilbyr klipp, farge og styling". */
export const OFFER_VERBS = "tilbyr|leverer|selger|serverer";
/** Verbs that say what the company does: "Vi maler hus og hytter". */
export const ACTIVITY_VERBS =
  "hjelper|maler|tegner|baker|lager|installerer|drifter|flytter|behandler|vasker|reparerer|bygger|designer|utvikler|arrangerer|produserer|frakter|monterer|rydder|klipper|underviser|bistår";
/** Imperatives a headline may start with; such a headline is not a noun phrase. */
export const IMPERATIVES = new Set(
  "ta spar få tren selg bestill book finn lær bli kom se velg prøv kjøp start gjør lag ring kontakt les møt opplev hent lever send meld handle søk".split(
    " ",
  ),
);

/** Trades and professions, used without an article: "Trenger du rørlegger?" */
export const TRADES = [
  "rørlegger",
  "leggar",
  "førar",
  "snikkar",
  "målar",
  "elektriker",
  "installatør",
  "regnskapsfører",
  "revisor",
  "frisør",
  "barberer",
  "tannlege",
  "lege",
  "terapeut",
  "kiropraktor",
  "psykolog",
  "advokat",
  "maler",
  "mester",
  "snekker",
  "tømrer",
  "murer",
  "arkitekt",
  "megler",
  "veterinær",
  "fotograf",
  "optiker",
  "smed",
  "tekker",
  "gartner",
  "mekaniker",
  "rådgiver",
  "entreprenør",
  "konsulent",
  "massør",
  "trener",
  "forhandler",
  "produsent",
  "importør",
];
/** Places and firms, with their article: "et bakeri", "en kafé". */
export const VENUES: Record<string, "en" | "et"> = {
  kafé: "en",
  kafe: "en",
  café: "en",
  cafe: "en",
  restaurant: "en",
  bakeri: "et",
  butikk: "en",
  hotell: "et",
  barnehage: "en",
  kommune: "en",
  klinikk: "en",
  senter: "et",
  studio: "et",
  verksted: "et",
  kontor: "et",
  byrå: "et",
  salong: "en",
  skole: "en",
  klubb: "en",
  lag: "et",
  firma: "et",
  gård: "en",
  pub: "en",
  pizzeria: "en",
  apotek: "et",
  galleri: "et",
  gym: "et",
};
/** Nouns that may end a name: "Fjordvik kommune", "Solsikken barnehage". */
export const NAME_NOUNS = new Set(
  "kommune fylkeskommune barnehage idrettslag gård menighet legesenter legekontor tannlegesenter tannklinikk klinikk skole kirke museum bibliotek".split(
    " ",
  ),
);
/** Counted nouns that prove something on their own after a dash: "– 30 års erfaring". */
export const PROOF_NOUNS =
  /^(?:års erfaring|erfaring|(?:fornøyde )?(?:kunder|elever|pasienter|gjester)|medlemmer|bedrifter|prosjekter|oppdrag)$/;
/**
 * The people who do the work, counted with what makes them able: "7 erfarne tannleger", "12
 * autoriserte elektrikere". Not a bare head count ("12 ansatte") or a kind word ("hyggelige").
 */
export const SKILLED_STAFF =
  /^(?:erfarne|faglærte|autoriserte|sertifiserte|utdannede|kvalifiserte) \p{Ll}{4,}(?:ere|er)$/u;
/** Staff counted by fewer than this proves nothing in a headline. */
export const SKILLED_STAFF_MIN = 3;
/**
 * An empty claim about the price: every business says it, no reader believes it, and the report's
 * own advice is to replace it with a number ("til svært konkurransedyktige priser", "gode priser").
 */
export const EMPTY_PRICE_CLAIM =
  /(?<![\p{L}])(?:konkurransedyktige|gode|rimelige|lave|hyggelige|fornuftige|riktige|gunstige|fantastiske|utrolige) priser(?![\p{L}])/iu;
/** A promise counted in time after a genitive: "2 års garanti", "30 dagers åpent kjøp". */
export const TERM_NOUNS = /^(?:garanti|fabrikkgaranti|åpent kjøp|returrett|angrerett|reklamasjonsrett)$/;
/** What a price may not be taken for: an add-on, a fee, a deductible ("et tillegg på 75 kr"). */
export const NOT_A_PRICE =
  /(?:^|\s)(?:tillegg|tilleggs\p{L}*|gebyr|\p{L}*gebyr|egenandel|avgift|depositum|avbestilling\p{L}*)$/u;
/** Owned by the reader: "din time", "dine bilder"; a fact about it is the reader's, not the offer. */
export const POSSESSIVES = new Set("din ditt dine deres sin sitt sine".split(" "));

/** What a reader is glad to be spared: "uten bindingstid", "uten skjulte kostnader". */
export const BURDENS =
  /^(?:skjulte?|bindingstid|binding|henvisning|papirarbeid|kø|ventetid|venteliste|gebyr|oppstartsgebyr|etableringsgebyr|depositum|forskudd|mellomledd|stress|ekstra kostnader|tillegg|påslag|reisekostnader)(?![\p{L}])/u;

export const GENERIC_TITLE =
  /^(?:hjem|forside|velkommen|startside|hovedside|heim|home|homepage|index|untitled|meny|start|om)(?![\p{L}])/iu;
export const NOT_COMPANY = new Set(
  "vi du dere de det dette den denne disse her nå alle hver vår våre vårt teamet firmaet selskapet bedriften han hun som jeg hos i".split(
    " ",
  ),
);
export const LEGAL_SUFFIX = /\s+(?:AS|ASA|ANS|DA|SA|BA|NUF)\.?$/u;
export const COMPANY_START_STOP = new Set(
  "kontakt om ring velkommen til hos fra med copyright levert laget av og i på for ©".split(" "),
);

/** A phrase that names no service in particular: "gode tjenester for …", "smarte løsninger". */
export const VAGUE = /^(?:\p{L}+\s)?(?:tjenester|løsninger|produkter|tilbud|ting)(?![\p{L}])/iu;

const PRAISE =
  "(?:gode?|godt|bra|hyggelige?|rask[te]?|trygg?[te]?|profesjonell|profesjonel(?:t|le)|personlige?|fleksib(?:el|elt|le)|effektiv[te]?|høy[te]?|grundige?|ærlige?|pålitelige?|vennlige?|solide?|utmerket|førsteklasses)";
/**
 * Praise of how the work is done, not what is sold: "god og hyggelig service (som …)", "rask og
 * grundig oppfølging". Every business says it; as the offer it says nothing.
 */
export const PRAISE_ONLY = new RegExp(
  `^${PRAISE}(?:(?:\\s+og\\s+|,\\s*)${PRAISE})*\\s+(?:service|kundeservice|kvalitet|oppfølging|kundebehandling)(?![\\p{L}])(?:\\s+som\\s.*)?$`,
  "iu",
);

/** Praise of the work that promises nothing to check: «høy kvalitet», «god service». */
const WORK_PRAISE = `(?:${PRAISE}\\s+)?(?:kvalitet|service|kundeservice|oppfølging)`;
const PRAISE_ITEM = new RegExp(`^${WORK_PRAISE}$`, "iu");
/** A promise about the work, not the work: that praise, or a guarantee («fornøydgaranti», «2 års garanti»). */
const QUALITY_ONLY = new RegExp(`^(?:${WORK_PRAISE}|(?:\\d+\\s+års?\\s+)?\\p{L}*garanti(?:en)?)$`, "iu");

/** The items of a list: «høy kvalitet, fast pris og fornøydgaranti» has three. */
const listItems = (phrase: string) => phrase.trim().split(/\s*,\s*|\s+og\s+/u);

/** Names nothing the reader can buy: a vague phrase or praise alone. */
export const namesNothing = (phrase: string) => VAGUE.test(phrase) || PRAISE_ONLY.test(phrase);

/**
 * A list without the praise in it («høy kvalitet og fornøydgaranti»: «fornøydgaranti»): every firm
 * says it, and a copywriter leaves it out of a headline. The phrase as it is when it holds no praise;
 * null when it holds nothing else.
 */
export function withoutPraise(phrase: string): string | null {
  const items = listItems(phrase);
  const kept = items.filter((item) => !PRAISE_ITEM.test(item));
  if (kept.length === items.length) return phrase;
  return kept.length > 0 ? joinAnd(kept) : null;
}

/**
 * Promises about the work and nothing else («høy kvalitet og fornøydgaranti»): what the reader
 * gets, but not what the company does («Firma leverer høy kvalitet …» sells nothing).
 */
export const promisesOnly = (phrase: string) => listItems(phrase).every((part) => QUALITY_ONLY.test(part));

/**
 * Not an offer or a benefit: how to reach the company, where to read more, the cookie banner, what
 * a form does with the reader's data ("Vi lagrer opplysningene dine trygt").
 */
export const NOISE =
  /\d(?:[\s\u00a0]?\d){7}|(?<![\p{L}])(?:informasjon\p{L}*|info|samtykke\p{L}*|cookies|personvern\p{L}*|personopplysning\p{L}*|skjema\p{L}*|henvendelse\p{L}*|nettsiden|oss|meg|her|telefon|e-post)(?![\p{L}])/iu;

/**
 * A superlative is the page's claim about the business, not a thing it offers or a kind it is:
 * «… tilbyr byens største klubb», «… er en byens beste kafé», «Byens eldste klubb – …» say neither.
 */
export const SUPERLATIVE =
  /(?<![\p{L}])(?:største|beste|eldste|første|fremste|ledende|nyeste|billigste|minste)(?![\p{L}])/iu;
