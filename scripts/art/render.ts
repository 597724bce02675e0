// SVG to web-ready WebP and AVIF: drawn at twice the size for clean edges, then encoded at
// the highest quality that fits the byte budget of each size and format.
import sharp, { type Sharp } from 'sharp';

export interface Encoded {
  data: Buffer;
  quality: number;
  /** Gaussian sigma applied before encoding, 0 for none. */
  blur: number;
}

export type Format = 'webp' | 'avif';

/**
 * Each format's qualities, best first, and the lowest tried at each stage of blur. AVIF's
 * scale runs lower than WebP's for the same look (its 50 is about WebP's 80).
 */
const ENCODERS: Record<
  Format,
  { qualities: number[]; lowest: [number, number, number]; encode: (image: Sharp, quality: number) => Sharp }
> = {
  webp: {
    qualities: [80, 74, 68, 62, 56, 50, 45, 40, 35, 30],
    lowest: [50, 40, 30],
    encode: (image, quality) => image.webp({ quality, effort: 6, smartSubsample: true }),
  },
  avif: {
    qualities: [60, 55, 50, 45, 40, 36, 32, 28, 24, 20, 16],
    lowest: [36, 28, 16],
    // Effort 2 of 9: a tenth of effort 6's time for some 9% more bytes.
    encode: (image, quality) => image.avif({ quality, effort: 2 }),
  },
};

/** Rasterises the SVG at 2x; librsvg would otherwise draw filters at 1x with hard edges. */
export async function rasterise(
  svg: string,
): Promise<{ data: Buffer; width: number; height: number; channels: 3 | 4 }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 144 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

/**
 * The best quality that fits the budget. Very busy pictures (woven cloth at thumbnail size)
 * get a touch of blur first rather than dropping to a blocky quality.
 */
export async function encodeWithin(
  raster: Awaited<ReturnType<typeof rasterise>>,
  width: number,
  height: number,
  budget: number,
  format: Format = 'webp',
): Promise<Encoded> {
  const encoder = ENCODERS[format];
  const resized = await sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: raster.channels },
  })
    .resize(width, height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const stages = [
    { blur: 0, lowest: encoder.lowest[0] },
    { blur: 0.6, lowest: encoder.lowest[1] },
    { blur: 0.9, lowest: encoder.lowest[2] },
  ];
  for (const stage of stages) {
    const encode = (quality: number) => {
      let image = sharp(resized, { raw: { width, height, channels: raster.channels } });
      if (stage.blur > 0) image = image.blur(stage.blur);
      return encoder.encode(image, quality).toBuffer();
    };
    // Bytes fall as the quality does, so halving the candidates finds the best that fits in a
    // few encodes (an AVIF encode is slow).
    const qualities = encoder.qualities.filter((q) => q >= stage.lowest);
    let best: Encoded | undefined;
    for (let low = 0, high = qualities.length - 1; low <= high;) {
      const middle = Math.floor((low + high) / 2);
      const quality = qualities[middle]!;
      const data = await encode(quality);
      if (data.length <= budget) {
        best = { data, quality, blur: stage.blur };
        high = middle - 1;
      } else low = middle + 1;
    }
    if (best) return best;
  }
  throw new Error(`cannot fit a ${width}x${height} ${format} picture into ${budget} bytes`);
}

export async function toPng(
  raster: Awaited<ReturnType<typeof rasterise>>,
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: raster.channels } })
    .resize(width, height)
    .png()
    .toBuffer();
}
