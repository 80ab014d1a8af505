// Open Graph share images: one 1200×630 PNG per public page, drawn from the page's title in the
// site's design and written to build/client/og/<name>.png (names and URLs: content/og.ts).
// Usage (after `react-router build`): node scripts/og-images.ts
// Drawn in Inter from the npm package only (scripts/draw/og-fonts.ts): no system fonts, so the
// images are the same on every machine.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseEnv } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { OG_IMAGE_SIZE, ogImageName } from "#content/og.ts";
import { escapeXml } from "#server/escape.ts";
import { mark } from "./draw/brand.ts";
import { interFontFiles, OG_FONT_FAMILY } from "./draw/og-fonts.ts";
import { C, n, rect, stroke } from "./draw/svg.ts";

// The build bakes SITE_CONFIG_JSON / SITE_CONFIG_FILE (also from .env files, as Vite does) into the
// pages; plain Node has no such define, so hand content/site.ts the same override before loading it.
function siteConfigOverride(): unknown {
  let env: Record<string, string | undefined> = {};
  for (const file of [".env", ".env.local", ".env.production", ".env.production.local"]) {
    const full = path.resolve(import.meta.dirname, "..", file);
    if (existsSync(full)) env = { ...env, ...parseEnv(readFileSync(full, "utf8")) };
  }
  env = { ...env, ...process.env };
  if (env.SITE_CONFIG_JSON) return JSON.parse(env.SITE_CONFIG_JSON);
  if (env.SITE_CONFIG_FILE) return JSON.parse(readFileSync(env.SITE_CONFIG_FILE, "utf8"));
  return null;
}
if (!Reflect.has(globalThis, "__SITE_CONFIG_OVERRIDE__")) {
  Reflect.set(globalThis, "__SITE_CONFIG_OVERRIDE__", siteConfigOverride());
}

const { site } = await import("#content/site.ts");
const { allPagePaths } = await import("#content/pages.ts");
const { paths } = await import("#content/routes.ts");
const { articles } = await import("#content/collections.server.ts");
const { categories } = await import("#content/catalog.ts");
const { serviceTextPages } = await import("#content/service-texts.ts");
const { hero, casesSection } = await import("#content/home.ts");
const { servicesPage } = await import("#content/services-page.ts");
const { aiGuide } = await import("#content/ai-guide.ts");
const { contactPage } = await import("#content/contact-page.ts");
const { privacyPage, cookiesPage } = await import("#content/legal.ts");
const { accessibilityPage } = await import("#content/accessibility.ts");

const { width: W, height: H } = OG_IMAGE_SIZE;
export const OG_FONT = OG_FONT_FAMILY;
export const OG_TAGLINE = "Nettsider · Webapplikasjoner · AI";
const OUT_DIR = path.resolve(import.meta.dirname, "../build/client/og");
const CONCURRENCY = 4;

// ── Page texts ─────────────────────────────────────────────────────────────────────────────────

export interface OgImageSpec {
  /** The page path, e.g. '/nettsider/moderne-design'. */
  path: string;
  /** File name under build/client/og, e.g. 'nettsider--moderne-design.png'. */
  file: string;
  eyebrow: string;
  title: string;
}

type OgText = Pick<OgImageSpec, "eyebrow" | "title">;

/** 'Webapplikasjoner' → 'webapplikasjoner', but 'AI-kurs' stays. */
function lowerFirst(word: string): string {
  return /^\p{Lu}\p{Ll}/u.test(word) ? word[0]?.toLowerCase() + word.slice(1) : word;
}

