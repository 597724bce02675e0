// npm run backup while the server runs on the embedded database, then npm run restore into
// an empty folder: every order, message, audit entry and uploaded file comes back.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSocketPath } from '../../../src/server/backup/backup-channel.ts';
import { type Db, openDatabase } from '../../../src/server/db/client.ts';
import { storeMessageOfBuyer } from '../../../src/server/db/queries/chat.queries.ts';
import { auditLog, messages, orders } from '../../../src/server/db/schema/index.ts';
import { x as untar, c as tar } from 'tar';
import { migrationTags } from '../../../src/server/db/schema-version.ts';
import type { ContentVersion } from '../../../src/shared/content/content.contract.ts';
import { createAccount } from '../support/accounts.ts';
import { createEditor } from '../support/staff-accounts.ts';
import { until } from '../support/waiting.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { uploadDocument } from '../support/order-desk-fixtures.ts';
import { imageBytes, orderableProduct, PDF_BYTES, placeOrder, setOrder, uploadReceipt } from '../support/orders-fixtures.ts';

const scriptPath = (name: string) => fileURLToPath(new URL(`../../../scripts/${name}.ts`, import.meta.url));

/** Runs `npm run backup|restore -- FILE` as an operator would; resolves with its exit code and output. */
async function run(name: 'backup' | 'restore', file: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [scriptPath(name), file, ...args], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const idsOf = async (db: Db) => ({
  orders: (await db.select({ id: orders.id }).from(orders)).map((row) => row.id).sort(),
  messages: (await db.select({ id: messages.id }).from(messages)).map((row) => row.id).sort(),
  audit: (await db.select({ id: auditLog.id }).from(auditLog)).map((row) => String(row.id)).sort(),
});

describe('backup and restore of the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'atp-bk-'));
  const dataDir = join(work, 'data');
  // As compose.yaml has it: the editors' folder inside DATA_DIR.
  const contentDir = join(dataDir, 'content');
  const envOf = (dir: string) => ({ DATA_DIR: dir, CONTENT_DIR: join(dir, 'content') });
  let app: TestApp;
  let liveVersion: string;
  beforeAll(async () => {
    app = await buildTestApp({
      database: await openDatabase({ kind: 'embedded', dataDir }),
      env: { DATA_DIR: dataDir, CONTENT_DIR: contentDir },
    });
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Amina Bello' });
    const product = await orderableProduct(app);
    const first = await placeOrder(app, buyer.auth, product);
    await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const uploaded = await uploadReceipt(app, buyer.auth, first.id, {
      bytes: await imageBytes('png'),
      filename: 'proof.png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await setOrder(app, first.id, { status: 'PROCESSING' });
    // A document: a message to the buyer and an audit entry.
    const document = await uploadDocument(app, agent.auth, first.id, 'BILL_OF_LADING', {
      bytes: PDF_BYTES,
      filename: 'bl.pdf',
      type: 'application/pdf',
    });
    expect(document.statusCode, document.body).toBe(201);
    // A chat: the buyer asks, the agent answers.
    for (const [sender, text] of [
      [buyer.user, 'Is the lot ready for inspection?'],
      [agent.user, 'Yes, on Thursday.'],
    ] as const) {
      await storeMessageOfBuyer(app.db, {
        id: randomUUID(),
        buyerId: buyer.user.id,
        senderId: sender.id,
        senderType: sender.type,
        message: text,
        createdAt: new Date(),
      });
    }
    // A published version of the site: its snapshot and its build are kept in DATA_DIR.
    const editor = await createEditor(app.db);
    const home = join(contentDir, 'pages/home.md');
    writeFileSync(home, readFileSync(home, 'utf8').replace(/^( {2}text: ).*$/m, '$1"Backed up hero text."'));
    const published = await app.inject({
      method: 'POST',
      url: '/api/staff/content/publish',
      headers: editor.auth,
      payload: {},
    });
    liveVersion = published.json().data.id;
    const version = await until(
      async () =>
        (
          (await app.inject({ method: 'GET', url: '/api/staff/content/versions', headers: editor.auth })).json().data
            .items as ContentVersion[]
        )[0],
      (found) => found?.status !== 'BUILDING',
    );
    expect(version?.status).toBe('LIVE');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'backs up while the server runs and restores every order, message, audit entry and file',
    { timeout: 300_000 },
    async () => {
      const before = await idsOf(app.db);
      expect(before.orders).toHaveLength(2);
      expect(before.messages.length).toBeGreaterThanOrEqual(2);
      expect(before.audit.length).toBeGreaterThan(0);
      // The channel is private to the server's user.
      expect(statSync(join(dataDir, 'run')).mode & 0o077).toBe(0);
      expect(existsSync(backupSocketPath(dataDir))).toBe(true);

      const file = join(work, 'backup.tar.gz');
      // The server keeps answering while the backup is taken.
      const [backup, answered] = await Promise.all([
        run('backup', file, envOf(dataDir)),
        app.inject({ method: 'GET', url: '/api/product' }),
      ]);
      expect(backup.output).toMatch(
        /Wrote .*backup\.tar\.gz: the database \([\d.]+ MB, from the running server, schema \d+_\w+\), 2 uploaded files and the site's content, versions and builds \(\d+ files in all\)\./,
      );
      expect(backup.code).toBe(0);
      expect(answered.statusCode).toBe(200);

      const again = await run('backup', file, envOf(dataDir));
      expect([again.code, again.output]).toEqual([1, expect.stringContaining('already exists')]);

      const restored = join(work, 'restored');
      const restore = await run('restore', file, envOf(restored));
      expect(restore.output).toMatch(
        /Restored the backup of .* into .*restored: 2 orders, \d+ chat messages, \d+ audit entries; 2 uploaded files; the site's content into .*restored\/content\./,
      );
      expect(restore.code).toBe(0);

      const database = await openDatabase({ kind: 'embedded', dataDir: restored });
      try {
        expect(await idsOf(database.db)).toEqual(before);
      } finally {
        await database.close();
      }
      // The payment proof and the document, byte for byte.
      const uploads = (dir: string) => join(dir, 'uploads');
      const files = readdirSync(uploads(dataDir)).sort();
      expect(files).toHaveLength(2);
      expect(readdirSync(uploads(restored)).sort()).toEqual(files);
      for (const name of files) {
        expect(readFileSync(join(uploads(restored), name)).equals(readFileSync(join(uploads(dataDir), name)))).toBe(
          true,
        );
      }
      // The editors' folder, the live version's snapshot and its build: served at once.
      expect(readFileSync(join(restored, 'content/pages/home.md'), 'utf8')).toContain('Backed up hero text.');
      expect(readFileSync(join(restored, 'content-versions', liveVersion, 'pages/home.md'), 'utf8')).toContain(
        'Backed up hero text.',
      );
      expect(readFileSync(join(restored, 'site-builds', liveVersion, 'index.html'), 'utf8')).toContain(
        'Backed up hero text.',
      );
    },
  );

  it('restores into the same folder after a restore of a damaged file failed there', { timeout: 180_000 }, async () => {
    const good = join(work, 'good.tar.gz');
    expect((await run('backup', good, envOf(dataDir))).code).toBe(0);
    const bytes = readFileSync(good);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = join(work, 'retried');

    const failed = await run('restore', cut, envOf(target));
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/^.*cut\.tar\.gz cannot be read as a backup: it is damaged, cut short/);
    expect(failed.output).toContain(`${target} was left as it was.`);
    // Nothing left behind: not the folder, not a lock, not a staging folder beside it.
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(work).filter((name) => name.includes('.restore-'))).toEqual([]);

    const retried = await run('restore', good, envOf(target));
    expect(retried.output).toMatch(/Restored the backup of .* into .*retried: 2 orders/);
    expect(retried.code).toBe(0);
  });

  it('refuses a backup of another schema, and says how to upgrade', { timeout: 180_000 }, async () => {
    const good = join(work, 'schema.tar.gz');
    expect((await run('backup', good, envOf(dataDir))).code).toBe(0);
    /** The same backup, its manifest saying another schema. */
    const withSchema = async (schema: string) => {
      const unpacked = mkdtempSync(join(work, 'unpacked-'));
      await untar({ file: good, cwd: unpacked });
      const manifestFile = join(unpacked, 'backup.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { schema: string };
      writeFileSync(manifestFile, JSON.stringify({ ...manifest, schema }));
      const file = join(work, `schema-${schema}.tar.gz`);
      await tar({ gzip: true, file, cwd: unpacked }, readdirSync(unpacked));
      return file;
    };
    const older = await withSchema(migrationTags()[0]!);
    const refused = await run('restore', older, envOf(join(work, 'older')));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('This backup is of an older schema');
    expect(refused.output).toContain('--upgrade');
    expect(existsSync(join(work, 'older'))).toBe(false);
    const upgraded = await run('restore', older, envOf(join(work, 'older')), ['--upgrade']);
    expect([upgraded.code, upgraded.output]).toEqual([0, expect.stringContaining('Restored the backup')]);

    const newer = await run('restore', await withSchema('29991231000000_from_the_future'), envOf(join(work, 'newer')));
    expect(newer.code).toBe(1);
    expect(newer.output).toContain('This backup was made by a newer release');
  });

  it('restores only into an empty data folder, and only a backup file', { timeout: 180_000 }, async () => {
    const file = join(work, 'refused.tar.gz');
    expect((await run('backup', file, envOf(dataDir))).code).toBe(0);
    const full = join(work, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'something'), 'x');
    const refused = await run('restore', file, envOf(full));
    expect([refused.code, refused.output]).toEqual([1, expect.stringContaining('is not empty')]);
    expect(readFileSync(join(full, 'something'), 'utf8')).toBe('x');

    const notBackup = join(work, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    const wrong = await run('restore', notBackup, envOf(join(work, 'empty')));
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^.*not-a-backup\.tar\.gz cannot be read as a backup/);
  });
});
