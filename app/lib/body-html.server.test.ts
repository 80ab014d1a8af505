import { describe, expect, it } from "vitest";
import { bodyHtml } from "./body-html.server.ts";

describe("bodyHtml", () => {
  it("sanitises what the author wrote with the spec's allow-list and writes the images itself", () => {
    const html = bodyHtml([
      { type: "html", html: '<p>Tekst<script>alert(1)</script> <img src="/x.png" onerror="x()"></p>' },
      {
        type: "image",
        image: { src: "/images/news/a b.svg", alt: 'Et "sitat" & <tegn>', width: 800, height: 450 },
      },
    ]);
    expect(html).toBe(
      [
        "<p>Tekst </p>",
        '<img src="/images/news/a b.svg" alt="Et &quot;sitat&quot; &amp; &lt;tegn&gt;" width="800" height="450" loading="lazy" decoding="async" class="h-auto w-full rounded-2xl bg-mist">',
      ].join("\n"),
    );
  });
});
