// Case (1200×800) and news (1200×675) illustrations: navy scenes with teal accents.
import { createIso, SH } from "./iso.ts";
import { arc, C, circle, g, lines, n, path, rect, rng, sparkle, stroke, svg } from "./svg.ts";
import { check, cursor, webPage } from "./ui.ts";

const dots = (id: string) =>
  `<pattern id="${id}" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${C.navy2}"/></pattern>`;

/** Navy backdrop with a dot grid and a soft teal glow. */
function backdrop(w: number, h: number): [string, string] {
  const defs =
    dots("dt") +
    `<radialGradient id="gl" cx=".75" cy=".2" r=".7"><stop offset="0" stop-color="${C.teal7}" stop-opacity=".35"/><stop offset="1" stop-color="${C.navy}" stop-opacity="0"/></radialGradient>`;
  return [defs, rect(0, 0, w, h, C.navy) + rect(0, 0, w, h, "url(#gl)") + rect(0, 0, w, h, "url(#dt)")];
}

/** Flat window card with a flat offset shadow and title-bar dots. */
function win(x: number, y: number, w: number, h: number, body: string, dark = false): string {
  return (
    rect(x + 14, y + 18, w, h, C.ink, 14, ' opacity=".35"') +
    rect(x, y, w, h, dark ? C.navy2 : C.white, 14) +
    [0, 1, 2]
      .map((i) => circle(x + 22 + i * 16, y + 20, 4.5, i === 0 ? C.teal5 : dark ? C.slate : C.slate3))
      .join("") +
    g(body, `transform="translate(${x} ${y})"`)
  );
}

/** Document icon with a folded corner. */
const doc = (x: number, y: number, s: number, fill: string = C.teal1, fold: string = C.teal3) =>
  path(`M${x} ${y}h${n(s * 0.7)}l${n(s * 0.3)} ${n(s * 0.3)}v${n(s)}h${n(-s)}Z`, fill) +
  path(`M${n(x + s * 0.7)} ${y}v${n(s * 0.3)}h${n(s * 0.3)}Z`, fold);

export function styreportal(): string {
  const [defs, bg] = backdrop(1200, 800);
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 170 + i * 62;
      return (
        rect(220, y, 380, 50, i === 1 ? C.teal1 : C.light, 8) +
        doc(236, y + 10, 28, i === 1 ? C.teal5 : C.slate3, i === 1 ? C.teal7 : C.slate4) +
        lines(278, y + 14, [160 - (i % 3) * 30], 7, 0, C.navy) +
        lines(278, y + 29, [100], 5, 0, C.slate4) +
        rect(520, y + 16, 62, 18, i < 2 ? C.teal5 : C.slate3, 9)
      );
    })
    .join("");
  const agenda =
    rect(630, 110, 230, 380, C.light, 10) +
    lines(650, 132, [110], 9, 0, C.navy) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          check(662, 182 + i * 56, 10, i < 3 ? C.teal5 : C.slate3) +
          lines(682, 176 + i * 56, [130 - i * 10, 90], 5, 6, C.slate4),
      )
      .join("");
  const side =
    rect(0, 40, 180, 520, C.navy2) +
    rect(0, 40, 180, 6, C.teal5) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => rect(26, 90 + i * 40, i === 0 ? 110 : 90, 10, i === 0 ? C.teal3 : C.slate, 5))
      .join("");
  const main =
    g(side) + lines(220, 80, [240], 16, 0, C.navy) + lines(220, 112, [320], 7, 0, C.slate3) + rows + agenda;
  const chat =
    rect(20, 60, 200, 56, C.slate, 14) +
    lines(36, 76, [150, 110], 7, 9, C.slate4) +
    rect(90, 132, 200, 72, C.teal5, 14) +
    lines(106, 148, [160, 120, 140], 7, 8, C.white) +
    rect(20, 220, 90, 40, C.slate, 14) +
    [0, 1, 2].map((i) => circle(44 + i * 20, 240, 5, C.teal3)).join("") +
    rect(20, 282, 270, 44, C.navy, 22) +
    lines(40, 300, [150], 7, 0, C.slate) +
    circle(266, 304, 15, C.teal5) +
    path("M260 304l10-6v12Z", C.white);
  const I = createIso(1010, 130);
  const stack =
    [0, 1, 2].map((k) => I.box(k * 8, -k * 8, k * 8, 90, 110, 4, SH.paper)).join("") +
    I.onT(16, -16, 24, rect(10, 12, 30, 8, C.teal5, 3) + lines(10, 30, [66, 56, 70, 44], 5, 8, C.slate3));
  const body =
    bg +
    win(90, 110, 900, 600, g(main, 'transform="translate(0 0)"')) +
    win(820, 380, 310, 350, chat, true) +
    path(sparkle(1090, 360, 26), C.teal3) +
    path(sparkle(1134, 320, 12), C.teal5) +
    stack;
  return svg(1200, 800, body, defs);
}

