import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AuditReport, Finding } from "#app/lib/audit-report.ts";
import { stopSpelling } from "#server/audit/gather/spelling/check.ts";
import { runAudit } from "#server/audit/run.ts";
import { serveFolder } from "./serve-folder.ts";

// The audit judged on real sites (issue 25): serves each site of a corpus folder on loopback, runs
// the real audit on it and compares what it says with the gold a native reviewer wrote
// (eval/audit-gold/<slug>.json). Prints, per check, how often it is right; writes every finding
// sentence and headline suggestion to eval/out/review.md for a person to read top to bottom. The
// corpus is third-party text: the review file stays out of git (eval/out/ is ignored).
//
//   npm run eval:audit                          ../shared/audit-corpus, browser stage off
//   npm run eval:audit -- --browser             with Lighthouse in Chromium
//   npm run eval:audit -- path/to/corpus
//   npm run eval:audit -- path/to/corpus --gold=path/to/gold   another set with its own gold
//   npm run eval:audit -- --out=eval/out/mine.md   the review file elsewhere (runs side by side)
//   npm run eval:audit -- --reports=eval/out/before  each site's whole report as JSON, to diff
//                                                    the report before and after a change

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const browser = args.includes("--browser");
const outArg = args.find((arg) => arg.startsWith("--out="));
const reviewFile = path.resolve(root, outArg ? outArg.slice("--out=".length) : "eval/out/review.md");
const reportsArg = args.find((arg) => arg.startsWith("--reports="));
const reportsDir = reportsArg ? path.resolve(root, reportsArg.slice("--reports=".length)) : null;
const goldArg = args.find((arg) => arg.startsWith("--gold="));
const goldDir = goldArg ? path.resolve(goldArg.slice("--gold=".length)) : path.join(root, "eval/audit-gold");
const corpus = path.resolve(
  args.find((arg) => !arg.startsWith("--")) ?? path.join(root, "../shared/audit-corpus"),
);

interface Site {
  slug: string;
  start: string;
  language: string;
}
interface Present {
  present: boolean;
}
interface Gold {
  slug: string;
  spelling: { typos: { word: string; meant: string; pages: string[]; kind: string }[]; correct: string[] };
  contact: Record<string, Present & { valid?: boolean | null }>;
}

const allFindings = (report: AuditReport) =>
  Object.values(report.categories).flatMap((category) => category.findings);
const byPrefix = (report: AuditReport, prefix: string) =>
  allFindings(report).find((finding) => finding.id.startsWith(prefix));

/** The typos the report names: «written» (kanskje «suggestion») or, sure, (skal være «suggestion»). */
function flaggedTypos(finding: Finding | undefined) {
  if (finding?.id !== "copy-spelling-typos") return [];
  return [...finding.detail.matchAll(/«([^»]+)» \((?:kanskje|skal være) «([^»]+)»\)/g)].map(
    ([, written, suggestion]) => ({
      written: written as string,
      suggestion: suggestion as string,
    }),
  );
}

const wordsRead = (finding: Finding | undefined) =>
  Number(
    /Vi (?:leste|sjekket) ([\d\s\u00a0\u202f]+) ord/.exec(finding?.detail ?? "")?.[1]?.replace(/\D/g, "") ??
      0,
  );

