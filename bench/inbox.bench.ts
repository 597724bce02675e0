// The agents' inbox with a busy company: 10,000 buyer conversations (100,000 messages by
// default), then the p50/p95 latency of GET /api/staff/conversations as the console calls
// it: the first page of each filter, a deep page, and searches of message text and names.
//
// Usage: npm run bench:inbox -- [--conversations 10000] [--messages 10] [--requests 200]
//                               [--db embedded|postgres|both]
//   --messages  messages per conversation, alternating buyer and agent
//   --requests  timed requests per query, one after another (what one agent's browser sees)
//   --db        embedded (PGlite in a temp folder), postgres (TEST_DATABASE_URL or
//               postgres://postgres@127.0.0.1:5432/test; a fresh database is made and dropped),
//               or both (default)
//   --keep      keep the PostgreSQL database afterwards (to EXPLAIN the queries) and print its URL
// The data is written with set-based SQL (the chat API would take minutes for 100,000
// messages); the conversation rows hold what storeMessage keeps in them.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { loadEnv } from '../src/server/env.ts';
import { createSession } from '../src/server/services/sessions.service.ts';

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '10000' },
    messages: { type: 'string', default: '10' },
    requests: { type: 'string', default: '200' },
    db: { type: 'string', default: 'both' },
    keep: { type: 'boolean', default: false },
  },
});
const CONVERSATIONS = Number(values.conversations);
const MESSAGES = Number(values.messages);
const REQUESTS = Number(values.requests);
const AGENTS = 8;
if (!['embedded', 'postgres', 'both'].includes(values.db)) throw new Error('--db must be embedded, postgres or both');

const PRODUCTS = [
  'cocoa beans',
  'raw cashew nuts',
  'sesame seeds',
  'shea butter',
  'arabica coffee',
  'white maize',
  'soybeans',
  'dried ginger',
];
const COUNTRIES = ['NG', 'GH', 'KE', 'CI', 'SN', 'TZ', 'ET', 'CM'];

