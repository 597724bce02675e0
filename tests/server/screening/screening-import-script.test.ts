// `npm run screening:import -- FILE`: the command line loads the list into the embedded
// database, screens the buyers, and loading the same file again adds nothing.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import { screeningLists, screeningResults, users } from '../../../src/server/db/schema/index.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const SCRIPT = fileURLToPath(new URL('../../../scripts/screening-import.ts', import.meta.url));
const SAMPLE = fileURLToPath(new URL('../../fixtures/screening/un-consolidated-sample.xml', import.meta.url));
const run = promisify(execFile);
const tempDir = tempDirs('atp-screening-import-');

async function screeningImport(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run screening:import', () => {
  test('loads the list, screens the buyers once, and adds nothing for the same file', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // A buyer in the database before the list arrives.
    const before = await openDatabase({ kind: 'embedded', dataDir });
    const [buyer] = await before.db
      .insert(users)
      .values({ type: 'buyer', fullName: 'Hasan Warsame Diriye', email: 'hasan@example.com', passwordHash: 'x' })
      .returning();
    await before.close();

    const loaded = await screeningImport([SAMPLE], env);
    expect(loaded.code, loaded.output).toBe(0);
    expect(loaded.output).toMatch(
      /Loaded list 2026-11-20T10:00:02.000Z: 13 entries, \d+ names; 1 buyers screened, 1 held/,
    );
    const again = await screeningImport([SAMPLE], env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('nothing added');

    const after = await openDatabase({ kind: 'embedded', dataDir });
    try {
      expect(await after.db.select().from(screeningLists)).toHaveLength(1);
      const [result] = await after.db.select().from(screeningResults).where(eq(screeningResults.subjectId, buyer!.id));
      expect(result).toMatchObject({ status: 'HIT', matchedReference: 'SOi.963' });
    } finally {
      await after.close();
    }
  });

  test('names what is wrong with a missing file, a file that is not a list, and no file at all', async () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: '' };
    const missing = await screeningImport(['/nonexistent/list.xml'], env);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.output).toContain('/nonexistent/list.xml');
    const notList = await screeningImport([fileURLToPath(import.meta.url)], env);
    expect(notList.code).toBe(1);
    expect(notList.output).toContain('not a UN Security Council Consolidated List');
    const none = await screeningImport([], env);
    expect(none.code).toBe(1);
    expect(none.output).toContain('Usage: npm run screening:import -- FILE.xml');
  });
});
