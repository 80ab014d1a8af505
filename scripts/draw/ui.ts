// Flat 2D UI fragments (local coordinates) used on isometric screens and in flat scenes.
import { C, circle, lines, n, rect, stroke } from "./svg.ts";

/** A miniature responsive web page filling (x, y, w, h). Columns adapt to the width. */
export function webPage(x: number, y: number, w: number, h: number, chrome = true): string {
  let out = "";
  let top = y;
  if (chrome) {
    const ch = Math.max(5, Math.min(12, h * 0.08));
    out += rect(x, y, w, ch, C.slate2);
    for (let i = 0; i < 3; i++)
      out += circle(x + ch * 0.6 + i * ch * 0.7, y + ch / 2, ch * 0.18, i === 0 ? C.teal5 : C.slate4);
    if (w > 80) out += rect(x + ch * 2.8, y + ch * 0.25, w * 0.45, ch * 0.5, C.white, ch * 0.25);
    top += ch;
  }
  const pad = Math.max(3, w * 0.05);
  const iw = w - pad * 2;
  const ih = y + h - top - pad * 2;
  const x0 = x + pad;
  let cy = top + pad;
  // navigation bar
  out += rect(x0, cy, Math.min(22, iw * 0.2), Math.max(2, ih * 0.04), C.navy, 1);
  if (w > 70) out += lines(x0 + iw - iw * 0.32, cy, [iw * 0.32], Math.max(2, ih * 0.04), 0, C.slate3);
  cy += ih * 0.1;
  // hero
  const heroH = ih * 0.38;
  if (w > 90) {
    const lw = iw * 0.5;
    out += lines(x0, cy + heroH * 0.08, [lw, lw * 0.8], heroH * 0.11, heroH * 0.06, C.navy);
    out += lines(x0, cy + heroH * 0.5, [lw * 0.9, lw * 0.7], heroH * 0.06, heroH * 0.06, C.slate3);
    out += rect(x0, cy + heroH * 0.78, lw * 0.36, heroH * 0.16, C.teal5, heroH * 0.08);
    out += rect(x0 + iw * 0.58, cy, iw * 0.42, heroH, C.teal1, 3);
    out += `<path d="M${n(x0 + iw * 0.6)} ${n(cy + heroH * 0.9)}L${n(x0 + iw * 0.72)} ${n(cy + heroH * 0.45)}L${n(x0 + iw * 0.8)} ${n(cy + heroH * 0.68)}L${n(x0 + iw * 0.88)} ${n(cy + heroH * 0.35)}L${n(x0 + iw * 0.98)} ${n(cy + heroH * 0.9)}Z" fill="${C.teal5}"/>`;
    out += circle(x0 + iw * 0.7, cy + heroH * 0.25, heroH * 0.08, C.white);
  } else {
    out += rect(x0, cy, iw, heroH * 0.7, C.teal1, 2);
    out += lines(x0, cy + heroH * 0.78, [iw * 0.8, iw * 0.5], heroH * 0.09, heroH * 0.06, C.navy);
  }
  cy += heroH + ih * 0.08;
  // cards
  const cols = w > 120 ? 3 : w > 60 ? 2 : 1;
  const gap = iw * 0.05;
  const cw = (iw - gap * (cols - 1)) / cols;
  const chh = y + h - pad - cy;
  for (let i = 0; i < cols; i++) {
    const cx = x0 + i * (cw + gap);
    out += rect(cx, cy, cw, chh, C.light, 2);
    out += rect(cx + cw * 0.1, cy + chh * 0.12, cw * 0.3, chh * 0.22, i === 1 ? C.teal5 : C.teal3, 1.5);
    out += lines(
      cx + cw * 0.1,
      cy + chh * 0.48,
      [cw * 0.7, cw * 0.5],
      Math.max(1.5, chh * 0.08),
      chh * 0.08,
      C.slate3,
    );
  }
  return out;
}

/** Round check badge. */
export function check(cx: number, cy: number, r: number, bg: string = C.teal5, fg: string = C.white): string {
  return (
    circle(cx, cy, r, bg) +
    stroke(
      `M${n(cx - r * 0.45)} ${n(cy)}L${n(cx - r * 0.1)} ${n(cy + r * 0.35)}L${n(cx + r * 0.45)} ${n(cy - r * 0.3)}`,
      fg,
      r * 0.3,
    )
  );
}

/** Mouse pointer arrow, tip at (x, y). */
export function cursor(x: number, y: number, s = 1): string {
  const q = (a: number, b: number) => `${n(x + a * s)} ${n(y + b * s)}`;
  return `<path d="M${q(0, 0)}L${q(0, 22)}L${q(6, 17)}L${q(10, 26)}L${q(14, 24)}L${q(10, 16)}L${q(17, 16)}Z" fill="${C.navy}" stroke="${C.white}" stroke-width="${n(1.5 * s)}" stroke-linejoin="round"/>`;
}
