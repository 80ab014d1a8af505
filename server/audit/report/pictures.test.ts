import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { frameAlt, frameCaption, PICTURE_NAME, screenshotAlt } from "#app/lib/page-pictures.ts";
import { chooseFrames, FRAME_WIDTH, processPictures } from "./pictures.ts";

// The pictures of the page made small (decision 032): which frames of Lighthouse's filmstrip are
// shown, and the files the job stores.

const flat = (value: number) => Array.from({ length: 16 * 32 }, () => value);
/** A signature with the top quarter changed to `value`: new content in part of the screen. */
const topChanged = (base: number, value: number) => flat(base).map((pixel, i) => (i < 128 ? value : pixel));

describe("chooseFrames", () => {
  it("keeps the first frame and each that looks different from the last kept, dropping repeats", () => {
    const white = flat(255);
    const heading = topChanged(255, 20);
    expect(chooseFrames([white, white, heading, heading, heading, flat(120), flat(120), flat(120)])).toEqual([
      0, 2, 5,
    ]);
  });

  it("treats a caret's blink as the same frame, and a page that comes back as a change", () => {
    const page = topChanged(255, 20);
    const blink = [...page];
    blink[300] = 0;
    expect(chooseFrames([page, blink, page])).toEqual([0]);
    expect(chooseFrames([page, flat(255), page])).toEqual([0, 1, 2]);
  });

  it("keeps one frame of a page that was done at once, none of nothing, at most `max`", () => {
    expect(chooseFrames(Array.from({ length: 8 }, () => flat(200)))).toEqual([0]);
    expect(chooseFrames([])).toEqual([]);
    expect(chooseFrames([0, 40, 80, 120, 160, 200, 240].map(flat), 5)).toEqual([0, 1, 2, 3, 4]);
  });
});

/** A JPEG as Lighthouse writes one: a phone's screen, 250 × 498, a colour and a bar. */
async function frame(colour: string, bar = 0) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="498"><rect width="250" height="498" fill="${colour}"/><rect width="250" height="${bar}" fill="#123"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

describe("processPictures", () => {
  it("writes the screen as WebP and JPEG, and one small JPEG per frame that changed", async () => {
    const blank = await frame("#fff");
    const half = await frame("#fff", 200);
    const done = await frame("#eef", 400);
    const { files, summary } = await processPictures({
      screenshot: new Uint8Array(done),
      filmstrip: [375, 750, 1125, 1500, 1875, 2250, 2625, 3000].map((timingMs, i) => ({
        timingMs,
        image: new Uint8Array(i < 2 ? blank : i < 5 ? half : done),
      })),
    });
    expect(files.map((file) => [file.name, file.contentType])).toEqual([
      ["skjerm.webp", "image/webp"],
      ["skjerm.jpg", "image/jpeg"],
      ["film-1.jpg", "image/jpeg"],
      ["film-2.jpg", "image/jpeg"],
      ["film-3.jpg", "image/jpeg"],
    ]);
    for (const file of files) expect(file.name).toMatch(PICTURE_NAME);
    // Never enlarged: Lighthouse's screen is 250 px wide, under the 480 px cap.
    expect(summary.screenshot?.web).toMatchObject({ name: "skjerm.webp", width: 250, height: 498 });
    expect(summary.screenshot?.mail).toMatchObject({ name: "skjerm.jpg", width: 250, height: 498 });
    expect(summary.filmstrip.map((each) => each.timingMs)).toEqual([375, 1125, 2250]);
    expect(summary.filmstrip[0]?.image).toMatchObject({
      name: "film-1.jpg",
      width: FRAME_WIDTH,
      height: 319,
    });
    expect((await sharp(files[0]?.body).metadata()).format).toBe("webp");
    for (const file of files) expect(file.body.length).toBeLessThan(20_000);
  });

  it("has no screen and no frames when Lighthouse gave none", async () => {
    expect(await processPictures({ screenshot: null, filmstrip: [] })).toEqual({
      files: [],
      summary: { screenshot: null, filmstrip: [] },
    });
  });
});

describe("the words beside the pictures", () => {
  it("gives every frame its time in seconds, as a reader says it", () => {
    expect([375, 1000, 1125, 12_400].map(frameCaption)).toEqual([
      "etter 0,4\u00a0sekunder",
      "etter 1\u00a0sekund",
      "etter 1,1\u00a0sekunder",
      "etter 12,4\u00a0sekunder",
    ]);
  });

  it("calls the start page «Forsiden» and any other page «Siden»", () => {
    expect(screenshotAlt("https://www.bakeri.no/")).toBe("Forsiden slik den så ut på en mobil etter lasting");
    expect(screenshotAlt("https://www.bakeri.no/meny")).toBe(
      "Siden slik den så ut på en mobil etter lasting",
    );
    expect(frameAlt("https://www.bakeri.no/", 1200)).toBe("Forsiden etter 1,2\u00a0sekunder");
  });
});