/** A page of the gold ("om.html", "index.html") among the pages the audit read (URLs). */
const pageRead = (page: string, read: string[]) =>
  read.some((url) => {
    const pathname = new URL(url).pathname.replace(/^\//, "");
    const bare = (value: string) => value.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");
    return bare(pathname) === bare(page);
  });

type Tally = { tp: number; fp: number; fn: number; tn: number };
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
const pct = (num: number, den: number) => (den ? `${((100 * num) / den).toFixed(0)} %` : "–");

/** What the audit says of a legal or contact item: present, missing, or not judged. */
function legalVerdicts(report: AuditReport): Record<string, boolean | null> {
  const ids = new Set(allFindings(report).map((finding) => finding.id));
  const verdict = (ok: string, missing: string[]) =>
    ids.has(ok) ? true : missing.some((id) => ids.has(id)) ? false : null;
  const contact = byPrefix(report, "legal-contact");
  // The first sentence names what is missing («Vi fant ikke …», «Vi fant ingen …», «Vi fant verken …»);
  // the law's own sentence after it names every item.
  const notFound =
    contact?.id === "legal-contact-missing" ? (/Vi fant [^.]*\./.exec(contact.detail)?.[0] ?? "") : "";
  const contactMissing = (words: RegExp) => (contact ? !words.test(notFound) : null);
  return {
    businessName: contactMissing(/navnet på virksomheten/),
    // The gold asks for the geographic address: a postbox or a town's centre alone is none, and
    // the finding says so in its own sentence («Vi fant bare en postboksadresse …», «Adressen vi fant, …»).
    postalAddress: contact
      ? contactMissing(/(?<!e-)postadresse/) &&
        !/bare en postboksadresse|Adressen vi fant, /.test(contact.detail)
      : null,
    email: contactMissing(/e-postadresse/),
    orgNr: verdict("legal-org-number-ok", ["legal-org-number-missing", "legal-org-number-invalid"]),
    // Without an org.nr., one finding asks for the number and «Foretaksregisteret» together.
    foretaksregisteret:
      byPrefix(report, "legal-org-number-missing")?.detail.includes("Foretaksregisteret") &&
      !ids.has("legal-foretaksregisteret-ok")
        ? false
        : verdict("legal-foretaksregisteret-ok", ["legal-foretaksregisteret-missing"]),
    // «Noen sider lenker ikke til personvernerklæringen» (a warning) says a statement exists.
    privacyStatement:
      byPrefix(report, "legal-privacy-statement")?.severity === "warning"
        ? true
        : verdict("legal-privacy-statement-ok", ["legal-privacy-statement-missing"]),
    cookiePage: verdict("legal-cookie-page-ok", ["legal-cookie-page-missing"]),
  };
}

async function main() {
  const sites = JSON.parse(readFileSync(path.join(corpus, "sites.json"), "utf8")) as Site[];
  const spelling = { flagged: 0, right: 0, meant: 0, falseAlarms: 0, goldOnPages: 0, found: 0, words: 0 };
  const legal: Record<string, Tally> = {};
  const review: string[] = [
    `# Audit review — ${new Date().toISOString()} — browser ${browser ? "on" : "off"}`,
    "",
  ];
  // Our suggestions are bokmål: a nynorsk site gets none by design, so it is counted apart.
  const headlineSites = { total: 0, withSuggestion: 0, suggestions: 0, bokmal: 0, bokmalWith: 0 };

  for (const site of sites) {
    const goldFile = path.join(goldDir, `${site.slug}.json`);
    if (!existsSync(goldFile)) continue;
    const gold = JSON.parse(readFileSync(goldFile, "utf8")) as Gold;
    const host = await serveFolder(path.join(corpus, site.slug));
    let report: AuditReport;
    try {
      report = await runAudit(`${host.origin}${site.start}`, {
        allowHosts: [host.hostPort],
        mailDns: false,
        browser: browser ? {} : false,
        crawl: { minGapMs: 0 },
      });
    } catch (error) {
      review.push(`## ${site.slug}`, "", `The audit failed: ${String(error)}`, "");
      host.close();
      continue;
    }
    host.close();
    if (reportsDir) {
      // The loopback port and the time change from run to run; nothing else may.
      const { checkedAt: _checkedAt, ...stable } = report;
      await mkdir(reportsDir, { recursive: true });
      await writeFile(
        path.join(reportsDir, `${site.slug}.json`),
        `${JSON.stringify(stable, null, 2).replaceAll(host.origin, "http://site.test")}\n`,
      );
    }
    const pagesRead = report.pagesRead ?? [report.finalUrl];

    // Spelling: every flagged word against the gold; recall over the non-word typos on pages read.
    const spellFinding = byPrefix(report, "copy-spelling");
    const flagged = flaggedTypos(spellFinding);
    const goldTypos = gold.spelling.typos.filter((typo) =>
      typo.pages.some((page) => pageRead(page, pagesRead)),
    );
    const lower = (word: string) => word.toLocaleLowerCase("nb");
    spelling.words += wordsRead(spellFinding);
    // The check reads a hyphenated word part by part: «vinuds» flagged in «vinuds-vask»
    // is that typo, and its suggestion is compared with the same part of the word meant.
    const meantFor = (typo: Gold["spelling"]["typos"][number], written: string) => {
      if (lower(typo.word) === lower(written)) return typo.meant;
      const part = lower(typo.word).split("-").indexOf(lower(written));
      return part < 0 ? null : (typo.meant.split("-")[part] ?? "");
    };
    const falseAlarms: string[] = [];
    const wrongMeant: string[] = [];
    for (const { written, suggestion } of flagged) {
      spelling.flagged++;
      const match = goldTypos.find((typo) => meantFor(typo, written) !== null);
      if (!match) {
        spelling.falseAlarms++;
        falseAlarms.push(`- «${written}» (suggested «${suggestion}»)`);
      } else {
        spelling.right++;
        if (lower(meantFor(match, written) ?? "") === lower(suggestion)) spelling.meant++;
        else wrongMeant.push(`- «${written}» (suggested «${suggestion}», meant «${match.meant}»)`);
      }
    }
    // A site with no bokmål page read gets no spelling finding (decision 023): nothing to count.
    const nonWords = spellFinding ? goldTypos.filter((typo) => typo.kind === "non-word") : [];
    const missed = nonWords.filter(
      (typo) => !flagged.some(({ written }) => meantFor(typo, written) !== null),
    );
    spelling.goldOnPages += nonWords.length;
    spelling.found += nonWords.length - missed.length;

    // Legal and contact details: present found present, missing found missing.
    for (const [item, said] of Object.entries(legalVerdicts(report))) {
      const truth = gold.contact[item]?.present;
      if (said === null || truth === undefined) continue;
      legal[item] ??= tally();
      const counts = legal[item];
      if (truth && said) counts.tp++;
      else if (!truth && !said) counts.tn++;
      else if (said) counts.fp++;
      else counts.fn++;
    }

    headlineSites.total++;
    headlineSites.suggestions += report.headlines.variants.length;
    if (report.headlines.variants.length) headlineSites.withSuggestion++;
    if (site.language === "nb") {
      headlineSites.bokmal++;
      if (report.headlines.variants.length) headlineSites.bokmalWith++;
    }

    review.push(
      `## ${site.slug} (${site.language})`,
      "",
      `Pages read: ${pagesRead.length}. LIX: ${report.copy.lix} (${report.copy.lixLevel}).`,
      "",
    );
    review.push(
      "### Spelling: the gold's non-word typos on pages read that the report does not name",
      "",
      ...missed.map((typo) => `- «${typo.word}» (meant «${typo.meant}»)`),
      "",
      "### Spelling: flagged words the gold does not list as typos (false alarms)",
      "",
      ...falseAlarms,
      "",
      "### Spelling: real typos flagged with another word than the one meant",
      "",
      ...wrongMeant,
      "",
      "### Headline suggestions",
      "",
      ...report.headlines.variants.map((variant) => `- ${variant}`),
    );
    review.push(
      `- hero: ${report.headlines.heroCopy}`,
      `- label: ${report.headlines.label}`,
      "",
      "### Findings",
      "",
    );
    for (const finding of allFindings(report)) {
      review.push(
        `- **${finding.title}** (${finding.id}, ${finding.severity}) ${finding.detail} ${finding.fix}`.trim(),
      );
    }
    review.push("");
    console.log(`${site.slug}: ${pagesRead.length} pages, ${flagged.length} flagged`);
  }
  stopSpelling();

  const lines = [
    `eval:audit — ${corpus}, browser ${browser ? "on" : "off"}, ${headlineSites.total} sites`,
    "",
    "| check | result |",
    "| --- | --- |",
    `| spelling: precision | ${pct(spelling.right, spelling.flagged)} (${spelling.right} of ${spelling.flagged} flagged words are real typos) |`,
    `| spelling: with the word meant | ${pct(spelling.meant, spelling.flagged)} of flagged |`,
    `| spelling: false alarms per 1 000 words | ${spelling.words ? ((1000 * spelling.falseAlarms) / spelling.words).toFixed(2) : "–"} (${spelling.falseAlarms} in ${spelling.words} words) |`,
    `| spelling: recall of non-word typos on pages read | ${pct(spelling.found, spelling.goldOnPages)} (${spelling.found} of ${spelling.goldOnPages}) |`,
    ...Object.entries(legal).map(
      ([item, { tp, tn, fp, fn }]) =>
        `| ${item}: right both ways | ${pct(tp + tn, tp + tn + fp + fn)} (present found present ${tp}/${tp + fn}, missing found missing ${tn}/${tn + fp}) |`,
    ),
    `| headlines: sites with a suggestion | ${pct(headlineSites.withSuggestion, headlineSites.total)} of all, ${pct(headlineSites.bokmalWith, headlineSites.bokmal)} of bokmål (${headlineSites.bokmalWith}/${headlineSites.bokmal}); ${headlineSites.suggestions} suggestions; signable: read the review file |`,
  ];
  console.log(`\n${lines.join("\n")}`);
  await mkdir(path.dirname(reviewFile), { recursive: true });
  await writeFile(reviewFile, `${lines.join("\n")}\n\n${review.join("\n")}\n`);
  console.log(`\nreview file: ${path.relative(root, reviewFile)}`);
}

await main();
