import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { create, extract } from 'tar';

// One backup file (a gzip tar) holds:
//   backup.json       what is inside (format, when, where the files were)
//   database.tar.gz   the embedded database's snapshot (Database.snapshot)
//   uploads/...       the uploaded files, when they live in DATA_DIR/uploads (not in a bucket)

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** 'folder': uploads/ is in the backup; 'bucket': the files are in S3_BUCKET, backed up by the store. */
  files: 'folder' | 'bucket';
  bucket?: string;
  fileCount: number;
}

const MANIFEST = 'backup.json';
const DATABASE = 'database.tar.gz';
const UPLOADS = 'uploads';

/** Every file under `dir`, as paths relative to it ([] when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.partial-'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Writes the backup file. The uploads are linked (or copied) into a staging folder first, so
 * the archive holds the files as they were just after the database snapshot: files are never
 * changed in place, and one deleted meanwhile stays in the backup.
 */
export async function writeBackup(options: {
  file: string;
  snapshot: Buffer;
  /** DATA_DIR/uploads, or undefined when files live in a bucket. */
  uploadsDir: string | undefined;
  bucket?: string | undefined;
  /** For the staging folder: on the same file system as uploadsDir, so files are linked, not copied. */
  workDir: string;
}): Promise<BackupManifest> {
  await mkdir(options.workDir, { recursive: true });
  const staging = await mkdtemp(join(options.workDir, '.backup-'));
  try {
    const files = options.uploadsDir ? await filesUnder(options.uploadsDir) : [];
    for (const file of files) {
      const target = join(staging, UPLOADS, file);
      await mkdir(dirname(target), { recursive: true });
      await link(join(options.uploadsDir!, file), target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return; // deleted since it was listed
        await copyFile(join(options.uploadsDir!, file), target);
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      files: options.uploadsDir ? 'folder' : 'bucket',
      ...(options.bucket ? { bucket: options.bucket } : {}),
      fileCount: files.length,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(staging, DATABASE), options.snapshot);
    await mkdir(join(staging, UPLOADS), { recursive: true });
    const partial = `${options.file}.partial`;
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE, UPLOADS]);
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks a backup file into `dir` (empty) and reads what it holds. */
export async function readBackup(file: string, dir: string) {
  await extract({ file, cwd: dir, strict: true });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${file} is not a backup made by npm run backup (it has no ${MANIFEST})`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(
      `${file} is a backup of format ${String(manifest.format)}; this version reads format ${BACKUP_FORMAT}`,
    );
  }
  return {
    manifest,
    snapshot: await readFile(join(dir, DATABASE)),
    uploadsDir: join(dir, UPLOADS),
  };
}
