// Temporary folders for a test file, removed when its tests are done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of fresh empty folders named `prefix…` in the system's temporary folder; every
 * folder it made is removed after the file's (or the describe block's) last test.
 *
 *   const tempDir = tempDirs('atp-images-');
 *   const root = tempDir();
 */
export function tempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
