// The web topics' isometric illustrations (design, responsive, speed, SEO, security, upkeep,
// e-commerce, CMS, APIs), on the shared stage (iso-stage.ts).
import { SH } from "./iso.ts";
import { def, floatCube, H, stage, W } from "./iso-stage.ts";
import { arc, C, circle, lines, n, path, pd, radial, rect, stroke, svg } from "./svg.ts";
import { check, cursor, webPage } from "./ui.ts";

export function moderneDesign(): string {
  const { I, plat, Z } = stage();
  const cols = [0, 1, 2, 3, 4, 5]
    .map((i) => rect(12 + i * 30, 12, 24, 116, C.teal1, 0, ' opacity=".55"'))
    .join("");
  const canvas =
    cols +
    rect(12, 16, 176, 9, C.navy, 2) +
    rect(12, 32, 114, 44, C.teal5, 3) +
    lines(20, 42, [70, 52], 6, 5, C.white) +
    rect(132, 32, 56, 44, C.slate2, 3) +
    circle(160, 54, 12, C.teal3) +
    stroke("M28 116C60 70 110 132 170 88", C.teal7, 2.5) +
    stroke("M28 116L52 96M170 88L146 76", C.slate4, 1.2) +
    [
      [28, 116],
      [170, 88],
      [52, 96],
      [146, 76],
    ]
      .map(([x, y], i) =>
        i < 2
          ? rect((x ?? 0) - 3.5, (y ?? 0) - 3.5, 7, 7, C.white, 0, ` stroke="${C.teal7}" stroke-width="1.5"`)
          : circle(x ?? 0, y ?? 0, 2.5, C.teal7),
      )
      .join("");
  const paletteShape =
    "M45 0C80 0 96 18 90 38C86 52 70 48 62 54C54 60 58 68 40 68C12 68 0 50 0 33C0 12 20 0 45 0ZM21 46a7 7 0 1 0 14 0a7 7 0 1 0-14 0Z";
  const defs = def("pal", I.onT(165, 185, Z + 6, `<path fill-rule="evenodd" d="${paletteShape}"/>`));
  const dots = I.onT(
    165,
    185,
    Z + 6,
    [
      [28, 18, C.teal7],
      [50, 13, C.teal5],
      [70, 21, C.teal3],
      [75, 37, C.navy],
    ]
      .map(([x, y, c]) => circle(x as number, y as number, 7, c as string))
      .join(""),
  );
  const card = (y: number, sh: (typeof SH)[keyof typeof SH], label: string) =>
    I.shadow(238, y, Z, 44, 4, 10) +
    I.box(238, y, Z, 44, 4, 58, sh) +
    I.onL(238, y + 4, Z + 58, rect(5, 38, 34, 14, C.white, 2) + rect(9, 43, 18, 4, label, 2));
  const body =
    plat +
    I.shadow(30, 40, Z, 200, 8, 30) +
    I.box(110, 30, Z, 40, 30, 6, SH.navy) +
    I.box(126, 40, Z + 6, 8, 6, 16, SH.navy) +
    I.screen(30, 40, Z + 22, 200, 140, canvas, { pad: 5 }) +
    card(105, SH.teal, C.teal7) +
    card(128, SH.mint, C.teal5) +
    card(151, SH.navy, C.navy) +
    I.disc(210, 225, Z, 48, C.ink, ' opacity=".08"') +
    I.extrudeUp("pal", 6, C.slate3, C.white) +
    dots +
    cursor(560, 150, 1.3) +
    floatCube(I, -60, 150, 150, 18) +
    floatCube(I, 320, -20, 200, 12, false);
  return svg(W, H, body, defs);
}

