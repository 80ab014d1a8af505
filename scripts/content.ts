import { parseArgs } from "node:util";
import { pino } from "pino";
import { serviceTextPages } from "#content/service-texts.ts";
import { createTextGenerator } from "#server/content/generator.ts";
import { openDatabase } from "#server/db/index.ts";
import { generatedTexts } from "#server/db/schema.ts";
import { parseEnv } from "#server/env.ts";

// Operator tool for the generated service texts (decision 010):
//   npm run content -- regenerate [--slug moderne-design]
// Writes the texts again with the configured language model (OPENAI_*), one page at a time, and
// stores them; a page whose generation fails keeps its previous text.

const { positionals, values } = parseArgs({ allowPositionals: true, options: { slug: { type: "string" } } });
if (positionals[0] !== "regenerate") {
  console.error("Bruk: npm run content -- regenerate [--slug X]");
  process.exit(2);
}
const env = parseEnv();
const generator = createTextGenerator({
  apiKey: env.OPENAI_API_KEY,
  baseURL: env.OPENAI_BASE_URL,
  model: env.OPENAI_MODEL,
  timeoutMs: env.OPENAI_TIMEOUT_MS,
});
if (!generator) {
  console.error(
    "OPENAI_API_KEY er ikke satt: uten språkmodell brukes de kuraterte tekstene, og det er ingenting å generere.",
  );
  process.exit(2);
}
const pages = [...serviceTextPages().values()].filter(
  (page) => !values.slug || page.path.split("/").includes(values.slug),
);
if (pages.length === 0) {
  console.error(`Fant ingen tjenesteside med «${values.slug}» i adressen.`);
  process.exit(2);
}

const database = await openDatabase(env, pino({ level: "warn" }, pino.destination(2)), {
  reuseRunning: true,
});
let failed = 0;
try {
  for (const page of pages) {
    try {
      const content = await generator.generate(page);
      const row = {
        path: page.path,
        status: "ready",
        content,
        model: generator.model,
        error: null,
        updatedAt: new Date(),
      };
      await database.db
        .insert(generatedTexts)
        .values(row)
        .onConflictDoUpdate({ target: generatedTexts.path, set: row });
      console.log(`✓ ${page.path}`);
    } catch (error) {
      failed++;
      console.error(`✗ ${page.path}: ${(error as Error).message}`);
    }
  }
} finally {
  await database.close();
}
console.log(`${pages.length - failed} av ${pages.length} tekster skrevet på nytt.`);
process.exit(failed ? 1 : 0);
