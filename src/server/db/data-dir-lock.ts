import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * The embedded database has a single writer: PGlite has no lock of its own and two
 * processes on one folder corrupt it. Takes an exclusive lock on DATA_DIR (refreshed
 * while we run, considered stale 10 s after a crash) or refuses with a clear message.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 10_000,
      update: 2_000,
      realpath: false,
      onCompromised: (error) => {
        // Another process took the folder over: stop before we write anything else.
        console.error(`Lost the lock on ${dataDir}: ${error.message}. Exiting to protect the data.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another process (a running server or user:create). ` +
          'The embedded database allows one process at a time: stop the other one, choose another DATA_DIR, ' +
          'or set DATABASE_URL to share a PostgreSQL server between processes.',
      );
    }
    throw error;
  }
}
