import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PRODUCT_IMAGE_TYPES } from '../../shared/product/product-write.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The sizes the site shows product pictures at (shared/product.ts): 800x600 on the details
 * page, 680x510 ("-680") there on phones and 400x300 ("-400") on cards and thumbnails, all
 * WebP, cropped to 4:3 around the most interesting part of the picture.
 */
export const IMAGE_SIZES = [
  { width: 800, height: 600, suffix: '' },
  { width: 680, height: 510, suffix: '-680' },
  { width: 400, height: 300, suffix: '-400' },
] as const;

/** Public URL prefix of the resized pictures; originals are kept apart and never served. */
export const PRODUCT_MEDIA_PREFIX = '/media/products/';

/** Refuses pictures so large that decoding them would take a server's memory (decompression bombs). */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ProductMediaDirs {
  /** Served under PRODUCT_MEDIA_PREFIX. */
  publicDir: string;
  /** The uploaded files as sent; never served. */
  originalsDir: string;
}

export const productMediaDirs = (dataDir: string): ProductMediaDirs => ({
  publicDir: join(dataDir, 'uploads', 'products'),
  originalsDir: join(dataDir, 'uploads', 'product-originals'),
});

export interface StoredImage {
  storageKey: string;
  /** Public path of the 800 px picture. */
  image: string;
  width: number;
  height: number;
}

const EXTENSIONS: Record<(typeof PRODUCT_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Checks an upload by its bytes (JPEG, PNG or WebP only, whatever its name says), resizes it
 * into the site's sizes as WebP and stores them under a new random key, beside the original.
 */
/** One of the site's sizes of a picture, as WebP. */
function resized(bytes: Buffer, size: (typeof IMAGE_SIZES)[number]): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // upright, as the camera held it (EXIF orientation)
    .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    .webp({ quality: 80 })
    .toBuffer();
}

export async function storeProductImage(dirs: ProductMediaDirs, bytes: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as (typeof PRODUCT_IMAGE_TYPES)[number] | undefined;
  if (!mime || !PRODUCT_IMAGE_TYPES.includes(mime)) {
    throw new ApiError(415, 'Upload a JPEG, PNG or WebP picture.', 'file');
  }
  let outputs: Buffer[];
  try {
    outputs = await Promise.all(IMAGE_SIZES.map((size) => resized(bytes, size)));
  } catch {
    throw new ApiError(400, 'This picture could not be read. Try another file or save it again.', 'file');
  }
  const storageKey = randomBytes(16).toString('hex');
  await Promise.all([mkdir(dirs.publicDir, { recursive: true }), mkdir(dirs.originalsDir, { recursive: true })]);
  await Promise.all([
    writeFile(join(dirs.originalsDir, `${storageKey}.${EXTENSIONS[mime]}`), bytes),
    ...IMAGE_SIZES.map((size, index) =>
      writeFile(join(dirs.publicDir, `${storageKey}${size.suffix}.webp`), outputs[index]!),
    ),
  ]);
  const [main] = IMAGE_SIZES;
  return { storageKey, image: `${PRODUCT_MEDIA_PREFIX}${storageKey}.webp`, width: main.width, height: main.height };
}

/** Deletes the stored files of an image; missing files are fine (a retry, or never written). */
export async function removeProductImageFiles(dirs: ProductMediaDirs, storageKey: string): Promise<void> {
  await Promise.all([
    ...IMAGE_SIZES.map((size) => rm(join(dirs.publicDir, `${storageKey}${size.suffix}.webp`), { force: true })),
    ...Object.values(EXTENSIONS).map((ext) => rm(join(dirs.originalsDir, `${storageKey}.${ext}`), { force: true })),
  ]);
}

/**
 * Writes the sizes a stored picture lacks, from its original: pictures uploaded before a size
 * was added (the 680 px one) would otherwise answer 404 where the site asks for it. Run at
 * start; a picture whose original is gone or unreadable keeps the sizes it has.
 */
export async function completeProductImageSizes(dirs: ProductMediaDirs): Promise<number> {
  let files: string[];
  try {
    files = await readdir(dirs.originalsDir);
  } catch {
    return 0; // No uploads yet.
  }
  let written = 0;
  for (const file of files) {
    const storageKey = file.replace(/\.[a-z]+$/, '');
    const missing = [];
    for (const size of IMAGE_SIZES) {
      const path = join(dirs.publicDir, `${storageKey}${size.suffix}.webp`);
      if (!(await exists(path))) missing.push({ size, path });
    }
    if (missing.length === 0) continue;
    try {
      const bytes = await readFile(join(dirs.originalsDir, file));
      for (const { size, path } of missing) await writeFile(path, await resized(bytes, size));
      written += missing.length;
    } catch {
      // An unreadable original: nothing better to serve than what is there.
    }
  }
  return written;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
