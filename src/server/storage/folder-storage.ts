import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { checkKey, type FileStorage } from './file-storage.ts';

/** The uploads folder of the folder driver (and what `storage:migrate` and backups copy). */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** Written first, then renamed into place, so a crash never leaves half a file under its key. */
const PARTIAL = '.partial-';

/** Files in a folder (DATA_DIR/uploads): one process, or a folder every process shares. */
export function folderStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = join(dirname(path), `${PARTIAL}${randomBytes(8).toString('hex')}`);
      await writeFile(partial, bytes, { mode: 0o600 });
      try {
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
    },
    async read(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async size(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async exists(key) {
      return access(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith(PARTIAL)) continue;
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (key.startsWith(prefix)) yield key;
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
