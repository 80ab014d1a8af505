import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, responseFor } from "../test-artifacts.ts";
import { caching, compression, htmlWeight, timeToFirstByte } from "./server.ts";

// The server's answer as the speed checks read it, on a small page of our own.

const HTML = htmlPage("<title>Fjellbakeriet</title>", "<h1>Brød fra Lom</h1>");
const withResponse = (more: Parameters<typeof responseFor>[1]) =>
  artifactsFor(HTML, { response: responseFor(HTML, more) });

describe("time to first byte", () => {
  it("never says the first byte came after 0 milliseconds", () => {
    expect(timeToFirstByte.run(withResponse({ ttfbMs: 3 }))).toMatchObject({
      score: 1,
      findings: [{ severity: "good", detail: "Første byte kom på under 10\u00a0millisekunder." }],
    });
    expect(timeToFirstByte.run(withResponse({ ttfbMs: 240 })).findings[0]?.detail).toBe(
      "Første byte kom etter 240\u00a0millisekunder.",
    );
  });

  it("warns over 0.8 seconds and fails over 1.8", () => {
    expect(timeToFirstByte.run(withResponse({ ttfbMs: 1200 }))).toMatchObject({
      score: 0.5,
      findings: [{ severity: "warning", title: "Serveren brukte 1,2\u00a0sekunder på å svare" }],
    });
    expect(timeToFirstByte.run(withResponse({ ttfbMs: 2500 }))).toMatchObject({
      score: 0,
      findings: [{ severity: "problem" }],
    });
  });
});

describe("compression", () => {
  it("rates uncompressed HTML by what compression would save: nothing to say on a tiny page", () => {
    expect(compression.run(withResponse({ encoding: null, htmlBytes: 1500 }))).toEqual({
      score: 1,
      findings: [],
    });
    expect(compression.run(withResponse({ encoding: null, htmlBytes: 5 * 1024 }))).toMatchObject({
      score: 0.5,
      findings: [{ severity: "warning", title: "HTML-en sendes ukomprimert" }],
    });
    expect(
      compression.run(withResponse({ encoding: "identity", htmlBytes: 40 * 1024 })).findings[0]?.severity,
    ).toBe("problem");
    expect(compression.run(withResponse({ encoding: "gzip", htmlBytes: 40 * 1024 })).findings).toEqual([]);
  });
});

describe("weight and caching", () => {
  it("warns of HTML over 200 KB", () => {
    expect(htmlWeight.run(withResponse({ htmlBytes: 150 * 1024 })).findings).toEqual([]);
    expect(htmlWeight.run(withResponse({ htmlBytes: 300 * 1024 })).findings[0]?.id).toBe("speed-html-weight");
  });

  it("says what the caching finding means, and is quiet when any validator is sent", () => {
    expect(caching.run(withResponse({ headers: {} })).findings[0]?.fix).toBe(
      "Gi filer med versjon i navnet «Cache-Control: max-age=31536000, immutable», og gi HTML-sidene ETag eller Last-Modified.",
    );
    for (const headers of [
      { "cache-control": "no-cache" },
      { etag: '"a"' },
      { "last-modified": "x" },
    ] as Record<string, string>[])
      expect(caching.run(withResponse({ headers })).findings).toEqual([]);
  });
});
