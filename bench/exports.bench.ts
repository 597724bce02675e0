// CSV export of a long list: seeds 10,000 orders (one buyer, so the buyer's and the staff
// export each hold them all), starts the real server, downloads each export as a browser
// would (reading the stream, keeping nothing), and prints its time and the server's memory.
//
// Usage: npm run bench:exports -- [--orders 10000] [--db embedded|postgres]
//   --db  embedded (default; PGlite in a temp folder) or postgres (TEST_DATABASE_URL or
//         postgres://postgres@127.0.0.1:5432/test; a fresh database is made and dropped)
// Memory: the server's resident set (/proc/PID/status VmRSS) sampled every 10 ms while the
// file streams, against its level just before; the export reads 500 rows at a time, so the
// rise stays flat however many orders there are.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { orders, users } from '../src/server/db/schema/index.ts';
import { seedCatalogue } from '../src/server/db/seed/index.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { createSession } from '../src/server/services/sessions.service.ts';
import { ORDER_STATUSES, PAYMENT_TERMS } from '../src/shared/common/enums.ts';
import { freePort, startServer, stopServer } from '../tests/server/support/process.ts';
import { cpuMillis } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'embedded' },
  },
});
const ORDERS = Number(values.orders);

const dataDir = mkdtempSync(join(tmpdir(), 'atp-exports-bench-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (values.db === 'postgres') {
  const admin = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: admin });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
} else if (values.db !== 'embedded') throw new Error('--db must be embedded or postgres');

const PRODUCTS = ['Raw cashew nuts', 'Sésame blanc', 'Karité (shea butter)', 'Cocoa beans, grade 1', 'Café robusta'];

/** A buyer with ORDERS orders and an agent, written straight to the database before the server starts. */
async function seed() {
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'embedded', dataDir },
  );
  try {
    await seedCatalogue(database.db);
    const passwordHash = await hashPassword('Harmattan#2026');
    const account = async (type: 'buyer' | 'agent', fullName: string) => {
      const [user] = await database.db
        .insert(users)
        .values({
          type,
          fullName,
          email: `${type}.${Date.now()}@example.com`,
          phoneNumber: '+2348031234567',
          country: 'NG',
          passwordHash,
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!user) throw new Error(`could not create the bench ${type}`);
      return { id: user.id, token: await createSession(database.db, user.id, new Date()) };
    };
    const buyer = await account('buyer', 'Adèle Kouassi');
    const agent = await account('agent', 'Kofi Mensah');
    const start = Date.now();
    for (let from = 0; from < ORDERS; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, ORDERS - from) }, (_, k) => {
        const n = from + k;
        return {
          orderNumber: `BENCH-${n.toString().padStart(6, '0')}`,
          buyerId: buyer.id,
          productName: PRODUCTS[n % PRODUCTS.length]!,
          status: ORDER_STATUSES[n % ORDER_STATUSES.length]!,
          cost: 25_000 + (n % 997) * 13.25,
          pricePerMT: 1_000 + (n % 400),
          incoterm: 'FOB' as const,
          paymentTerm: PAYMENT_TERMS[n % PAYMENT_TERMS.length]!,
          quantityOrdered: 25 + (n % 50),
          countryOfOrigin: 'Côte d’Ivoire',
          country: 'NL',
          port: 'Rotterdam',
          createdAt: new Date(start - n * 60_000),
        };
      });
      await database.db.insert(orders).values(batch);
    }
    return { buyer, agent };
  } finally {
    await database.close();
  }
}

/** The resident memory of `pid` in MiB (Linux /proc), or NaN elsewhere. */
function residentMiB(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Downloads one export, counting rows and bytes as they stream, while sampling the server's memory. */
async function measure(server: { url: string; child: { pid?: number | undefined } }, path: string, token: string) {
  const pid = server.child.pid;
  const before = residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 10);
  const cpuBefore = cpuMillis(pid);
  const start = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    if (!firstByte) firstByte = performance.now() - start;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, residentMiB(pid));
  const cpu = cpuMillis(pid);
  return {
    ms,
    firstByte,
    bytes,
    rows: lines - 1,
    before,
    peak,
    cpuMs: cpu === undefined ? undefined : cpu - (cpuBefore ?? 0),
  };
}

try {
  const seedStart = performance.now();
  const { buyer, agent } = await seed();
  console.log(
    `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}, ${values.db} database`,
  );
  console.log(`seeded ${ORDERS} orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);
  // Warnings only, so the access log of the exports is not part of what is measured.
  const server = await startServer(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    freePort(),
    undefined,
    'warn',
  );
  try {
    const runs = [
      { name: 'staff orders.csv', path: '/api/staff/orders.csv', token: agent.token },
      // Again: what the first run left grown (the embedded database's page cache) is not grown again.
      { name: 'staff, again', path: '/api/staff/orders.csv', token: agent.token },
      { name: 'buyer orders.csv', path: '/api/buyer-hub/orders.csv', token: buyer.token },
      { name: 'staff, filtered', path: '/api/staff/orders.csv?status=PENDING&q=cashew', token: agent.token },
    ];
    // One small export first, so the code paths are loaded before anything is measured.
    await measure(server, '/api/staff/orders.csv?q=nothing-matches', agent.token);
    for (const run of runs) {
      const r = await measure(server, run.path, run.token);
      const cpu = r.cpuMs === undefined ? '' : `, server CPU ${(r.cpuMs / 1000).toFixed(2)} s`;
      console.log(
        `${run.name.padEnd(18)} ${String(r.rows).padStart(6)} rows  ${(r.bytes / 1024 / 1024).toFixed(2)} MiB  ` +
          `first byte ${r.firstByte.toFixed(0)} ms  whole file ${(r.ms / 1000).toFixed(2)} s  ` +
          `server memory ${r.before.toFixed(0)} -> peak ${r.peak.toFixed(0)} MiB (+${(r.peak - r.before).toFixed(0)})${cpu}`,
      );
    }
  } finally {
    await stopServer(server);
  }
} finally {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