function listText(items: string[]): string {
  const words = items.map((item, i) => (i === 0 ? item : lowerFirst(item)));
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} og ${words.at(-1)}`;
}

function fixedTexts(): Map<string, OgText> {
  const [guideEyebrow, guideTitle] = aiGuide.title.includes(": ")
    ? aiGuide.title.split(/: (.*)/s)
    : ["AI-guide", aiGuide.title];
  const cases = { eyebrow: "Kundehistorier", title: casesSection.heading };
  return new Map<string, OgText>([
    [paths.home, { eyebrow: site.companyName, title: hero.title }],
    [paths.news, { eyebrow: "Nyheter", title: "Nyheter om nettsider, webapplikasjoner og AI" }],
    ...articles.map((article): [string, OgText] => [
      paths.article(article.id),
      { eyebrow: "Nyheter", title: article.title },
    ]),
    [paths.cases, cases],
    [paths.casesAlias, cases],
    [paths.services, { eyebrow: servicesPage.title, title: listText(categories.map((c) => c.name)) }],
    ...categories.map((c): [string, OgText] => [c.path, { eyebrow: c.label, title: c.copy.title }]),
    [paths.aiGuide, { eyebrow: guideEyebrow ?? "AI-guide", title: guideTitle ?? aiGuide.title }],
    [paths.contact, { eyebrow: contactPage.title, title: contactPage.hero.title }],
    [paths.uploadTest, { eyebrow: "Test", title: "Test av bildeopplasting" }],
    [paths.cookies, { eyebrow: "Personvern", title: cookiesPage.title }],
    [paths.privacy, { eyebrow: "Personvern", title: privacyPage.title }],
    [paths.accessibility, { eyebrow: "Universell utforming", title: accessibilityPage.title }],
  ]);
}

/** Eyebrow and title of every public page (content/pages.ts), with its image file name. */
export function ogImages(): OgImageSpec[] {
  const fixed = fixedTexts();
  const services = serviceTextPages();
  return allPagePaths().map((pagePath) => {
    const service = services.get(pagePath);
    const text: OgText = fixed.get(pagePath) ??
      (service && { eyebrow: service.category.replaceAll(" - ", " · "), title: service.title }) ?? {
        // A page added without texts here still gets a branded image rather than breaking the build.
        eyebrow: site.companyName,
        title: hero.title,
      };
    return { path: pagePath, file: `${ogImageName(pagePath)}.png`, ...text };
  });
}

// ── Text layout ────────────────────────────────────────────────────────────────────────────────

// Advance widths in 1/100 em of DejaVu Sans Bold, the widest font the fallback chain can land on
// (Inter is narrower), so an estimate never overflows.
const WIDTH_GROUPS: Record<number, string> = {
  31: "'",
  34: "ijl",
  35: " ",
  37: "IJ/|\\",
  38: ".,·’",
  40: ":;",
  42: "-",
  44: "f",
  46: "!()[]",
  48: "t",
  49: "r",
  50: "–_`",
  52: '"*',
  58: "z?",
  59: "c",
  60: "s",
  64: "L",
  65: "vxy«»",
  67: "akåä",
  68: "eEFTéè",
  69: "oøö",
  70: "0123456789$",
  71: "hnu{}ü",
  72: "bdgpqSY",
  73: "CPZ",
  76: "B",
  77: "AKRVXÅ",
  81: "U",
  82: "G",
  83: "D",
  84: "HN#+<=>^~",
  85: "OQØ",
  87: "&",
  92: "w",
  100: "M%@—…",
  104: "m",
  105: "æ",
  108: "Æ",
  110: "W",
};
const CHAR_WIDTH = new Map<string, number>(
  Object.entries(WIDTH_GROUPS).flatMap(([w, chars]) => [...chars].map((ch) => [ch, Number(w) / 100])),
);
const DEFAULT_CHAR_WIDTH = 0.75;

/** Estimated rendered width in px of `text` in the bold title font. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0;
  let count = 0;
  for (const ch of text) {
    em += CHAR_WIDTH.get(ch) ?? DEFAULT_CHAR_WIDTH;
    count++;
  }
  return em * fontSize + count * letterSpacing;
}

export interface Wrapped {
  lines: string[];
  /** Whether text was cut (and ended with '…') to stay within maxLines. */
  truncated: boolean;
  /** Whether a word wider than a line had to be split. */
  splitWords: boolean;
}

