// Copies the files of DATA_DIR/uploads into the bucket named by S3_BUCKET (with the other
// S3_* settings), under the same keys, so a deployment moves to object storage:
//
//   S3_BUCKET=... S3_ENDPOINT=... npm run storage:migrate
//
// Idempotent: files already in the bucket with the same size are skipped, so it can run
// again after an interruption, or once more just before switching the servers over.
import cliProgress from 'cli-progress';
import { loadEnv } from '../src/server/env.ts';
import { copyStorage } from '../src/server/storage/copy-storage.ts';
import { folderStorage } from '../src/server/storage/folder-storage.ts';
import { openStorage, uploadsDir } from '../src/server/storage/index.ts';

async function main(): Promise<number> {
  const env = loadEnv();
  if (!env.S3_BUCKET) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID... as the server will use them) to name the bucket to copy into.',
    );
    return 1;
  }
  const from = uploadsDir(env.DATA_DIR);
  const bucket = openStorage(env);
  // Written to the terminal only; the count at the end is printed anywhere.
  const bar = new cliProgress.SingleBar(
    { format: 'Copying {bar} {value}/{total} files | {copied} copied, {skipped} already there', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  try {
    try {
      await bucket.check();
    } catch (error) {
      console.error(
        `The bucket ${env.S3_BUCKET} cannot be reached: ${(error as Error).name}: ${(error as Error).message}`,
      );
      return 1;
    }
    let started = false;
    const result = await copyStorage(folderStorage(from), bucket, (progress) => {
      const done = progress.copied + progress.skipped;
      const counts = { copied: progress.copied, skipped: progress.skipped };
      if (started) bar.update(done, counts);
      else bar.start(progress.total, done, counts);
      started = true;
    });
    bar.stop();
    console.log(
      `Copied ${result.copied} of ${result.total} files (${(result.bytes / 1024 / 1024).toFixed(1)} MB) from ${from} to the bucket ${env.S3_BUCKET}; ${result.skipped} were already there.`,
    );
    return 0;
  } finally {
    bar.stop();
    await bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
