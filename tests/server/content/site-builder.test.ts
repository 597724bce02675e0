// A publish's build runs in a child process with only what it needs from the server's
// environment: the server's secrets stay in the server.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/server/services/content/site-builder.ts';

const SECRETS = {
  TOTP_ENCRYPTION_KEY: 'parent-totp-key-0123456789',
  URL_SIGNING_SECRET: 'parent-signing-secret-0123456789',
  DATABASE_URL: 'postgres://app:parent-db-password@db.internal/app',
  S3_SECRET_ACCESS_KEY: 'parent-s3-secret',
} as const;

/** A build that writes the environment it was given into its output folder. */
const PRINT_ENV = [
  process.execPath,
  '-e',
  "require('node:fs').mkdirSync(process.env.BUILD_DIR, { recursive: true }); require('node:fs').writeFileSync(require('node:path').join(process.env.BUILD_DIR, 'env.json'), JSON.stringify(process.env))",
];

describe('the build process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atp-build-env-'));
  afterEach(() => {
    for (const name of Object.keys(SECRETS)) delete process.env[name];
  });

  it('gets the settings it is built with and what programs need, never the server’s secrets', async () => {
    Object.assign(process.env, SECRETS);
    const outDir = join(dir, 'out');
    const result = await buildSite({
      contentDir: join(dir, 'content'),
      imagesDir: join(dir, 'images'),
      outDir,
      cacheDir: join(dir, 'cache'),
      workDir: join(dir, 'work'),
      env: { APP_URL: 'https://afritradehub.example' },
      command: PRINT_ENV,
    });
    expect(result).toEqual({ ok: true });
    const env = JSON.parse(readFileSync(join(outDir, 'env.json'), 'utf8')) as Record<string, string>;
    expect(env).toMatchObject({
      APP_URL: 'https://afritradehub.example',
      CONTENT_DIR: join(dir, 'content'),
      BUILD_DIR: outDir,
      PATH: process.env['PATH'],
    });
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(env[name], name).toBeUndefined();
      expect(JSON.stringify(env)).not.toContain(value);
    }
    rmSync(dir, { recursive: true, force: true });
  });
});
