// Chat under load: a real server process, 1,000 buyer sockets and a few agents exchanging
// messages. Prints delivery latency, messages lost (must be 0) and the server's memory.
//
// Usage: npm run bench:chat -- [--buyers 1000] [--agents 3] [--duration 60] [--interval 10]
//                               [--db postgres|embedded] [--redis]
//   --interval  seconds between two messages of one buyer (each is answered by an agent)
//   --db        postgres (default; TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
//               a fresh database is created and dropped) or embedded (PGlite in a temp folder)
//   --redis     route socket.io through Redis (TEST_REDIS_URL or redis://127.0.0.1:6379)
//   --processes server processes sharing the load (default 1; more need --redis and postgres):
//               buyers and agents are spread over them, so messages cross processes
// 10,000 sockets need as many file descriptors in this process and in the servers: the
// script raises nothing itself; check `ulimit -n` (20,000 here) and raise it in the shell.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { createSession } from '../src/server/services/sessions.service.ts';
import type { Ack, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '../src/shared/chat.ts';
import { freePort, startServer } from '../tests/server/process.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '1000' },
    agents: { type: 'string', default: '3' },
    duration: { type: 'string', default: '60' },
    interval: { type: 'string', default: '10' },
    db: { type: 'string', default: 'postgres' },
    redis: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
  },
});
const BUYERS = Number(values.buyers);
const AGENTS = Number(values.agents);
const DURATION_MS = Number(values.duration) * 1000;
const INTERVAL_MS = Number(values.interval) * 1000;
const DRAIN_MS = 5000;
const PG_ADMIN_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
if (values.db !== 'postgres' && values.db !== 'embedded') throw new Error('--db must be postgres or embedded');
const PROCESSES = Number(values.processes);
if (PROCESSES > 1 && (!values.redis || values.db !== 'postgres'))
  throw new Error('--processes above 1 needs --redis and --db postgres');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** Resident memory of a process in KiB (Linux), or NaN where /proc is missing. */
function rssKib(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Buyers and agents straight in the database, each with a session token (one password hash for all). */
async function createAccounts(database: Database) {
  const passwordHash = await hashPassword('Bench#Password-2026');
  const stamp = Date.now();
  const rows = [
    ...Array.from({ length: BUYERS }, (_, i) => ({
      type: 'buyer' as const,
      fullName: `Load Buyer ${i + 1}`,
      email: `load.buyer${i}.${stamp}@bench.test`,
    })),
    ...Array.from({ length: AGENTS }, (_, i) => ({
      type: 'agent' as const,
      fullName: `Load Agent ${i + 1}`,
      email: `load.agent${i}.${stamp}@bench.test`,
    })),
  ];
  const created = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((row) => ({ ...row, passwordHash, emailVerifiedAt: new Date() }));
    created.push(...(await database.db.insert(users).values(batch).returning({ id: users.id, type: users.type })));
  }
  const accounts = [];
  for (const user of created) accounts.push({ ...user, token: await createSession(database.db, user.id) });
  return { buyers: accounts.filter((a) => a.type === 'buyer'), agents: accounts.filter((a) => a.type === 'agent') };
}

/** Times a lone insert-and-commit every 100 ms on its own connection; stop() gives them sorted. */
async function startCommitProbe(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table bench_commit_probe (id serial primary key, at timestamptz default now())');
  const times: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      await client.query('insert into bench_commit_probe default values');
      times.push(performance.now() - started);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      return times.sort((a, b) => a - b);
    },
  };
}

