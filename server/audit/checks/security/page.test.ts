import { describe, expect, it } from "vitest";
import { parseHtml } from "../../gather/page/extract.ts";
import { attr, baseHref, elements, isHtmlResponse, metaPolicies, securityMarkup } from "./page.ts";

const markup = (html: string, contentType = "text/html; charset=utf-8") =>
  securityMarkup({ document: parseHtml(html), headers: { "content-type": contentType } });

describe("the markup the security checks read", () => {
  it("counts as HTML only for the Observatory's two media types", () => {
    expect(isHtmlResponse({ "content-type": "text/html;charset=UTF-8" })).toBe(true);
    expect(isHtmlResponse({ "content-type": "application/xhtml+xml" })).toBe(true);
    expect(isHtmlResponse({ "content-type": "application/json" })).toBe(false);
    expect(isHtmlResponse({})).toBe(false);
    expect(markup("<p>", "text/plain").isHtml).toBe(false);
  });

  it("finds elements a browser sees, not inside inert ones, and optionally not in <noscript>", () => {
    const doc = parseHtml(
      '<img src="a"><template><img src="b"></template><iframe><img src="c"></iframe><noscript><img src="d"></noscript>',
    );
    expect(elements(doc, ["img"]).map((img) => attr(img, "src"))).toEqual(["a", "d"]);
    expect(elements(doc, ["img"], true).map((img) => attr(img, "src"))).toEqual(["a"]);
  });

  it("resolves the first <base href>; without the page's address only an absolute one", () => {
    const doc = parseHtml('<base href="/static/"><base href="https://other.example/">');
    expect(baseHref(doc, "https://example.no/a/")?.href).toBe("https://example.no/static/");
    expect(baseHref(doc)).toBeNull();
    expect(baseHref(parseHtml("<p>"))).toBeNull();
  });

  it("reads CSP and referrer policies from <meta> as the Observatory does, only from HTML", () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">
      <meta name="referrer" content="origin"><meta name="referrer" content="no-referrer"><meta name="referrer" content="">
      <meta http-equiv="refresh" content="5" name="referrer">`;
    expect(metaPolicies(markup(html))).toEqual({ csp: ["default-src 'self'"], referrer: "no-referrer" });
    expect(metaPolicies(markup(html, "application/json"))).toEqual({ csp: [], referrer: null });
  });
});
