import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { extractPage } from "#server/audit/gather/page/extract.ts";
import { SPELLING_THREAD_LIMITS, SPELLING_WORKER_URL } from "#server/audit/gather/spelling/check.ts";
import type { SpellingResult, TextOfPage } from "#server/audit/gather/spelling/find.ts";

// The spelling thread's memory (decision 023, issue 25: at most 80 MB): the real thread
// (server/audit/gather/spelling/worker.ts) loads the dictionary, then checks every page of a corpus, site by
// site, as audits ask it. Its own memory is sampled all along from outside (V8 heap in use by the
// thread + memory outside the heap, which holds Hunspell's WebAssembly tables + malloc), and so is
// the whole process's resident set against what it was before the thread started.
//
//   npm run bench:spelling                  ../shared/audit-corpus
//   npm run bench:spelling -- path/to/corpus

const root = path.resolve(import.meta.dirname, "..");
const corpus = path.resolve(process.argv[2] ?? path.join(root, "../shared/audit-corpus"));
const MB = 1024 * 1024;
const TARGET_MB = 80;

/** Every HTML page of every site folder, as the text the audit reads. */
function sitesOf(folder: string): { site: string; pages: TextOfPage[] }[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      site: name,
      pages: readdirSync(path.join(folder, name), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".html"))
        .map((file) => {
          const page = extractPage(readFileSync(path.join(folder, name, file), "utf8"));
          return { url: `https://${name}.example/${file}`, text: page.bodyText, lang: page.lang };
        }),
    }))
    .filter(({ pages }) => pages.length);
}

const sites = sitesOf(corpus);
globalThis.gc?.();
const rssBefore = process.memoryUsage.rss();
const started = performance.now();
// The thread as the audit starts it (spelling/check.ts), with the same limits.
const thread = new Worker(SPELLING_WORKER_URL, { resourceLimits: SPELLING_THREAD_LIMITS });

let peakThread = 0;
let peakRss = 0;
let sampling = true;
const threadMemory = async () => {
  const stats = await thread.getHeapStatistics();
  return stats.used_heap_size + stats.external_memory + stats.malloced_memory;
};
const sampler = (async () => {
  while (sampling) {
    peakThread = Math.max(peakThread, await threadMemory().catch(() => 0));
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();

let nextId = 0;
const check = (pages: TextOfPage[]) =>
  new Promise<SpellingResult>((resolve, reject) => {
    const id = nextId++;
    const answer = (message: { id: number; result?: SpellingResult; error?: string }) => {
      if (message.id !== id) return;
      thread.off("message", answer);
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    };
    thread.on("message", answer);
    thread.postMessage({ id, pages });
  });

await check([]);
const loaded = performance.now();
const afterLoad = await threadMemory();
let pages = 0;
let words = 0;
let flagged = 0;
for (const site of sites) {
  const result = await check(site.pages);
  pages += site.pages.length;
  words += result.words;
  flagged += result.typos.length;
}
const checked = performance.now();
sampling = false;
await sampler;
const atRest = await threadMemory();
await thread.terminate();

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
console.log(`spelling thread on ${corpus}: ${sites.length} sites, ${pages} pages, ${words} words read`);
console.log(
  `load ${(loaded - started).toFixed(0)} ms, check ${(checked - loaded).toFixed(0)} ms, ${flagged} typos flagged`,
);
console.log(
  `thread memory (heap in use + external + malloc): after load ${mb(afterLoad)}, at rest ${mb(atRest)}`,
);
console.log(
  `thread memory peak ${mb(peakThread)} (target ${TARGET_MB} MB: ${peakThread <= TARGET_MB * MB ? "met" : "NOT met"})`,
);
console.log(
  `process resident set: ${mb(rssBefore)} before the thread, peak ${mb(peakRss)} (+${mb(peakRss - rssBefore)})`,
);
