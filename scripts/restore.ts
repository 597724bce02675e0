// Restores a file written by `npm run backup` into an empty (or new) data folder:
//
//   DATA_DIR=/srv/afritrade/data npm run restore -- /backups/afritrade-2026-11-26.tar.gz
//
// Refuses a DATA_DIR that holds anything (it never overwrites a database). Everything is
// restored into a temporary folder beside DATA_DIR and moved into place at the end, so a
// restore that fails (a damaged file, a full disk) leaves DATA_DIR as it was and the next try
// starts clean. A backup of another schema is refused with what to do (docs/operations/).
import { cpSync, existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { type BackupManifest, readBackup, UnreadableBackup } from '../src/server/backup/backup-archive.ts';
import { embeddedDatabaseDir } from '../src/server/db/embedded.ts';
import { migrationTags, schemaVersion } from '../src/server/db/schema-version.ts';
import { loadEnv } from '../src/server/env.ts';
import { uploadsDir } from '../src/server/storage/folder-storage.ts';

/** Rows of a few tables, printed so the operator sees what came back. */
const COUNTED = { orders: 'orders', 'chat messages': 'messages', 'audit entries': 'audit_log' } as const;

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Why this code must not restore that backup as it is, with what to do instead; undefined when it may. */
function schemaRefusal(manifest: BackupManifest, upgrade: boolean): string | undefined {
  if (!manifest.schema) return undefined; // format 1 recorded none
  const current = schemaVersion();
  if (manifest.schema === current) return undefined;
  const tags = migrationTags();
  const at = tags.indexOf(manifest.schema);
  if (at < 0) {
    return (
      `This backup was made by a newer release (app ${manifest.appVersion ?? '?'}, schema ${manifest.schema}) ` +
      `than this code (schema ${current}). Restore it with that release or a later one.`
    );
  }
  if (upgrade) return undefined;
  return (
    `This backup is of an older schema (app ${manifest.appVersion ?? '?'}, schema ${manifest.schema}); this code is at ${current}, ` +
    `${tags.length - 1 - at} migration(s) later. Either restore it with release ${manifest.appVersion ?? 'that wrote it'}, start ` +
    `that server once, then upgrade as for any release (docs/operations/upgrading.md); or run this restore again with ` +
    `--upgrade: the server applies the newer migrations when it starts on the restored folder.`
  );
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { upgrade: { type: 'boolean', default: false } },
  });
  const source = positionals[0];
  if (!source || positionals.length > 1) {
    console.error('Usage: DATA_DIR=/empty/folder npm run restore -- FILE [--upgrade]');
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
  if (!isEmpty(dataDir)) {
    console.error(`${dataDir} is not empty: restore into an empty DATA_DIR (nothing is ever overwritten).`);
    return 1;
  }
  // CONTENT_DIR inside DATA_DIR comes along with it; elsewhere it must be new or empty too,
  // else the editors' folder is restored beside the data and the operator points CONTENT_DIR there.
  const contentInside = !relative(dataDir, env.CONTENT_DIR).startsWith('..');
  const contentPlace = contentInside || isEmpty(env.CONTENT_DIR) ? env.CONTENT_DIR : join(dataDir, 'restored-content');

  await mkdir(dirname(dataDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restore-`));
  try {
    const unpacked = join(staging, 'backup');
    await mkdir(unpacked);
    const backup = await readBackup(file, unpacked);
    const refusal = schemaRefusal(backup.manifest, values.upgrade);
    if (refusal) {
      console.error(refusal);
      return 1;
    }
    const target = join(staging, 'data');
    await mkdir(embeddedDatabaseDir(target), { recursive: true });
    const client = await PGlite.create({
      dataDir: embeddedDatabaseDir(target),
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
    if (backup.manifest.files === 'folder') await rename(backup.folder('uploads'), uploadsDir(target));
    if (backup.manifest.format >= 2) {
      await rename(backup.folder('content-versions'), join(target, 'content-versions'));
      await rename(backup.folder('site-builds'), join(target, 'site-builds'));
      if (contentPlace.startsWith(`${dataDir}/`)) {
        const inTarget = join(target, relative(dataDir, contentPlace));
        await mkdir(dirname(inTarget), { recursive: true });
        await rename(backup.folder('content'), inTarget);
      }
    }
    // The one step that makes it visible: DATA_DIR (absent or empty: a rename replaces an
    // empty folder) becomes the restored folder.
    try {
      renameSync(target, dataDir);
    } catch (error) {
      console.error(
        `${dataDir} received files while the backup was being restored (did a server start on it?): ${(error as Error).message}. Nothing was moved; stop it, empty the folder and restore again.`,
      );
      return 1;
    }
    if (backup.manifest.format >= 2 && !contentPlace.startsWith(`${dataDir}/`)) {
      await mkdir(dirname(contentPlace), { recursive: true });
      // Another file system (EXDEV) is copied instead.
      await rename(backup.folder('content'), contentPlace).catch(() =>
        cpSync(backup.folder('content'), contentPlace, { recursive: true }),
      );
    }
    const content =
      backup.manifest.format < 2
        ? ''
        : contentPlace === env.CONTENT_DIR
          ? `; the site's content into ${contentPlace}`
          : `; the site's content into ${contentPlace} (CONTENT_DIR ${env.CONTENT_DIR} holds files: point CONTENT_DIR there)`;
    console.log(
      `Restored the backup of ${backup.manifest.createdAt} into ${dataDir}: ${counts.join(', ')}; ` +
        (backup.manifest.files === 'folder'
          ? `${backup.manifest.fileCount} uploaded files`
          : `the files are in the bucket ${backup.manifest.bucket ?? '(S3_BUCKET)'}: set the same S3_* settings`) +
        `${content}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UnreadableBackup) {
      console.error(`${error.message} ${dataDir} was left as it was.`);
      return 1;
    }
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
