import { describe, expect, it } from "vitest";
import { extractPage } from "./extract.ts";
import { checkSpeed, type SpeedInput } from "./speed.ts";

// The speed findings' wording and thresholds, on a small page of our own.

const HTML = `<!doctype html><html lang="nb"><head><title>Fjellbakeriet</title></head>
<body><h1>Brød fra Lom</h1>${'<img src="/brod.jpg" alt="Brød" width="400" height="300">'.repeat(7)}
<script src="/meny.js"></script></body></html>`;

const speed = (more: Partial<SpeedInput> = {}) =>
  checkSpeed({
    page: extractPage(HTML),
    headers: { "cache-control": "no-cache" },
    ttfbMs: 120,
    htmlBytes: 30 * 1024,
    encoding: "gzip",
    ...more,
  });
const finding = (result: ReturnType<typeof speed>, id: string) => result.findings.find((f) => f.id === id);

describe("the speed findings", () => {
  it("never says the first byte came after 0 milliseconds", () => {
    expect(finding(speed({ ttfbMs: 3 }), "speed-ttfb")?.detail).toBe(
      "Første byte kom etter under 10\u00a0millisekunder.",
    );
    expect(finding(speed({ ttfbMs: 240 }), "speed-ttfb")?.detail).toBe(
      "Første byte kom etter 240\u00a0millisekunder.",
    );
  });

  it("rates uncompressed HTML by what compression would save: nothing to say on a tiny page", () => {
    expect(finding(speed({ encoding: null, htmlBytes: 1500 }), "speed-compression")).toBeUndefined();
    expect(finding(speed({ encoding: null, htmlBytes: 5 * 1024 }), "speed-compression")?.severity).toBe(
      "warning",
    );
    expect(
      finding(speed({ encoding: "identity", htmlBytes: 40 * 1024 }), "speed-compression")?.severity,
    ).toBe("problem");
  });

  it("says what the lazy-loading and caching findings mean", () => {
    const result = speed({ headers: {} });
    expect(finding(result, "speed-lazy-images")?.detail).toBe(
      "Siden har 7 bilder, og alle lastes med en gang, også de som ligger langt nede på siden.",
    );
    expect(finding(result, "speed-caching")?.fix).toBe(
      "Gi filer med versjon i navnet «Cache-Control: max-age=31536000, immutable», og gi HTML-sidene ETag eller Last-Modified.",
    );
    expect(finding(result, "speed-blocking-scripts")?.fix).toContain("nederst på siden");
  });
});
