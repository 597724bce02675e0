import { mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

const STALE_MS = 10_000;

/** Whether a process of this machine still runs (signal 0 only asks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function takeLock(dataDir: string) {
  return lockfile.lock(dataDir, {
    lockfilePath: `${dataDir}/.lock`,
    stale: STALE_MS,
    update: 2_000,
    realpath: false,
    onCompromised: (error) => {
      // Another process took the folder over: stop before we write anything else.
      console.error(`Lost the lock on ${dataDir}: ${error.message}. Exiting to protect the data.`);
      process.exit(1);
    },
  });
}

/**
 * A lock left by a process of this machine that no longer runs (killed, crashed) is taken
 * over at once instead of after STALE_MS, so a server restarted right after a crash starts.
 * Only one process may take it over: the one that creates `.lock-takeover` (atomic mkdir).
 */
function removeLockOfDeadOwner(dataDir: string): boolean {
  let owner: { pid: number; host: string };
  try {
    owner = JSON.parse(readFileSync(`${dataDir}/.lock-owner`, 'utf8')) as { pid: number; host: string };
  } catch {
    return false;
  }
  if (owner.host !== hostname() || owner.pid === process.pid || isAlive(owner.pid)) return false;
  const takeover = `${dataDir}/.lock-takeover`;
  try {
    mkdirSync(takeover);
  } catch {
    // Someone else is taking over, or a takeover crashed: the latter is cleared once stale.
    try {
      if (Date.now() - statSync(takeover).mtimeMs > STALE_MS) rmdirSync(takeover);
    } catch {
      /* gone meanwhile */
    }
    return false;
  }
  try {
    rmdirSync(`${dataDir}/.lock`);
    return true;
  } catch {
    return false;
  } finally {
    rmdirSync(takeover);
  }
}

/**
 * The embedded database has a single writer: PGlite has no lock of its own and two
 * processes on one folder corrupt it. Takes an exclusive lock on DATA_DIR (refreshed
 * while we run; taken over at once when its owner process is gone, or 10 s after its last
 * refresh) or refuses with a clear message.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    let release: () => Promise<void>;
    try {
      release = await takeLock(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || !removeLockOfDeadOwner(dataDir)) throw error;
      release = await takeLock(dataDir);
    }
    writeFileSync(`${dataDir}/.lock-owner`, JSON.stringify({ pid: process.pid, host: hostname() }));
    return release;
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
