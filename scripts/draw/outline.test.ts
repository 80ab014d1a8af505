import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outline } from "./outline.ts";

describe("text drawn as outlines (outline.ts)", () => {
  it("sets the text in Inter at the weight asked, as one path that opens with an absolute move", () => {
    const regular = outline([{ text: "Fjellvik", weight: 400 }], 10, 40, 21);
    const bold = outline([{ text: "Fjellvik", weight: 700 }], 10, 40, 21);
    expect(regular.d).toMatch(/^M\d/);
    expect(regular.d).not.toEqual(bold.d);
    // Inter's bold is wider than its regular; eight letters at 21 px are some 80 px wide
    expect(bold.width).toBeGreaterThan(regular.width);
    expect(regular.width).toBeGreaterThan(60);
    expect(regular.width).toBeLessThan(100);
  });

  it("adds the letter spacing after each letter, and centres on x when asked", () => {
    const plain = outline([{ text: "IL", weight: 800 }], 80, 140, 16);
    const spaced = outline([{ text: "IL", weight: 800 }], 80, 140, 16, { letterSpacing: 2 });
    expect(spaced.width).toBeCloseTo(plain.width + 4, 5);
    const centred = outline([{ text: "IL", weight: 800 }], 80, 140, 16, { anchor: "middle" });
    const firstX = (d: string) => Number(/^M(-?[\d.]+)/.exec(d)?.[1]);
    expect(firstX(centred.d)).toBeCloseTo(firstX(plain.d) - plain.width / 2, 0);
  });

  it("refuses a letter the font file does not hold rather than drawing an empty box", () => {
    expect(() => outline([{ text: "Łódź", weight: 400 }], 0, 20, 20)).toThrow(/no glyph/);
  });
});

describe("the site's own SVG images", () => {
  // An <img> cannot use the page's web font: text in one is drawn in whatever font the device has.
  it("hold no <text>: their words are drawn as outlines", () => {
    const folder = path.resolve(import.meta.dirname, "../../public/images");
    const svgs = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".svg"),
    );
    expect(svgs.length).toBeGreaterThan(10);
    const withText = svgs.filter((file) => /<text\b/.test(readFileSync(path.join(folder, file), "utf8")));
    expect(withText).toEqual([]);
  });
});
