import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { PRODUCT_IMAGE_TYPES } from '../../shared/products/product-write.ts';
import { refused } from '../http/api-error.ts';
import { contentTypeOf, type FileStorage } from '../storage/index.ts';
import { PRODUCT_ORIGINALS, PRODUCT_PICTURE_CACHE, PRODUCT_PICTURES } from '../storage/product-pictures.ts';

/**
 * The sizes the site shows product pictures at (shared/products/products.ts): 800x600 on the details
 * page, 680x510 ("-680") there on phones and 400x300 ("-400") on cards and thumbnails,
 * cropped to 4:3 around the most interesting part of the picture.
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

// Storage keys and caching of the pictures, shared with the storage copier (storage/ imports no service).
export { PRODUCT_ORIGINALS, PRODUCT_PICTURE_CACHE, PRODUCT_PICTURES };

/**
 * Each size is stored as WebP, which every browser the site serves shows, and as AVIF, about
 * half the bytes for the same look, offered first to the browsers that take it (avifSrcSet in
 * shared/products/products.ts).
 */
const IMAGE_FORMATS = [
  { extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 80 }) },
  { extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
] as const;

/** One stored file of a picture: a size in a format. */
interface PictureFile {
  size: (typeof IMAGE_SIZES)[number];
  format: (typeof IMAGE_FORMATS)[number];
}
const PICTURE_FILES: readonly PictureFile[] = IMAGE_SIZES.flatMap((size) =>
  IMAGE_FORMATS.map((format) => ({ size, format })),
);

const pictureKey = (storageKey: string, file: PictureFile) =>
  `${PRODUCT_PICTURES}${storageKey}${file.size.suffix}.${file.format.extension}`;

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

/** One file of a picture: one of the site's sizes, in one format. */
function resized(bytes: Buffer, { size, format }: PictureFile): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // upright, as the camera held it (EXIF orientation)
    .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention });
  return format.encode(image).toBuffer();
}

/**
 * Checks an upload by its bytes (JPEG, PNG or WebP only, whatever its name says), resizes it
 * into the site's sizes and formats and stores them under a new random key, beside the original.
 */
export async function storeProductImage(storage: FileStorage, bytes: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as (typeof PRODUCT_IMAGE_TYPES)[number] | undefined;
  if (!mime || !PRODUCT_IMAGE_TYPES.includes(mime)) {
    throw refused('product_picture_type_refused', 'file');
  }
  let outputs: Buffer[];
  try {
    outputs = await Promise.all(PICTURE_FILES.map((file) => resized(bytes, file)));
  } catch {
    throw refused('picture_unreadable', 'file');
  }
  const storageKey = randomBytes(16).toString('hex');
  try {
    await Promise.all([
      storage.put(`${PRODUCT_ORIGINALS}${storageKey}.${EXTENSIONS[mime]}`, bytes, { contentType: mime }),
      ...PICTURE_FILES.map((file, index) =>
        storage.put(pictureKey(storageKey, file), outputs[index]!, {
          contentType: contentTypeOf(pictureKey(storageKey, file)),
          cacheControl: PRODUCT_PICTURE_CACHE,
        }),
      ),
    ]);
  } catch (error) {
    await removeProductImageFiles(storage, storageKey).catch(() => undefined);
    throw error;
  }
  const [main] = IMAGE_SIZES;
  return { storageKey, image: `${PRODUCT_MEDIA_PREFIX}${storageKey}.webp`, width: main.width, height: main.height };
}

/** Deletes the stored files of an image; missing files are fine (a retry, or never written). */
export async function removeProductImageFiles(storage: FileStorage, storageKey: string): Promise<void> {
  await Promise.all([
    ...PICTURE_FILES.map((file) => storage.remove(pictureKey(storageKey, file))),
    ...Object.values(EXTENSIONS).map((ext) => storage.remove(`${PRODUCT_ORIGINALS}${storageKey}.${ext}`)),
  ]);
}

/**
 * Writes the files a stored picture lacks, from its original: pictures uploaded before a size
 * or a format was added (the 680 px one, AVIF) would otherwise answer 404 where the site asks
 * for them. Run at start; a picture whose original is gone or unreadable keeps what it has.
 */
export async function completeProductImageSizes(storage: FileStorage): Promise<number> {
  let written = 0;
  for await (const key of storage.list(PRODUCT_ORIGINALS)) {
    const storageKey = key.slice(PRODUCT_ORIGINALS.length).replace(/\.[a-z]+$/, '');
    const missing = [];
    for (const file of PICTURE_FILES) {
      if (!(await storage.exists(pictureKey(storageKey, file)))) missing.push(file);
    }
    if (missing.length === 0) continue;
    try {
      const bytes = await storage.read(key);
      if (!bytes) continue;
      for (const file of missing) {
        await storage.put(pictureKey(storageKey, file), await resized(bytes, file), {
          contentType: contentTypeOf(pictureKey(storageKey, file)),
          cacheControl: PRODUCT_PICTURE_CACHE,
        });
      }
      written += missing.length;
    } catch {
      // An unreadable original: nothing better to serve than what is there.
    }
  }
  return written;
}
