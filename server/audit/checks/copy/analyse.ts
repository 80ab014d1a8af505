// Copy critique for the free website audit (nettsidesjekk), after David Ogilvy's principles:
// benefit-led headlines, the reader before the company, specifics instead of superlatives, news,
// testimonials, a clear next step and plain, readable Norwegian. Pure functions, no I/O.
//
// The whole copy critique of one page: each rule adds its findings in report order and returns
// its measurements; the score follows from the findings.

import { siteKind } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { headlineRules } from "./headline-rules.ts";
import { languageRules } from "./language-rules.ts";
import {
  ctaRules,
  readerFocusRules,
  socialProofRules,
  specificsRules,
  superlativeRules,
  testimonialsOf,
} from "./persuasion-rules.ts";
import { TOO_LITTLE_TEXT, words } from "./readability.ts";
import { readabilityRules } from "./readability-rules.ts";
import { copyScore } from "./score.ts";
import { countPhrases } from "./text-signals.ts";
import type { CopyAnalysis, PageText } from "./types.ts";

// Words of a society, a choir or a club of any kind (a velforening that lets its hall reads as a
// venue by its words): two of them, and the advice is about members, not customers.
const ASSOCIATION_WORDS = [
  "bli medlem",
  "medlemskap",
  "kontingent",
  "medlemskontingent",
  "forening",
  "foreningen",
  "velforening",
  "velforeningen",
  "dugnad",
  "årsmøte",
  "årsmøtet",
  "frivillige",
];

function isAssociation(text: string): boolean {
  return countPhrases(text, ASSOCIATION_WORDS).size >= 2;
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
    readability: {
      score: 0,
      words: 0,
      sentences: 0,
      longWords: 0,
      level: TOO_LITTLE_TEXT,
      source: "paragraphs",
    },
    lix: { score: 0, words: 0, sentences: 0, longWords: 0 },
    lixLevel: TOO_LITTLE_TEXT,
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
          title: "Siden har ingen synlig tekst",
          detail:
            "Sjekken fant ingen tekst på siden. Enten lastes teksten med JavaScript etter at siden er hentet, eller så består siden bare av bilder.",
          fix: "Sørg for at overskrift, ingress og knapper finnes som vanlig tekst i HTML-en – da kan både søkemotorer og skjermlesere lese dem.",
        },
      ],
    };
  }

  const headline = headlineRules(page, add);
  const kind = isAssociation(text) ? "club" : siteKind(page);
  const testimonials = testimonialsOf(page, text);
  const readerFocus = readerFocusRules(text, totalWords, add, kind);
  const specificFacts = specificsRules(text, totalWords, add, kind);
  const superlatives = superlativeRules(text, totalWords, add, testimonials, kind);
  const cta = ctaRules(page, add, kind);
  const socialProof = socialProofRules(text, add, kind, testimonials);
  const readability = readabilityRules(page, add);
  const language = languageRules(page, text, add);

  return {
    score: copyScore(findings),
    words: totalWords,
    headline,
    readerFocus,
    specifics: specificFacts,
    superlatives,
    cta,
    socialProof,
    ...readability,
    language,
    findings,
  };
}
