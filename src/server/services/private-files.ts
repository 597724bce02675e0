import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { PDF_AND_IMAGES } from '../../shared/common/files.ts';
import { signPath } from './url-signing.ts';

// Files buyers and staff upload (payment proofs, order documents): typed by their bytes,
// stored under random names in DATA_DIR/uploads, and opened through signed, expiring links.

/** The file types accepted for payment proofs and order documents, with their extensions. */
export { PDF_AND_IMAGES } from '../../shared/common/files.ts';

/** How long a link opens the file. The order page asks for fresh links on each visit. */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000;

export interface FileLinks {
  /** HMAC key of the signed links (url-signing.ts). */
  key: Buffer;
  uploadsDir: string;
}

export interface UploadedFile {
  buffer: Buffer;
  /** As the browser named it; kept only as a label, never used as a path. */
  filename: string;
}

/** The MIME type and extension read from the bytes, if they are one of `accepted`. */
export async function sniffType(buffer: Buffer, accepted: Readonly<Record<string, string>> = PDF_AND_IMAGES) {
  const type = await fileTypeFromBuffer(buffer);
  const extension = type ? accepted[type.mime] : undefined;
  return type && extension ? { mime: type.mime, extension } : undefined;
}

/** A label for the original file name: no paths, no control characters, bounded length. */
export const cleanFileName = (name: string, fallback: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || fallback;

/**
 * Writes the bytes under a fresh random name and runs `record` (the database row); if
 * recording fails the file is removed again, so no file is left without its row.
 */
export async function storeFile<T>(
  uploadsDir: string,
  buffer: Buffer,
  extension: string,
  record: (storedName: string) => Promise<T>,
): Promise<T> {
  await mkdir(uploadsDir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  const path = join(uploadsDir, storedName);
  await writeFile(path, buffer, { flag: 'wx', mode: 0o600 });
  try {
    return await record(storedName);
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  }
}

/** A stored file as a stream with its size, or undefined when the file is gone. */
export async function openStoredFile(uploadsDir: string, storedName: string) {
  const path = join(uploadsDir, storedName);
  const size = await stat(path).then(
    (info) => info.size,
    () => undefined,
  );
  return size === undefined ? undefined : { stream: createReadStream(path), size };
}

/** A signed link to `path` and when it stops working. */
export function signedLink(links: FileLinks, path: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + FILE_LINK_TTL_MS);
  return { link: signPath(links.key, path, expiresAt), expiresAt: expiresAt.toISOString() };
}
