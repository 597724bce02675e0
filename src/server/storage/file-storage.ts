import type { Readable } from 'node:stream';

// Every file the server keeps (payment proofs, order documents, product pictures and their
// originals, and anything uploaded later) goes through one FileStorage, so the same code runs
// on a folder under DATA_DIR or on an S3-compatible bucket. Keys are the paths the local
// driver uses under DATA_DIR/uploads, so `npm run storage:migrate` copies a folder as is.

/** A stored file, ready to stream. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface PutOptions {
  /** The MIME type the bytes were checked to be. */
  contentType: string;
  /** Sent as the object's Cache-Control on S3 (public pictures); private files leave it unset. */
  cacheControl?: string;
}

export interface FileStorage {
  /** 'local' (a folder) or 's3' (a bucket): said in logs and in /readyz. */
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the object at `key`; whole or not at all. */
  put(key: string, bytes: Buffer, options: PutOptions): Promise<void>;
  /** The object at `key`, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Deletes the object; a missing one is fine (a retry, or never written). */
  remove(key: string): Promise<void>;
  /** Every key under `prefix` ('' for all), in no promised order. */
  list(prefix?: string): AsyncIterable<string>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  /** Releases connections; the storage is not used after. */
  close(): Promise<void>;
}

/** One path segment: letters, digits, dot, dash, underscore; not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Refuses a key that could leave the store's root or mean different things to the two
 * drivers: keys are made by the server (random names), never taken from a request as is.
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Reads a whole stream (an object's body) into memory. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
};

/** The MIME type a stored file's extension stands for (the server names files after their checked type). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
