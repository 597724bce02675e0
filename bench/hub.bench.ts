// Buyer hub latency with a busy account: 1,000 orders (placed through the API) and 200
// inquiries for one buyer, then the p50/p95/p99 latency of all-orders and the summaries.
//
// Usage: npm run bench:hub -- [--orders 1000] [--inquiries 200] [--requests 300] [--connections 10]
//                             [--db embedded|postgres] [--endpoints all-orders,order-summary]
//   --requests     timed requests per endpoint, one after another (what one buyer's browser sees)
//   --connections  then autocannon with this many parallel clients for 5 s per endpoint
//   --db           embedded (default; PGlite in a temp folder) or postgres (TEST_DATABASE_URL or
//                  postgres://postgres@127.0.0.1:5432/test; a fresh database is made and dropped)
// Aim: p95 under 50 ms for every endpoint.
import { randomUUID } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { seedCatalogue } from '../src/server/db/seed/index.ts';
import { listProducts } from '../src/server/services/products.service.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { createSession } from '../src/server/services/sessions.service.ts';
import type { Product } from '../src/shared/products/products.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/server/support/process.ts';
import { cpuMillis } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    inquiries: { type: 'string', default: '200' },
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '10' },
    db: { type: 'string', default: 'embedded' },
    endpoints: { type: 'string', default: 'all-orders,activity-summary,order-summary,enquiry-summary,all-enquiries' },
  },
});
const ORDERS = Number(values.orders);
const INQUIRIES = Number(values.inquiries);
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const ENDPOINTS = values.endpoints.split(',');
// Browsers ask for compressed answers; the server compresses JSON over 1 KiB.
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

const dataDir = mkdtempSync(join(tmpdir(), 'atp-hub-bench-'));
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

/** The buyer and their session, made before the server starts (the embedded database is single-process). */
async function prepareBuyer() {
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'embedded', dataDir },
  );
  try {
    await seedCatalogue(database.db);
    const [buyer] = await database.db
      .insert(users)
      .values({
        fullName: 'Bench Buyer',
        email: `bench.${Date.now()}@example.com`,
        phoneNumber: '+2348031234567',
        country: 'NG',
        passwordHash: await hashPassword('Harmattan#2026'),
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!buyer) throw new Error('could not create the bench buyer');
    return { token: await createSession(database.db, buyer.id, new Date()), products: await listProducts(database.db) };
  } finally {
    await database.close();
  }
}

/** Runs jobs with at most `limit` in flight. */
async function inParallel(count: number, limit: number, job: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

/** The real server process, ready once /api/health answers. */
async function startQuietServer(env: Record<string, string>) {
  const port = freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('../src/server/server.ts', import.meta.url))], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    if (waited > 120_000) throw new Error('the server did not answer /api/health within 2 minutes');
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { child, url, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

try {
  const { token, products } = await prepareBuyer();
  const orderable = products.filter((p: Product) => p.CountryTraded.length > 0);
  // Quiet logs (no per-request lines), so the measurement is of the API, not of logging.
  const server = await startQuietServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  try {
    const seedStart = performance.now();
    await inParallel(ORDERS, 8, async (i) => {
      const product = orderable[i % orderable.length]!;
      const origin = product.CountryTraded[i % product.CountryTraded.length]!;
      const res = await fetch(`${server.url}/api/order/foreign`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          productID: product.id,
          quantity: String(product.minOrdersAllowed + (i % 50)),
          country: ['DE', 'NL', 'CN', 'IN', 'US', 'GB'][i % 6],
          countryOfOrigin: origin.countryName,
          shipping: 'FOB',
          paymentTerm: i % 2 ? 'TT' : 'LC',
          port: ['Hamburg', 'Rotterdam', 'Shanghai', 'Mumbai', 'Houston', 'Felixstowe'][i % 6],
          productRequirement: `Bench lot ${i + 1}: export grade, 50 kg bags, SGS inspection at loading.`,
        }),
      });
      if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
    });
    await inParallel(INQUIRIES, 8, async (i) => {
      const res = await fetch(`${server.url}/api/rfq`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          productName: `Commodity ${i}`,
          productDescription: 'Quote for export grade',
          quantityRequired: String(10 + i),
        }),
      });
      if (res.status !== 201) throw new Error(`inquiry ${i}: ${res.status} ${await res.text()}`);
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}, ${values.db} database`,
    );
    console.log(
      `seeded ${ORDERS} orders and ${INQUIRIES} inquiries through the API in ${seedSeconds.toFixed(1)} s (${(ORDERS / seedSeconds).toFixed(0)} orders/s)\n`,
    );

    console.log(`One client, ${REQUESTS} requests each (after 20 warm-up), compressed as browsers ask:`);
    const headers = { authorization: auth.authorization, ...BROWSER_HEADERS };
    let worstP95 = 0;
    for (const endpoint of ENDPOINTS) {
      const url = `${server.url}/api/buyer-hub/${endpoint}`;
      let bytes = 0;
      const samples: number[] = [];
      const cpuBefore = cpuMillis(server.child.pid);
      for (let i = 0; i < REQUESTS + 20; i += 1) {
        const start = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        const ms = performance.now() - start;
        if (res.status !== 200) throw new Error(`${endpoint}: ${res.status}`);
        bytes = body.byteLength;
        if (i >= 20) samples.push(ms);
      }
      const cpuAfter = cpuMillis(server.child.pid);
      const cpuMs =
        cpuBefore === undefined || cpuAfter === undefined
          ? ''
          : `, server CPU ${((cpuAfter - cpuBefore) / (REQUESTS + 20)).toFixed(1)} ms/request`;
      samples.sort((a, b) => a - b);
      const p95 = quantile(samples, 0.95);
      worstP95 = Math.max(worstP95, p95);
      console.log(
        `  ${endpoint.padEnd(17)} p50 ${quantile(samples, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  p99 ${quantile(samples, 0.99).toFixed(1).padStart(6)} ms  (${(bytes / 1024).toFixed(1)} KiB of JSON${cpuMs}, load ${loadavg()[0]?.toFixed(1)})`,
      );
    }

    console.log(`\n${CONNECTIONS} clients at once (autocannon, 5 s each):`);
    for (const endpoint of ENDPOINTS) {
      const result = await autocannon({
        url: `${server.url}/api/buyer-hub/${endpoint}`,
        connections: CONNECTIONS,
        duration: 5,
        headers,
      });
      console.log(
        `  ${endpoint.padEnd(17)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p90 ${String(result.latency.p90).padStart(4)} ms  p97.5 ${String(result.latency.p97_5).padStart(4)} ms  non-2xx ${result.non2xx}  load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
    console.log(
      `\nslowest one-client p95: ${worstP95.toFixed(1)} ms (aim: under 50 ms) ${worstP95 < 50 ? 'OK' : 'OVER'}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
} finally {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
