// Copy critique for the free website audit (nettsidesjekk), after David Ogilvy's principles:
// benefit-led headlines, the reader before the company, specifics instead of superlatives, news,
// testimonials, a clear next step and plain, readable Norwegian. Pure functions, no I/O.

import type { Finding, Severity } from "./types.ts";

/** The visible text of a fetched page, extracted before the copy checks run. */
export interface PageText {
  title: string;
  h1: string[];
  /** h2 and h3 */
  headings: string[];
  paragraphs: string[];
  links: { text: string; href: string }[];
  buttons: string[];
  /** All visible text. */
  bodyText: string;
  lang: string | null;
}

export type { Finding, Severity };

export interface LixResult {
  score: number;
  words: number;
  sentences: number;
  longWords: number;
}

export interface CopyAnalysis {
  /** 0–100, see SCORE_WEIGHTS. */
  score: number;
  words: number;
  headline: {
    text: string;
    source: "h1" | "title" | "none";
    words: number;
    benefitSignals: string[];
    newsWords: string[];
  };
  readerFocus: {
    youWords: number;
    weWords: number;
    /** du-words per vi-word, two decimals; null when there are no vi-words. */
    ratio: number | null;
  };
  specifics: { count: number; per100Words: number; examples: string[] };
  superlatives: { word: string; count: number }[];
  cta: { strong: string[]; weak: string[] };
  socialProof: { quotes: number; signals: string[] };
  readability: LixResult & { level: string; source: "paragraphs" | "bodyText" };
  /** Same as readability (LIX of the body copy), for callers that only want the number. */
  lix: LixResult;
  lixLevel: string;
  averageSentenceWords: number;
  language: { declared: string | null; looksNorwegian: boolean };
  findings: Finding[];
}

// ---------------------------------------------------------------------------------------------
// Words, sentences and LIX

// A word is a run of letters (and digits mixed in, as in "B2B"), hyphenated parts kept together
// ("e-post", "state-of-the-art"). A run without any letter ("2026", "24") is not a word.
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[-‐‑][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_LETTER = /\p{L}/u;
const LETTER = /\p{L}/gu;

/** Words of a text, in order, as written. */
export function words(text: string): string[] {
  return (text.normalize("NFC").match(TOKEN) ?? []).filter((token) => HAS_LETTER.test(token));
}

function letterCount(word: string): number {
  return word.match(LETTER)?.length ?? 0;
}

// Norwegian abbreviations whose dots do not end a sentence ("f.eks.", "ca. 500").
const ABBREVIATION =
  /(?<![\p{L}.])(f\.eks|bl\.a|m\.m|t\.o\.m|f\.o\.m|o\.l|osv|dvs|ca|evt|inkl|ekskl|mht|iht|pga|nr|kl|tlf|mv|jf|jfr)\.(?!\s*(?:$|\n|\p{Lu}))/gu;

/** Removes what is not prose before counting: addresses, abbreviation dots, decimal points. */
function prepare(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
      .replace(/\S+@\S+\.\S+/g, " ")
      .replace(ABBREVIATION, (match) => match.replaceAll(".", ""))
      // decimals and times ("3.5", "08:00") are not sentence ends
      .replace(/(\d)[.:](?=\d)/g, "$1")
  );
}

function splitSentences(prepared: string): string[] {
  return prepared
    .split(/[.!?:]+|\n/)
    .map((part) => part.trim())
    .filter((part) => words(part).length > 0);
}

/** Sentences of a text: split at . ! ? : and line breaks; only parts with a word count. */
export function sentences(text: string): string[] {
  return splitSentences(prepare(text));
}

/**
 * LIX = words / sentences + 100 × long words / words, where a long word has 7 or more letters
 * (hyphens and digits not counted). Rounded to one decimal; 0 for a text without words.
 * At least one sentence is counted when there are words.
 */
export function lix(text: string): LixResult {
  const prepared = prepare(text);
  const all = words(prepared);
  if (all.length === 0) return { score: 0, words: 0, sentences: 0, longWords: 0 };
  const sentenceCount = Math.max(1, splitSentences(prepared).length);
  const longWords = all.filter((word) => letterCount(word) >= 7).length;
  const score = all.length / sentenceCount + (100 * longWords) / all.length;
  return { score: round1(score), words: all.length, sentences: sentenceCount, longWords };
}

