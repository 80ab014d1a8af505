// The headline corpus: home-page texts written for the test, in the shape the audit reads from a
// page (see run.ts). Every name, number and address is made up. The rule-based suggestions for each
// are listed, reviewed, in docs/sample-report/headlines.md (scripts/headline-corpus.ts).

import { CRAFTS } from "./corpus/crafts.ts";
import { HEALTH_AND_LAW } from "./corpus/health-law.ts";
import { PUBLIC_AND_SPARSE } from "./corpus/public-sparse.ts";
import { SERVICES } from "./corpus/services.ts";
import { SHOPS_AND_FOOD } from "./corpus/shops-food.ts";

export type { CorpusEntry } from "./corpus/site.ts";

export const HEADLINE_CORPUS = [
  ...CRAFTS,
  ...HEALTH_AND_LAW,
  ...SHOPS_AND_FOOD,
  ...SERVICES,
  ...PUBLIC_AND_SPARSE,
];
