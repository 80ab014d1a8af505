import { describe, expect, it } from "vitest";
import type { TrackingBeforeConsent } from "../../gather/browser/types.ts";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { scoreTracking, trackingBeforeConsent } from "./tracking.ts";

// What the start page stored and contacted before anyone clicked, as the browser stage records it
// (written by hand here): nothing is 1, each tracker that stored something costs 0.4, one that was
// only contacted 0.15; without the browser stage the check is not scored and says so.

const PAGE = htmlPage("<title>Fjellbakeriet</title>", "<h1>Brød fra Lom</h1>");
const seen = (tracking: Partial<TrackingBeforeConsent> | null) =>
  artifactsFor(PAGE, {
    tracking: tracking === null ? null : { cookies: [], storage: [], thirdPartyHosts: [], ...tracking },
  });

describe("tracking before consent", () => {
  it("is not scored without the browser stage, and says it was not measured", () => {
    expect(outcome(trackingBeforeConsent, seen(null))).toEqual({
      score: null,
      findings: [["tracking-not-measured", "info"]],
    });
  });

  it("is 1 when nothing was stored or contacted, and says so", () => {
    expect(outcome(trackingBeforeConsent, seen({}))).toEqual({
      score: 1,
      findings: [["tracking-none", "good"]],
    });
  });

  it("costs 0.4 for a tracker that stored a cookie, a problem naming the cookie", () => {
    const cookie = {
      name: "_sporid",
      domain: ".fjellbakeriet.example",
      party: "first" as const,
      source: "script" as const,
      expiresInDays: 390,
      tracker: "Teller Analyse",
    };
    const result = seen({ cookies: [cookie] });
    expect(outcome(trackingBeforeConsent, result)).toEqual({
      score: 0.6,
      findings: [["tracking-teller-analyse", "problem"]],
    });
    expect(onlyFinding(trackingBeforeConsent, result).detail).toContain("lagret «_sporid» i nettleseren");
  });

  it("costs 0.15 for a tracker only contacted, a warning", () => {
    const result = seen({
      thirdPartyHosts: [{ host: "piksel.teller.example", requests: 2, tracker: "Teller Analyse" }],
    });
    expect(outcome(trackingBeforeConsent, result)).toEqual({
      score: 0.85,
      findings: [["tracking-teller-analyse", "warning"]],
    });
  });
});

describe("what was tracked, in the words and points of the privacy category", () => {
  it("praises a page that tracks nothing, and lists harmless other hosts as information", () => {
    const clean = scoreTracking({
      cookies: [
        {
          name: "sesjon",
          domain: "eksempel.no",
          party: "first",
          source: "set-cookie",
          expiresInDays: null,
          tracker: null,
        },
      ],
      storage: [],
      thirdPartyHosts: [{ host: "cdn.eksempel.net", requests: 2, tracker: null }],
    });
    expect(clean.score).toBe(100);
    expect(clean.findings.map((finding) => [finding.id, finding.severity])).toEqual([
      ["tracking-third-party-hosts", "info"],
      ["tracking-none", "good"],
    ]);
  });

  it("names an unknown third party's cookies with their domain", () => {
    const result = scoreTracking({
      cookies: [
        {
          name: "uid",
          domain: ".annonser.example",
          party: "third",
          source: "set-cookie",
          expiresInDays: 30,
          tracker: null,
        },
      ],
      storage: [],
      thirdPartyHosts: [],
    });
    expect(result.findings[0]).toMatchObject({ id: "tracking-third-party-cookies", severity: "warning" });
    expect(result.findings[0]?.detail).toContain("«uid (.annonser.example)»");
    expect(result.score).toBe(85);
  });
});
