import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resizedImage } from '../../../shared/common/responsive-image.ts';
import { CONTENT_IMAGE_WIDTHS, UPLOADED_IMAGES } from '../../../shared/content/content-images.ts';
import { listContentFiles } from './content-folder.ts';

/** Editors' pictures, in an images folder (`uploads`). */
const UPLOADS_IN_IMAGES = UPLOADED_IMAGES.slice('/images/'.length, -1);

/** An editor's picture named anywhere in a content file: settings, lists, or a markdown body. */
const UPLOAD_REFERENCE = new RegExp(`${UPLOADED_IMAGES.replaceAll('/', '\\/')}([\\w-][\\w.-]*)`, 'g');

/** The file names (in images/uploads/) of the pictures a content folder's files refer to. */
export function referencedUploads(contentDir: string): Set<string> {
  const names = new Set<string>();
  for (const path of listContentFiles(contentDir)) {
    for (const match of readFileSync(join(contentDir, path), 'utf8').matchAll(UPLOAD_REFERENCE)) names.add(match[1]!);
  }
  return names;
}

/**
 * Fills `into` (an images folder for one build, `uploads/` inside) with the pictures a
 * version's content refers to, each with its narrower copies, taken from the live content
 * folder's images. An upload the content does not name (tried and dropped, or not used yet)
 * stays out of the build, so it is not public before an editor puts it on a page. Files are
 * hard-linked where the folders share a disk (uploads never change), else copied.
 * Answers how many files it placed.
 */
export function gatherPublishedPictures(contentDir: string, liveImagesDir: string, into: string): number {
  const from = join(liveImagesDir, UPLOADS_IN_IMAGES);
  const to = join(into, UPLOADS_IN_IMAGES);
  mkdirSync(to, { recursive: true });
  let placed = 0;
  for (const name of referencedUploads(contentDir)) {
    for (const file of [name, ...CONTENT_IMAGE_WIDTHS.map((width) => resizedImage(name, width))]) {
      const source = join(from, file);
      const target = join(to, file);
      if (!existsSync(source) || existsSync(target)) continue;
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      placed += 1;
    }
  }
  return placed;
}