/** A stack of sandwich panels: one box with striped sides (paper skins, teal core). */
function panelStack(
  I: ReturnType<typeof createIso>,
  w: number,
  d: number,
  count: number,
  ph: number,
  core: string,
  coreR: string,
): string {
  const h = count * ph;
  const bands = (len: number) => {
    let dd = "";
    let seams = "";
    for (let k = 0; k < count; k++) {
      dd += `M0 ${n(k * ph + ph * 0.22)}h${len}v${n(ph * 0.56)}h${-len}Z`;
      if (k) seams += `M0 ${n(k * ph)}h${len}`;
    }
    return [dd, seams] as const;
  };
  const [l, ls] = bands(w);
  const [r, rs] = bands(d);
  return (
    I.shadow(0, 0, 0, w, d, 22, 0.25) +
    I.box(0, 0, 0, w, d, h, SH.paper) +
    I.onL(0, d, h, path(l, core) + stroke(ls, C.slate4, 1)) +
    I.onR(w, d, h, path(r, coreR) + stroke(rs, C.slate4, 1)) +
    I.onT(0, 0, h, stroke(`M0 ${n(d * 0.33)}h${w}M0 ${n(d * 0.66)}h${w}`, C.slate2, 2))
  );
}

export function sandwichpanel(): string {
  const [defs, bg] = backdrop(1200, 800);
  const P = createIso(330, 220);
  const stackA = panelStack(P, 170, 80, 5, 18, C.teal3, C.teal5);
  const product =
    rect(30, 50, 560, 300, C.teal1, 10) +
    g(stackA, 'transform="translate(-20 12)"') +
    lines(30, 378, [300], 18, 0, C.navy) +
    lines(30, 412, [420, 360], 8, 10, C.slate3) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(
            30 + i * 100,
            460,
            86,
            40,
            i === 1 ? C.teal1 : C.light,
            8,
            i === 1 ? ` stroke="${C.teal5}" stroke-width="2"` : "",
          ) + rect(44 + i * 100, 476, 58, 8, i === 1 ? C.teal7 : C.slate4, 4),
      )
      .join("") +
    rect(30, 520, 200, 44, C.teal5, 22) +
    lines(62, 538, [136], 8, 0, C.white);
  const field = (y: number, w: number) =>
    lines(30, y, [90], 7, 0, C.slate4) +
    rect(30, y + 16, w, 40, C.navy, 8) +
    lines(46, y + 32, [w * 0.4], 8, 0, C.slate3);
  const calc =
    lines(30, 48, [170], 12, 0, C.white) +
    field(84, 300) +
    field(164, 140) +
    g(field(0, 140), 'transform="translate(160 164)"') +
    lines(30, 250, [90], 7, 0, C.slate4) +
    rect(30, 276, 300, 6, C.navy, 3) +
    rect(30, 276, 190, 6, C.teal5, 3) +
    circle(220, 279, 12, C.white, ` stroke="${C.teal5}" stroke-width="4"`) +
    rect(30, 314, 300, 1.5, C.slate) +
    lines(30, 338, [80], 8, 0, C.slate4) +
    lines(30, 356, [170], 20, 0, C.teal3) +
    rect(230, 340, 100, 40, C.teal5, 20);
  const I = createIso(960, 560);
  const stacks = panelStack(I, 150, 60, 6, 14, C.teal5, C.teal7);
  const body =
    bg +
    win(80, 90, 620, 620, product) +
    win(760, 110, 360, 420, calc, true) +
    g(stacks, 'transform="translate(20 50)"') +
    cursor(960, 380, 1.5);
  return svg(1200, 800, body, defs);
}