/** Norwegian label for a LIX score. */
export function lixLevel(score: number): string {
  if (score < 25) return "Svært lettlest";
  if (score < 35) return "Lettlest";
  if (score < 45) return "Middels";
  if (score < 55) return "Vanskelig";
  return "Svært vanskelig";
}

// ---------------------------------------------------------------------------------------------
// Word lists

export const YOU_WORDS = ["du", "deg", "din", "ditt", "dine", "dere", "deres"];
export const WE_WORDS = ["vi", "oss", "vår", "vårt", "våre"];
export const BENEFIT_WORDS = [
  "få",
  "får",
  "spar",
  "spare",
  "sparer",
  "spart",
  "øk",
  "øke",
  "øker",
  "mer",
  "flere",
  "raskere",
  "enklere",
  "lettere",
  "bedre",
  "gratis",
  "ny",
  "nye",
  "nytt",
  "nå",
  "slik",
  "hvordan",
  ...YOU_WORDS,
];
export const SUPERLATIVES = [
  "beste",
  "ledende",
  "markedsledende",
  "verdensklasse",
  "unik",
  "unike",
  "revolusjonerende",
  "banebrytende",
  "innovativ",
  "innovative",
  "sømløs",
  "sømløse",
  "fremragende",
  "enestående",
  "suveren",
  "state-of-the-art",
  "world-class",
  "best-in-class",
];
export const NEWS_PHRASES = [
  "ny",
  "nye",
  "nytt",
  "nå",
  "endelig",
  "lansert",
  "lanserer",
  "introduserer",
  "nyhet",
  "nyheter",
  "for første gang",
];
export const STRONG_CTA_PHRASES = [
  "kontakt",
  "ta kontakt",
  "ring",
  "bestill",
  "book",
  "kjøp",
  "prøv",
  "start",
  "kom i gang",
  "få",
  "last ned",
  "send",
  "meld deg på",
  "registrer deg",
  "avtal",
  "be om",
  "bli kunde",
];
export const WEAK_CTA_PHRASES = [
  "les mer",
  "lær mer",
  "se mer",
  "mer info",
  "mer informasjon",
  "finn ut mer",
  "klikk her",
];
export const PROOF_WORDS = [
  "kunde",
  "kunder",
  "kunden",
  "kundene",
  "kundehistorie",
  "kundehistorier",
  "anbefaler",
  "anbefalt",
  "anbefalinger",
  "referanse",
  "referanser",
  "referansekunder",
  "stjerner",
  "omtale",
  "omtaler",
  "anmeldelse",
  "anmeldelser",
  "case",
  "caser",
];

// ---------------------------------------------------------------------------------------------
// Helpers

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Norwegian number format for texts: decimal comma. */
function nb(value: number): string {
  return String(value).replace(".", ",");
}

function lowerWords(text: string): string[] {
  return words(text).map((word) => word.toLocaleLowerCase("nb"));
}

/** Whole-word/phrase occurrences of each phrase (case-insensitive) in a text. */
export function countPhrases(text: string, phrases: readonly string[]): Map<string, number> {
  const tokens = lowerWords(text);
  const counts = new Map<string, number>();
  for (const phrase of phrases) {
    const parts = lowerWords(phrase);
    if (parts.length === 0) continue;
    let count = 0;
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      if (parts.every((part, j) => tokens[i + j] === part)) count++;
    }
    if (count > 0) counts.set(phrase, count);
  }
  return counts;
}

function sum(counts: Map<string, number>): number {
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}

