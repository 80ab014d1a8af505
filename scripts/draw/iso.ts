// Isometric projection helpers. World axes: +x runs down-right, +y runs down-left, +z is up.
// Visible faces of a box: top, "left" (the +y face, front-left) and "right" (the +x face, front-right).
import { C, n, type P2, pd } from "./svg.ts";

export type Shade = { readonly t: string; readonly l: string; readonly r: string };
export type P3 = readonly [number, number, number];

export const SH = {
  light: { t: C.white, l: C.light, r: C.slate2 },
  paper: { t: C.white, l: C.slate2, r: C.slate3 },
  teal: { t: C.teal3, l: C.teal5, r: C.teal7 },
  deep: { t: C.teal5, l: C.teal7, r: C.teal8 },
  mint: { t: C.teal1, l: "#99f6e4", r: C.teal3 },
  navy: { t: C.slate, l: C.navy2, r: C.navy },
  ink: { t: C.navy2, l: C.navy, r: C.ink },
} as const;

const K = 0.866; // cos 30°
const R2 = Math.SQRT2;

export type Iso = ReturnType<typeof createIso>;

export function createIso(ox: number, oy: number, s = 1) {
  const p = (x: number, y: number, z: number): P2 => [ox + (x - y) * K * s, oy + ((x + y) / 2 - z) * s];
  const poly = (pts: readonly P3[], fill: string, extra = ""): string =>
    `<path d="${pd(pts.map(([x, y, z]) => p(x, y, z)))}" fill="${fill}"${extra}/>`;

  /** A solid box; returns top, left and right faces (back faces are hidden). */
  const box = (x: number, y: number, z: number, w: number, d: number, h: number, sh: Shade): string => {
    const t = z + h;
    return (
      poly(
        [
          [x, y + d, z],
          [x + w, y + d, z],
          [x + w, y + d, t],
          [x, y + d, t],
        ],
        sh.l,
      ) +
      poly(
        [
          [x + w, y, z],
          [x + w, y + d, z],
          [x + w, y + d, t],
          [x + w, y, t],
        ],
        sh.r,
      ) +
      poly(
        [
          [x, y, t],
          [x + w, y, t],
          [x + w, y + d, t],
          [x, y + d, t],
        ],
        sh.t,
      )
    );
  };

  /** Soft flat shadow: the footprint stretched towards the front-right. */
  const shadow = (x: number, y: number, z: number, w: number, d: number, len = 14, o = 0.12): string =>
    poly(
      [
        [x + len * 0.3, y, z],
        [x + w + len, y + len * 0.2, z],
        [x + w + len, y + d + len, z],
        [x, y + d + len * 0.4, z],
      ],
      C.ink,
      ` opacity="${o}"`,
    );

  const m = (a: number, b: number, c: number, d: number, q: P2): string =>
    `matrix(${a * s} ${b * s} ${c * s} ${d * s} ${n(q[0])} ${n(q[1])})`;
  /** Draw 2D content (u right, v down) on the plane y = const (front-left face). Origin = (x, y, z) top-left. */
  const onL = (x: number, y: number, z: number, body: string): string =>
    `<g transform="${m(K, 0.5, 0, 1, p(x, y, z))}">${body}</g>`;
  /** Content on the plane x = const (front-right face), u runs towards -y. Origin = front-top corner. */
  const onR = (x: number, y: number, z: number, body: string): string =>
    `<g transform="${m(K, -0.5, 0, 1, p(x, y, z))}">${body}</g>`;
  /** Content lying on the plane z = const, u along +x, v along +y. */
  const onT = (x: number, y: number, z: number, body: string): string =>
    `<g transform="${m(K, 0.5, -K, 0.5, p(x, y, z))}">${body}</g>`;

  /** Upright cylinder with a circular footprint of radius r centred at (x, y). */
  const cyl = (x: number, y: number, z: number, r: number, h: number, sh: Shade): string => {
    const [cx, cb] = p(x, y, z);
    const ct = cb - h * s;
    const rx = r * R2 * K * s;
    const ry = r * R2 * 0.5 * s;
    const body = `M${n(cx - rx)} ${n(ct)}V${n(cb)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cb)}V${n(ct)}Z`;
    const dark = `M${n(cx)} ${n(ct + ry)}V${n(cb + ry)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cb)}V${n(ct)}Z`;
    return (
      `<path d="${body}" fill="${sh.l}"/><path d="${dark}" fill="${sh.r}"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(ct)}" rx="${n(rx)}" ry="${n(ry)}" fill="${sh.t}"/>`
    );
  };

  /** Ground ellipse (e.g. a round shadow) for a circle of radius r at (x, y, z). */
  const disc = (x: number, y: number, z: number, r: number, fill: string, extra = ""): string => {
    const [cx, cy] = p(x, y, z);
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * R2 * K * s)}" ry="${n(r * R2 * 0.5 * s)}" fill="${fill}"${extra}/>`;
  };

  /** Standard two-layer platform (teal base + light slab). Returns the top z. */
  const platform = (x: number, y: number, w: number, d: number, dark = false): [string, number] => {
    const top = dark ? SH.navy : SH.light;
    const svg =
      shadow(x, y, 0, w, d, 40, dark ? 0.35 : 0.08) +
      box(x, y, 0, w, d, 10, SH.deep) +
      box(x, y, 10, w, d, 16, top);
    return [svg, 26];
  };

  /**
   * Screen/panel standing in the plane facing front-left: a slim bezel box plus
   * content drawn in local coordinates (0..w, 0..h) on its face.
   */
  const screen = (
    x: number,
    y: number,
    z: number,
    w: number,
    h: number,
    content: string,
    opts: { bezel?: Shade; face?: string; depth?: number; pad?: number } = {},
  ): string => {
    const d = opts.depth ?? 8;
    const pad = opts.pad ?? 5;
    const bz = opts.bezel ?? SH.navy;
    return (
      box(x, y, z, w, d, h, bz) +
      onL(
        x,
        y + d,
        z + h,
        `<rect x="${pad}" y="${pad}" width="${n(w - 2 * pad)}" height="${n(h - 2 * pad)}" fill="${opts.face ?? C.white}"/>` +
          content,
      )
    );
  };

  /** Same as screen() but facing front-right (plane x = const). w runs along -y from y + w. */
  const screenR = (
    x: number,
    y: number,
    z: number,
    w: number,
    h: number,
    content: string,
    opts: { bezel?: Shade; face?: string; depth?: number; pad?: number } = {},
  ): string => {
    const d = opts.depth ?? 8;
    const pad = opts.pad ?? 5;
    const bz = opts.bezel ?? SH.navy;
    return (
      box(x, y, z, d, w, h, bz) +
      onR(
        x + d,
        y + w,
        z + h,
        `<rect x="${pad}" y="${pad}" width="${n(w - 2 * pad)}" height="${n(h - 2 * pad)}" fill="${opts.face ?? C.white}"/>` +
          content,
      )
    );
  };

  /**
   * Extrude a 2D shape (a <defs> element with the given id, drawn on the top plane
   * through `onT`) upwards by `t`: a stack of side-coloured copies then a top copy.
   */
  const extrudeUp = (id: string, t: number, side: string, top: string): string => {
    let out = "";
    for (let k = t; k > 0; k -= 2) out += `<use href="#${id}" y="${n(k * s)}" fill="${side}"/>`;
    return `${out}<use href="#${id}" fill="${top}"/>`;
  };

  /** Extrude a shape drawn on a front-left plane (onL) backwards (towards -y) by t. */
  const extrudeBack = (id: string, t: number, side: string, front: string): string => {
    let out = "";
    for (let k = t; k > 0; k -= 2)
      out += `<use href="#${id}" x="${n(k * K * s)}" y="${n(-k * 0.5 * s)}" fill="${side}"/>`;
    return `${out}<use href="#${id}" fill="${front}"/>`;
  };

  return {
    p,
    poly,
    box,
    shadow,
    onL,
    onR,
    onT,
    cyl,
    disc,
    platform,
    screen,
    screenR,
    extrudeUp,
    extrudeBack,
  };
}
