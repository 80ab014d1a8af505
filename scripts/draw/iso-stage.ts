// The stage every isometric topic illustration stands on (800×600, a 300×300 platform).
import { createIso, SH } from "./iso.ts";

export const W = 800;
export const H = 600;

/** Fresh projector + platform for a 300×300 stage. */
export function stage() {
  const I = createIso(400, 250);
  const [plat, Z] = I.platform(0, 0, 300, 300);
  return { I, plat, Z };
}

/** Give an onT/onL/onR group an id so it can be re-used for extrusion. */
export const def = (id: string, group: string): string => group.replace("<g ", `<g id="${id}" `);

/** Small floating accent cube (no shadow). */
export const floatCube = (
  I: ReturnType<typeof createIso>,
  x: number,
  y: number,
  z: number,
  s: number,
  teal = true,
) => I.box(x, y, z, s, s, s, teal ? SH.teal : SH.mint);
