// npm run storage:migrate: DATA_DIR/uploads into the bucket, idempotently, with a count.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../../src/server/storage/index.ts';
import { loadEnv } from '../../../src/server/env.ts';
import { startLocalS3 } from '../support/s3-server.ts';

const SCRIPT = fileURLToPath(new URL('../../../scripts/storage-migrate.ts', import.meta.url));
const s3 = await startLocalS3();
afterAll(() => s3?.close());

/** Runs the script as an operator would; resolves with its exit code and output. */
async function migrate(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe.skipIf(!s3)('npm run storage:migrate', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const write = (key: string, text: string) => {
    const path = join(dataDir, 'uploads', key);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };

  it('copies every uploaded file into the bucket once, and counts what it did', { timeout: 180_000 }, async () => {
    const env = { DATA_DIR: dataDir, ...s3!.env, S3_BUCKET: await s3!.newBucket() };
    write('0a1b.pdf', '%PDF-1.4 proof');
    write('products/k1.webp', 'picture 800');
    write('products/k1-400.webp', 'picture 400');
    write('product-originals/k1.jpg', 'original');
    write('products/.partial-1234', 'half a file a crash left behind');

    const first = await migrate(env);
    expect(first.output).toContain('Copied 4 of 4 files');
    expect(first.output).toContain('0 were already there');
    expect(first.code).toBe(0);

    const bucket = openStorage(loadEnv(env));
    const keys: string[] = [];
    for await (const key of bucket.list()) keys.push(key);
    expect(keys.sort()).toEqual(['0a1b.pdf', 'product-originals/k1.jpg', 'products/k1-400.webp', 'products/k1.webp']);
    expect((await bucket.read('products/k1.webp'))?.toString()).toBe('picture 800');
    await bucket.close();
    const client = new S3Client({
      endpoint: s3!.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3!.env['S3_ACCESS_KEY_ID']!, secretAccessKey: s3!.env['S3_SECRET_ACCESS_KEY']! },
    });
    const picture = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: 'products/k1.webp' }));
    expect([picture.ContentType, picture.CacheControl]).toEqual(['image/webp', 'public, max-age=31536000, immutable']);
    const proof = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: '0a1b.pdf' }));
    expect([proof.ContentType, proof.CacheControl]).toEqual(['application/pdf', undefined]);
    client.destroy();

    // Run again after a new upload: only the new file is copied.
    write('ff00.png', 'a new proof');
    const second = await migrate(env);
    expect(second.output).toContain('Copied 1 of 5 files');
    expect(second.output).toContain('4 were already there');
  });

  it('refuses to run without a bucket, or with one it cannot reach', { timeout: 180_000 }, async () => {
    const none = await migrate({ DATA_DIR: dataDir });
    expect(none.code).toBe(1);
    expect(none.output).toContain('Set S3_BUCKET');
    const missing = await migrate({ DATA_DIR: dataDir, ...s3!.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('The bucket no-such-bucket cannot be reached');
  });
});
