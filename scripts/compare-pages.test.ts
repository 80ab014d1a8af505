import { describe, expect, it } from "vitest";
import { pageText } from "./compare-pages.ts";

const page = (body: string, head = "<title>T</title>") =>
  `<html><head>${head}</head><body>${body}</body></html>`;

describe("pageText", () => {
  it("reads the same text from different markup, blocks separating words", () => {
    expect(pageText(page("<blockquote><p>Et sitat</p></blockquote><p>Neste</p>"))).toEqual(
      pageText(page("<blockquote>Et sitat</blockquote>\n<p>Neste</p>")),
    );
  });

  it("tells a changed word, alt text, link target, title or JSON-LD apart", () => {
    const base = page(
      '<p>Hei <a href="/kontakt">der</a></p><img src="/a.svg" alt="A" width="1" height="1">',
      '<title>T</title><script type="application/ld+json">{"a":1}</script>',
    );
    for (const changed of [
      base.replace("Hei", "Hallo"),
      base.replace('alt="A"', 'alt="B"'),
      base.replace('href="/kontakt"', 'href="/nyheter"'),
      base.replace("<title>T", "<title>U"),
      base.replace('{"a":1}', '{"a":2}'),
    ]) {
      expect(pageText(changed)).not.toEqual(pageText(base));
    }
  });

  it("ignores scripts and the router's data", () => {
    expect(pageText(page("<p>Tekst</p><script>window.__x = 1</script>"))).toEqual(
      pageText(page("<p>Tekst</p>")),
    );
  });
});
