import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * A local S3-compatible server (s3rver, a dev dependency) for the S3 driver's tests, with one
 * fresh bucket. Where it cannot start the suite is skipped, and says why.
 */
export interface LocalS3 {
  /** The S3_* variables that point the server at the bucket. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  newBucket(): Promise<string>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(): Promise<LocalS3 | undefined> {
  const directory = mkdtempSync(join(tmpdir(), 'atp-s3-'));
  try {
    const { default: S3rver } = await import('s3rver');
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
    const newBucket = async () => {
      const bucket = `atp-${randomUUID().slice(0, 13)}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    };
    const bucket = await newBucket();
    return {
      bucket,
      endpoint,
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
      newBucket,
      async close() {
        client.destroy();
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    console.warn(`Skipped the S3 driver's tests: the local S3 server (s3rver) did not start: ${String(error)}`);
    return undefined;
  }
}
