import { formatBytes, formatDuration } from "#app/lib/format-nb.ts";
import { count } from "./checks/types.ts";
import type { PageData } from "./extract.ts";
import { type Finding, type ScoredCategory, scoreFromFindings } from "./types.ts";

// Speed signals we can measure from one request (decision 009): time to first byte, the weight of the
// HTML, how many scripts, styles and images the page loads, compression and caching.

export interface SpeedInput {
  page: PageData;
  headers: Record<string, string | string[]>;
  ttfbMs: number;
  htmlBytes: number;
  encoding: string | null;
}

const kb = (bytes: number) => formatBytes(bytes);

/** Below this, compressing the HTML saves too little to mention; below the next, a warning at most. */
const SMALL_HTML = 2 * 1024;
const MEDIUM_HTML = 10 * 1024;

/** "under 10 millisekunder" where formatDuration would round a fast answer to "0 millisekunder". */
const duration = (ms: number) => (ms < 10 ? "under 10\u00a0millisekunder" : formatDuration(ms));

export function checkSpeed({ page, headers, ttfbMs, htmlBytes, encoding }: SpeedInput): ScoredCategory {
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);

  if (ttfbMs > 1800) {
    add({
      id: "speed-ttfb",
      severity: "problem",
      title: `Serveren brukte ${formatDuration(ttfbMs)} på å svare`,
      detail: "Alt annet venter på første byte. Over 0,8 sekunder merkes, over 1,8 sekunder er tregt.",
      fix: "Bruk hurtigbuffer (cache) for sidene, eller en raskere server/CDN.",
    });
  } else if (ttfbMs > 800) {
    add({
      id: "speed-ttfb",
      severity: "warning",
      title: `Serveren brukte ${formatDuration(ttfbMs)} på å svare`,
      detail: "Google anbefaler under 0,8 sekunder til første byte.",
      fix: "Legg sidene i hurtigbuffer eller forhåndsgenerer dem.",
    });
  } else {
    add({
      id: "speed-ttfb",
      severity: "good",
      title: "Serveren svarer raskt",
      detail: `Første byte kom etter ${duration(ttfbMs)}.`,
      fix: "",
    });
  }
  if ((!encoding || encoding === "identity") && htmlBytes >= SMALL_HTML) {
    add({
      id: "speed-compression",
      severity: htmlBytes < MEDIUM_HTML ? "warning" : "problem",
      title: "HTML-en sendes ukomprimert",
      detail: `Siden er ${kb(htmlBytes)} og sendes uten gzip eller brotli. Komprimering gjør den typisk 70–80 % mindre.`,
      fix: "Slå på brotli eller gzip i webserveren.",
    });
  }
  if (htmlBytes > 200 * 1024) {
    add({
      id: "speed-html-weight",
      severity: "warning",
      title: `HTML-en er ${kb(htmlBytes)}`,
      detail: "Tung HTML tar tid å laste og tolke på mobil.",
      fix: "Fjern innebygde data og skript som ikke trengs på denne siden.",
    });
  }
  const external = page.scripts.filter((script) => script.src);
  const blocking = external.filter((script) => !script.async && !script.defer && !script.module);
  if (external.length > 15) {
    add({
      id: "speed-script-count",
      severity: "warning",
      title: `Siden laster ${count(external.length, "skriptfil", "skriptfiler")}`,
      detail: "Mange skript konkurrerer om båndbredde og prosessor på mobil.",
      fix: "Slå sammen og fjern skript som ikke trengs, særlig sporings- og chat-skript.",
    });
  }
  if (blocking.length) {
    add({
      id: "speed-blocking-scripts",
      severity: "warning",
      title: `${count(blocking.length, "skript", "skript")} stopper visningen`,
      detail: "Skript uten async eller defer stopper nettleseren før siden vises.",
      fix:
        blocking.length === 1
          ? "Legg til defer (eller async) på skriptet, eller flytt det nederst på siden."
          : "Legg til defer (eller async) på skriptene, eller flytt dem nederst på siden.",
    });
  }
  if (page.stylesheets.length > 5) {
    add({
      id: "speed-stylesheets",
      severity: "warning",
      title: `Siden laster ${count(page.stylesheets.length, "stilark", "stilark")}`,
      detail: "Hvert stilark må lastes før siden vises.",
      fix: "Slå sammen stilarkene, og legg kritisk CSS direkte i siden.",
    });
  }
  const unsized = page.images.filter((image) => !image.width || !image.height);
  if (unsized.length) {
    add({
      id: "speed-image-size",
      severity: "warning",
      title: `${count(unsized.length, "bilde", "bilder")} mangler bredde og høyde`,
      detail: `Uten mål hopper innholdet når ${unsized.length === 1 ? "bildet" : "bildene"} lastes (layoutforskyvning).`,
      fix: "Sett width og height på alle bilder.",
    });
  }
  if (page.images.length > 6 && !page.images.some((image) => image.loading === "lazy")) {
    add({
      id: "speed-lazy-images",
      severity: "warning",
      title: "Alle bildene lastes med en gang",
      detail: `Siden har ${page.images.length} bilder, og alle lastes med en gang, også de som ligger langt nede på siden.`,
      fix: 'Bruk loading="lazy" på bilder lenger ned på siden.',
    });
  }
  const cache = String(headers["cache-control"] ?? "");
  if (!cache && !headers.etag && !headers["last-modified"]) {
    add({
      id: "speed-caching",
      severity: "warning",
      title: "Siden sier ikke hvor lenge den kan mellomlagres",
      detail: "Uten Cache-Control, ETag eller Last-Modified må nettleseren hente alt på nytt hver gang.",
      fix: "Gi filer med versjon i navnet «Cache-Control: max-age=31536000, immutable», og gi HTML-sidene ETag eller Last-Modified.",
    });
  }
  return { score: scoreFromFindings(findings, { problem: 20, warning: 8 }), findings };
}