export function finansanalyse(): string {
  const [defs, bg] = backdrop(1200, 800);
  const r = rng(42);
  let price = 420;
  let candles = "";
  let wicks = "";
  let wicksUp = "";
  let avg = "";
  let vol = "";
  let candlesUp = "";
  let volUp = "";
  for (let i = 0; i < 26; i++) {
    const x = 60 + i * 25;
    const open = price;
    price -= (r() - 0.4) * 34;
    const close = price;
    const hi = Math.min(open, close) - r() * 18;
    const lo = Math.max(open, close) + r() * 18;
    const up = close < open;
    const w = `M${n(x + 7)} ${n(hi)}V${n(lo)}`;
    if (up) wicksUp += w;
    else wicks += w;
    const c = `M${n(x)} ${n(Math.min(open, close))}h14v${n(Math.max(3, Math.abs(close - open)))}h-14Z`;
    if (up) candlesUp += c;
    else candles += c;
    avg += `${i ? "L" : "M"}${n(x + 7)} ${n((open + close) / 2 - 30)}`;
    const vh = 10 + r() * 44;
    const v = `M${n(x)} ${n(440 - vh)}h14v${n(vh)}h-14Z`;
    if (up) volUp += v;
    else vol += v;
  }
  const grid = [0, 1, 2, 3].map((i) => rect(50, 110 + i * 80, 660, 1, C.slate, 0, ' opacity=".6"')).join("");
  const chart =
    lines(40, 50, [180], 12, 0, C.white) +
    [0, 1, 2, 3].map((i) => rect(500 + i * 54, 44, 46, 24, i === 1 ? C.teal7 : C.navy, 12)).join("") +
    grid +
    `<g transform="translate(0 -80)">${stroke(wicks, C.slate4, 2)}${stroke(wicksUp, C.teal3, 2)}${path(candles, C.slate4)}${path(candlesUp, C.teal3)}${stroke(avg, C.teal5, 3, ' opacity=".9"')}</g>` +
    path(vol, C.slate) +
    path(volUp, C.teal7);
  const gx = 130;
  const gy = 150;
  const na = (200 * Math.PI) / 180;
  const gauge =
    lines(30, 50, [120], 10, 0, C.white) +
    stroke(arc(gx, gy, 80, 180, 360), C.navy, 18, ' stroke-linecap="butt"') +
    stroke(arc(gx, gy, 80, 180, 212), C.teal3, 18, ' stroke-linecap="butt"') +
    stroke(`M${gx} ${gy}L${n(gx + Math.cos(na) * 64)} ${n(gy + Math.sin(na) * 64)}`, C.white, 5) +
    circle(gx, gy, 10, C.white) +
    circle(gx, gy, 4, C.teal5) +
    lines(86, 180, [88], 16, 0, C.teal3) +
    lines(96, 206, [68], 6, 0, C.slate4);
  const book =
    lines(30, 50, [110], 10, 0, C.white) +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const w = 30 + ((i * 37) % 90) + (i < 4 ? 40 - i * 8 : 0);
        const ask = i < 4;
        return rect(ask ? 30 : 230 - w, 80 + i * 22, w, 14, ask ? C.slate : C.teal7, 3);
      })
      .join("") +
    rect(30, 168, 200, 1.5, C.teal5);
  const spark = (x: number, k: number) => {
    const q = rng(k);
    let d = "";
    for (let i = 0; i < 10; i++)
      d += `${i ? "L" : "M"}${n(24 + i * 20)} ${n(70 - i * 2 - q() * 26 + (k === 2 ? i * 4 : 0))}`;
    return win(
      x,
      640,
      230,
      110,
      lines(24, 40, [90], 8, 0, C.slate4) + stroke(d, k === 2 ? C.slate4 : C.teal3, 3),
      true,
    );
  };
  const body =
    bg +
    win(60, 80, 740, 500, chart, true) +
    win(860, 80, 280, 250, gauge, true) +
    win(860, 380, 280, 260, book, true) +
    spark(60, 1) +
    spark(315, 2) +
    spark(570, 3);
  return svg(1200, 800, body, defs);
}

