// Copy critique for the free website audit (nettsidesjekk), after David Ogilvy's principles:
// benefit-led headlines, the reader before the company, specifics instead of superlatives, news,
// testimonials, a clear next step and plain, readable Norwegian.
//
// Each rule is a registry check of the copy category (the modules beside this one); this module
// reads a page's copy once for all of them, and is the check that there is copy to read at all.
// The rules count together as one part of the copy score, by deductions (COPY_RULES in
// server/audit/report/score.ts, SCORING).

import { copyTextOf, type PageData } from "../../gather/page/page-data.ts";
import { type SiteKind, siteKind } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { type Check, type CheckResult, defineCheck, failed, passed } from "../types.ts";
import { words } from "./readability.ts";
import { countPhrases, testimonialsOf } from "./text-signals.ts";
import type { PageText } from "./types.ts";

/** The group the copy rules are scored in together (Check.group; SCORING.copy in report/score.ts). */
export const COPY_RULES = "copy-rules";

/** A page's copy as the rules read it, worked out once per page. */
export interface PageCopy {
  page: PageText;
  /** All visible text: the body text, or the headings, paragraphs and labels when it is empty. */
  text: string;
  /** The words of `text`: more than none. */
  words: number;
  /** The kind of site the advice should fit (a society by its words, else headlines/kind.ts). */
  kind: SiteKind | null;
  /** What others say on the page: marked testimonials and quoted sentences with a name. */
  testimonials: string[];
}

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

/** A housing association has a board, meetings and dugnad too, but no members who join. */
function kindOf(page: PageText, text: string): SiteKind | null {
  const kind = siteKind(page);
  return kind !== "housing" && isAssociation(text) ? "club" : kind;
}

function visibleText(page: PageText): string {
  if (page.bodyText.trim()) return page.bodyText;
  return [
    ...page.h1,
    ...page.headings,
    ...page.paragraphs,
    ...page.buttons,
    ...page.links.map((link) => link.text),
  ].join("\n");
}

/** The copy of a page's text; null when it has no visible words. */
export function readCopy(page: PageText): PageCopy | null {
  const text = visibleText(page);
  const count = words(text).length;
  if (count === 0) return null;
  return {
    page,
    text,
    words: count,
    kind: kindOf(page, text),
    testimonials: testimonialsOf(page, text),
  };
}

const read = new WeakMap<PageData, PageCopy | null>();

/** The copy of the audited page, read once however many rules ask. */
export function copyOf(page: PageData): PageCopy | null {
  if (!read.has(page)) read.set(page, readCopy(copyTextOf(page)));
  return read.get(page) ?? null;
}

/** A rule's findings on a page's copy, in report order. */
export type CopyRule = (copy: PageCopy) => Finding[];

/** A rule's check score: 0 with a problem, 0.5 with a warning, else 1 (the group counts findings). */
function judged(findings: Finding[]): CheckResult {
  const severities = new Set(findings.map((finding) => finding.severity));
  return { score: severities.has("problem") ? 0 : severities.has("warning") ? 0.5 : 1, findings };
}

/** A copy rule as a registry check of the copy rules' group; it does not apply to a page without text. */
export const copyCheck = (id: string, rule: CopyRule): Check =>
  defineCheck({
    id,
    category: "copy",
    group: COPY_RULES,
    needs: ["page"],
    run: ({ page }) => {
      const copy = copyOf(page);
      return copy ? judged(rule(copy)) : { score: null, findings: [] };
    },
  });

/** The check that the page has visible text; without it, the copy rules have nothing to read. */
export const hasText = defineCheck({
  id: "copy-text",
  category: "copy",
  group: COPY_RULES,
  needs: ["page"],
  run: ({ page }) =>
    copyOf(page)
      ? passed()
      : failed({
          id: "text-missing",
          severity: "problem",
          title: "Siden har ingen synlig tekst",
          detail:
            "Sjekken fant ingen tekst på siden. Enten lastes teksten med JavaScript etter at siden er hentet, eller så består siden bare av bilder.",
          fix: "Sørg for at overskrift, ingress og knapper finnes som vanlig tekst i HTML-en – da kan både søkemotorer og skjermlesere lese dem.",
        }),
});
