import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import {
  CONTENT_IMAGE_TYPES,
  CONTENT_IMAGE_WIDTH,
  type UploadedImage,
} from '../../../shared/content/content-files.contract.ts';
import { ApiError, badRequest } from '../../http/api-error.ts';

/** A decompression bomb stops here (as for product pictures). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Where editors' pictures go: CONTENT_DIR/images/uploads, copied into every build (/images/uploads/...). */
export const UPLOADS = 'images/uploads';

/**
 * An editor's picture for the site: judged by its bytes (PNG, JPEG, WebP or AVIF; never SVG,
 * which can carry scripts), turned upright, resized to the widest the pages show
 * (CONTENT_IMAGE_WIDTH) and stored as WebP under a name made from its content, in the content
 * folder, so the next publish carries it. Alt text is required unless the picture is marked
 * decorative.
 */
export async function storeContentImage(
  contentDir: string,
  input: { bytes: Buffer; alt: string; decorative: boolean; name: string },
): Promise<UploadedImage> {
  const alt = input.alt.trim();
  if (!input.decorative && !alt) {
    throw badRequest('Say what the picture shows (alt text), or mark it as decorative.', 'alt');
  }
  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new ApiError(415, 'Upload a PNG, JPEG, WebP or AVIF picture (SVG is not accepted).', 'file');
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: CONTENT_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('This picture could not be read. Try another file or save it again.', 'file');
  }
  const slug =
    input.name
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'picture';
  const file = `${slug}-${createHash('sha256').update(output.data).digest('hex').slice(0, 10)}.webp`;
  mkdirSync(join(contentDir, UPLOADS), { recursive: true });
  writeFileSync(join(contentDir, UPLOADS, file), output.data);
  return {
    src: `/${UPLOADS}/${file}`,
    alt: input.decorative ? '' : alt,
    width: output.info.width,
    height: output.info.height,
  };
}
