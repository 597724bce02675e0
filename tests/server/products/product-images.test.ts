import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { completeProductImageSizes } from '../../../src/server/services/product-images.ts';
import { folderStorage } from '../../../src/server/storage/folder-storage.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const uploadsDir = tempDirs('atp-images-');

describe('pictures uploaded before a size or a format was added', () => {
  it('get the missing files from their original, and pictures that have every file are left alone', async () => {
    const root = uploadsDir();
    const publicDir = join(root, 'products');
    const originalsDir = join(root, 'product-originals');
    mkdirSync(publicDir, { recursive: true });
    mkdirSync(originalsDir, { recursive: true });
    const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0552a' } })
      .jpeg()
      .toBuffer();
    // An older upload: the original, the 800 px and the 400 px WebP pictures, no 680 px one, no AVIF.
    writeFileSync(join(originalsDir, 'a1.jpg'), original);
    writeFileSync(join(publicDir, 'a1.webp'), Buffer.from('800 px picture'));
    writeFileSync(join(publicDir, 'a1-400.webp'), Buffer.from('400 px picture'));

    const storage = folderStorage(root);
    expect(await completeProductImageSizes(storage)).toBe(4);
    for (const [file, format, width, height] of [
      ['a1-680.webp', 'webp', 680, 510],
      ['a1.avif', 'heif', 800, 600],
      ['a1-680.avif', 'heif', 680, 510],
      ['a1-400.avif', 'heif', 400, 300],
    ] as const) {
      const meta = await sharp(join(publicDir, file)).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, format, width, height]);
    }
    // What was there is kept as it was.
    expect(readFileSync(join(publicDir, 'a1.webp'), 'utf8')).toBe('800 px picture');

    expect(await completeProductImageSizes(storage)).toBe(0);
  });

  it('does nothing before the first upload', async () => {
    expect(await completeProductImageSizes(folderStorage(join(uploadsDir(), 'uploads')))).toBe(0);
  });
});
