// The mail outbox through an SMTP outage, with the production retry timings: mail is queued
// while the SMTP server is down, then the server comes back. Prints how many mails waited,
// how many failed attempts the worker made meanwhile, how long after the recovery the last
// mail arrived, and how many arrived more than once (must be 0).
//
// Usage: npm run bench:outbox -- [--mails 200] [--outage 60] [--workers 1] [--db embedded|postgres]
//   --outage   seconds the SMTP server stays down while mail is queued (spread over that time)
//   --workers  outbox workers sharing the database (postgres: each on its own connection pool)
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { mailOutbox } from '../src/server/db/schema/index.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { enqueueMail } from '../src/server/mail/outbox.ts';
import { DEFAULT_OUTBOX_TIMINGS, type OutboxWorker, startOutboxWorker } from '../src/server/mail/outbox-worker.ts';
import { MailSink } from '../tests/e2e/support/mail-sink.ts';
import { freshPostgresDatabase } from '../tests/server/support/helper.ts';

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '200' },
    outage: { type: 'string', default: '60' },
    workers: { type: 'string', default: '1' },
    db: { type: 'string', default: 'embedded' },
  },
});
const MAILS = Number(values.mails);
const OUTAGE_S = Number(values.outage);
const WORKERS = Number(values.workers);

const silent = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const dataDir = mkdtempSync(join(tmpdir(), 'atp-outbox-bench-'));
const primary: Database & { url?: string } =
  values.db === 'postgres' ? await freshPostgresDatabase() : await openDatabase({ kind: 'memory' });
if (values.db !== 'postgres' && WORKERS > 1) throw new Error('several workers need --db postgres');
const databases = [primary];
for (let n = 1; n < WORKERS; n += 1) databases.push(await openDatabase({ kind: 'postgres', url: primary.url! }));

const port = await closedPort();
const smtpUrl = `smtp://127.0.0.1:${port}`;
const mailers = databases.map(() =>
  createMailer({
    smtpUrl,
    from: 'AfriTrade Hub <no-reply@afritradehub.com>',
    dataDir,
    printLinks: false,
    log: silent as never,
  }),
);
const workers: OutboxWorker[] = databases.map((database, index) =>
  startOutboxWorker({
    db: database.db,
    send: (mail) => mailers[index]!.send(mail),
    log: silent,
    messageIdDomain: 'afritradehub.com',
  }),
);

console.log(
  `outbox outage: ${MAILS} mails over a ${OUTAGE_S} s SMTP outage, ${WORKERS} worker(s), ${values.db} database, ` +
    `retry ${DEFAULT_OUTBOX_TIMINGS.retryBaseMs} ms doubling, outage pause up to ${DEFAULT_OUTBOX_TIMINGS.outagePauseMaxMs} ms`,
);
const outageStarted = Date.now();
for (let n = 1; n <= MAILS; n += 1) {
  await primary.db.transaction((tx) =>
    enqueueMail(tx, {
      to: `buyer${n}@example.com`,
      subject: `Order update #${n}`,
      text: `Your order changed: http://localhost:3000/order/details/${n}`,
      dedupeKey: `bench:${n}`,
    }),
  );
  await sleep((OUTAGE_S * 1000) / MAILS);
}
const [during] = await primary.db
  .select({
    pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
    attempts: sql<number>`coalesce(sum(${mailOutbox.attempts}), 0)::int`,
  })
  .from(mailOutbox);

const sink = await MailSink.start(port);
const recovered = Date.now();
while (sink.messages.length < MAILS) await sleep(20);
const lastArrival = Date.now() - recovered;
// Give any duplicate a chance to show up before counting.
await Promise.all(workers.map((worker) => worker.drain()));
await sleep(2000);
const bySubject = new Map<string, number>();
for (const message of sink.messages) bySubject.set(message.subject, (bySubject.get(message.subject) ?? 0) + 1);
const duplicates = [...bySubject.values()].filter((count) => count > 1).length;

console.log(`outage lasted        ${((recovered - outageStarted) / 1000).toFixed(1)} s`);
console.log(
  `waiting at recovery  ${during?.pending ?? 0} mails, after ${during?.attempts ?? 0} failed attempts in all`,
);
console.log(`all delivered        ${(lastArrival / 1000).toFixed(2)} s after the SMTP server came back`);
console.log(`distinct mails       ${bySubject.size} of ${MAILS}; delivered twice: ${duplicates}`);

await Promise.all(workers.map((worker) => worker.stop()));
for (const mailer of mailers) mailer.close();
await sink.close();
for (const database of databases.slice(1)) await database.close();
await primary.close();
rmSync(dataDir, { recursive: true, force: true });