export function responsivUtvikling(): string {
  const { I, plat, Z } = stage();
  const desktop = webPage(5, 5, 170, 105);
  const tablet = webPage(5, 5, 66, 90, false);
  const phone = webPage(4, 6, 32, 60, false);
  const body =
    plat +
    I.shadow(20, 50, Z, 170, 8, 30) +
    I.box(85, 40, Z, 40, 30, 5, SH.navy) +
    I.box(101, 50, Z + 5, 8, 6, 16, SH.navy) +
    I.screen(20, 50, Z + 21, 180, 115, desktop) +
    I.onT(
      0,
      0,
      Z,
      stroke("M215 100Q240 120 245 150M100 110Q100 170 95 215", C.teal5, 2.5, ' stroke-dasharray="2 7"'),
    ) +
    I.shadow(205, 165, Z, 76, 6, 22) +
    I.box(205, 155, Z, 76, 16, 8, SH.navy) +
    I.screen(205, 160, Z + 6, 76, 100, tablet, { depth: 6, bezel: SH.ink }) +
    I.shadow(70, 232, Z, 40, 5, 14) +
    I.box(66, 226, Z, 48, 14, 6, SH.navy) +
    I.screen(70, 232, Z + 4, 40, 72, phone, { depth: 5, pad: 4, bezel: SH.ink }) +
    floatCube(I, -50, 170, 140, 16) +
    floatCube(I, 330, 40, 190, 12, false);
  return svg(W, H, body);
}

export function hoyYtelse(): string {
  const { I, plat, Z } = stage();
  const gx = 95;
  const gy = 88;
  const ticks = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map((i) => {
      const a = Math.PI + (i / 8) * Math.PI;
      return `M${n(gx + Math.cos(a) * 44)} ${n(gy + Math.sin(a) * 44)}L${n(gx + Math.cos(a) * 38)} ${n(gy + Math.sin(a) * 38)}`;
    })
    .join("");
  const na = (305 * Math.PI) / 180;
  const gauge =
    stroke(arc(gx, gy, 58, 180, 360), C.slate2, 14, ' stroke-linecap="butt"') +
    stroke(arc(gx, gy, 58, 180, 318), C.teal5, 14, ' stroke-linecap="butt"') +
    stroke(arc(gx, gy, 58, 300, 318), C.teal7, 14, ' stroke-linecap="butt"') +
    stroke(ticks, C.slate4, 2) +
    stroke(`M${gx} ${gy}L${n(gx + Math.cos(na) * 46)} ${n(gy + Math.sin(na) * 46)}`, C.navy, 5) +
    circle(gx, gy, 9, C.navy) +
    circle(gx, gy, 3.5, C.teal3) +
    rect(20, 112, 150, 1, C.slate2) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(22 + i * 52, 122, 42, 16, C.light, 3) +
          rect(27 + i * 52, 128, 22 - i * 4, 4, i === 0 ? C.teal5 : C.slate3, 2),
      )
      .join("");
  const bolt = "M26 0L0 38H19L12 68L42 26H23L32 0Z";
  const defs = def("bolt", I.onL(218, 240, Z + 122, `<path d="${bolt}" transform="scale(1.6)"/>`));
  const bars = [22, 38, 56, 78]
    .map(
      (h, i) =>
        I.shadow(24 + i * 30, 222 - i * 6, Z, 22, 22, 10) +
        I.box(24 + i * 30, 222 - i * 6, Z, 22, 22, h, i === 3 ? SH.teal : SH.deep),
    )
    .join("");
  const body =
    plat +
    I.shadow(40, 60, Z, 190, 10, 34) +
    I.box(40, 60, Z, 190, 10, 6, SH.navy) +
    I.screen(46, 60, Z + 6, 178, 150, gauge) +
    bars +
    I.disc(248, 236, Z, 22, C.ink, ' opacity=".12"') +
    I.extrudeBack("bolt", 10, C.teal7, C.teal3) +
    floatCube(I, -50, 150, 150, 16, false) +
    floatCube(I, 300, -30, 220, 12);
  return svg(W, H, body, defs);
}

