import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { imageAlt, linkText } from "./content.ts";

// Images need an alt attribute (alt="" for decoration); links need text that says where they go.

const withBody = (body: string) => artifactsFor(htmlPage("<title>Fjellbakeriet</title>", body));

describe("the image alt check", () => {
  it("does not apply to a page without images", () => {
    expect(outcome(imageAlt, withBody("<p>Nybakt brød hver morgen.</p>"))).toEqual({
      score: null,
      findings: [],
    });
  });

  it("passes images with alt text, and decoration with an empty alt", () => {
    const page = withBody('<img src="brod.jpg" alt="Surdeigsbrød på benken"><img src="strek.svg" alt="">');
    expect(outcome(imageAlt, page)).toEqual({ score: 1, findings: [] });
  });

  it("warns about images without alt, scored by the share that has one", () => {
    const page = withBody(
      '<img src="brod.jpg" alt="Surdeigsbrød"><img src="boller.jpg"><img src="lefse.jpg"><img src="disk.jpg" alt="Disken">',
    );
    expect(outcome(imageAlt, page)).toEqual({ score: 0.5, findings: [["seo-image-alt", "warning"]] });
    expect(onlyFinding(imageAlt, page).title).toBe("2 bilder mangler alt-tekst");
    const oneOfFour = withBody(
      '<img src="a.jpg" alt="Brød"><img src="b.jpg" alt="Boller"><img src="c.jpg" alt="Lefser"><img src="d.jpg">',
    );
    expect(outcome(imageAlt, oneOfFour).score).toBe(0.75);
    expect(onlyFinding(imageAlt, oneOfFour).title).toBe("1 bilde mangler alt-tekst");
  });
});

describe("the link text check", () => {
  it("does not apply to a page without links", () => {
    expect(outcome(linkText, withBody("<p>Nybakt brød hver morgen.</p>"))).toEqual({
      score: null,
      findings: [],
    });
  });

  it("passes links that say where they go, and a vague one with an aria-label", () => {
    const page = withBody(
      '<a href="/bestill">Bestill brød til henting</a><a href="/boller" aria-label="Les mer om kanelbollene">Les mer</a>',
    );
    expect(outcome(linkText, page)).toEqual({ score: 1, findings: [] });
  });

  it("warns about «Les mer» and «Klikk her», quoting the first", () => {
    const page = withBody(
      '<a href="/bestill">Bestill brød</a><a href="/boller">Les mer</a><a href="/lefser">klikk her</a>',
    );
    expect(outcome(linkText, page)).toEqual({ score: 0.5, findings: [["seo-link-text", "warning"]] });
    const finding = onlyFinding(linkText, page);
    expect(finding.title).toBe("2 lenker har uklar tekst");
    expect(finding.detail).toContain("«Les mer»");
  });
});
