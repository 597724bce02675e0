import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../../src/server/db/client.ts';
import { claimDueMail } from '../../../src/server/db/queries/mail-outbox.queries.ts';
import { mailOutbox } from '../../../src/server/db/schema/index.ts';
import { createMailer } from '../../../src/server/mail/mailer.ts';
import { enqueueMail } from '../../../src/server/mail/outbox.ts';
import {
  backoffMs,
  failureKind,
  type OutboxTimings,
  type OutboxWorker,
  startOutboxWorker,
} from '../../../src/server/mail/outbox-worker.ts';
import { MailSink } from '../../e2e/support/mail-sink.ts';
import { freshDatabase, freshPostgresDatabase } from '../support/helper.ts';
import { describeWith } from '../support/services.ts';
import { eventually } from '../support/waiting.ts';

// Short delays so an outage of a few seconds shows several retries.
const FAST: Partial<OutboxTimings> = { pollMs: 100, retryBaseMs: 100, retryMaxMs: 2000, outagePauseMaxMs: 400 };

const silent = { info() {}, warn() {}, error() {} };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function database(): Promise<Database> {
  const db = await freshDatabase();
  cleanups.push(() => db.close());
  return db;
}

function worker(db: Database, smtpUrl: string, timings: Partial<OutboxTimings> = FAST): OutboxWorker {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-outbox-'));
  const mailer = createMailer({
    smtpUrl,
    from: 'AfriTrade Hub <no-reply@afritradehub.com>',
    dataDir,
    printLinks: false,
    log: silent as never,
  });
  const started = startOutboxWorker({
    db: db.db,
    send: (mail) => mailer.send(mail),
    log: silent,
    messageIdDomain: 'afritradehub.com',
    timings,
  });
  cleanups.push(async () => {
    await started.stop();
    mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return started;
}

async function sink(port = 0): Promise<MailSink> {
  const started = await MailSink.start(port);
  cleanups.push(() => started.close());
  return started;
}

/** A local port with nothing listening on it: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const mail = (n: number, key = `test:${n}`) => ({
  to: `buyer${n}@example.com`,
  subject: `Order update #${n}`,
  text: `Your order changed. View it: http://localhost:3000/order/details/${n}`,
  dedupeKey: key,
});

const rows = (db: Database) => db.db.select().from(mailOutbox);

/** Each subject received, with how many times. */
const receivedCounts = (received: MailSink) => {
  const counts = new Map<string, number>();
  for (const message of received.messages) counts.set(message.subject, (counts.get(message.subject) ?? 0) + 1);
  return counts;
};

describe('retry policy', () => {
  test('no reply code or 421 is an outage, other 4xx temporary, 5xx permanent', () => {
    expect(failureKind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe('transport');
    expect(failureKind({ responseCode: 421 })).toBe('transport');
    expect(failureKind({ responseCode: 451 })).toBe('temporary');
    expect(failureKind({ responseCode: 550 })).toBe('permanent');
    expect(failureKind(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))).toBe('permanent');
  });

  test('delays double per attempt up to the ceiling, with half of each delay random', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(20, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffMs(20, 1000, 60_000, () => 0)).toBe(30_000);
  });
});

describe('the mail outbox', () => {
  test('mail queued in a transaction that rolls back is never sent; a committed one is, once', async () => {
    const db = await database();
    const received = await sink();
    await db.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail(1));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await db.db.transaction(async (tx) => {
      await enqueueMail(tx, mail(2));
    });
    const running = worker(db, received.url);
    await received.waitForMail('buyer2@example.com');
    await running.drain();
    expect(received.messages.map((m) => m.subject)).toEqual(['Order update #2']);
    expect(received.messages[0]?.links).toEqual(['http://localhost:3000/order/details/2']);
    const [row] = await rows(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedBy: null });
  });

  test('queuing the same dedupe key twice sends one mail', async () => {
    const db = await database();
    const received = await sink();
    expect(await enqueueMail(db.db, mail(1, 'order-status:abc'))).toBe(true);
    expect(await enqueueMail(db.db, { ...mail(1, 'order-status:abc'), subject: 'again' })).toBe(false);
    const running = worker(db, received.url);
    await received.waitForMail('buyer1@example.com');
    await running.drain();
    expect(received.messages).toHaveLength(1);
    expect(await rows(db)).toHaveLength(1);
  });

  test('SMTP down, then up: every mail queued during the outage arrives exactly once', async () => {
    const db = await database();
    const port = await closedPort();
    const running = worker(db, `smtp://127.0.0.1:${port}`);
    const QUEUED = 40;
    const outageStarted = Date.now();
    // Mail keeps coming in while the server is down.
    for (let n = 1; n <= QUEUED; n += 1) {
      await db.db.transaction((tx) => enqueueMail(tx, mail(n)));
      if (n % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The worker has tried and failed several times; nothing is lost or marked failed.
    await eventually(async () => {
      const [probe] = await db.db
        .select({ failedAttempts: sql<number>`coalesce(sum(${mailOutbox.attempts}), 0)::int` })
        .from(mailOutbox);
      return (probe?.failedAttempts ?? 0) >= 8 ? true : undefined;
    }, 'eight failed attempts');
    const during = await rows(db);
    // A row may be mid-attempt ('sending') at the moment of reading; none is sent or given up.
    expect(during.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true);
    expect(
      during.filter((row) => row.attempts > 0).every((row) => /ECONNREFUSED|connect/i.test(row.lastError ?? '')),
    ).toBe(true);
    // The worker probes with one mail per pause, not the whole queue.
    expect(during.reduce((sum, row) => sum + row.attempts, 0)).toBeLessThan(QUEUED);

    const received = await sink(port);
    const recovered = Date.now();
    await eventually(() => (received.messages.length >= QUEUED ? true : undefined), 'every queued mail delivered');
    const deliveredAfterMs = Date.now() - recovered;
    await running.drain();

    const counts = receivedCounts(received);
    expect(counts.size).toBe(QUEUED);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const after = await rows(db);
    expect(after.every((row) => row.status === 'sent')).toBe(true);
    console.info(
      `outbox: ${QUEUED} mails queued during an SMTP outage of ${((recovered - outageStarted) / 1000).toFixed(1)} s ` +
        `(${after.reduce((sum, row) => sum + row.attempts, 0) - QUEUED} failed attempts) were all delivered once, ` +
        `${(deliveredAfterMs / 1000).toFixed(2)} s after the server came back (pause ceiling ${FAST.outagePauseMaxMs} ms)`,
    );
  });

  test('a worker stopped during an outage loses nothing: the next one sends each mail once', async () => {
    const db = await database();
    const port = await closedPort();
    const first = worker(db, `smtp://127.0.0.1:${port}`);
    for (let n = 1; n <= 5; n += 1) await enqueueMail(db.db, mail(n));
    await eventually(
      async () => ((await rows(db)).some((row) => row.attempts > 0) ? true : undefined),
      'a failed attempt',
    );
    await first.stop();
    expect((await rows(db)).every((row) => row.status === 'pending' && row.lockedBy === null)).toBe(true);

    const received = await sink(port);
    worker(db, received.url);
    await eventually(() => (received.messages.length >= 5 ? true : undefined), 'five mails delivered');
    const counts = receivedCounts(received);
    expect(counts.size).toBe(5);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  test('mail claimed by a worker that died is sent by another once the claim runs out', async () => {
    const db = await database();
    const received = await sink();
    await enqueueMail(db.db, mail(1));
    // A worker claims the mail and dies before sending it.
    const claimed = await claimDueMail(db.db, 'dead-worker', 10, 300);
    expect(claimed).toHaveLength(1);
    const [held] = await rows(db);
    expect(held).toMatchObject({ status: 'sending', lockedBy: 'dead-worker' });

    const running = worker(db, received.url);
    await received.waitForMail('buyer1@example.com');
    // The sink has the mail before the worker hears the server's OK and marks the row sent.
    await running.drain();
    const [row] = await db.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'test:1'));
    expect(row).toMatchObject({ status: 'sent', lockedBy: null });
    expect(received.messages).toHaveLength(1);
  });

  test('a mail the server refuses for good is marked failed after a few attempts; the others go out', async () => {
    const db = await database();
    // An SMTP server that refuses one mailbox with 550 and takes every other mail.
    const accepted: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'gone@example.com') {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    await enqueueMail(db.db, { ...mail(1), to: 'gone@example.com' });
    await enqueueMail(db.db, mail(2));
    worker(db, `smtp://127.0.0.1:${port}`, { ...FAST, permanentFailureAttempts: 2 });
    const failed = await eventually(async () => {
      const [row] = await db.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'test:1'));
      return row?.status === 'failed' ? row : undefined;
    }, 'the mail marked failed');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/550/);
    await eventually(() => (accepted.length > 0 ? true : undefined), 'the good mail accepted');
    expect(accepted).toEqual(['buyer2@example.com']);
  });
});

