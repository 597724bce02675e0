import { PRODUCT_PICTURE_CACHE, PRODUCT_PICTURES } from './product-pictures.ts';
import { contentTypeOf, type FileStorage } from './file-storage.ts';

export interface CopyProgress {
  /** Files found in the source. */
  total: number;
  copied: number;
  /** Already in the target with the same size: a rerun after an interruption skips them. */
  skipped: number;
  bytes: number;
}

/** Files copied at once: enough to hide a bucket's latency, few enough for a small machine. */
const PARALLEL = 8;

/**
 * Copies every file of `source` into `target` under the same key (storage:migrate: the
 * uploads folder into the bucket). Idempotent: a file already there with the same size is
 * left alone, so an interrupted run is simply run again.
 */
export async function copyStorage(
  source: FileStorage,
  target: FileStorage,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyProgress> {
  const keys: string[] = [];
  for await (const key of source.list()) keys.push(key);
  const progress: CopyProgress = { total: keys.length, copied: 0, skipped: 0, bytes: 0 };
  onProgress(progress);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const bytes = await source.read(key);
      if (bytes && (await target.size(key)) !== bytes.length) {
        await target.put(key, bytes, {
          contentType: contentTypeOf(key),
          ...(key.startsWith(PRODUCT_PICTURES) ? { cacheControl: PRODUCT_PICTURE_CACHE } : {}),
        });
        progress.copied += 1;
        progress.bytes += bytes.length;
      } else {
        progress.skipped += 1;
      }
      onProgress(progress);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return progress;
}
