// npm run fuzz: property-based requests to every registered API route and socket event,
// with values derived from the routes' zod schemas and hostile ones. Fails on any 5xx (or
// socket acknowledgement with status 500), on anything stored by a refused request, on an
// answer slower than 10 s (one request holding the process), and on a crash. Prints the
// requests sent, the answers by status and the slowest answer.
//
// Usage: npm run fuzz -- [--db embedded|postgres|both] [--runs 40] [--seed N] [--port 4390]
//   --db     embedded (PGlite on disk in a temp folder), postgres (a fresh database on
//            TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test), or both (default)
//   --runs   generated requests per route and per socket event (shrinking adds more)
//   --seed   fast-check seed, printed by every run so a failure can be replayed
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/db/seed/index.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createSession } from '../../src/server/services/sessions.service.ts';
import { createAccount } from '../server/support/accounts.ts';
import { freshPostgresDatabase, LOCAL_POSTGRES_URL } from '../server/support/helper.ts';
import { orderableProduct, placeOrder } from '../server/support/orders-fixtures.ts';
import { createAdmin } from '../server/support/staff-accounts.ts';
import { type FuzzContext, fuzzRoute, MAX_ANSWER_MS, type Outcome } from './http.ts';
import { fuzzSocketEvents } from './sockets.ts';
import { installWriteLog } from './write-log.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '40' },
    seed: { type: 'string' },
    port: { type: 'string', default: '4390' },
    route: { type: 'string' },
  },
});
if (!['embedded', 'postgres', 'both'].includes(values.db)) throw new Error('--db must be embedded, postgres or both');
const RUNS = Number(values.runs);
const SEED = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);

/** Anything that escapes the request cycle is a failure too. */
const escaped: string[] = [];
process.on('unhandledRejection', (reason) =>
  escaped.push(`unhandled rejection: ${String((reason as Error)?.stack ?? reason)}`),
);
process.on('uncaughtException', (error) => escaped.push(`uncaught exception: ${error.stack ?? error.message}`));

async function openTarget(kind: 'embedded' | 'postgres', dataDir: string): Promise<Database> {
  if (kind === 'postgres') return freshPostgresDatabase(process.env['TEST_DATABASE_URL'] ?? LOCAL_POSTGRES_URL);
  return openDatabase({ kind: 'embedded', dataDir });
}

async function fuzzOne(kind: 'embedded' | 'postgres', port: number): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-fuzz-'));
  const database = await openTarget(kind, dataDir);
  const serverErrors: string[] = [];
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BUILD_DIR: join(dataDir, 'no-build'),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'error',
    // Rate limits would answer most requests with 429 and hide the handlers behind them.
    RATE_LIMIT_MULTIPLIER: '100000',
  });
  await seedCatalogue(database.db);
  const app = await buildApp({
    env,
    database,
    logger: {
      level: 'error',
      stream: { write: (line: string) => serverErrors.push(line) },
    },
  });
  await app.ready();
  const started = performance.now();
  try {
    await installWriteLog(app.db);
    // Who sends: nobody, two buyers (one owning the fixtures), an agent and an admin.
    const buyer = await createAccount(app.db, { type: 'buyer' });
    const otherBuyer = await createAccount(app.db, { type: 'buyer' });
    const agent = await createAccount(app.db, { type: 'agent' });
    // An admin with TOTP on, so admin calls are reached rather than refused for the missing TOTP.
    const admin = await createAdmin(app.db);
    const product = await orderableProduct(app);
    const order = await placeOrder(app, buyer.auth, product);
    const knownIds = [product.id, order.id, buyer.user.id, otherBuyer.user.id, agent.user.id, admin.user.id];
    const accounts = [
      { name: 'buyer', userId: buyer.user.id },
      { name: 'other buyer', userId: otherBuyer.user.id },
      { name: 'agent', userId: agent.user.id },
      { name: 'admin', userId: admin.user.id },
    ];
    const context: FuzzContext = {
      app,
      knownIds,
      // A fresh session per request: a request that signs out or resets a password must not
      // leave the rest of the run without a valid token.
      actors: [
        { name: 'anonymous', token: async () => undefined },
        ...accounts.map(({ name, userId }) => ({ name, token: () => createSession(app.db, userId, new Date()) })),
        { name: 'bad token', token: async () => 'not-a-real-token\u0000' },
      ],
      serverErrors,
    };

    const outcomes: Outcome[] = [];
    const routes = app.routeCatalogue.filter(
      (route) =>
        route.url.startsWith('/api') &&
        ![route.method].flat().includes('HEAD') &&
        (!values.route || route.url.includes(values.route)),
    );
    console.log(
      `\n== ${kind === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite on disk)'}: ${routes.length} routes, seed ${SEED} ==`,
    );
    for (const route of routes) outcomes.push(await fuzzRoute(context, route, { runs: RUNS, seed: SEED }));

    await app.listen({ port, host: '127.0.0.1' });
    const socketOutcomes = await fuzzSocketEvents({
      app,
      url: `http://127.0.0.1:${port}`,
      actors: [
        { name: 'buyer', token: () => createSession(app.db, buyer.user.id, new Date()) },
        { name: 'agent', token: () => createSession(app.db, agent.user.id, new Date()) },
      ],
      knownIds,
      runs: RUNS,
      seed: SEED,
    });
    outcomes.push(...socketOutcomes);

    return report(outcomes, serverErrors, (performance.now() - started) / 1000);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(outcomes: Outcome[], serverErrors: string[], seconds: number): boolean {
  const statuses = new Map<string, number>();
  let sent = 0;
  for (const outcome of outcomes) {
    sent += outcome.sent;
    for (const [status, n] of outcome.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  }
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log(`\n${sent} requests and socket events in ${seconds.toFixed(0)} s; answers by status:`);
  console.log(`  ${byStatus.map(([status, n]) => `${status}: ${n}`).join('  ')}`);
  const slowest = outcomes.reduce<Outcome['slowest']>(
    (worst, outcome) => (outcome.slowest && outcome.slowest.ms > (worst?.ms ?? -1) ? outcome.slowest : worst),
    undefined,
  );
  if (slowest)
    console.log(`slowest HTTP answer: ${slowest.ms.toFixed(0)} ms (limit ${MAX_ANSWER_MS} ms), to ${slowest.request}`);
  const failures = outcomes.filter((outcome) => outcome.failure);
  for (const outcome of failures) console.log(`\nFAILED ${outcome.name}\n${outcome.failure}`);
  if (escaped.length > 0) console.log(`\nFAILED outside any request:\n${escaped.join('\n')}`);
  if (failures.length > 0 && serverErrors.length > 0) {
    console.log(`\nserver error log (first 5 of ${serverErrors.length}):`);
    for (const line of serverErrors.slice(0, 5)) console.log(`  ${line.slice(0, 1500)}`);
  }
  const passed = failures.length === 0 && escaped.length === 0;
  console.log(
    passed
      ? `\nno 5xx, nothing stored by a refused request, no answer slower than ${MAX_ANSWER_MS / 1000} s (${outcomes.length} routes and events)`
      : `\n${failures.length} routes or events FAILED`,
  );
  return passed;
}

const kinds = values.db === 'both' ? (['embedded', 'postgres'] as const) : [values.db as 'embedded' | 'postgres'];
let passed = true;
for (const [index, kind] of kinds.entries()) passed = (await fuzzOne(kind, Number(values.port) + index)) && passed;
console.log(`\nfuzz ${passed ? 'passed' : 'FAILED'} (seed ${SEED}; replay with --seed ${SEED})`);
process.exit(passed ? 0 : 1);
