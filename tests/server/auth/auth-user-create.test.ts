import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import { lockDataDir } from '../../../src/server/db/data-dir-lock.ts';
import { post } from '../support/auth-flows.ts';
import { buildTestApp, freshPostgresDatabase } from '../support/helper.ts';
import { describeWith } from '../support/services.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const SCRIPT = fileURLToPath(new URL('../../../scripts/user-create.ts', import.meta.url));
const run = promisify(execFile);

/** Runs `npm run user:create -- ...args` (the script itself); resolves with code and output. */
async function userCreate(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const AGENT = [
  '--type',
  'agent',
  '--email',
  'Kofi.Agent@Example.com',
  '--password',
  'Sahel#Agent-2026',
  '--name',
  'Kofi Agent',
];

const tempDir = tempDirs('atp-user-create-');

describe('npm run user:create', () => {
  test('creates a verified agent on the embedded database, who signs in as staff only', async () => {
    const dataDir = tempDir();
    const created = await userCreate(AGENT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Created agent kofi.agent@example.com');
    expect(created.output).toMatch(/they sign in to the console at https?:\/\/[^\s]+\/console\./);

    const again = await userCreate(AGENT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');

    const app = await buildTestApp({ database: await openDatabase({ kind: 'embedded', dataDir }), seed: false });
    try {
      const staff = await post(app, '/api/auth/signin-staff', {
        email: 'kofi.agent@example.com',
        password: 'Sahel#Agent-2026',
      });
      expect(staff.statusCode, staff.body).toBe(200);
      expect(staff.json().data.user).toMatchObject({ type: 'agent', fullName: 'Kofi Agent' });
      const asBuyer = await post(app, '/api/auth/signin-buyer', {
        email: 'kofi.agent@example.com',
        password: 'Sahel#Agent-2026',
      });
      expect(asBuyer.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  }, 120_000); // Two cold starts of the embedded database on disk.

  test('names every bad argument and creates nothing', async () => {
    const result = await userCreate(['--type', 'buyer', '--email', 'nope', '--password', 'password', '--name', ''], {
      DATA_DIR: tempDir(),
      DATABASE_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('type: --type must be agent, editor or admin');
    expect(result.output).toContain('email: Enter a valid e-mail address');
    expect(result.output).toContain('password: At least one Uppercase');
    expect(result.output).toContain('name: --name is required');
    expect(result.output).toContain('Usage: npm run user:create');
  });

  test('refuses, with a clear message, while a server holds the embedded database', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir);
    try {
      const result = await userCreate(AGENT, { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/is in use by another process/);
    } finally {
      await release();
    }
  });
});

describeWith(['postgres'], 'npm run user:create on PostgreSQL', () => {
  test('works on PostgreSQL while a server runs', async () => {
    const database = await freshPostgresDatabase();
    const app = await buildTestApp({ database, seed: false });
    try {
      const created = await userCreate(AGENT, { DATABASE_URL: database.url });
      expect(created.code, created.output).toBe(0);
      const staff = await post(app, '/api/auth/signin-staff', {
        email: 'kofi.agent@example.com',
        password: 'Sahel#Agent-2026',
      });
      expect(staff.statusCode).toBe(200);

      const editor = await userCreate(
        [
          '--type',
          'editor',
          '--email',
          'esi.editor@example.com',
          '--password',
          'Sahel#Editor-2026',
          '--name',
          'Esi Editor',
        ],
        { DATABASE_URL: database.url },
      );
      expect(editor.code, editor.output).toBe(0);
      expect(editor.output).toContain('Created editor esi.editor@example.com');
      const signedIn = await post(app, '/api/auth/signin-staff', {
        email: 'esi.editor@example.com',
        password: 'Sahel#Editor-2026',
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.user).toMatchObject({ type: 'editor', fullName: 'Esi Editor' });
    } finally {
      await app.close();
    }
  });
});