export function seoOptimalisering(): string {
  const { I, plat, Z } = stage();
  const res = (y: number, hi: boolean) =>
    (hi ? rect(8, y - 5, 154, 38, C.teal1, 4) : "") +
    rect(14, y, 10, 10, hi ? C.teal5 : C.slate3, 2) +
    lines(30, y, [hi ? 90 : 76], 5, 0, hi ? C.teal7 : C.navy) +
    lines(30, y + 11, [116, 96], 3.5, 4, C.slate3);
  const card =
    rect(10, 12, 150, 18, C.white, 9, ` stroke="${C.slate3}" stroke-width="2"`) +
    circle(146, 21, 4, "none", ` stroke="${C.teal7}" stroke-width="2"`) +
    lines(20, 19, [60], 4, 0, C.slate3) +
    res(50, true) +
    res(96, false) +
    res(136, false) +
    res(176, false);
  const glass = "M50 0a50 50 0 1 0 .1 0ZM50 14a36 36 0 1 1-.1 0ZM86 92l10-10 34 34a7 7 0 0 1-10 10Z";
  const defs = def("mag", I.onL(96, 205, Z + 190, `<path fill-rule="evenodd" d="${glass}"/>`));
  const bars = [30, 52, 78]
    .map(
      (h, i) =>
        I.shadow(226 + i * 22, 24, Z, 16, 16, 8) +
        I.box(226 + i * 22, 24, Z, 16, 16, h, i === 2 ? SH.teal : SH.deep),
    )
    .join("");
  const [ax, ay] = I.p(262, 20, Z + 110);
  const body =
    plat +
    bars +
    stroke(
      `M${n(ax - 80)} ${n(ay + 40)}L${n(ax - 40)} ${n(ay + 8)}L${n(ax - 16)} ${n(ay + 24)}L${n(ax + 26)} ${n(ay - 18)}`,
      C.teal7,
      4,
    ) +
    path(`M${n(ax + 34)} ${n(ay - 27)}L${n(ax + 14)} ${n(ay - 22)}L${n(ax + 29)} ${n(ay - 7)}Z`, C.teal7) +
    I.shadow(30, 60, Z, 170, 210, 14, 0.1) +
    I.box(30, 60, Z, 170, 210, 4, SH.paper) +
    I.onT(30, 60, Z + 4, card) +
    I.disc(150, 180, Z + 4, 46, C.ink, ' opacity=".1"') +
    I.onL(96, 205, Z + 190, circle(50, 50, 36, C.teal1, ' opacity=".45"')) +
    I.extrudeBack("mag", 10, C.navy, C.slate) +
    I.onL(96, 205, Z + 190, stroke(arc(50, 50, 43, 200, 250), C.teal3, 4)) +
    floatCube(I, -50, 120, 170, 16) +
    floatCube(I, 320, 120, 140, 12, false);
  return svg(W, H, body, defs);
}

export function sikkerhet(): string {
  const { I, plat, Z } = stage();
  const rack = [0, 1, 2, 3]
    .map(
      (i) =>
        rect(8, 10 + i * 27, 54, 20, C.navy2, 3) +
        circle(16, 20 + i * 27, 3, i === 1 ? C.teal3 : C.teal5) +
        lines(26, 18 + i * 27, [28], 4, 0, C.slate),
    )
    .join("");
  const shield = "M60 0L120 20V64C120 104 94 128 60 140C26 128 0 104 0 64V20Z";
  const inner = "M60 14L106 30V64C106 96 86 116 60 126C34 116 14 96 14 64V30Z";
  const defs = def("sh", I.onL(110, 190, Z + 168, `<path d="${shield}"/>`));
  const body =
    plat +
    I.shadow(30, 30, Z, 80, 70, 30) +
    I.box(30, 30, Z, 80, 70, 126, SH.navy) +
    I.onL(30, 100, Z + 126, rack) +
    I.onR(110, 100, Z + 126, [0, 1, 2, 3].map((i) => rect(8, 12 + i * 27, 54, 3, C.slate, 1.5)).join("")) +
    I.disc(166, 184, Z, 46, C.ink, ' opacity=".08"') +
    I.extrudeBack("sh", 14, C.teal8, C.teal5) +
    I.onL(110, 190, Z + 168, path(inner, C.teal7) + stroke("M36 70L54 88L86 52", C.white, 12)) +
    I.shadow(222, 206, Z, 44, 26, 12) +
    I.onL(222, 219, Z + 34, stroke("M9 0V-12A13 13 0 0 1 35 -12V0", C.slate4, 6)) +
    I.box(222, 206, Z, 44, 26, 34, SH.paper) +
    I.onL(222, 232, Z + 34, circle(22, 13, 4.5, C.navy) + rect(20.5, 14, 3, 10, C.navy, 1.5)) +
    floatCube(I, -60, 140, 160, 16) +
    floatCube(I, 320, 60, 190, 12, false);
  return svg(W, H, body, defs);
}

