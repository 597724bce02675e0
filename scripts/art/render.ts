// SVG to web-ready WebP: drawn at twice the size for clean edges, then encoded at the
// highest quality that fits the byte budget of each size.
import sharp from 'sharp';

export interface Encoded {
  data: Buffer;
  quality: number;
  /** Gaussian sigma applied before encoding, 0 for none. */
  blur: number;
}

const QUALITIES = [80, 74, 68, 62, 56, 50, 45, 40, 35, 30];

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
): Promise<Encoded> {
  const resized = await sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: raster.channels },
  })
    .resize(width, height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const stages = [
    { blur: 0, lowest: 50 },
    { blur: 0.6, lowest: 40 },
    { blur: 0.9, lowest: 30 },
  ];
  for (const stage of stages) {
    for (const quality of QUALITIES.filter((q) => q >= stage.lowest)) {
      let image = sharp(resized, { raw: { width, height, channels: raster.channels } });
      if (stage.blur > 0) image = image.blur(stage.blur);
      const data = await image.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
      if (data.length <= budget) return { data, quality, blur: stage.blur };
    }
  }
  throw new Error(`cannot fit a ${width}x${height} picture into ${budget} bytes`);
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
