import { describe, expect, it } from "vitest";
import { articles } from "#content/collections.server.ts";
import { sanitizeArticleHtml } from "./sanitize-html.server";

describe("sanitizeArticleHtml (docs/brief/SPEC.md section 5)", () => {
  it("keeps the allowed tags and attributes", () => {
    const html =
      '<section id="a" class="b"><h2>Tittel</h2><p>Tekst med <strong>fet</strong>, <em>kursiv</em> og <u>understreket</u><br></p>' +
      "<ul><li>én</li></ul><ol><li>to</li></ol><blockquote>sitat</blockquote><div><span>x</span></div>" +
      '<article><h6>liten</h6><a href="/kontakt" rel="next">kontakt</a></article></section>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("removes scripts and styles with their content", () => {
    expect(sanitizeArticleHtml("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("drops event handlers, inline styles and unknown attributes", () => {
    expect(sanitizeArticleHtml('<p onclick="alert(1)" style="color:red" data-x="1" class="k">t</p>')).toBe(
      '<p class="k">t</p>',
    );
    expect(sanitizeArticleHtml('<img src="x" onerror="alert(1)"><p>ok</p>')).toBe("<p>ok</p>");
  });

  it("strips javascript: and data: URLs in any casing or encoding", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "&#106;avascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
  });

  it("keeps http(s), mailto, tel and relative links, and adds noopener to new-tab links", () => {
    expect(sanitizeArticleHtml('<a href="https://example.no" target="_blank">x</a>')).toBe(
      '<a href="https://example.no" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:a@b.no">m</a><a href="/nettsider">n</a>')).toBe(
      '<a href="mailto:a@b.no">m</a><a href="/nettsider">n</a>',
    );
  });

  it("removes other tags but keeps their text", () => {
    expect(sanitizeArticleHtml('<p>a<iframe src="https://x"></iframe><font>b</font></p>')).toBe("<p>ab</p>");
  });

  it("leaves our own articles unchanged apart from formatting", () => {
    const bodies = articles.flatMap((article) =>
      article.content.flatMap((block) => (block.type === "html" ? [block.html] : [])),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      const clean = sanitizeArticleHtml(body);
      expect(clean.replace(/\s+/g, " ")).toBe(body.replace(/\s+/g, " ").replace(/<br>/g, "<br />"));
    }
  });
});
