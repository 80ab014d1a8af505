import { describe, expect, it } from "vitest";
import { englishTitles, homeOf, misplaced, sharedAudits, wordingProblems } from "./table-rules.ts";

// The rules the tables' tests apply (table-rules.ts) catch what they are for.

const TEXT = {
  title: "Tekst med for svak kontrast",
  detail: "Noe av teksten skiller seg for lite fra bakgrunnen.",
  fix: "Gjør teksten mørkere.",
};

describe("the rules for our Lighthouse text tables", () => {
  it("place an audit in the first of our categories that lists it, in its group there", () => {
    expect(homeOf("color-contrast")).toEqual({ category: "accessibility", group: "a11y-color-contrast" });
    expect(homeOf("image-alt")).toEqual({ category: "accessibility", group: "a11y-names-labels" });
    expect(homeOf("no-such-audit")).toBeUndefined();
    expect(sharedAudits()["image-alt"]).toEqual(["accessibility", "seo"]);
  });

  it("catch an audit in the wrong category's table, or the wrong group's file", () => {
    expect(misplaced({ "color-contrast": TEXT }, "accessibility")).toEqual([]);
    expect(misplaced({ "color-contrast": TEXT }, "seo")).toEqual([
      "color-contrast: belongs in accessibility, not seo",
    ]);
    expect(misplaced({ "image-alt": TEXT }, "seo")).toEqual(["image-alt: belongs in accessibility, not seo"]);
    expect(misplaced({ "color-contrast": TEXT }, "accessibility", "a11y-aria")).toEqual([
      "color-contrast: belongs in accessibility/a11y-color-contrast, not accessibility/a11y-aria",
    ]);
    expect(misplaced({ "no-such-audit": TEXT }, "performance")).toEqual([
      "no-such-audit: in none of our categories, not performance",
    ]);
  });

  it("catch English left in a text and a text that is not a plain sentence", async () => {
    expect(await englishTitles("image-alt")).toEqual([
      "Image elements have `[alt]` attributes",
      "Image elements do not have `[alt]` attributes",
    ]);
    expect(await wordingProblems({ "color-contrast": TEXT })).toEqual([]);
    expect(
      await wordingProblems({
        "image-alt": { title: "Image elements do not have [alt] attributes", detail: " Mangler", fix: "" },
      }),
    ).toEqual([
      "image-alt: title has code marks or double spaces",
      "image-alt: title has the English word «not»",
      "image-alt: detail has spaces at an end",
      "image-alt: fix is empty",
      "image-alt: detail does not end a sentence",
      "image-alt: fix does not end a sentence",
      "image-alt: title is Lighthouse's English title",
    ]);
  });
});