export function vedlikehold(): string {
  const { I, plat, Z } = stage();
  const rows = [0, 1, 2]
    .map(
      (i) =>
        check(24, 38 + i * 26, 7, i < 2 ? C.teal5 : C.slate3) +
        lines(38, 34 + i * 26, [90 - i * 14], 5, 0, C.navy) +
        lines(38, 42 + i * 26, [60], 3, 0, C.slate3),
    )
    .join("");
  const monitor =
    rect(14, 12, 80, 10, C.navy, 2) +
    rows +
    rect(14, 116, 130, 8, C.light, 4) +
    rect(14, 116, 96, 8, C.teal5, 4) +
    stroke(arc(140, 40, 14, -60, 220), C.teal7, 3.5) +
    path("M151 20L148 30L158 30Z", C.teal7, ` transform="rotate(20 151 27)"`);
  const gear = `${pd(radial(46, 46, [46, 46, 34, 34], 10, 0.12))}M46 30a16 16 0 1 0 .1 0Z`;
  const wrench =
    "M0 14A8 8 0 0 1 8 6H120.5A22 22 0 1 1 120.5 22H8A8 8 0 0 1 0 14ZM136 6H150.5L150.5 22H136ZM8 14a4 4 0 1 0 .1 0Z";
  const defs =
    def("gear", I.onL(196, 176, Z + 110, `<path fill-rule="evenodd" d="${gear}"/>`)) +
    def(
      "wr",
      I.onT(40, 210, Z + 6, `<path fill-rule="evenodd" d="${wrench}" transform="rotate(-12 80 14)"/>`),
    );
  const body =
    plat +
    I.shadow(30, 40, Z, 170, 8, 30) +
    I.box(95, 30, Z, 40, 30, 6, SH.navy) +
    I.box(111, 40, Z + 6, 8, 6, 14, SH.navy) +
    I.screen(30, 40, Z + 20, 170, 140, monitor) +
    I.disc(244, 170, Z, 34, C.ink, ' opacity=".08"') +
    I.extrudeBack("gear", 12, C.teal8, C.teal5) +
    I.onL(196, 176, Z + 110, circle(46, 46, 24, C.teal7, ' opacity=".35"')) +
    I.extrudeUp("wr", 6, C.slate, C.slate4) +
    I.box(250, 230, Z, 18, 18, 18, SH.teal) +
    I.box(226, 258, Z, 14, 14, 14, SH.mint) +
    floatCube(I, -50, 160, 150, 16) +
    floatCube(I, 320, 50, 210, 12, false);
  return svg(W, H, body, defs);
}

