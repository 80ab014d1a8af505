import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { extractPage } from "#server/audit/gather/page/extract.ts";
import { findTypos, type TextOfPage } from "#server/audit/gather/spelling/find.ts";
import { loadForeign } from "#server/audit/gather/spelling/foreign.ts";
import { createSpeller } from "#server/audit/gather/spelling/speller.ts";
import { HELD_OUT_TYPOS } from "#server/audit/gather/spelling/typos.heldout.ts";
import { runAudit } from "#server/audit/run.ts";
import { builtPages } from "#tests/built-pages.ts";
import { serveFolder } from "./serve-folder.ts";

// The spelling check alone, for tuning it (decision 023): every word it flags on each corpus site,
// not only the ten the report names, against the gold (eval/audit-gold/), with the gold's non-word
// typos it misses; then false alarms on our own built pages and the held-out typos caught. The
// text each audit hands the check is captured once (eval/out/spelling-pages.json, third-party
// text, outside git); --refresh captures it again. npm run eval:audit stays the judge.
//
//   node bench/spelling-corpus.ts [--refresh] [--own]

const root = path.resolve(import.meta.dirname, "..");
const corpus = path.resolve(root, "../shared/audit-corpus");
const cache = path.join(root, "eval/out/spelling-pages.json");

interface GoldTypo {
  word: string;
  meant: string;
  pages: string[];
  kind: string;
}

/** The pages and text each audit hands the spelling check, by site. */
async function captured(sites: { slug: string; start: string }[]) {
  if (!process.argv.includes("--refresh") && existsSync(cache))
    return JSON.parse(readFileSync(cache, "utf8")) as Record<string, TextOfPage[]>;
  const inputs: Record<string, TextOfPage[]> = {};
  for (const site of sites) {
    const host = await serveFolder(path.join(corpus, site.slug));
    await runAudit(`${host.origin}${site.start}`, {
      allowHosts: [host.hostPort],
      mailDns: false,
      browser: false,
      crawl: { minGapMs: 0 },
      delegates: {
        spelling: async (pages) => {
          inputs[site.slug] = pages.map((page) => ({ ...page, url: new URL(page.url).pathname }));
          return { words: 0, pages: 0, typos: [] };
        },
      },
    });
    host.close();
  }
  await mkdir(path.dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(inputs));
  return inputs;
}

const sites = JSON.parse(readFileSync(path.join(corpus, "sites.json"), "utf8")) as {
  slug: string;
  start: string;
}[];
const inputs = await captured(sites);
const speller = await createSpeller();
const foreign = loadForeign();
const lower = (word: string) => word.toLocaleLowerCase("nb");
const bare = (page: string) =>
  page
    .replace(/^\//, "")
    .replace(/(^|\/)index\.html$/, "$1")
    .replace(/\.html$/, "");
/** The word meant for a flagged word: the gold typo's, or the same part of a hyphenated one. */
const meantFor = (typo: GoldTypo, written: string) => {
  if (lower(typo.word) === lower(written)) return typo.meant;
  const part = lower(typo.word).split("-").indexOf(lower(written));
  return part < 0 ? null : (typo.meant.split("-")[part] ?? "");
};

const tally = { flagged: 0, right: 0, meant: 0, words: 0, gold: 0, found: 0 };
const right: string[] = [];
const wrong: string[] = [];
const missed: string[] = [];
for (const site of sites) {
  const gold = JSON.parse(readFileSync(path.join(root, "eval/audit-gold", `${site.slug}.json`), "utf8"));
  const pages = inputs[site.slug] ?? [];
  const read = pages.map((page) => bare(page.url));
  const typos = (gold.spelling.typos as GoldTypo[]).filter((typo) =>
    typo.pages.some((page) => read.includes(bare(page))),
  );
  const result = findTypos(pages, speller, foreign, Number.POSITIVE_INFINITY);
  tally.words += result.words;
  for (const { written, suggestion } of result.typos) {
    tally.flagged++;
    const match = typos.find((typo) => meantFor(typo, written) !== null);
    const meant = match && meantFor(match, written);
    if (match) tally.right++;
    if (meant && lower(meant) === lower(suggestion)) tally.meant++;
    const line = `${site.slug}: ${written} → ${suggestion}`;
    if (!match)
      wrong.push(
        `${line}${(gold.spelling.correct as string[]).includes(written) ? " (correct in the gold)" : ""}`,
      );
    else right.push(meant && lower(meant) === lower(suggestion) ? line : `${line} (meant ${meant})`);
  }
  for (const typo of typos.filter(({ kind }) => kind === "non-word")) {
    tally.gold++;
    if (result.typos.some(({ written }) => meantFor(typo, written) !== null)) tally.found++;
    else missed.push(`${site.slug}: ${typo.word} (${typo.meant})`);
  }
}
const pct = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(0) : "–"} %`;
console.log(`REAL TYPOS FLAGGED\n${right.join("\n")}\n\nFALSE ALARMS\n${wrong.join("\n")}`);
console.log(`\nNON-WORD TYPOS MISSED\n${missed.join("\n")}\n`);
console.log(
  `corpus: precision ${pct(tally.right, tally.flagged)} (${tally.right} of ${tally.flagged}), with the word meant ${tally.meant}, ` +
    `false alarms ${((1000 * (tally.flagged - tally.right)) / tally.words).toFixed(2)} per 1 000 words, ` +
    `recall ${pct(tally.found, tally.gold)} (${tally.found} of ${tally.gold})`,
);

let ownWords = 0;
const ownAlarms: string[] = [];
for (const [url, html] of Object.entries(await builtPages())) {
  const result = findTypos(
    [{ url, text: extractPage(html).bodyText }],
    speller,
    foreign,
    Number.POSITIVE_INFINITY,
  );
  ownWords += result.words;
  ownAlarms.push(...result.typos.map(({ written, suggestion }) => `${url}: ${written} → ${suggestion}`));
}
if (process.argv.includes("--own")) console.log(ownAlarms.join("\n"));
let caught = 0;
let meant = 0;
for (const [typo, word] of HELD_OUT_TYPOS) {
  const found = findTypos([{ url: "/", text: `Her står ${typo} i en setning.` }], speller, foreign).typos[0];
  if (found?.written === typo) caught++;
  if (found?.suggestion === word) meant++;
}
console.log(
  `our pages: ${ownAlarms.length} false alarms in ${ownWords} words; held-out: ${caught} of ${HELD_OUT_TYPOS.length} caught, ${meant} with the word meant`,
);
