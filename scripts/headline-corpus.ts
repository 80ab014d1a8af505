// Writes docs/sample-report/headlines.md: the rule-based headline suggestions for every page in
// the headline corpus (server/audit/report/headlines/corpus/). Review the diff before committing it.
//   node scripts/headline-corpus.ts

import { writeFileSync } from "node:fs";
import path from "node:path";
import { CORPUS_REPORT_PATH, corpusReport } from "#server/audit/report/headlines/corpus-report.ts";

const root = path.resolve(import.meta.dirname, "..");
writeFileSync(path.join(root, CORPUS_REPORT_PATH), corpusReport());
console.log(`Wrote ${CORPUS_REPORT_PATH}`);