export function eHandel(): string {
  const { I, plat, Z } = stage();
  const prod = (x: number, y: number, hi: boolean) =>
    rect(x, y, 74, 58, C.light, 4) +
    rect(x + 6, y + 6, 62, 26, hi ? C.teal1 : C.slate2, 3) +
    path(`M${x + 22} ${y + 28}l8-14 8 14Z`, hi ? C.teal5 : C.slate4) +
    lines(x + 6, y + 38, [40], 4, 0, C.navy) +
    rect(x + 46, y + 44, 22, 9, C.teal5, 4.5) +
    lines(x + 6, y + 47, [24], 4, 0, C.teal7);
  const shop =
    rect(12, 12, 156, 10, C.slate2) +
    circle(18, 17, 2, C.teal5) +
    prod(12, 28, true) +
    prod(94, 28, false) +
    rect(12, 92, 156, 24, C.teal1, 4) +
    lines(20, 100, [70], 5, 0, C.teal7) +
    rect(118, 97, 42, 14, C.teal7, 7);
  const coins = (x: number, y: number, k: number) => {
    let s = I.disc(x + 6, y + 6, Z, 17, C.ink, ' opacity=".1"');
    for (let i = 0; i < k; i++) s += I.cyl(x, y, Z + i * 7, 15, 6, i % 2 ? SH.mint : SH.teal);
    return s;
  };
  const [tx, ty] = I.p(300, 40, Z + 190);
  const body =
    plat +
    I.shadow(30, 40, Z, 180, 8, 30) +
    I.box(30, 40, Z, 180, 8, 6, SH.navy) +
    I.screen(30, 40, Z + 6, 180, 130, shop) +
    I.shadow(104, 150, Z, 54, 36, 22) +
    I.box(104, 150, Z, 54, 36, 62, SH.navy) +
    I.onL(104, 168, Z + 62, stroke("M14 0V-6A13 13 0 0 1 40 -6V0", C.slate, 4)) +
    I.shadow(146, 176, Z, 74, 46, 28) +
    I.box(146, 176, Z, 74, 46, 86, SH.teal) +
    I.onL(146, 199, Z + 86, stroke("M20 0V-10A17 17 0 0 1 54 -10V0", C.teal8, 5)) +
    I.onL(146, 222, Z + 86, rect(22, 26, 30, 24, C.white, 4) + path("M29 44l8-12 8 12Z", C.teal5)) +
    coins(255, 225, 4) +
    coins(222, 262, 2) +
    `<g transform="rotate(-18 ${n(tx)} ${n(ty)})">${path(`M${n(tx)} ${n(ty)}h52a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6h-52l-16-16Z`, C.teal7)}${circle(tx - 2, ty + 16, 4, C.white)}${lines(tx + 10, ty + 11, [34, 22], 4, 3, C.teal1)}</g>` +
    floatCube(I, -60, 150, 150, 16) +
    floatCube(I, 300, 200, 170, 12, false);
  return svg(W, H, body);
}

