// 800×600 isometric topic illustrations on a light platform, transparent background: the map of
// them all, and the category scenes (the web topics are in iso-scenes-web.ts).
import { SH } from "./iso.ts";
import {
  apiIntegrasjoner,
  cmsIntegrasjon,
  eHandel,
  hoyYtelse,
  moderneDesign,
  responsivUtvikling,
  seoOptimalisering,
  sikkerhet,
  vedlikehold,
} from "./iso-scenes-web.ts";
import { floatCube, H, stage, W } from "./iso-stage.ts";
import { C, circle, lines, n, type P2, path, rect, sparkle, stroke, svg } from "./svg.ts";
import { cursor, webPage } from "./ui.ts";

export function front(): string {
  const { I, plat, Z } = stage();
  const leds = (len: number) =>
    [0, 1]
      .map(
        (i) =>
          rect(12, 8 + i * 10, len, 4, C.navy2, 2) +
          circle(len + 20, 10 + i * 10, 2.2, i ? C.teal5 : C.teal3),
      )
      .join("");
  const chips =
    [0, 1, 2]
      .map((i) => rect(26 + i * 54, 40, 40, 40, C.teal3, 4) + rect(26 + i * 54, 110, 40, 40, C.teal3, 4))
      .join("") + stroke("M46 80V110M100 80V110M154 80V110M66 60H80M120 60H134", C.teal1, 3);
  const browser = webPage(0, 0, 200, 200);
  const cornerLines = [
    [50, 250],
    [250, 250],
    [250, 50],
  ]
    .map(([x, y]) => {
      const [ax, ay] = I.p(x ?? 0, y ?? 0, Z + 30);
      const [, by] = I.p(x ?? 0, y ?? 0, Z + 90);
      return `M${n(ax)} ${n(ay)}V${n(by)}`;
    })
    .join("");
  const body =
    plat +
    I.shadow(50, 50, Z, 200, 200, 30) +
    I.box(50, 50, Z, 200, 200, 30, SH.navy) +
    I.onL(50, 250, Z + 30, leds(150)) +
    I.onR(250, 250, Z + 30, leds(150)) +
    stroke(cornerLines, C.teal5, 2, ' stroke-dasharray="3 5"') +
    I.box(50, 50, Z + 50, 200, 200, 12, SH.deep) +
    I.onT(50, 50, Z + 62, chips) +
    I.box(50, 50, Z + 90, 200, 200, 6, SH.paper) +
    I.onT(50, 50, Z + 96, browser) +
    cursor(470, 170, 1.3) +
    floatCube(I, -60, 140, 150, 16) +
    floatCube(I, 320, 60, 200, 12, false);
  return svg(W, H, body);
}

export function ai(): string {
  const { I, plat, Z } = stage();
  const zt = Z + 120;
  const layers: [number, number][][] = [
    [
      [40, 40],
      [40, 110],
      [40, 180],
      [40, 250],
    ],
    [
      [150, 20],
      [150, 90],
      [150, 160],
      [150, 230],
    ],
    [
      [260, 80],
      [260, 170],
    ],
  ];
  const hot = new Set(["0-1", "1-1", "1-2", "2-0"]);
  const pts = layers.map((l, li) =>
    l.map(([x, y], i) => ({ p: I.p(x, y, zt + (li === 1 ? 20 : 0)), x, y, hot: hot.has(`${li}-${i}`) })),
  );
  let edges = "";
  let hotEdges = "";
  for (let li = 0; li < pts.length - 1; li++) {
    for (const a of pts[li] ?? []) {
      for (const b of pts[li + 1] ?? []) {
        const d = `M${n(a.p[0])} ${n(a.p[1])}L${n(b.p[0])} ${n(b.p[1])}`;
        if (a.hot && b.hot) hotEdges += d;
        else edges += d;
      }
    }
  }
  const all = pts.flat();
  const body =
    plat +
    all.map((q) => I.disc(q.x, q.y, Z, 10, C.ink, ' opacity=".08"')).join("") +
    I.shadow(100, 100, Z, 100, 100, 24) +
    I.box(100, 100, Z, 100, 100, 18, SH.navy) +
    I.onT(
      100,
      100,
      Z + 18,
      rect(14, 14, 72, 72, C.navy2, 6) +
        stroke(
          "M0 30H14M0 50H14M0 70H14M86 30H100M86 50H100M86 70H100M30 0V14M50 0V14M70 0V14M30 86V100M50 86V100M70 86V100",
          C.teal5,
          3,
        ) +
        path(sparkle(50, 50, 24), C.teal3),
    ) +
    stroke(edges, C.slate4, 1.5, ' opacity=".7"') +
    stroke(hotEdges, C.teal5, 3) +
    all
      .map(
        (q) =>
          circle(
            q.p[0],
            q.p[1],
            12,
            q.hot ? C.teal5 : C.white,
            ` stroke="${q.hot ? C.teal7 : C.slate3}" stroke-width="2.5"`,
          ) + circle(q.p[0] - 3, q.p[1] - 3, 3.5, q.hot ? C.teal3 : C.light),
      )
      .join("") +
    floatCube(I, -60, 150, 130, 16) +
    floatCube(I, 320, 60, 220, 12, false);
  return svg(W, H, body);
}

