import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage, readAll } from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. MinIO, R2, Ceph...: their address. */
  endpoint?: string | undefined;
  /** Unset: the SDK's usual credential chain (instance role, AWS_* variables...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket, which every process shares. The bucket stays private:
 * the server streams private files behind its signed links and product pictures under
 * /media/products with a year's Cache-Control, so no object is ever public.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // SDK's newer default (a CRC trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const get = async (key: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      return answer.Body ? { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, bytes, options) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: options.contentType,
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        }),
      );
    },
    get,
    async read(key) {
      const object = await get(key);
      return object ? readAll(object.stream) : undefined;
    },
    async exists(key) {
      return (await size(key)) !== undefined;
    },
    size,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