/** Greedy word wrap by estimated widths; overlong words are split, overflow ends in '…'. */
export function wrapText(
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
  letterSpacing = 0,
): Wrapped {
  const fits = (s: string) => textWidth(s, fontSize, letterSpacing) <= maxWidth;
  const words: string[] = [];
  let splitWords = false;
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (!fits(rest)) {
      splitWords = true;
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      words.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    words.push(rest);
  }
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return { lines, truncated: false, splitWords };
  const kept = lines.slice(0, maxLines);
  let tail = `${kept[maxLines - 1]} ${lines[maxLines]}`;
  while (tail.length > 1 && !fits(`${tail}…`)) tail = tail.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${tail.replace(/[\s,.:;–-]+$/, "")}…`;
  return { lines: kept, truncated: true, splitWords };
}

const TITLE_X = 80;
const TITLE_MAX_WIDTH = W - 2 * TITLE_X;
export const TITLE_MAX_LINES = 3;
/** Font sizes to try, largest first, with the most lines each may use. */
const TITLE_SIZES: readonly [number, number][] = [
  [80, 2],
  [70, 2],
  [62, 3],
  [54, 3],
];

const titleSpacing = (fontSize: number) => -fontSize / 40;

/** The same number of lines as `lines`, as even as possible (like CSS `text-wrap: balance`). */
function balance(title: string, fontSize: number, lines: string[]): string[] {
  const whole = lines.join(" ");
  let best = lines;
  let lo = 0;
  let hi = TITLE_MAX_WIDTH;
  while (hi - lo > 4) {
    const mid = (lo + hi) / 2;
    const tried = wrapText(title, fontSize, mid, lines.length, titleSpacing(fontSize));
    // Narrower must not mean more lines, a cut or a split word.
    if (!tried.truncated && !tried.splitWords && tried.lines.join(" ") === whole) {
      best = tried.lines;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

/** The largest title size that fits the title (cut with '…' at the smallest size if need be). */
export function fitTitle(title: string): { fontSize: number; lines: string[] } {
  for (const [fontSize, maxLines] of TITLE_SIZES) {
    const wrapped = wrapText(title, fontSize, TITLE_MAX_WIDTH, maxLines, titleSpacing(fontSize));
    if (!wrapped.truncated && !wrapped.splitWords) {
      return { fontSize, lines: balance(title, fontSize, wrapped.lines) };
    }
  }
  const fontSize = TITLE_SIZES.at(-1)?.[0] ?? 54;
  const { lines } = wrapText(title, fontSize, TITLE_MAX_WIDTH, TITLE_MAX_LINES, titleSpacing(fontSize));
  return { fontSize, lines };
}

// ── Drawing ────────────────────────────────────────────────────────────────────────────────────

const EYEBROW_SPACING = 3;

/** Eyebrow in caps, shrunk (and at worst cut) to fit one line. */
function fitEyebrow(eyebrow: string): { fontSize: number; text: string } {
  const caps = eyebrow.toLocaleUpperCase("nb");
  for (let fontSize = 26; fontSize >= 18; fontSize -= 2) {
    if (textWidth(caps, fontSize, EYEBROW_SPACING) <= TITLE_MAX_WIDTH) return { fontSize, text: caps };
  }
  return { fontSize: 18, text: wrapText(caps, 18, TITLE_MAX_WIDTH, 1, EYEBROW_SPACING).lines[0] ?? caps };
}

function textEl(x: number, y: number, size: number, fill: string, body: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${OG_FONT}" font-size="${n(size)}" fill="${fill}"${extra}>${body}</text>`;
}