describeWith(['postgres'], 'the mail outbox on PostgreSQL with several processes', () => {
  test('three workers on one database send each of 90 mails exactly once', async () => {
    const primary = await freshPostgresDatabase();
    cleanups.push(() => primary.close());
    const others = [
      await openDatabase({ kind: 'postgres', url: primary.url }),
      await openDatabase({ kind: 'postgres', url: primary.url }),
    ];
    cleanups.push(() => Promise.all(others.map((db) => db.close())).then(() => undefined));
    const received = await sink();
    const QUEUED = 90;
    for (let n = 1; n <= QUEUED; n += 1) await enqueueMail(primary.db, mail(n));
    // Small batches so the workers compete for the same rows.
    for (const db of [primary, ...others]) worker(db, received.url, { ...FAST, batchSize: 3 });
    await eventually(
      () => (received.messages.length >= QUEUED ? true : undefined),
      'every queued mail delivered',
      30_000,
    );
    const counts = receivedCounts(received);
    expect(counts.size).toBe(QUEUED);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    // The sink has a mail before its worker hears the server's OK and marks the row sent.
    const after = await eventually(async () => {
      const all = await rows(primary);
      return all.every((row) => row.status !== 'pending' && row.status !== 'sending') ? all : undefined;
    }, 'every row settled');
    expect(after.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
