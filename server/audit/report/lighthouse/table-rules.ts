import defaultConfig from "lighthouse/core/config/default-config.js";
import type { Finding } from "#app/lib/audit-report.ts";
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategoryId } from "../../gather/browser/types.ts";

// What the tests of our Lighthouse text tables (checks/*/lighthouse-texts*.ts, read through
// texts.ts) hold them to, against the installed Lighthouse's default-config.js: each audit in the
// table of the first of our categories that lists it (and of its group there, where a table is split
// by group), and each text our own plain Norwegian. Only tests import this.

type Table = Record<string, Pick<Finding, "title" | "detail" | "fix">>;

interface AuditRef {
  id: string;
  weight: number;
  group?: string;
}

const isOurs = (category: string): category is LighthouseCategoryId =>
  (LIGHTHOUSE_CATEGORIES as readonly string[]).includes(category);

/** Our categories in default-config.js's order: an audit listed under several belongs to the first. */
export const CATEGORY_ORDER: LighthouseCategoryId[] = Object.keys(defaultConfig.categories ?? {}).filter(
  isOurs,
);

/** The audits Lighthouse lists under a category (its `auditRefs`). */
export const auditRefs = (category: string): AuditRef[] =>
  defaultConfig.categories?.[category]?.auditRefs ?? [];

/** Where an audit's text belongs: the first of our categories that lists it, and its group there. */
export function homeOf(id: string): { category: LighthouseCategoryId; group: string } | undefined {
  for (const category of CATEGORY_ORDER) {
    const ref = auditRefs(category).find((candidate) => candidate.id === id);
    if (ref) return { category, group: ref.group ?? "(none)" };
  }
  return undefined;
}

/** Audits listed under more than one of our categories, with those categories in order. */
export function sharedAudits(): Record<string, LighthouseCategoryId[]> {
  const listedIn: Record<string, LighthouseCategoryId[]> = {};
  for (const category of CATEGORY_ORDER) {
    for (const ref of auditRefs(category)) listedIn[ref.id] = [...(listedIn[ref.id] ?? []), category];
  }
  return Object.fromEntries(Object.entries(listedIn).filter(([, categories]) => categories.length > 1));
}

/** The table's audits whose text belongs elsewhere, each as "id: …, not …". */
export function misplaced(table: Table, category: LighthouseCategoryId, group?: string): string[] {
  const here = group === undefined ? category : `${category}/${group}`;
  return Object.keys(table).flatMap((id) => {
    const home = homeOf(id);
    if (!home) return [`${id}: in none of our categories, not ${here}`];
    const there = group === undefined ? home.category : `${home.category}/${home.group}`;
    return there === here ? [] : [`${id}: belongs in ${there}, not ${here}`];
  });
}

/** default-config's audit modules by audit id: "metrics/first-contentful-paint" for first-contentful-paint. */
const MODULES = new Map(
  (defaultConfig.audits ?? []).flatMap((audit) => {
    const path = typeof audit === "string" ? audit : "path" in audit ? audit.path : null;
    return typeof path === "string" ? [[path.split("/").pop() as string, path] as const] : [];
  }),
);

/** Lighthouse's English titles for an audit, passed and failed, from its module's meta. */
export async function englishTitles(id: string): Promise<string[]> {
  const path = MODULES.get(id);
  if (!path) return [];
  const audit = (await import(`lighthouse/core/audits/${path}.js`)).default;
  const english = (title: unknown) =>
    typeof title === "string"
      ? title
      : ((title as { formattedDefault?: string } | undefined)?.formattedDefault ?? "");
  return [english(audit.meta.title), english(audit.meta.failureTitle)].filter(Boolean);
}

/** A title compared without case, code marks and spacing. */
const bare = (title: string) =>
  title
    .replace(/[`[\]*_]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** English words no Norwegian sentence of ours uses: one of them is an English leftover. */
const ENGLISH =
  /\b(the|is|are|your|you|with|without|should|does|doesn't|this|these|which|from|and|of|has|have|not|page|missing|when)\b/i;

/** What does not read as our plain Norwegian sentences, each as "id: what". */
export async function wordingProblems(table: Table): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(table)) {
    const say = (problem: string) => problems.push(`${id}: ${problem}`);
    for (const [field, value] of Object.entries(text)) {
      if (value.trim() === "") say(`${field} is empty`);
      if (value !== value.trim()) say(`${field} has spaces at an end`);
      if (/[`[\]*_]|\s{2}/.test(value)) say(`${field} has code marks or double spaces`);
      const word = value.match(ENGLISH)?.[0];
      if (word) say(`${field} has the English word «${word}»`);
    }
    if (/[.:;!]$/.test(text.title)) say("title ends with punctuation");
    if (!/[.!?]$/.test(text.detail)) say("detail does not end a sentence");
    if (!/[.!?]$/.test(text.fix)) say("fix does not end a sentence");
    const english = (await englishTitles(id)).map(bare);
    if (english.includes(bare(text.title))) say("title is Lighthouse's English title");
  }
  return problems;
}