export function kurs(): string {
  const { I, plat, Z } = stage();
  const board =
    rect(12, 12, 80, 9, C.navy, 2) +
    lines(12, 28, [60], 4, 0, C.slate4) +
    [28, 44, 36, 60, 52]
      .map((h, i) => rect(14 + i * 18, 108 - h, 12, h, i === 3 ? C.teal5 : C.teal3, 2))
      .join("") +
    rect(12, 110, 92, 1.5, C.slate3) +
    [0, 1, 2]
      .map(
        (i) => circle(118, 52 + i * 18, 3, C.teal5) + lines(126, 50 + i * 18, [28 - i * 4], 4, 0, C.slate3),
      )
      .join("");
  const person = (x: number, y: number, teal: boolean) => {
    const [hx, hy] = I.p(x, y, Z + 30);
    return (
      I.disc(x + 4, y + 4, Z, 10, C.ink, ' opacity=".1"') +
      I.cyl(x, y, Z, 9, 20, teal ? SH.teal : SH.navy) +
      circle(hx, hy, 8, teal ? C.teal1 : C.slate3)
    );
  };
  const [cx, cy] = I.p(235, 185, Z + 56);
  const body =
    plat +
    I.shadow(30, 60, Z, 180, 8, 30) +
    I.box(46, 62, Z, 7, 7, 40, SH.navy) +
    I.box(186, 62, Z, 7, 7, 40, SH.navy) +
    I.screen(30, 60, Z + 36, 180, 128, board) +
    I.box(30, 66, Z + 30, 180, 10, 6, SH.navy) +
    [
      [70, 170],
      [120, 170],
      [70, 220],
      [120, 220],
      [170, 220],
    ]
      .map(([x, y], i) => person(x ?? 0, y ?? 0, i % 2 === 1))
      .join("") +
    I.shadow(200, 150, Z, 70, 70, 18) +
    I.box(200, 150, Z, 70, 70, 12, SH.teal) +
    I.box(206, 156, Z + 12, 58, 58, 10, SH.light) +
    I.cyl(235, 185, Z + 22, 26, 28, SH.navy) +
    I.box(200, 150, Z + 50, 70, 70, 6, SH.ink) +
    stroke(`M${n(cx)} ${n(cy)}L${n(cx + 52)} ${n(cy + 18)}V${n(cy + 52)}`, C.teal3, 3) +
    circle(cx, cy, 5, C.teal3) +
    path(`M${n(cx + 52)} ${n(cy + 48)}l7 20h-14Z`, C.teal3) +
    floatCube(I, -60, 150, 150, 16) +
    floatCube(I, 320, 30, 220, 12, false);
  return svg(W, H, body);
}

export function nettsider(): string {
  const { I, plat, Z } = stage();
  const page = webPage(5, 5, 220, 160);
  const chart =
    rect(6, 6, 48, 56, C.white, 3) +
    [16, 26, 20, 34]
      .map((h, i) => rect(12 + i * 10, 54 - h, 6, h, i === 3 ? C.teal5 : C.teal3, 1.5))
      .join("");
  const body =
    plat +
    I.shadow(30, 50, Z, 230, 10, 36) +
    I.box(30, 50, Z, 230, 10, 8, SH.navy) +
    I.screen(30, 52, Z + 8, 230, 170, page, { depth: 8 }) +
    [
      [40, 210, SH.teal],
      [90, 210, SH.mint],
      [140, 210, SH.deep],
      [40, 250, SH.mint],
      [90, 250, SH.light],
    ]
      .map(
        ([x, y, sh]) =>
          I.shadow(x as number, y as number, Z, 40, 32, 8) +
          I.box(x as number, y as number, Z, 40, 32, 10, sh as (typeof SH)["teal"]),
      )
      .join("") +
    I.disc(250, 184, Z, 26, C.ink, ' opacity=".08"') +
    I.screenR(220, 150, Z + 60, 60, 68, chart, { bezel: SH.mint, pad: 0, face: C.white }) +
    cursor(470, 330, 1.3) +
    floatCube(I, -60, 140, 150, 16) +
    floatCube(I, 330, 20, 220, 12, false);
  return svg(W, H, body);
}

export const ISO: Record<string, () => string> = {
  "iso-moderne-design": moderneDesign,
  "iso-responsiv-utvikling": responsivUtvikling,
  "iso-hoy-ytelse": hoyYtelse,
  "iso-seo-optimalisering": seoOptimalisering,
  "iso-sikkerhet-og-palitelighet": sikkerhet,
  "iso-vedlikehold-og-support": vedlikehold,
  "iso-e-handelslosninger": eHandel,
  "iso-cms-integrasjon": cmsIntegrasjon,
  "iso-api-og-integrasjoner": apiIntegrasjoner,
  "iso-front": front,
  "iso-ai": ai,
  "iso-kurs": kurs,
  "iso-nettsider": nettsider,
};

export type { P2 };
