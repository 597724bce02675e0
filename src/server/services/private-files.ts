import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { PDF_AND_IMAGES } from '../../shared/common/files.ts';
import type { FileStorage } from '../storage/index.ts';
import { signPath } from './url-signing.ts';

// Files buyers and staff upload (payment proofs, order documents): typed by their bytes,
// stored under random names in the file storage (DATA_DIR/uploads or the bucket), and opened
// through signed, expiring links only: the server streams them, the store is never public.

/** The file types accepted for payment proofs and order documents, with their extensions. */
export { PDF_AND_IMAGES } from '../../shared/common/files.ts';

/** How long a link opens the file. The order page asks for fresh links on each visit. */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000;

export interface FileLinks {
  /** HMAC key of the signed links (url-signing.ts). */
  key: Buffer;
  /** Keys before a rotation (URL_SIGNING_SECRET_PREVIOUS): their links are still accepted. */
  previousKeys?: readonly Buffer[];
  /** Where the files are kept. */
  storage: FileStorage;
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
  storage: FileStorage,
  file: { buffer: Buffer; mime: string; extension: string },
  record: (storedName: string) => Promise<T>,
): Promise<T> {
  // 128 random bits: never reused, so a write cannot replace another file.
  const storedName = `${randomBytes(16).toString('hex')}.${file.extension}`;
  await storage.put(storedName, file.buffer, { contentType: file.mime });
  try {
    return await record(storedName);
  } catch (error) {
    await storage.remove(storedName).catch(() => undefined);
    throw error;
  }
}

/** A stored file as a stream with its size, or undefined when the file is gone. */
export const openStoredFile = (storage: FileStorage, storedName: string) => storage.get(storedName);

/** A signed link to `path` and when it stops working. */
export function signedLink(links: FileLinks, path: string, now: Date) {
  const expiresAt = new Date(now.getTime() + FILE_LINK_TTL_MS);
  return { link: signPath(links.key, path, expiresAt), expiresAt: expiresAt.toISOString() };
}
