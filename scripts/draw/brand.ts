// Logos, badge, favicon and share-image SVG sources.
import { outline } from "./outline.ts";
import { C, circle, g, n, path, pd, radial, rect, stroke, svg } from "./svg.ts";

/** The Fjellvik mountain + fjord mark in a 48×48 box. */
export function mark(x: number, y: number, s: number, dark = false): string {
  const body =
    path("M2 40L20 8L38 40Z", dark ? C.teal5 : C.teal7) +
    path("M21 40L32 21L46 40Z", dark ? C.teal3 : C.teal5) +
    path("M20 8L25.6 18L22.6 16.4L20 19.6L17.2 16.2L14.4 18Z", dark ? C.white : C.teal1) +
    stroke("M3 45Q9 42 15 45T27 45T39 45T45 45", dark ? C.teal3 : C.teal5, 3);
  return g(body, `transform="translate(${n(x)} ${n(y)}) scale(${s})"`);
}

function wordmark(light: boolean): string {
  const ink = light ? C.white : C.ink;
  return svg(
    240,
    64,
    mark(4, 7, 1.05, light) +
      path(
        outline(
          [
            { text: "Fjellvik", weight: 700 },
            { text: " Digital", weight: 400 },
          ],
          64,
          40,
          21,
          { letterSpacing: -0.2 },
        ).d,
        ink,
      ),
  );
}

function clientLogo(name: string, markBody: string): string {
  return svg(
    240,
    64,
    g(markBody, 'transform="translate(4 8)"') +
      path(
        outline([{ text: name, weight: 600 }], 62, 40, name.length > 12 ? 18 : 20, { letterSpacing: -0.2 }).d,
        C.slate,
      ),
  );
}

const styrerommetMark = (): string =>
  rect(10, 17, 28, 14, C.slate, 7) +
  [
    [16, 10],
    [24, 10],
    [32, 10],
    [16, 38],
    [24, 38],
    [32, 38],
    [4, 24],
    [44, 24],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 3.4, C.slate))
    .join("");

const panelMark = (): string =>
  [34, 25, 16]
    .map((y, i) =>
      path(
        `M4 ${y}L24 ${y - 9}L44 ${y}L24 ${y + 9}Z`,
        C.slate,
        i < 2 ? ` opacity="${i === 0 ? 0.45 : 0.7}"` : "",
      ),
    )
    .join("");

const kursvindMark = (): string =>
  stroke("M5 6V42H44", C.slate, 3.5, ' opacity=".45"') +
  stroke("M10 35L19 25L27 30L41 14", C.slate, 4) +
  path("M44 9L33 12L41 20Z", C.slate) +
  circle(19, 25, 3, C.slate) +
  circle(27, 30, 3, C.slate);

function badge(): string {
  const shield = "M80 6L142 24V78C142 118 115 142 80 155C45 142 18 118 18 78V24Z";
  const inner = "M80 16L132 31V78C132 112 110 132 80 144C50 132 28 112 28 78V31Z";
  const patches = radial(80, 96, [31], 5, -Math.PI / 2)
    .map(([x, y]) => circle(x, y, 10, C.navy))
    .join("");
  const spokes = radial(80, 96, [9], 5, -Math.PI / 2)
    .map(([x, y]) => `M${n(x)} ${n(y)}L${n(80 + (x - 80) * 2.3)} ${n(96 + (y - 96) * 2.3)}`)
    .join("");
  const defs = '<clipPath id="b"><circle cx="80" cy="96" r="26"/></clipPath>';
  const body =
    path(shield, C.navy) +
    path(inner, "none", ` stroke="${C.teal5}" stroke-width="3"`) +
    path(
      outline([{ text: "FJELLVIK", weight: 800 }], 80, 52, 17, { letterSpacing: 1.5, anchor: "middle" }).d,
      C.white,
    ) +
    rect(52, 60, 56, 3, C.teal5, 1.5) +
    circle(80, 96, 26, C.white) +
    g(patches + stroke(spokes, C.navy, 2.2), 'clip-path="url(#b)"') +
    path(pd(radial(80, 96, [10], 5, -Math.PI / 2)), C.navy) +
    path(
      outline([{ text: "IL", weight: 800 }], 80, 140, 16, { letterSpacing: 2, anchor: "middle" }).d,
      C.teal3,
    );
  return svg(160, 160, body, defs);
}

export function favicon(size = 32): string {
  const k = size / 32;
  const r = size === 32 ? 7 : 0;
  return svg(size, size, rect(0, 0, size, size, C.navy, r) + mark(4 * k, 3.5 * k, 0.5 * k, true));
}

export function ogImage(): string {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy2}"/><stop offset=".55" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>`;
  const ridges =
    path("M560 630L780 360L880 470L1000 300L1200 520V630Z", C.navy2, ' opacity=".9"') +
    path("M700 630L900 430L990 520L1090 410L1200 500V630Z", C.teal8, ' opacity=".55"') +
    stroke("M620 590Q680 570 740 590T860 590T980 590T1100 590T1220 590", C.teal5, 4, ' opacity=".5"');
  const body =
    rect(0, 0, 1200, 630, "url(#bg)") +
    ridges +
    mark(96, 110, 2.6, true) +
    path(
      outline([{ text: "Fjellvik Digital", weight: 700 }], 96, 340, 92, { letterSpacing: -2 }).d,
      C.white,
    ) +
    rect(100, 380, 96, 6, C.teal5, 3) +
    path(
      outline([{ text: "Nettsider, webapplikasjoner og AI", weight: 400 }], 96, 448, 40).d +
        outline([{ text: "for norske bedrifter", weight: 400 }], 96, 500, 40).d,
      C.slate3,
    );
  return svg(1200, 630, body, defs);
}

export const LOGOS: Record<string, () => string> = {
  "fjellvik-digital": () => wordmark(false),
  "fjellvik-digital-light": () => wordmark(true),
  styrerommet: () => clientLogo("Styrerommet", styrerommetMark()),
  panelkompaniet: () => clientLogo("Panelkompaniet", panelMark()),
  kursvind: () => clientLogo("Kursvind", kursvindMark()),
  "fjellvik-il": badge,
};
