import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { PublicAssets } from '../../../shared/content/content-schemas.contract.ts';
import { UPLOADED_IMAGES } from '../../../shared/content/content-images.ts';

/** Whether `file` lies inside `folder` (not the folder itself, not beside or above it). */
const inside = (folder: string, file: string) => {
  const path = relative(resolve(folder), resolve(file));
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !path.startsWith(sep);
};

/**
 * The images pages may show, for the content schemas (the build's and the console's checks):
 * editors' uploads in the content folder's images/ (`contentImagesDir`, copied into every
 * build by scripts/astro-content-folder.mjs), everything else in the repository's
 * public/images. A path leading out of its folder, or a file that is not a picture, has no size.
 */
export function publicImages(contentImagesDir: string, publicDir: string): PublicAssets {
  return {
    async size(path) {
      const [folder, file] = path.startsWith(UPLOADED_IMAGES)
        ? [contentImagesDir, join(contentImagesDir, path.slice('/images/'.length))]
        : [join(publicDir, 'images'), join(publicDir, path)];
      // The schemas allow no `..`; this keeps the folders closed to any path that got past them.
      if (!inside(folder, file) || !existsSync(file)) return undefined;
      // A file that is not a picture (or a damaged one) is no picture of the page: not a 500.
      const metadata = await sharp(file)
        .metadata()
        .catch(() => undefined);
      return metadata?.width && metadata.height ? { width: metadata.width, height: metadata.height } : undefined;
    },
  };
}