export function nyttKontor(): string {
  const defs =
    `<linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.light}"/><stop offset="1" stop-color="${C.teal1}"/></linearGradient>` +
    `<linearGradient id="wa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal7}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>`;
  const I = createIso(700, 300);
  const win = (cols: number, rows: number, cw: number, rh: number, fill: string) => {
    let s = "";
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) s += rect(8 + c * cw, 10 + r * rh, cw - 6, rh - 8, fill, 1);
    return s;
  };
  const building =
    I.box(-40, -40, -30, 420, 220, 30, SH.navy) +
    I.box(0, 0, 0, 300, 120, 130, SH.light) +
    I.onL(0, 120, 130, win(10, 4, 30, 30, C.teal3)) +
    I.onR(300, 120, 130, win(4, 4, 30, 30, C.teal5)) +
    I.box(-10, 30, 130, 220, 110, 14, SH.ink) +
    I.box(-10, 30, 144, 220, 110, 70, SH.teal) +
    I.onL(-10, 140, 214, win(7, 2, 31, 30, C.teal1)) +
    I.onR(210, 140, 214, win(3, 2, 36, 30, C.teal3)) +
    I.box(60, 50, 214, 40, 40, 8, SH.navy) +
    I.box(300, 160, 0, 60, 10, 2, SH.paper);
  const water =
    rect(0, 430, 1200, 245, "url(#wa)") +
    stroke(
      "M80 470H260M330 500H520M120 540H300M620 600H900M900 500H1060M40 620H240",
      C.teal3,
      3,
      ' opacity=".35"',
    );
  const body =
    rect(0, 0, 1200, 675, "url(#sk)") +
    circle(260, 150, 60, C.white, ' opacity=".9"') +
    path("M0 430L160 250L300 380L470 200L640 360L760 270L900 390L1040 260L1200 380V430Z", C.slate3) +
    path("M0 430L110 320L230 430ZM360 430L520 290L640 400L700 360L800 430Z", C.slate4) +
    path("M470 200L510 248L490 240L470 262L452 238L432 246Z", C.white) +
    path("M1040 260L1080 300L1062 296L1044 312L1028 292L1010 298Z", C.white) +
    water +
    building +
    path("M0 520L260 470L420 520L420 675H0Z", C.navy2) +
    path("M60 520l18-50 18 50ZM110 515l22-62 22 62ZM170 505l16-44 16 44Z", C.teal8);
  return svg(1200, 675, body, defs);
}

