// Tiny helpers for hand-built, compact SVG strings.

/** Palette: ink, navy, slate, light, white + one teal accent family (and neutral slate tints). */
export const C = {
  ink: "#0b1620",
  navy: "#0f2233",
  navy2: "#16304a",
  slate: "#334155",
  slate4: "#94a3b8",
  slate3: "#cbd5e1",
  slate2: "#e2e8f0",
  light: "#f1f5f9",
  white: "#fff",
  teal7: "#0f766e",
  teal8: "#115e59",
  teal5: "#14b8a6",
  teal3: "#5eead4",
  teal1: "#ccfbf1",
} as const;

/** Round to one decimal and print compactly. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export function svg(w: number, h: number, body: string, defs = ""): string {
  const d = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${d}${body}</svg>\n`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  const r = rx ? ` rx="${n(rx)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r} fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** Stroked open path (round caps/joins). */
export function stroke(d: string, color: string, width: number, extra = ""): string {
  const cap = extra.includes("stroke-linecap") ? "" : ' stroke-linecap="round"';
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${cap} stroke-linejoin="round"${extra}/>`;
}

export type P2 = readonly [number, number];

/** Polyline/polygon path data from 2D points. */
export function pd(pts: readonly P2[], close = true): string {
  return `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}${close ? "Z" : ""}`;
}

export function g(body: string, attrs = ""): string {
  return `<g${attrs ? ` ${attrs}` : ""}>${body}</g>`;
}

export function text(x: number, y: number, s: string, size: number, fill: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}"${extra}>${s}</text>`;
}

/** Horizontal "text line" bars: a stack of rounded bars of the given widths. */
export function lines(
  x: number,
  y: number,
  widths: readonly number[],
  h: number,
  gap: number,
  fill: string,
): string {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, h / 2)).join("");
}

/** Deterministic pseudo-random generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points of a regular star / gear-like polygon around (cx, cy). */
export function radial(cx: number, cy: number, radii: readonly number[], count: number, rot = 0): P2[] {
  const pts: P2[] = [];
  const steps = count * radii.length;
  for (let i = 0; i < steps; i++) {
    const a = rot + (i / steps) * Math.PI * 2;
    const r = radii[i % radii.length] ?? 0;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

/** 4-point "AI sparkle" star path centred at (cx, cy). */
export function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`;
}

/** Arc path (circle centre, radius, angles in degrees, 0 = east, clockwise in screen space). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const rad = (a: number) => (a * Math.PI) / 180;
  const x0 = cx + Math.cos(rad(a0)) * r;
  const y0 = cy + Math.sin(rad(a0)) * r;
  const x1 = cx + Math.cos(rad(a1)) * r;
  const y1 = cy + Math.sin(rad(a1)) * r;
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(x1)} ${n(y1)}`;
}
