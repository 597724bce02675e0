// Writes a consistent backup of the embedded database, DATA_DIR/uploads when files are kept
// there, CONTENT_DIR, the content versions and the site builds to one file, while the server
// runs (src/server/backup/backup-archive.ts lists what is inside):
//
//   npm run backup -- /backups/afritrade-2026-11-26.tar.gz
//
// The running server takes the snapshot (its data folder is locked) and hands it over a
// local socket in DATA_DIR (src/server/backup/backup-channel.ts); with no server running,
// the database is opened here. On PostgreSQL use pg_dump instead (README, Backups).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { writeBackup } from '../src/server/backup/backup-archive.ts';
import { NoServerAnswer, requestSnapshot } from '../src/server/backup/backup-channel.ts';
import { embeddedDatabaseDir, snapshotPglite } from '../src/server/db/embedded.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { appVersion, schemaVersion } from '../src/server/db/schema-version.ts';
import { loadEnv } from '../src/server/env.ts';
import { uploadsDir } from '../src/server/storage/folder-storage.ts';

/** The database's snapshot from the running server, or taken here when none runs. */
async function takeSnapshot(dataDir: string): Promise<{ snapshot: Buffer; from: string }> {
  try {
    return { snapshot: await requestSnapshot(dataDir), from: 'the running server' };
  } catch (error) {
    if (!(error instanceof NoServerAnswer)) throw error;
  }
  if (!existsSync(embeddedDatabaseDir(dataDir))) throw new Error(`${dataDir} holds no embedded database`);
  // No server: lock the folder (refused if one runs but did not answer) and open it here.
  const release = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(embeddedDatabaseDir(dataDir));
    try {
      return { snapshot: await snapshotPglite(client), from: 'the data folder (no server was running)' };
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) {
    console.error('Usage: npm run backup -- FILE   (FILE must not exist yet)');
    return 1;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (README, Backups), and the bucket with its versioning or replication.',
    );
    return 1;
  }
  const file = resolve(target);
  if (existsSync(file)) {
    console.error(`${file} already exists; choose a new name (a backup never replaces a file).`);
    return 1;
  }
  const { snapshot, from } = await takeSnapshot(env.DATA_DIR);
  const manifest = await writeBackup({
    file,
    snapshot,
    folders: {
      ...(env.S3_BUCKET ? {} : { uploads: uploadsDir(env.DATA_DIR) }),
      content: env.CONTENT_DIR,
      'content-versions': join(env.DATA_DIR, 'content-versions'),
      'site-builds': join(env.DATA_DIR, 'site-builds'),
    },
    bucket: env.S3_BUCKET,
    appVersion: appVersion(),
    schema: schemaVersion(),
    workDir: env.DATA_DIR,
  });
  const fileCount = Object.keys(manifest.checksums ?? {}).length - 1;
  console.log(
    `Wrote ${file}: the database (${(snapshot.length / 1024 / 1024).toFixed(1)} MB, from ${from}, schema ${manifest.schema}), ` +
      (manifest.files === 'folder'
        ? `${manifest.fileCount} uploaded files`
        : `no uploaded files (they live in the bucket ${env.S3_BUCKET}, which its versioning or replication keeps)`) +
      ` and the site's content, versions and builds (${fileCount} files in all).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