export function cmsIntegrasjon(): string {
  const { I, plat, Z } = stage();
  const field = (y: number, w: number) =>
    lines(60, y, [40], 4, 0, C.slate4) +
    rect(60, y + 8, w, 14, C.white, 3, ` stroke="${C.slate3}" stroke-width="1.5"`);
  const panel =
    rect(5, 5, 44, 140, C.navy) +
    circle(18, 18, 5, C.teal3) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(12, 34 + i * 14, i === 1 ? 30 : 24, 4, i === 1 ? C.teal3 : C.slate, 2))
      .join("") +
    rect(49, 5, 146, 16, C.light) +
    rect(150, 9, 36, 9, C.teal5, 4.5) +
    field(30, 124) +
    field(60, 124) +
    lines(60, 92, [40], 4, 0, C.slate4) +
    rect(60, 100, 124, 34, C.light, 3) +
    lines(66, 106, [100, 110, 70], 3, 4, C.slate3);
  const sheet = (k: number) =>
    I.box(188 + k * 6, 160 - k * 6, Z + k * 5, 70, 92, 3, SH.paper) +
    (k === 2
      ? I.onT(
          194 + k * 6 - 6,
          160 - k * 6,
          Z + k * 5 + 3,
          rect(8, 10, 26, 6, C.teal5, 2) +
            lines(8, 24, [54, 48, 56, 40], 3.5, 5, C.slate3) +
            rect(8, 60, 54, 22, C.teal1, 2),
        )
      : "");
  const imgCard =
    rect(10, 10, 36, 24, C.teal1, 2) +
    path("M12 32l10-12 8 8 5-5 9 9Z", C.teal5) +
    circle(36, 16, 3, C.white);
  const body =
    plat +
    I.shadow(20, 40, Z, 200, 8, 30) +
    I.box(20, 40, Z, 200, 8, 6, SH.navy) +
    I.screen(20, 40, Z + 6, 200, 150, panel) +
    I.shadow(188, 148, Z, 82, 104, 12) +
    sheet(0) +
    sheet(1) +
    sheet(2) +
    I.cyl(80, 230, Z, 26, 22, SH.deep) +
    I.cyl(80, 230, Z + 24, 26, 22, SH.teal) +
    I.onT(0, 0, Z, stroke("M110 220Q150 210 186 210", C.teal7, 2.5, ' stroke-dasharray="3 6"')) +
    I.shadow(-10, 140, Z + 60, 0, 0, 0, 0) +
    I.screen(30, 130, Z + 100, 56, 44, imgCard, { bezel: SH.mint, pad: 3 }) +
    floatCube(I, 320, 30, 190, 14) +
    floatCube(I, -60, 220, 130, 12, false);
  return svg(W, H, body);
}

export function apiIntegrasjoner(): string {
  const { I, plat, Z } = stage();
  const pieceA = "M0 0H90V32A15 15 0 1 1 90 58V90H0Z";
  const pieceB = "M0 0H90V90H0V58A15 15 0 1 0 0 32Z";
  const defs =
    def("pa", I.onT(40, 110, Z + 14, `<path d="${pieceA}"/>`)) +
    def("pb", I.onT(168, 110, Z + 14, `<path d="${pieceB}"/>`));
  const leds = (k: number) =>
    [0, 1, 2]
      .map(
        (i) =>
          rect(8, 10 + i * 14, 34, 6, C.navy2, 2) + circle(14, 13 + i * 14, 2, i === k ? C.teal3 : C.teal5),
      )
      .join("");
  const braces = stroke(
    "M24 12Q17 12 17 18V22Q17 26 12 26Q17 26 17 30V34Q17 40 24 40M46 12Q53 12 53 18V22Q53 26 58 26Q53 26 53 30V34Q53 40 46 40",
    C.teal7,
    3.5,
  );
  const body =
    plat +
    I.shadow(220, 10, Z, 56, 56, 20) +
    I.box(220, 10, Z, 56, 56, 70, SH.navy) +
    I.onL(220, 66, Z + 70, leds(0)) +
    I.screen(40, 20, Z + 70, 70, 52, braces, { bezel: SH.mint, pad: 4 }) +
    I.onT(
      0,
      0,
      Z,
      stroke("M236 70Q236 100 214 112M46 214Q60 214 66 202", C.teal7, 3, ' stroke-dasharray="3 6"'),
    ) +
    I.shadow(168, 110, Z, 90, 90, 14) +
    I.extrudeUp("pb", 14, C.navy, C.slate) +
    I.onT(168, 110, Z + 14, circle(50, 45, 11, C.teal5)) +
    I.shadow(40, 110, Z, 104, 90, 14) +
    I.extrudeUp("pa", 14, C.teal7, C.teal3) +
    I.onT(40, 110, Z + 14, stroke("M112 45H150", C.teal7, 3, ' stroke-dasharray="2 6"')) +
    I.shadow(10, 214, Z, 50, 50, 16) +
    I.box(10, 214, Z, 50, 50, 56, SH.navy) +
    I.onL(10, 264, Z + 56, leds(1)) +
    floatCube(I, -40, 80, 200, 14) +
    floatCube(I, 330, 120, 160, 12, false);
  return svg(W, H, body, defs);
}