/** The full share image as SVG source. */
export function ogSvg({ eyebrow, title }: { eyebrow: string; title: string }): string {
  const defs =
    `<radialGradient id="bg" cx="1" cy="-.08" r="1.25">` +
    `<stop offset="0" stop-color="${C.navy2}"/><stop offset=".5" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.ink}"/></radialGradient>` +
    `<radialGradient id="glow" cx="1" cy="1" r=".62">` +
    `<stop offset="0" stop-color="${C.teal5}" stop-opacity=".22"/><stop offset="1" stop-color="${C.teal5}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal3}"/><stop offset="1" stop-color="${C.teal5}"/></linearGradient>`;

  // Low mountain ridges and a fjord line in the bottom-right corner, below the title area.
  const ridges =
    `<path d="M700 630L880 500L950 548L1060 452L1200 540V630Z" fill="${C.navy2}" opacity=".85"/>` +
    `<path d="M820 630L975 532L1035 576L1115 512L1200 560V630Z" fill="${C.teal8}" opacity=".5"/>` +
    stroke("M760 606Q810 592 860 606T960 606T1060 606T1160 606T1260 606", C.teal5, 3, ' opacity=".45"');

  const [firstWord = "", ...restWords] = site.companyName.split(" ");
  const wordmark = textEl(
    150,
    103,
    34,
    C.white,
    `<tspan font-weight="700">${escapeXml(firstWord)}</tspan>${restWords.length ? ` <tspan font-weight="400">${escapeXml(restWords.join(" "))}</tspan>` : ""}`,
    ' letter-spacing="-.3"',
  );

  const eb = fitEyebrow(eyebrow);
  const t = fitTitle(title);
  const lineHeight = t.fontSize * 1.14;
  const gap = 30;
  const blockHeight = eb.fontSize + gap + t.lines.length * lineHeight - (lineHeight - t.fontSize * 0.76);
  // Centre the eyebrow + title block between the header (y 150) and the footer (y 515).
  const top = 150 + (515 - 150 - blockHeight) / 2;
  const eyebrowY = top + eb.fontSize * 0.76;
  const firstLineY = top + eb.fontSize + gap + t.fontSize * 0.76;

  const body =
    rect(0, 0, W, H, "url(#bg)") +
    rect(0, 0, W, H, "url(#glow)") +
    ridges +
    rect(0, 0, 12, H, "url(#bar)") +
    mark(80, 57, 1.2, true) +
    wordmark +
    textEl(
      TITLE_X,
      eyebrowY,
      eb.fontSize,
      C.teal3,
      escapeXml(eb.text),
      ` font-weight="700" letter-spacing="${EYEBROW_SPACING}"`,
    ) +
    t.lines
      .map((line, i) =>
        textEl(
          TITLE_X,
          firstLineY + i * lineHeight,
          t.fontSize,
          C.white,
          escapeXml(line),
          ` font-weight="700" letter-spacing="${n(titleSpacing(t.fontSize))}"`,
        ),
      )
      .join("") +
    rect(TITLE_X, 540, 64, 6, C.teal5, 3) +
    textEl(TITLE_X, 588, 26, C.slate3, escapeXml(OG_TAGLINE));

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>\n`;
}

let fontFiles: Promise<string[]> | undefined;

/** The image as resvg draws it with Inter alone (no system font can change it). */
export async function drawOgImage(opts: { eyebrow: string; title: string }): Promise<Buffer> {
  fontFiles ??= interFontFiles();
  const rendered = new Resvg(ogSvg(opts), {
    font: { fontFiles: await fontFiles, loadSystemFonts: false, defaultFontFamily: OG_FONT_FAMILY },
  }).render();
  return rendered.asPng();
}

/** The share image as PNG: drawn by resvg, then made a small palette PNG by sharp. */
export async function renderOgImage(opts: { eyebrow: string; title: string }): Promise<Buffer> {
  return sharp(await drawOgImage(opts))
    .png({ compressionLevel: 9, palette: true, quality: 100, effort: 4, dither: 1 })
    .toBuffer();
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!existsSync(path.dirname(OUT_DIR))) {
    throw new Error(`${path.dirname(OUT_DIR)} finnes ikke: kjør react-router build først`);
  }
  await rm(OUT_DIR, { recursive: true, force: true });
  await mkdir(OUT_DIR, { recursive: true });
  const images = ogImages();
  const sizes = await mapLimit(images, CONCURRENCY, async (image) => {
    const png = await renderOgImage(image);
    await writeFile(path.join(OUT_DIR, image.file), png);
    return png.length;
  });
  const kb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `og-images: ${images.length} images, ${Math.round(kb)} KB in ${seconds.toFixed(1)} s → ${path.relative(process.cwd(), OUT_DIR)}`,
  );
}

if (import.meta.main) await main();
