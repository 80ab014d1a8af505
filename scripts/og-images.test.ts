import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ogImageName, ogImagePath } from "#content/og.ts";
import { allPagePaths } from "#content/pages.ts";
import { site } from "#content/site.ts";
import { escapeXml } from "#server/escape.ts";
import { interFontFiles } from "./draw/og-fonts.ts";
import {
  drawOgImage,
  fitTitle,
  ogImages,
  ogSvg,
  renderOgImage,
  TITLE_MAX_LINES,
  textWidth,
  wrapText,
} from "./og-images.ts";

describe("ogImagePath", () => {
  it("maps page paths to image URLs", () => {
    expect(ogImagePath("/")).toBe("/og/forside.png");
    expect(ogImagePath("/nettsider/moderne-design")).toBe("/og/nettsider--moderne-design.png");
    expect(ogImageName("/nettsider/moderne-design/for-smb/")).toBe("nettsider--moderne-design--for-smb");
  });
});

describe("ogImages", () => {
  const images = ogImages();

  it("covers every public page with a distinct file name", () => {
    expect(images.map((image) => image.path)).toEqual(allPagePaths());
    const files = images.map((image) => image.file);
    expect(new Set(files).size).toBe(files.length);
    for (const image of images) {
      expect(image.file).toMatch(/^[a-z0-9-]+\.png$/);
      expect(`/og/${image.file}`).toBe(ogImagePath(image.path));
    }
  });

  it("gives every page its own eyebrow and title", () => {
    for (const image of images) {
      expect(image.eyebrow.trim()).not.toBe("");
      expect(image.title.trim()).not.toBe("");
    }
    const home = images.find((image) => image.path === "/");
    expect(home?.eyebrow).toBe(site.companyName);
    // Only the home page uses the home tagline: no page fell back to the generic texts.
    expect(images.filter((image) => image.title === home?.title)).toHaveLength(1);
    expect(images.find((image) => image.path === "/nettsider/moderne-design")).toMatchObject({
      eyebrow: "Nettsider",
      title: "Moderne design",
    });
  });
});

describe("title layout", () => {
  const long =
    "En svært lang overskrift om nettsider, webapplikasjoner og kunstig intelligens som aldri slutter, " +
    "med enda flere ord om personvern, universell utforming, ytelse og søkemotoroptimalisering";

  it("wraps long titles to at most three lines that fit the width", () => {
    const wrapped = wrapText(long, 54, 1040, TITLE_MAX_LINES);
    expect(wrapped.lines).toHaveLength(3);
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines.at(-1)).toMatch(/…$/);
    for (const line of wrapped.lines) expect(textWidth(line, 54)).toBeLessThanOrEqual(1040);
  });

  it("keeps short titles on one line and splits words too long for a line", () => {
    expect(wrapText("Moderne design", 80, 1040, 3)).toEqual({
      lines: ["Moderne design"],
      truncated: false,
      splitWords: false,
    });
    const split = wrapText("x".repeat(30), 80, 1040, 3);
    expect(split.lines.length).toBeGreaterThan(1);
    expect(split.splitWords).toBe(true);
    expect(split.lines.join("")).toBe("x".repeat(30));
  });

  it("shrinks the font for long titles and never uses more than three lines", () => {
    const short = fitTitle("Kontakt oss");
    const medium = fitTitle("Spar tid hver måned med en nettside og AI som jobber for deg");
    const huge = fitTitle(long);
    expect(short.lines).toEqual(["Kontakt oss"]);
    expect(medium.fontSize).toBeLessThan(short.fontSize);
    expect(huge.lines.length).toBeLessThanOrEqual(TITLE_MAX_LINES);
    for (const image of ogImages()) {
      const fitted = fitTitle(image.title);
      expect(fitted.lines.length).toBeLessThanOrEqual(TITLE_MAX_LINES);
      // Every real title fits whole, without an ellipsis.
      expect(fitted.lines.join(" ")).toBe(image.title);
    }
  });
});

describe("rendering", () => {
  it("escapes XML special characters in the SVG", () => {
    expect(escapeXml(`A & B <c> "d" 'e'`)).toBe("A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;");
    const svg = ogSvg({ eyebrow: `R&D <test>`, title: `Tom & Jerry's "beste" <sider>` });
    for (const escaped of ["Tom &amp; Jerry&apos;s", "&quot;beste&quot;", "&lt;sider&gt;"]) {
      expect(svg).toContain(escaped);
    }
    expect(svg).toContain("R&amp;D &lt;TEST&gt;");
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(svg).toContain(site.companyName.split(" ")[0]);
  });

  it("renders a 1200×630 PNG", async () => {
    const png = await renderOgImage({ eyebrow: "Nettsider", title: `Blåbær & rømme: "Ærlig" <øl>` });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  });
});

describe("share images in our own font", () => {
  it("draws with Inter 400 and 700 from the npm package, converted to TrueType", async () => {
    const files = await interFontFiles();
    expect(files.map((file) => file.split("/").pop())).toEqual(["inter-400.ttf", "inter-700.ttf"]);
    for (const file of files) {
      const font = await readFile(file);
      expect(font.subarray(0, 4).toString("hex")).toBe("00010000"); // TrueType
      // The name table holds the family name in UTF-16BE.
      expect(font.includes(Buffer.from("\0I\0n\0t\0e\0r", "latin1"))).toBe(true);
    }
  });

  it("comes out byte for byte the same on every machine: no system font is loaded", async () => {
    const spec = { eyebrow: "Nettsider", title: "Raske nettsider som selger" };
    const digest = async () =>
      createHash("sha256")
        .update(await drawOgImage(spec))
        .digest("hex");
    // The digest of this image as resvg 2.6 draws it with @fontsource/inter 5.3; a font change shows here.
    expect(await digest()).toBe("720beec081f17ef7d246310a552b7eb7a89ca7afea147ae604d4d8fc656bd29f");
  });
});