export function webutviklingAi(): string {
  const [defs, bg] = backdrop(1200, 675);
  const code = [
    [0, [90, 60], [C.teal3, C.white]],
    [1, [60, 120, 40], [C.slate4, C.teal1, C.teal3]],
    [2, [80, 150], [C.white, C.slate4]],
    [2, [50, 90, 70], [C.teal3, C.white, C.slate4]],
    [1, [40], [C.slate4]],
    [0, [70, 110], [C.teal5, C.white]],
    [1, [130, 60], [C.teal1, C.teal3]],
    [1, [90], [C.slate4]],
    [0, [30], [C.teal3]],
  ] as const;
  const codeBody =
    code
      .map(([ind, ws, cs], i) => {
        let x = 80 + ind * 30;
        const y = 70 + i * 34;
        let s = rect(30, y, 20, 8, C.slate, 4);
        ws.forEach((w, k) => {
          s += rect(x, y, w, 10, cs[k] ?? C.white, 5, cs[k] === C.white ? ' opacity=".8"' : "");
          x += w + 12;
        });
        return s;
      })
      .join("") + rect(80 + 30, 70 + 9 * 34 + 2, 3, 22, C.teal3);
  const body =
    bg +
    win(90, 110, 560, 430, codeBody, true) +
    win(600, 220, 500, 360, `<g transform="translate(20 40)">${webPage(0, 0, 460, 300, false)}</g>`) +
    stroke("M560 110Q640 60 720 150", C.teal3, 4, ' stroke-dasharray="2 12"') +
    path(sparkle(760, 150, 52), C.teal3) +
    path(sparkle(840, 86, 22), C.teal5) +
    path(sparkle(700, 70, 14), C.teal1) +
    cursor(940, 470, 1.6);
  return svg(1200, 675, body, defs);
}

export function aiAgenter(): string {
  const [defs, bg] = backdrop(1200, 675);
  const I = createIso(600, 300);
  const db =
    [0, 1, 2].map((k) => I.cyl(0, 0, k * 50, 90, 40, k === 2 ? SH.teal : SH.deep)).join("") +
    I.disc(0, 0, 0, 110, C.ink, ' opacity=".35"');
  const agent = (x: number, y: number, s: number) =>
    g(
      circle(0, 0, 58, C.navy2) +
        circle(0, 0, 58, "none", ` stroke="${C.teal5}" stroke-width="3"`) +
        rect(-32, -22, 64, 48, C.light, 14) +
        rect(-20, -8, 40, 18, C.navy, 9) +
        circle(-9, 1, 4, C.teal3) +
        circle(9, 1, 4, C.teal3) +
        stroke("M0 -22V-34", C.light, 4) +
        circle(0, -38, 5, C.teal3),
      `transform="translate(${x} ${y}) scale(${s})"`,
    );
  const vec = (x: number, y: number, k: number) => {
    const q = rng(k);
    return (
      rect(x - 8, y - 8, 8 * 18 + 8, 30, C.navy2, 8) +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => rect(x + i * 18, y, 12, 14, C.teal3, 2, ` opacity="${n(0.25 + q() * 0.75)}"`))
        .join("")
    );
  };
  const arrows =
    stroke("M250 250Q360 220 450 250", C.teal5, 4, ' stroke-dasharray="2 10"') +
    stroke("M460 340Q350 380 250 350", C.teal3, 4) +
    path("M240 348l18-12-2 20Z", C.teal3) +
    stroke("M760 230Q860 160 930 180", C.teal3, 4) +
    path("M944 184l-20 9 4-20Z", C.teal3) +
    stroke("M760 400Q860 470 930 460", C.teal5, 4, ' stroke-dasharray="2 10"');
  const body =
    bg +
    db +
    arrows +
    agent(180, 300, 1.1) +
    agent(1000, 190, 0.95) +
    agent(1000, 470, 0.95) +
    vec(300, 180, 7) +
    vec(780, 120, 9) +
    vec(800, 500, 11) +
    path(sparkle(600, 90, 26), C.teal3);
  return svg(1200, 675, body, defs);
}

export const CASES: Record<string, () => string> = { styreportal, sandwichpanel, finansanalyse };
export const NEWS: Record<string, () => string> = {
  "nye-kontor-mortel-innovation-dock": nyttKontor,
  "webutvikling-ai-stormfart": webutviklingAi,
  "ai-agenter-pinecone-rag": aiAgenter,
};
