import type { Env } from '../env.ts';
import type { FileStorage } from './file-storage.ts';
import { folderStorage, uploadsDir } from './folder-storage.ts';
import { s3Storage } from './s3-storage.ts';

export type { FileStorage, PutOptions, StoredObject } from './file-storage.ts';
export { checkKey, contentTypeOf, readAll } from './file-storage.ts';

export { uploadsDir } from './folder-storage.ts';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openStorage(env: StorageEnv): FileStorage {
  if (!env.S3_BUCKET) return folderStorage(uploadsDir(env.DATA_DIR));
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
