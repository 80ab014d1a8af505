import { formatBytes, formatDuration } from "#app/lib/format-nb.ts";
import { defineCheck, failed, passed, warned } from "../types.ts";

// What the start page's one response tells about speed without a browser (decision 009): how soon
// the server answered, whether the HTML was compressed, how heavy it is and whether it may be cached.
// Lighthouse's performance score replaces these when the browser stage ran.

/** «på under 10 millisekunder» where formatDuration would round a fast answer to «0 millisekunder». */
const after = (ms: number) => (ms < 10 ? "på under 10\u00a0millisekunder" : `etter ${formatDuration(ms)}`);

export const timeToFirstByte = defineCheck({
  id: "speed-ttfb",
  lighthouse: ["*"],
  category: "speed",
  needs: ["response"],
  run: ({ response: { ttfbMs } }) => {
    if (ttfbMs > 1800)
      return failed({
        id: "speed-ttfb",
        severity: "problem",
        title: `Serveren brukte ${formatDuration(ttfbMs)} på å svare`,
        detail: "Alt annet venter på første byte. Over 0,8 sekunder merkes, over 1,8 sekunder er tregt.",
        fix: "Bruk hurtigbuffer (cache) for sidene, eller en raskere server/CDN.",
      });
    if (ttfbMs > 800)
      return warned({
        id: "speed-ttfb",
        severity: "warning",
        title: `Serveren brukte ${formatDuration(ttfbMs)} på å svare`,
        detail: "Google anbefaler under 0,8 sekunder til første byte.",
        fix: "Legg sidene i hurtigbuffer eller forhåndsgenerer dem.",
      });
    return passed({
      id: "speed-ttfb",
      severity: "good",
      title: "Serveren svarer raskt",
      detail: `Første byte kom ${after(ttfbMs)}.`,
      fix: "",
    });
  },
});

/** Below this, compressing the HTML saves too little to mention; below the next, a warning at most. */
const SMALL_HTML = 2 * 1024;
const MEDIUM_HTML = 10 * 1024;

export const compression = defineCheck({
  id: "speed-compression",
  lighthouse: ["*"],
  category: "speed",
  needs: ["response"],
  run: ({ response: { encoding, htmlBytes } }) => {
    if ((encoding && encoding !== "identity") || htmlBytes < SMALL_HTML) return passed();
    const severity = htmlBytes < MEDIUM_HTML ? "warning" : "problem";
    const finding = {
      id: "speed-compression",
      severity,
      title: "HTML-en sendes ukomprimert",
      detail: `Siden er ${formatBytes(htmlBytes)} og sendes uten gzip eller brotli. Komprimering gjør den vanligvis 70–80 % mindre.`,
      fix: "Slå på brotli eller gzip i webserveren.",
    } as const;
    return severity === "warning" ? warned(finding) : failed(finding);
  },
});

export const htmlWeight = defineCheck({
  id: "speed-html-weight",
  lighthouse: ["*"],
  category: "speed",
  needs: ["response"],
  run: ({ response: { htmlBytes } }) =>
    htmlBytes > 200 * 1024
      ? warned({
          id: "speed-html-weight",
          severity: "warning",
          title: `HTML-en er ${formatBytes(htmlBytes)}`,
          detail: "Tung HTML tar tid å laste og tolke på mobil.",
          fix: "Fjern innebygde data og skript som ikke trengs på denne siden.",
        })
      : passed(),
});

export const caching = defineCheck({
  id: "speed-caching",
  lighthouse: ["*"],
  category: "speed",
  needs: ["response"],
  run: ({ response: { headers } }) =>
    headers["cache-control"] || headers.etag || headers["last-modified"]
      ? passed()
      : warned({
          id: "speed-caching",
          severity: "warning",
          title: "Siden sier ikke hvor lenge den kan mellomlagres",
          detail: "Uten Cache-Control, ETag eller Last-Modified må nettleseren hente alt på nytt hver gang.",
          fix: "Gi filer med versjon i navnet «Cache-Control: max-age=31536000, immutable», og gi HTML-sidene ETag eller Last-Modified.",
        }),
});
