import sharp from "sharp";

/** A sharp image of gaussian noise (it compresses badly, so its files have a real size). */
export function noiseImage(width: number, height: number, sigma = 40) {
  return sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma } },
  });
}