/** Buyers, agents, messages and conversation rows, all in a few statements. */
async function seed(database: Database) {
  const { db } = database;
  const products = sql.raw(`array[${PRODUCTS.map((p) => `'${p}'`).join(',')}]`);
  const countries = sql.raw(`array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`);
  await db.execute(sql`
    insert into users (type, full_name, email, phone_number, country, password_hash, email_verified_at)
    select 'agent', 'Agent ' || g, 'agent' || g || '@bench.example', '+2348030000000', 'NG', 'x', now()
      from generate_series(1, ${AGENTS}) g`);
  await db.execute(sql`
    insert into users (type, full_name, email, phone_number, country, password_hash, email_verified_at)
    select 'buyer', 'Buyer ' || g || ' ' || (${products})[1 + g % 8], 'buyer' || g || '@bench.example',
           '+2348031234567', (${countries})[1 + g % 8], 'x', now()
      from generate_series(1, ${CONVERSATIONS}) g`);
  // Message i of buyer g: even ones from the buyer, odd ones from an agent; a unique
  // reference in each so a search can hit exactly one conversation.
  await db.execute(sql`
    with buyers as (select id, row_number() over (order by email) as g from users where type = 'buyer'),
         agents as (select id, row_number() over (order by email) - 1 as k from users where type = 'agent')
    insert into messages (buyer_id, sender_id, sender_type, message, created_at, read_at)
    select b.id,
           case when i % 2 = 0 then b.id else a.id end,
           case when i % 2 = 0 then 'buyer'::user_type else 'agent'::user_type end,
           case when i % 2 = 0
                then 'Do you have ' || (${products})[1 + (b.g * 7 + i) % 8] || ' for shipment? Our reference ' || md5(b.g || '-' || i)
                else 'Yes, we can offer ' || (${products})[1 + (b.g * 7 + i) % 8] || ' FOB Lagos, lead time ' || (2 + i % 5) || ' weeks.' end,
           now() - make_interval(mins => (${CONVERSATIONS} - b.g::int) * 3 + (${MESSAGES} - i)),
           case when i < ${MESSAGES} - 2 then now() end
      from buyers b
      cross join generate_series(0, ${MESSAGES} - 1) i
      join agents a on a.k = b.g % ${AGENTS}
     order by b.g, i`);
  // What storeMessage keeps up to date: last seq, who waits since when, status and owner.
  await db.execute(sql`
    with agents as (select id, row_number() over (order by email) - 1 as k from users where type = 'agent'),
         last as (select distinct on (buyer_id) buyer_id, seq, sender_type, created_at
                    from messages order by buyer_id, seq desc),
         numbered as (select l.*, row_number() over (order by l.seq) as n from last l)
    insert into conversations (buyer_id, status, assignee_id, last_seq, last_message_at, waiting_since, updated_at)
    select n.buyer_id,
           (array['OPEN','OPEN','PENDING','RESOLVED'])[1 + n.n % 4],
           case when n.n % 3 = 0 then null else (select id from agents where k = n.n % ${AGENTS}) end,
           n.seq, n.created_at,
           case when n.sender_type = 'buyer' then n.created_at end,
           n.created_at
      from numbered n`);
  // Planner statistics, as autovacuum would have gathered on a running PostgreSQL.
  await db.execute(sql`analyze`);
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'agent1@bench.example'`);
  if (!agent) throw new Error('no bench agent');
  const [reference] = (
    (await db.execute(sql`select md5(${String(Math.floor(CONVERSATIONS / 2))} || '-4') as ref`)) as unknown as {
      rows: { ref: string }[];
    }
  ).rows;
  return { token: await createSession(db, agent.id, new Date()), reference: reference?.ref ?? '' };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function measure(label: string, database: Database) {
  const seedStart = performance.now();
  const { token, reference } = await seed(database);
  const seededIn = ((performance.now() - seedStart) / 1000).toFixed(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-inbox-bench-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BUILD_DIR: join(dataDir, 'none'),
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/staff/conversations`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  const queries: [string, string][] = [
    ['all, first page', ''],
    ['unassigned', '?assignee=none'],
    ['mine', '?assignee=me'],
    ['open', '?status=OPEN'],
    ['page 100', '?page=100'],
    ['search a word', '?q=sesame'],
    ['search a reference', `?q=${reference.slice(0, 12)}`],
    ['search a name', `?q=Buyer%20${Math.floor(CONVERSATIONS / 3)}%20`],
    ['search, nothing found', '?q=quinoa'],
  ];
  console.log(
    `\n${label}: ${CONVERSATIONS.toLocaleString('en-US')} conversations, ${(CONVERSATIONS * MESSAGES).toLocaleString('en-US')} messages (seeded in ${seededIn} s), ${REQUESTS} requests each`,
  );
  console.log('query                     total    p50 ms   p95 ms');
  try {
    for (const [name, query] of queries) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        const start = performance.now();
        const res = await fetch(base + query, { headers });
        const body = (await res.json()) as { data: { total: number } };
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
        if (i >= 5) times.push(performance.now() - start); // the first few warm the caches
        total = body.data.total;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(24)} ${String(total).padStart(6)} ${quantile(times, 0.5).toFixed(1).padStart(9)} ${quantile(times, 0.95).toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(run: (database: Database) => Promise<void>) {
  const admin = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    await run(await openDatabase({ kind: 'postgres', url: url.toString() }));
  } finally {
    if (values.keep) console.log(`kept the database for a closer look: ${url.toString()}`);
    else await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

if (values.db !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'atp-inbox-pglite-'));
  try {
    await measure('Embedded database (PGlite)', await openDatabase({ kind: 'embedded', dataDir: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.db !== 'embedded') await withPostgres((database) => measure('PostgreSQL', database));
