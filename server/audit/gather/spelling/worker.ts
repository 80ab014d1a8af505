import { parentPort } from "node:worker_threads";
import { findTypos, type TextOfPage } from "./find.ts";
import { loadForeign } from "./foreign.ts";
import { createSpeller } from "./speller.ts";

// The spelling check's own thread (decision 023): Hunspell's tables take a second or two and ~40 MB
// to load, so they are loaded once here and the thread is ended when audits stop coming
// (spelling/check.ts). npm run bench:spelling measures its memory.

const speller = await createSpeller();
const foreign = loadForeign();

parentPort?.on("message", ({ id, pages }: { id: number; pages: TextOfPage[] }) => {
  try {
    parentPort?.postMessage({ id, result: findTypos(pages, speller, foreign) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
