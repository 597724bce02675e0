import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { resizedImage } from '../../../shared/common/responsive-image.ts';
import { CONTENT_IMAGE_TYPES, type UploadedImage } from '../../../shared/content/content-files.contract.ts';
import {
  CONTENT_IMAGE_MAX_WIDTH,
  CONTENT_IMAGE_WIDTHS,
  UPLOADED_IMAGES,
} from '../../../shared/content/content-images.ts';
import { refused } from '../../http/api-error.ts';

/** A decompression bomb stops here (as for product pictures). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Where editors' pictures go: CONTENT_DIR/images/uploads, copied into every build (/images/uploads/...). */
export const UPLOADS = UPLOADED_IMAGES.replace(/^\/|\/$/g, '');

/** The picture, upright and at most CONTENT_IMAGE_MAX_WIDTH wide, decoded once for every width. */
async function decoded(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused('picture_unreadable', 'file');
  }
}

const fileSlug = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'picture';

/**
 * An editor's picture for the site: judged by its bytes (PNG, JPEG, WebP or AVIF; never SVG,
 * which can carry scripts), turned upright, and stored as WebP at the widths the pages show it
 * (CONTENT_IMAGE_WIDTHS: the widest the picture has, up to 1600 px, and a copy at each narrower
 * one, named as shared/common/responsive-image.ts says), in the content folder under a name
 * made from its content, so the next publish carries it. Alt text is required unless the
 * picture is marked decorative.
 */
export async function storeContentImage(
  contentDir: string,
  input: { bytes: Buffer; alt: string; decorative: boolean; name: string },
): Promise<UploadedImage> {
  const alt = input.alt.trim();
  if (!input.decorative && !alt) {
    throw refused('content_picture_alt_missing', 'alt');
  }
  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw refused('content_picture_type_refused', 'file');
  }
  const { data, info } = await decoded(input.bytes);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const copies = CONTENT_IMAGE_WIDTHS.filter((width) => width < info.width);
  const [picture, ...copyBytes] = await Promise.all([
    sharp(data, raw).webp({ quality: 80 }).toBuffer(),
    ...copies.map((width) => sharp(data, raw).resize({ width }).webp({ quality: 80 }).toBuffer()),
  ]);
  const file = `${fileSlug(input.name)}-${createHash('sha256').update(picture!).digest('hex').slice(0, 10)}.webp`;
  const folder = join(contentDir, UPLOADS);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, file), picture!);
  copies.forEach((width, index) => writeFileSync(join(folder, resizedImage(file, width)), copyBytes[index]!));
  return {
    src: `${UPLOADED_IMAGES}${file}`,
    alt: input.decorative ? '' : alt,
    width: info.width,
    height: info.height,
  };
}

/** An upload's stored name (its copies' too): what storeContentImage writes, nothing else. */
const STORED_NAME = /^[a-z0-9-]{1,80}\.webp$/;

/**
 * The file of an editor's picture for the console's thumbnail, published or not (only editors
 * see unpublished pictures): its narrowest copy at least `width` wide, else the picture itself.
 */
export function uploadedImageFile(contentDir: string, name: string, width?: number): string {
  if (!STORED_NAME.test(name)) throw refused('picture_not_found');
  const folder = join(contentDir, UPLOADS);
  const copies = width === undefined ? [] : CONTENT_IMAGE_WIDTHS.filter((copy) => copy >= width);
  const found = [...copies.map((copy) => resizedImage(name, copy)), name]
    .map((candidate) => join(folder, candidate))
    .find((file) => existsSync(file));
  if (!found) throw refused('picture_not_found');
  return found;
}