function connect(url: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket: Client = io(url, { auth: { token }, transports: ['websocket'], forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-chat-bench-'));
  const dbName = `bench_chat_${randomUUID().replaceAll('-', '')}`;
  const streamName = `bench-chat-${randomUUID()}`;
  const serverEnv: Record<string, string> = { DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'no-build') };
  let database: Database;
  if (values.db === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    serverEnv['DATABASE_URL'] = url.toString();
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
  } else {
    database = await openDatabase({ kind: 'embedded', dataDir });
  }
  if (values.redis) Object.assign(serverEnv, { REDIS_URL, REDIS_STREAM_NAME: streamName });

  const sockets: Client[] = [];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    console.log(
      `creating ${BUYERS} buyers and ${AGENTS} agents on ${values.db === 'postgres' ? 'PostgreSQL' : 'the embedded database'}...`,
    );
    const accounts = await createAccounts(database);
    // The embedded database allows one process; the server opens it next.
    if (values.db === 'embedded') await database.close();

    for (let i = 0; i < PROCESSES; i += 1) servers.push(await startServer(serverEnv, freePort()));
    // Memory is the sum over the server processes.
    const totalRss = () => servers.reduce((sum, s) => sum + rssKib(s.child.pid ?? 0), 0);
    const rss = { idle: totalRss(), connected: Number.NaN, peak: totalRss(), end: Number.NaN };
    const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, totalRss())), 500);
    const urlFor = (i: number) => servers[i % servers.length]!.url;

    // Latency bookkeeping: every message is sent and received in this process, one clock.
    const sentAt = new Map<string, number>();
    const expected = new Map<string, number>(); // id -> deliveries expected
    const delivered = new Map<string, number>(); // id -> deliveries seen
    const latencies: number[] = [];
    const ackLatencies: number[] = [];
    let sendFailures = 0;
    const record = (message: ChatMessage, recipient: string, seen: Set<string>) => {
      const key = `${recipient}:${message.id}`;
      const started = sentAt.get(message.id);
      if (started === undefined || seen.has(key)) return;
      seen.add(key);
      latencies.push(performance.now() - started);
      delivered.set(message.id, (delivered.get(message.id) ?? 0) + 1);
    };
    const send = (socket: Client, payload: { to?: string; message: string }, recipients: number) => {
      const id = randomUUID();
      sentAt.set(id, performance.now());
      expected.set(id, recipients);
      const started = performance.now();
      socket
        .timeout(30_000)
        .emitWithAck('send-message', { id, messageType: 'MESSAGE', ...payload })
        .then((answer: Ack<ChatMessage>) => {
          if ('data' in answer) ackLatencies.push(performance.now() - started);
          else sendFailures++;
        })
        .catch(() => sendFailures++);
    };

    let running = true;
    const connectStarted = performance.now();
    const seen = new Set<string>();
    const agentSockets: Client[] = [];
    for (const [index, agent] of accounts.agents.entries()) {
      const socket = await connect(urlFor(index), agent.token);
      sockets.push(socket);
      agentSockets.push(socket);
      socket.on('receive-message', (message) => {
        if (message.sender !== 'buyer') return;
        record(message, agent.id, seen);
        // Each buyer has one agent who answers them.
        if (Number.parseInt(message.buyerId.slice(0, 8), 16) % AGENTS === index && running) {
          send(socket, { to: message.buyerId, message: `Re: ${message.message}` }, 1);
        }
      });
    }
    const buyerSockets: Client[] = [];
    for (let i = 0; i < accounts.buyers.length; i += 50) {
      const batch = await Promise.all(
        accounts.buyers.slice(i, i + 50).map((buyer, j) => connect(urlFor(i + j), buyer.token)),
      );
      for (const [j, socket] of batch.entries()) {
        const buyer = accounts.buyers[i + j]!;
        socket.on('receive-message', (message) => {
          if (message.sender !== 'buyer') record(message, buyer.id, seen);
        });
        buyerSockets.push(socket);
        sockets.push(socket);
      }
    }
    const connectMs = performance.now() - connectStarted;
    await sleep(1000);
    rss.connected = totalRss();
    console.log(
      `connected ${buyerSockets.length} buyers and ${agentSockets.length} agents in ${(connectMs / 1000).toFixed(1)} s`,
    );

    // Each buyer sends every INTERVAL_MS, starting at a random moment within the first interval.
    let buyerMessages = 0;
    const timers = buyerSockets.map((socket, i) => {
      let n = 0;
      const tick = () => {
        if (!running) return;
        n++;
        buyerMessages++;
        send(socket, { message: `buyer ${i} message ${n}` }, AGENTS);
      };
      const start = setTimeout(() => {
        tick();
        timers[i] = setInterval(tick, INTERVAL_MS);
      }, Math.random() * INTERVAL_MS);
      return start as ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>;
    });
    // What the machine itself allows: one small insert-and-commit on the same database every
    // 100 ms, beside the load. Chat latency cannot beat the commit it waits for.
    const probe = values.db === 'postgres' ? await startCommitProbe(serverEnv['DATABASE_URL'] ?? '') : undefined;
    console.log(`exchanging messages for ${DURATION_MS / 1000} s...`);
    await sleep(DURATION_MS);
    running = false;
    const commits = (await probe?.stop()) ?? [];
    for (const timer of timers) clearInterval(timer);
    await sleep(DRAIN_MS);
    clearInterval(sampler);
    rss.end = totalRss();

    let expectedTotal = 0;
    let lost = 0;
    for (const [id, count] of expected) {
      expectedTotal += count;
      lost += Math.max(0, count - (delivered.get(id) ?? 0));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const acks = [...ackLatencies].sort((a, b) => a - b);
    const agentMessages = expected.size - buyerMessages;
    console.log(
      [
        '',
        `chat load: ${BUYERS} buyers, ${AGENTS} agents, ${DURATION_MS / 1000} s, one message per buyer every ${INTERVAL_MS / 1000} s, ` +
          `${values.db === 'postgres' ? 'PostgreSQL' : 'embedded database'}${values.redis ? ' + Redis adapter' : ''}, ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}`,
        `  messages sent        ${expected.size} (${buyerMessages} by buyers, ${agentMessages} agent replies), ` +
          `${(expected.size / (DURATION_MS / 1000)).toFixed(0)} per second`,
        `  deliveries           ${sorted.length} of ${expectedTotal} expected`,
        `  delivery latency     p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`,
        `  acknowledgement      p50 ${ms(percentile(acks, 50))}  p99 ${ms(percentile(acks, 99))}`,
        `  messages lost        ${lost}`,
        `  sends refused/failed ${sendFailures}`,
        ...(commits.length > 0
          ? [
              `  database commit      p50 ${ms(percentile(commits, 50))}  p99 ${ms(percentile(commits, 99))}` +
                ` (a lone insert+commit every 100 ms during the run)`,
            ]
          : []),
        `  server memory (RSS)  idle ${mib(rss.idle)}, ${BUYERS + AGENTS} sockets connected ${mib(rss.connected)}, peak ${mib(rss.peak)}, end ${mib(rss.end)}`,
        `  memory per 1,000 sockets (connected minus idle) ${mib(((rss.connected - rss.idle) / (BUYERS + AGENTS)) * 1000)}`,
      ].join('\n'),
    );
    if (lost > 0 || sendFailures > 0) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (values.db === 'postgres') {
      await database.close();
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (values.redis) {
      const redis = new Redis(REDIS_URL);
      await redis.del(streamName, ...(await redis.keys(`${streamName}:session:*`)));
      await redis.quit();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
