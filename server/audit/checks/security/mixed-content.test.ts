import { describe, expect, it } from "vitest";
import { parseHtml } from "../../gather/page/extract.ts";
import { findingOf, STRONG_CSP, strongInput, testOf, withHeaders } from "./input.fixture.ts";
import { findMixedContent } from "./mixed-content.ts";
import { scoreSecurity, securityCategoryScore } from "./scan.ts";

const mixed = (html: string, pageUrl = "https://www.example.no/") =>
  findMixedContent(parseHtml(html), pageUrl).map(
    (i) => `${i.tag} ${i.url} ${i.active ? "active" : "passive"}`,
  );

describe("mixed content", () => {
  it("detects mixed content on an https page", () => {
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
    const result = scoreSecurity(strongInput({ html }));
    const urls = result.extras.mixedContent.map(
      (m) => `${m.tag} ${m.url} ${m.active ? "active" : "passive"}`,
    );
    expect(urls).toEqual([
      "link http://cdn.example.com/style.css active",
      "script http://cdn.example.com/app.js active",
      "img http://img.example.com/a.png passive",
      "img http://img.example.com/c.png passive",
      "iframe http://maps.example.com/embed active",
    ]);
    const f = findingOf(result, "security-mixed-content");
    expect(f?.severity).toBe("problem");
    expect(f?.detail).toContain("http://cdn.example.com/app.js");
    // The http:// script also costs −50 in the Observatory's SRI test (125 → 50), then −20 here.
    expect(testOf(result, "subresource-integrity").modifier).toBe(-50);
    expect(result.score).toBe(50);
    expect(securityCategoryScore(result)).toBe(30);
  });

  it("treats passive or upgraded mixed content as a warning, and ignores it on http pages", () => {
    const passive = scoreSecurity(strongInput({ html: '<img src="http://img.example.com/a.png">' }));
    expect(findingOf(passive, "security-mixed-content")?.severity).toBe("warning");
    expect(securityCategoryScore(passive)).toBe(95);
    const upgraded = withHeaders(
      { "content-security-policy": `${STRONG_CSP}; upgrade-insecure-requests` },
      { html: '<script src="http://cdn.example.com/app.js"></script>' },
    );
    expect(findingOf(upgraded, "security-mixed-content")?.severity).toBe("warning");
    const http = scoreSecurity(
      strongInput({ finalUrl: "http://www.example.no/", html: '<img src="http://x.example/a.png">' }),
    );
    expect(http.extras.mixedContent).toEqual([]);
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