/** Title segments split at the usual separators: "Regnskap i Sandnes | Tallhuset AS". */
export function titleSegments(title: string): string[] {
  return title
    .split(/\s+[|–—·•-]\s+|\s*\|\s*|\s+::\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

// A number, with thousands spaces ("1 000"), decimals, a phone number in Norwegian groups, an
// optional "kr" before and a unit after. Each match counts as one specific.
const SPECIFIC =
  /(?<![\p{L}\d])(?:kr\.?\s?)?(?:(?:\+47\s?)?\d{2}(?:[  ]\d{2}){3}(?!\d)|\d{1,3}(?:[  ]\d{3})+(?!\d)|\d+(?:[.,:]\d+)*)\+?(?:\s?(?:%|prosent|kr|kroner|NOK|,-|timer|time|minutter|min|sekunder|sek|dager|dag|døgn|uker|uke|måneder|mnd|år|km|meter|m²|m2|kg|GB|TB|stk)(?![\p{L}]))?/giu;

/** Numbers and measured facts in a text ("24 timer", "kr 499", "30 %", "2026"). */
export function specifics(text: string): string[] {
  return (text.normalize("NFC").match(SPECIFIC) ?? []).map((match) => match.replace(/\s+/g, " ").trim());
}

// Quotes of three or more words: «…», “…”, „…“ and "…".
const QUOTE = /«([^»\n]{3,400})»|“([^”\n]{3,400})”|„([^“”\n]{3,400})[“”]|"([^"\n]{3,400})"/g;

export function quotes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(QUOTE)) {
    const inner = match[1] ?? match[2] ?? match[3] ?? match[4] ?? "";
    if (words(inner).length >= 3) found.push(inner.trim());
  }
  return found;
}

/** True when the text's letters look Norwegian: enough æ/ø/å, and not Swedish ä/ö. */
export function looksNorwegian(text: string): boolean {
  const letters = text.match(LETTER) ?? [];
  if (letters.length < 40) return false;
  let norwegian = 0;
  let swedish = 0;
  for (const letter of letters) {
    const lower = letter.toLowerCase();
    if (lower === "æ" || lower === "ø" || lower === "å") norwegian++;
    else if (lower === "ä" || lower === "ö") swedish++;
  }
  return norwegian / letters.length >= 0.004 && swedish < norwegian / 2;
}

function pageText(page: PageText): string {
  if (page.bodyText.trim()) return page.bodyText;
  return [
    ...page.h1,
    ...page.headings,
    ...page.paragraphs,
    ...page.buttons,
    ...page.links.map((link) => link.text),
  ].join("\n");
}

function listCounts(counts: Map<string, number>): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => `«${word}» (${count})`)
    .join(", ");
}

function quoteList(items: readonly string[], max = 3): string {
  return items
    .slice(0, max)
    .map((item) => `«${item}»`)
    .join(", ");
}

// ---------------------------------------------------------------------------------------------
// The analysis

/**
 * Score weights: start at 100, subtract 15 per problem and 6 per warning; good findings cost
 * nothing. Clamped to 0–100. A page with no visible text scores 0 (one "text-missing" problem).
 */
export const SCORE_WEIGHTS = { problem: 15, warning: 6, good: 0, info: 0 } as const;

function emptyAnalysis(page: PageText): CopyAnalysis {
  const declared = page.lang?.trim() || null;
  return {
    score: 0,
    words: 0,
    headline: { text: "", source: "none", words: 0, benefitSignals: [], newsWords: [] },
    readerFocus: { youWords: 0, weWords: 0, ratio: null },
    specifics: { count: 0, per100Words: 0, examples: [] },
    superlatives: [],
    cta: { strong: [], weak: [] },
    socialProof: { quotes: 0, signals: [] },
    readability: { score: 0, words: 0, sentences: 0, longWords: 0, level: lixLevel(0), source: "bodyText" },
    lix: { score: 0, words: 0, sentences: 0, longWords: 0 },
    lixLevel: lixLevel(0),
    averageSentenceWords: 0,
    language: { declared, looksNorwegian: false },
    findings: [],
  };
}

