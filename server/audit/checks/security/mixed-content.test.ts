import { describe, expect, it } from "vitest";
import { parseHtml } from "../../gather/page/extract.ts";
import { outcome } from "../test-artifacts.ts";
import { findingOf, STRONG_CSP, scan, strong, strongWith, testOf } from "./input.fixture.ts";
import { findMixedContent, mixedContent } from "./mixed-content.ts";

// http:// resources on an https page (mixed-content.ts): not an Observatory test, a deduction from
// the category score.

const mixed = (html: string, pageUrl = "https://www.example.no/") =>
  findMixedContent(parseHtml(html), pageUrl).map(
    (i) => `${i.tag} ${i.url} ${i.active ? "active" : "passive"}`,
  );

describe("mixed content", () => {
  it("detects mixed content on an https page, and costs 20 points when any of it is active", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="http://cdn.example.com/style.css">
      <link rel="canonical" href="http://www.example.no/">
      <script src="http://cdn.example.com/app.js"></script>
      </head><body>
      <img src="http://img.example.com/a.png" srcset="https://img.example.com/b.png 2x, http://img.example.com/c.png 3x">
      <iframe src='http://maps.example.com/embed'></iframe>
      <a href="http://partner.example.com/">Partner</a>
      <img src="https://img.example.com/ok.png">
      </body></html>`;
    expect(mixed(html)).toEqual([
      "link http://cdn.example.com/style.css active",
      "script http://cdn.example.com/app.js active",
      "img http://img.example.com/a.png passive",
      "img http://img.example.com/c.png passive",
      "iframe http://maps.example.com/embed active",
    ]);
    const result = mixedContent.run(strong({ html }));
    expect(result).toMatchObject({ score: 0, deduction: 20 });
    expect(result.findings[0]).toMatchObject({
      id: "security-mixed-content",
      severity: "problem",
      title: "Blandet innhold (http på en https-side)",
      detail: expect.stringContaining(
        "henter 5 ressurser over ukryptert http: <link> http://cdn.example.com/style.css",
      ),
    });
    // The http:// script also costs −50 in the Observatory's SRI test (125 → 50), then −20 here.
    const site = scan(strong({ html }));
    expect(testOf(site, "subresource-integrity").modifier).toBe(-50);
    expect(site).toMatchObject({ score: 50, categoryScore: 30 });
  });

  it("treats passive or upgraded mixed content as a warning costing 5, and ignores it on http pages", () => {
    const passive = strong({ html: '<img src="http://img.example.com/a.png">' });
    expect(outcome(mixedContent, passive)).toEqual({
      score: 0.5,
      findings: [["security-mixed-content", "warning"]],
    });
    expect(mixedContent.run(passive).deduction).toBe(5);
    expect(scan(passive).categoryScore).toBe(95);
    const upgraded = strongWith(
      { "content-security-policy": `${STRONG_CSP}; upgrade-insecure-requests` },
      { html: '<script src="http://cdn.example.com/app.js"></script>' },
    );
    expect(mixedContent.run(upgraded)).toMatchObject({ score: 0.5, deduction: 5 });
    expect(findingOf(scan(upgraded), "security-mixed-content")?.detail).toContain(
      "upgrade-insecure-requests",
    );
    const http = strong({ finalUrl: "http://www.example.no/", html: '<img src="http://x.example/a.png">' });
    expect(mixedContent.run(http)).toEqual({ score: null, findings: [] });
    expect(mixedContent.run(strong())).toEqual({ score: 1, findings: [] });
  });

  it("finds mixed content in forms and objects", () => {
    expect(mixed('<form action="http://x.example/send"></form><object data="http://x.example/o">')).toEqual([
      "form http://x.example/send active",
      "object http://x.example/o active",
    ]);
  });

  it("reads addresses as the browser does: entities decoded, resolved against <base href>", () => {
    expect(mixed('<script src="http&colon;//evil.example/x.js"></script>')).toEqual([
      "script http://evil.example/x.js active",
    ]);
    expect(
      mixed('<base href="http://cdn.example.com/"><img src="/a.png"><img src="https://ok.example/b.png">'),
    ).toEqual(["img http://cdn.example.com/a.png passive"]);
  });

  it("leaves out what a browser running scripts never loads", () => {
    expect(
      mixed(
        '<noscript><img src="http://tracker.example/p.gif"></noscript><template><img src="http://x.example/t.png"></template><iframe><img src="http://x.example/i.png"></iframe><!-- <img src="http://x.example/c.png"> -->',
      ),
    ).toEqual([]);
  });
});
