import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PublicAssets } from '../../../shared/content/content-schemas.contract.ts';
import { UPLOADED_IMAGES } from '../../../shared/content/content-images.ts';

/**
 * The images pages may show, for the content schemas (the build's and the console's checks):
 * editors' uploads in the content folder's images/ (`contentImagesDir`, copied into every
 * build by scripts/astro-content-folder.mjs), everything else in the repository's public/.
 */
export function publicImages(contentImagesDir: string, publicDir: string): PublicAssets {
  return {
    async size(path) {
      const file = path.startsWith(UPLOADED_IMAGES)
        ? join(contentImagesDir, path.slice('/images/'.length))
        : join(publicDir, path);
      if (!existsSync(file)) return undefined;
      const { width, height } = await sharp(file).metadata();
      return width && height ? { width, height } : undefined;
    },
  };
}