export function analyseCopy(page: PageText): CopyAnalysis {
  const text = pageText(page);
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);
  const totalWords = words(text).length;

  if (totalWords === 0) {
    return {
      ...emptyAnalysis(page),
      findings: [
        {
          id: "text-missing",
          severity: "problem",
          title: "Fant ingen synlig tekst",
          detail:
            "Sjekken fant ingen tekst på siden. Enten lastes teksten med JavaScript etter at siden er hentet, eller så består siden bare av bilder.",
          fix: "Sørg for at overskrift, ingress og knapper finnes som vanlig tekst i HTML-en – da kan både søkemotorer og skjermlesere lese dem.",
        },
      ],
    };
  }

  // Headline -----------------------------------------------------------------------------------
  const h1 = page.h1.map((item) => item.trim()).find(Boolean);
  const titleHead = titleSegments(page.title)[0] ?? "";
  const headlineText = h1 ?? titleHead;
  const source = h1 ? "h1" : titleHead ? "title" : "none";
  const headlineWords = words(headlineText).length;
  const benefitSignals = [...countPhrases(headlineText, BENEFIT_WORDS).keys()];
  if (/\d/.test(headlineText)) benefitSignals.push("tall");
  const newsWords = [...countPhrases(headlineText, NEWS_PHRASES).keys()];

  if (source === "none") {
    add({
      id: "headline-missing",
      severity: "problem",
      title: "Siden mangler en overskrift",
      detail:
        "Siden har verken en hovedoverskrift (h1) eller en sidetittel. Ogilvy regnet med at fem ganger så mange leser overskriften som brødteksten – uten overskrift mister du de fleste leserne.",
      fix: "Skriv én h1 øverst på siden som sier hva leseren får, for eksempel «Slik får du …».",
    });
  } else {
    if (source === "title") {
      add({
        id: "headline-no-h1",
        severity: "warning",
        title: "Siden mangler en synlig hovedoverskrift (h1)",
        detail: `Sjekken brukte sidetittelen «${headlineText}» som overskrift, men den vises bare i nettleserfanen og i søkeresultater.`,
        fix: "Legg til én synlig h1 øverst på siden med løftet ditt til leseren.",
      });
    }
    if (headlineWords > 12) {
      add({
        id: "headline-length",
        severity: "warning",
        title: "Overskriften er lang",
        detail: `«${headlineText}» har ${headlineWords} ord. Lange overskrifter blir skumlest, og løftet drukner.`,
        fix: "Kort den ned til 5–12 ord, og behold bare det viktigste løftet. Resten kan stå i ingressen.",
      });
    } else if (headlineWords < 3) {
      add({
        id: "headline-length",
        severity: "warning",
        title: "Overskriften er for kort til å love noe",
        detail: `«${headlineText}» har ${headlineWords} ord. Et firmanavn eller et enkelt ord forteller ikke leseren hva leseren får.`,
        fix: "Skriv en overskrift på 5–12 ord som sier hvem siden er for og hva leseren får ut av den.",
      });
    } else {
      add({
        id: "headline-length",
        severity: "good",
        title: "Overskriften har en god lengde",
        detail: `«${headlineText}» har ${headlineWords} ord – kort nok til å leses på et øyeblikk.`,
        fix: "Behold lengden når du tester nye varianter.",
      });
    }
    if (benefitSignals.length > 0) {
      add({
        id: "headline-benefit",
        severity: "good",
        title: "Overskriften snakker om leserens utbytte",
        detail: `Overskriften inneholder ${quoteList(benefitSignals, 5)} – ord som peker mot det leseren får.`,
        fix: "Sjekk at løftet er konkret: hva får leseren, og hvor raskt?",
      });
    } else {
      add({
        id: "headline-benefit",
        severity: "warning",
        title: "Overskriften lover ikke leseren noe",
        detail: `«${headlineText}» mangler et tydelig utbytte for leseren: ingen tall og ingen ord som «få», «spar», «enklere», «slik» eller «du».`,
        fix: "Skriv om overskriften så den sier hva leseren får, for eksempel «Slik får du …» eller «Spar … på …». Bruk et tall fra siden hvis du har et.",
      });
    }
    if (newsWords.length > 0) {
      add({
        id: "headline-news",
        severity: "good",
        title: "Overskriften har nyhetsverdi",
        detail: `Overskriften bruker ${quoteList(newsWords)}. Ogilvy fant at overskrifter med nyheter blir lest av flere.`,
        fix: "Bruk nyhetsord bare når det faktisk er noe nytt, og bytt dem ut når nyheten er gammel.",
      });
    }
  }

  // Reader focus -------------------------------------------------------------------------------
  const youWords = sum(countPhrases(text, YOU_WORDS));
  const weWords = sum(countPhrases(text, WE_WORDS));
  const ratio = weWords === 0 ? null : Math.round((youWords / weWords) * 100) / 100;
  if (weWords > youWords) {
    const severe = weWords >= 2 * youWords && weWords >= 3;
    add({
      id: "reader-focus",
      severity: severe ? "problem" : "warning",
      title: "Teksten handler mer om bedriften din enn om leseren",
      detail: `Teksten har ${weWords} «vi/oss/vår»-ord og ${youWords === 0 ? "ingen" : `bare ${youWords}`} «du/deg/din»-ord. Leseren leter etter sitt eget utbytte, ikke etter hvem du er.`,
      fix: "Skriv om setninger som starter med «Vi …» så de starter med leseren: «Vi tilbyr rask levering» blir «Du får varene innen to dager».",
    });
  } else if (youWords === 0) {
    if (totalWords >= 30) {
      add({
        id: "reader-focus",
        severity: "warning",
        title: "Teksten snakker ikke direkte til leseren",
        detail: "Teksten har ingen «du», «deg» eller «din». Upersonlig tekst er lett å hoppe over.",
        fix: "Snakk til leseren som «du» (eller «dere» til en bedrift), og fortell hva leseren får.",
      });
    }
  } else {
    add({
      id: "reader-focus",
      severity: "good",
      title: "Teksten snakker til leseren",
      detail: `Teksten har ${youWords} «du/deg/din»-ord mot ${weWords} «vi/oss/vår»-ord.`,
      fix: "Fortsett slik: start avsnitt med det leseren får, ikke med hva du gjør.",
    });
  }

  // Specifics ----------------------------------------------------------------------------------
  const specificList = specifics(text);
  const per100Words = totalWords === 0 ? 0 : round1((specificList.length / totalWords) * 100);
  const examples = [...new Set(specificList)].slice(0, 5);
  if (totalWords > 0) {
    if (specificList.length === 0) {
      add({
        id: "specifics",
        severity: "problem",
        title: "Teksten har ingen tall eller konkrete fakta",
        detail: `Teksten har ingen tall, priser, tider eller årstall på ${totalWords} ord. Ogilvy: jo mer konkret du er, jo mer troverdig blir du.`,
        fix: "Bytt ut vage påstander med fakta: hvor raskt du svarer, hvor mange kunder du har hjulpet, hva det koster, hvor lenge du har holdt på.",
      });
    } else if (per100Words < 1) {
      add({
        id: "specifics",
        severity: "warning",
        title: "Få konkrete fakta i teksten",
        detail: `Teksten har ${specificList.length} tall (${quoteList(examples)}) på ${totalWords} ord – ${nb(per100Words)} per 100 ord. Målet er minst 1 per 100 ord.`,
        fix: "Legg til flere konkrete tall: svartid, antall kunder, priser eller resultater du kan dokumentere.",
      });
    } else {
      add({
        id: "specifics",
        severity: "good",
        title: "Teksten er konkret",
        detail: `Teksten har ${specificList.length} tall og fakta (${quoteList(examples)}) – ${nb(per100Words)} per 100 ord.`,
        fix: "Pass på at tallene stemmer og er oppdaterte.",
      });
    }
  }

  // Empty superlatives -------------------------------------------------------------------------
  const superlativeCounts = countPhrases(text, SUPERLATIVES);
  const superlativeTotal = sum(superlativeCounts);
  const superlatives = [...superlativeCounts].map(([word, count]) => ({ word, count }));
  if (superlativeTotal > 0) {
    add({
      id: "superlatives",
      severity: superlativeTotal >= 3 ? "problem" : "warning",
      title: "Tomme superlativer",
      detail: `Teksten bruker ${listCounts(superlativeCounts)}. Slike ord koster ingenting å skrive, og leseren tror dem ikke.`,
      fix: "Bytt hver superlativ med et bevis: i stedet for «markedsledende», skriv hvor mange kunder du har eller hva de oppnådde.",
    });
  } else if (totalWords > 0) {
    add({
      id: "superlatives",
      severity: "good",
      title: "Ingen tomme superlativer",
      detail: "Teksten unngår ord som «beste», «ledende» og «unik».",
      fix: "Fortsett å la fakta gjøre jobben.",
    });
  }

  // Call to action -----------------------------------------------------------------------------
  const actionTexts = [...page.buttons, ...page.links.map((link) => link.text)]
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const item of actionTexts) {
    if (countPhrases(item, WEAK_CTA_PHRASES).size > 0) weak.add(item);
    else if (countPhrases(item, STRONG_CTA_PHRASES).size > 0) strong.add(item);
  }
  if (strong.size > 0) {
    add({
      id: "cta",
      severity: "good",
      title: "Siden har en tydelig handlingsknapp",
      detail: `Siden har ${quoteList([...strong])}.`,
      fix: "Sørg for at den viktigste knappen står synlig både øverst og nederst på siden.",
    });
  } else if (weak.size > 0) {
    add({
      id: "cta",
      severity: "warning",
      title: "Bare svake oppfordringer",
      detail: `Knappene og lenkene sier bare ${quoteList([...weak])}. Det forteller ikke leseren hva neste steg gir.`,
      fix: "Skriv knappen som en handling med utbytte: «Bestill gratis vurdering», «Få tilbud i dag» eller «Ring oss».",
    });
  } else {
    add({
      id: "cta",
      severity: "problem",
      title: "Siden mangler en oppfordring til handling",
      detail:
        "Siden har ingen knapp eller lenke som ber leseren gjøre noe – som «kontakt», «bestill», «prøv» eller «få tilbud».",
      fix: "Avslutt siden med én tydelig knapp som sier hva leseren får: «Bestill en gratis samtale» eller «Få tilbud».",
    });
  }

  // Social proof -------------------------------------------------------------------------------
  const quoteList_ = quotes(text);
  const proofSignals = [...countPhrases(text, PROOF_WORDS).keys()];
  if (quoteList_.length > 0) {
    add({
      id: "social-proof",
      severity: "good",
      title: "Siden viser hva andre sier",
      detail: `Siden har ${quoteList_.length} ${quoteList_.length === 1 ? "sitat" : "sitater"}, blant annet «${quoteList_[0]}».`,
      fix: "Sett navn, rolle og bedrift under hvert sitat – det gjør det troverdig.",
    });
  } else if (proofSignals.length > 0) {
    add({
      id: "social-proof",
      severity: "warning",
      title: "Du nevner kunder, men lar dem ikke snakke",
      detail: `Teksten bruker ${quoteList(proofSignals)}, men ingen sitater fra kunder.`,
      fix: "Legg inn et kort sitat fra en fornøyd kunde, med navn og bedrift, nær handlingsknappen.",
    });
  } else {
    add({
      id: "social-proof",
      severity: "warning",
      title: "Ingen kundesitater eller referanser",
      detail:
        "Siden har ingen sitater, omtaler eller referanser. Ogilvy: leserne tror mer på andre kunder enn på deg.",
      fix: "Legg inn ett eller to korte kundesitater med navn, eller vis til en kundehistorie.",
    });
  }

  // Readability --------------------------------------------------------------------------------
  const prose = page.paragraphs.join("\n");
  const useParagraphs = words(prose).length >= 20;
  const readabilityText = useParagraphs ? prose : text;
  const readabilityLix = lix(readabilityText);
  const level = lixLevel(readabilityLix.score);
  const averageSentenceWords =
    readabilityLix.sentences === 0 ? 0 : round1(readabilityLix.words / readabilityLix.sentences);
  if (readabilityLix.words > 0) {
    const lixText = `LIX ${nb(readabilityLix.score)} (${level.toLocaleLowerCase("nb")})`;
    if (readabilityLix.score > 45) {
      add({
        id: "readability",
        severity: "problem",
        title: "Teksten er tung å lese",
        detail: `Brødteksten har ${lixText}. For markedsføring bør den ligge på 30–40. ${readabilityLix.longWords} av ${readabilityLix.words} ord har sju bokstaver eller mer.`,
        fix: "Del lange setninger i to, og bytt lange ord med korte: «benytte» blir «bruke», «gjennomføre» blir «gjøre».",
      });
    } else if (readabilityLix.score > 40) {
      add({
        id: "readability",
        severity: "warning",
        title: "Teksten er litt tung",
        detail: `Brødteksten har ${lixText}. For markedsføring bør den ligge på 30–40.`,
        fix: "Kort ned de lengste setningene og bytt ut noen av de lange ordene.",
      });
    } else {
      add({
        id: "readability",
        severity: "good",
        title: "Teksten er lett å lese",
        detail: `Brødteksten har ${lixText} – innenfor målet på 30–40 eller lettere.`,
        fix: "Hold nye tekster på samme nivå.",
      });
    }
    if (averageSentenceWords > 20) {
      add({
        id: "sentence-length",
        severity: averageSentenceWords > 30 ? "problem" : "warning",
        title: "Lange setninger",
        detail: `Setningene har i snitt ${nb(averageSentenceWords)} ord. Over 20 ord blir tungt å lese på skjerm.`,
        fix: "Sikt mot 10–15 ord i snittet: ett poeng per setning, og sett punktum der du ellers ville skrevet «og».",
      });
    } else {
      add({
        id: "sentence-length",
        severity: "good",
        title: "Passe korte setninger",
        detail: `Setningene har i snitt ${nb(averageSentenceWords)} ord.`,
        fix: "Bland gjerne korte og litt lengre setninger for rytmens skyld.",
      });
    }
  }

  // Language -----------------------------------------------------------------------------------
  const declared = page.lang?.trim() || null;
  const primary = declared?.toLowerCase().split(/[-_]/)[0] ?? null;
  const norwegianText = looksNorwegian(text);
  const norwegianLang = primary === "nb" || primary === "no" || primary === "nn";
  if (!declared) {
    add({
      id: "language",
      severity: "warning",
      title: "Siden oppgir ikke språk",
      detail:
        "HTML-koden mangler lang-attributt. Skjermlesere og søkemotorer må da gjette hvilket språk teksten er på.",
      fix: norwegianText
        ? 'Sett <html lang="nb"> (eller "nn" for nynorsk) i malen for nettsiden.'
        : "Sett lang-attributtet på <html> til språket teksten er skrevet på.",
    });
  } else if (!norwegianLang && norwegianText) {
    add({
      id: "language",
      severity: "problem",
      title: "Feil språk oppgitt",
      detail: `Siden sier at den er på «${declared}», men teksten ser norsk ut. Skjermlesere leser den da med feil uttale, og søkemotorer kan vise den til feil publikum.`,
      fix: 'Endre til <html lang="nb"> (eller "nn" for nynorsk).',
    });
  } else {
    add({
      id: "language",
      severity: "good",
      title: "Språket er oppgitt",
      detail: `Siden oppgir språket «${declared}».`,
      fix: "Ingen endring trengs.",
    });
  }

  // Score --------------------------------------------------------------------------------------
  let score = 100;
  for (const finding of findings) score -= SCORE_WEIGHTS[finding.severity];
  score = Math.max(0, Math.min(100, score));

  return {
    score,
    words: totalWords,
    headline: { text: headlineText, source, words: headlineWords, benefitSignals, newsWords },
    readerFocus: { youWords, weWords, ratio },
    specifics: { count: specificList.length, per100Words, examples },
    superlatives,
    cta: { strong: [...strong], weak: [...weak] },
    socialProof: { quotes: quoteList_.length, signals: proofSignals },
    readability: { ...readabilityLix, level, source: useParagraphs ? "paragraphs" : "bodyText" },
    lix: readabilityLix,
    lixLevel: level,
    averageSentenceWords,
    language: { declared, looksNorwegian: norwegianText },
    findings,
  };
}
