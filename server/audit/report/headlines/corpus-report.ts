// The reviewed list of rule-based suggestions for the corpus, as committed in
// docs/sample-report/headlines.md. Written by scripts/headline-corpus.ts; corpus.test.ts checks
// that the committed file is what the generator writes today.

import { HEADLINE_CORPUS } from "./corpus.fixture.ts";
import { headlineVariants } from "./variants.ts";

export const CORPUS_REPORT_PATH = "docs/sample-report/headlines.md";

const HEADER = `# Headline suggestions without a language model: the reviewed corpus

Every sentence below was written by the rule-based generator (\`server/audit/report/headlines/\`) for one
of the made-up Norwegian home pages in \`server/audit/report/headlines/corpus/\`, and every one was read
and reviewed by hand as a Norwegian copywriter would: grammatical, natural bokmål, nothing cut in
half, nothing invented. Where the page gives too little to go on, the generator suggests nothing
and says what to change instead; that note is listed in place of the suggestions.

Regenerate with \`node scripts/headline-corpus.ts\` after any change to the generator, and review
the diff sentence by sentence before committing it. \`server/audit/report/headlines/corpus.test.ts\` fails
while this file differs from what the generator writes.
`;

const quote = (text: string) => text.replace(/\s+/g, " ").trim();

export function corpusReport(): string {
  const results = HEADLINE_CORPUS.map((entry) => ({ entry, result: headlineVariants(entry.page) }));
  const suggested = results.filter(({ result }) => result.variants.length > 0);
  const count = suggested.reduce((sum, { result }) => sum + result.variants.length, 0);
  const heroes = suggested.filter(({ result }) => result.heroCopy).length;
  const summary = `Reviewed: ${HEADLINE_CORPUS.length} pages, ${count} headlines for ${suggested.length} of them and a hero paragraph for ${heroes}, and a note on what to change for the other ${HEADLINE_CORPUS.length - suggested.length}.\n`;
  const sections = results.map(({ entry, result }, index) => {
    const { page } = entry;
    const lines = [
      `## ${index + 1}. ${entry.id}`,
      "",
      `*${entry.kind}*`,
      "",
      `- Tittel: ${quote(page.title) || "(ingen)"}`,
      `- H1: ${page.h1.map(quote).join(" / ") || "(ingen)"}`,
      "",
    ];
    if (result.variants.length === 0) {
      lines.push("Ingen forslag. Hva som bør endres:", "", `> ${result.heroCopy || "(ingen tekst)"}`);
    } else {
      lines.push("Overskrifter:", "", ...result.variants.map((variant) => `- ${variant}`), "");
      lines.push("Ingress:", "", `> ${result.heroCopy || "(ingen ingress – vi fant ingen vi er sikre på)"}`);
    }
    return lines.join("\n");
  });
  return `${HEADER}\n${summary}\n${sections.join("\n\n")}\n`;
}
