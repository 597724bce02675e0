// Restores a file written by `npm run backup` into an empty data folder:
//
//   DATA_DIR=/srv/afritrade/data npm run restore -- /backups/afritrade-2026-11-26.tar.gz
//
// Refuses a DATA_DIR that holds anything (it never overwrites a database). Start the server
// on that DATA_DIR afterwards; it applies any newer migrations as usual.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readBackup } from '../src/server/backup/backup-archive.ts';
import { embeddedDatabaseDir } from '../src/server/db/embedded.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { loadEnv } from '../src/server/env.ts';
import { uploadsDir } from '../src/server/storage/folder-storage.ts';

/** Rows of a few tables, printed so the operator sees what came back. */
const COUNTED = { orders: 'orders', 'chat messages': 'messages', 'audit entries': 'audit_log' } as const;

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source || process.argv.length > 3) {
    console.error('Usage: DATA_DIR=/empty/folder npm run restore -- FILE');
    return 1;
  }
  const file = resolve(source);
  if (!existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 1;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, Backups).');
    return 1;
  }
  const dataDir = env.DATA_DIR;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    console.error(`${dataDir} is not empty: restore into an empty DATA_DIR (nothing is ever overwritten).`);
    return 1;
  }
  // Held until done, so no server starts on a half-restored folder.
  const release = await lockDataDir(dataDir);
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const backup = await readBackup(file, staging);
    await mkdir(embeddedDatabaseDir(dataDir), { recursive: true });
    const client = await PGlite.create({
      dataDir: embeddedDatabaseDir(dataDir),
      loadDataDir: new Blob([new Uint8Array(backup.snapshot)]),
    });
    const counts: string[] = [];
    try {
      for (const [label, table] of Object.entries(COUNTED)) {
        const result = await client
          .query<{ n: number }>(`select count(*)::int as n from ${table}`)
          .catch(() => undefined);
        if (result) counts.push(`${result.rows[0]!.n} ${label}`);
      }
    } finally {
      await client.close();
    }
    if (backup.manifest.files === 'folder') await rename(backup.uploadsDir, uploadsDir(dataDir));
    console.log(
      `Restored the backup of ${backup.manifest.createdAt} into ${dataDir}: ${counts.join(', ')}; ` +
        (backup.manifest.files === 'folder'
          ? `${backup.manifest.fileCount} uploaded files.`
          : `the files are in the bucket ${backup.manifest.bucket ?? '(S3_BUCKET)'}: set the same S3_* settings.`),
    );
    return 0;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
