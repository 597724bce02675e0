import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { create, extract } from 'tar';

// One backup file (a gzip tar) holds:
//   backup.json       what is inside: format, when, the app and schema version, where the
//                     files were, and a SHA-256 of every other file in the archive
//   database.tar.gz   the embedded database's snapshot (Database.snapshot)
//   uploads/...       the uploaded files, when they live in DATA_DIR/uploads (not in a bucket)
//   content/...       CONTENT_DIR: the site's text and pictures as editors left them
//   content-versions/ every published version's snapshot (DATA_DIR/content-versions)
//   site-builds/...   the builds kept in DATA_DIR/site-builds (the live one among them), so a
//                     restored server serves the live version at once, without a rebuild

/** 2 added the content, the versions, the app and schema version and the checksums. */
export const BACKUP_FORMAT = 2;
const READABLE_FORMATS = [1, 2];

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** package.json's version of the code that wrote it. */
  appVersion?: string;
  /** The last migration of that code (src/server/db/migrations): the database's schema. */
  schema?: string;
  /** 'folder': uploads/ is in the backup; 'bucket': the files are in S3_BUCKET, backed up by the store. */
  files: 'folder' | 'bucket';
  bucket?: string;
  fileCount: number;
  /** SHA-256 (hex) of every file of the archive but this manifest, by its path in the archive. */
  checksums?: Record<string, string>;
}

const MANIFEST = 'backup.json';
const DATABASE = 'database.tar.gz';
/** The folders of a backup, each from its own place on disk. */
export const BACKUP_FOLDERS = ['uploads', 'content', 'content-versions', 'site-builds'] as const;
export type BackupFolder = (typeof BACKUP_FOLDERS)[number];

/** A backup that cannot be read: damaged, cut short, or not one of ours. The message says which. */
export class UnreadableBackup extends Error {}

/** Every file under `dir`, as paths relative to it ([] when it does not exist); `skip` leaves out a name at any depth. */
async function filesUnder(dir: string, skip: (name: string) => boolean = () => false): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.partial-'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').some(skip));
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * Writes the backup file. The files are linked (or copied) into a staging folder first, so
 * the archive holds them as they were just after the database snapshot: uploads are never
 * changed in place, and one deleted meanwhile stays in the backup.
 */
export async function writeBackup(options: {
  file: string;
  snapshot: Buffer;
  /** Where each folder of the backup comes from; a folder left out (files in a bucket) is not in it. */
  folders: Partial<Record<BackupFolder, string>>;
  bucket?: string | undefined;
  appVersion: string;
  schema: string;
  /** For the staging folder: on the same file system as the folders, so files are linked, not copied. */
  workDir: string;
}): Promise<BackupManifest> {
  await mkdir(options.workDir, { recursive: true });
  const staging = await mkdtemp(join(options.workDir, '.backup-'));
  try {
    const checksums: Record<string, string> = {};
    let uploads = 0;
    for (const folder of BACKUP_FOLDERS) {
      const source = options.folders[folder];
      await mkdir(join(staging, folder), { recursive: true });
      if (!source) continue;
      // A build's work folder and Astro's caches are remade by the next build; a content
      // folder's own git history is the git repository's to keep.
      const files = await filesUnder(source, (name) => name === '.work' || name === '.cache' || name === '.git');
      for (const file of files) {
        const target = join(staging, folder, file);
        await mkdir(dirname(target), { recursive: true });
        const kept = await link(join(source, file), target).then(
          () => true,
          async (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return false; // deleted since it was listed
            await copyFile(join(source, file), target);
            return true;
          },
        );
        if (!kept) continue;
        checksums[`${folder}/${file}`] = await sha256(target);
        if (folder === 'uploads') uploads += 1;
      }
    }
    await writeFile(join(staging, DATABASE), options.snapshot);
    checksums[DATABASE] = createHash('sha256').update(options.snapshot).digest('hex');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      appVersion: options.appVersion,
      schema: options.schema,
      files: options.folders.uploads ? 'folder' : 'bucket',
      ...(options.bucket ? { bucket: options.bucket } : {}),
      fileCount: uploads,
      checksums,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${options.file}.partial`;
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE, ...BACKUP_FOLDERS]);
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks a backup file into `dir` (empty), checks every file against the manifest's
 * checksums and reads what it holds. A damaged, cut-short or foreign file is refused with an
 * UnreadableBackup that says so (not the archive library's or zlib's own words).
 */
export async function readBackup(file: string, dir: string) {
  try {
    await extract({ file, cwd: dir, strict: true });
  } catch (error) {
    throw new UnreadableBackup(
      `${file} cannot be read as a backup: it is damaged, cut short or not a file of npm run backup (${(error as Error).message}).`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new UnreadableBackup(`${file} is not a backup made by npm run backup (it has no ${MANIFEST})`);
  }
  if (!READABLE_FORMATS.includes(manifest.format)) {
    throw new UnreadableBackup(
      `${file} is a backup of format ${String(manifest.format)}; this version reads formats ${READABLE_FORMATS.join(' and ')}: restore it with the release that wrote it (${manifest.appVersion ?? 'see its backup.json'})`,
    );
  }
  for (const [path, expected] of Object.entries(manifest.checksums ?? {})) {
    const actual = await sha256(join(dir, path)).catch(() => 'missing');
    if (actual !== expected) {
      throw new UnreadableBackup(
        `${file} is damaged: ${path} is ${actual === 'missing' ? 'missing' : 'not what was backed up'} (its SHA-256 differs from backup.json's)`,
      );
    }
  }
  return {
    manifest,
    snapshot: await readFile(join(dir, DATABASE)),
    /** Each folder of the backup, unpacked. */
    folder: (name: BackupFolder) => join(dir, name),
  };
}
