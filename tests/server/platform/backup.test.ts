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
import { createAccount } from '../support/accounts.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { uploadDocument } from '../support/order-desk-fixtures.ts';
import { imageBytes, orderableProduct, PDF_BYTES, placeOrder, setOrder, uploadReceipt } from '../support/orders-fixtures.ts';

const scriptPath = (name: string) => fileURLToPath(new URL(`../../../scripts/${name}.ts`, import.meta.url));

/** Runs `npm run backup|restore -- FILE` as an operator would; resolves with its exit code and output. */
async function run(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [scriptPath(name), file], {
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
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      database: await openDatabase({ kind: 'embedded', dataDir }),
      env: { DATA_DIR: dataDir },
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
        run('backup', file, { DATA_DIR: dataDir }),
        app.inject({ method: 'GET', url: '/api/product' }),
      ]);
      expect(backup.output).toMatch(
        /Wrote .*backup\.tar\.gz: the database \([\d.]+ MB, from the running server\) and 2 uploaded files\./,
      );
      expect(backup.code).toBe(0);
      expect(answered.statusCode).toBe(200);

      const again = await run('backup', file, { DATA_DIR: dataDir });
      expect([again.code, again.output]).toEqual([1, expect.stringContaining('already exists')]);

      const restored = join(work, 'restored');
      const restore = await run('restore', file, { DATA_DIR: restored });
      expect(restore.output).toMatch(
        /Restored the backup of .* into .*restored: 2 orders, \d+ chat messages, \d+ audit entries; 2 uploaded files\./,
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
    },
  );

  it('restores only into an empty data folder, and only a backup file', { timeout: 180_000 }, async () => {
    const file = join(work, 'refused.tar.gz');
    expect((await run('backup', file, { DATA_DIR: dataDir })).code).toBe(0);
    const full = join(work, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'something'), 'x');
    const refused = await run('restore', file, { DATA_DIR: full });
    expect([refused.code, refused.output]).toEqual([1, expect.stringContaining('is not empty')]);
    expect(readFileSync(join(full, 'something'), 'utf8')).toBe('x');

    const notBackup = join(work, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    const wrong = await run('restore', notBackup, { DATA_DIR: join(work, 'empty') });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/TAR_BAD_ARCHIVE|not a backup|Unrecognized archive format/);
  });
});
