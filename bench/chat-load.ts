// Chat under load: a real server process, 10,000 buyer sockets and a few agents exchanging
// messages for a minute. Prints delivery latency, messages lost (must be 0), the server's CPU
// per message and its memory per 1,000 sockets, and whether the aim is met: delivery p99 at
// or under 100 ms with nothing lost.
//
// The default flow is a realistic one: every buyer writes once a minute (a busy chat, not a
// flood) and each message is answered by an agent, so 10,000 buyers offer about 333 messages a
// second. --interval sets another pace; the offered rate is printed with the results.
//
// Usage: npm run bench:chat -- [--buyers 10000] [--agents 3] [--duration 60] [--interval 60]
//                               [--db postgres|embedded] [--redis] [--processes 1]
//   --interval  seconds between two messages of one buyer (each is answered by an agent)
//   --db        postgres (default; TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
//               a fresh database is created and dropped) or embedded (PGlite in a temp folder)
//   --redis     route socket.io through Redis (TEST_REDIS_URL or redis://127.0.0.1:6379)
//   --processes server processes sharing the load (default 1; more need --redis and postgres):
//               buyers and agents are spread over them, so messages cross processes
//   --clients   client processes the buyer sockets are spread over (default 4): thousands of
//               socket.io clients in one Node process starve its event loop, and the latency
//               measured would be the client's. Every process stamps sends and receipts with
//               the machine's clock (performance.timeOrigin + now()); this process joins them,
//               and each reports its own event-loop delay, so a starved client shows as such.
//   --cpu-prof  a folder: each server process writes a V8 CPU profile there when it stops
// 10,000 sockets need as many file descriptors in this process and in the servers: the
// script raises nothing itself; check `ulimit -n` (20,000 here) and raise it in the shell.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { createSession } from '../src/server/services/sessions.service.ts';
import type { Ack, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '../src/shared/chat/chat.ts';
import { startServer } from '../tests/server/support/process.ts';
import { cpuMillis } from './process-cpu.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '10000' },
    agents: { type: 'string', default: '3' },
    duration: { type: 'string', default: '60' },
    interval: { type: 'string', default: '60' },
    db: { type: 'string', default: 'postgres' },
    redis: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
    clients: { type: 'string', default: '4' },
    'cpu-prof': { type: 'string' },
    'client-worker': { type: 'boolean', default: false },
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

const CLIENTS = Math.max(1, Number(values.clients));
/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
const stamp = () => performance.timeOrigin + performance.now();

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
  for (const user of created) accounts.push({ ...user, token: await createSession(database.db, user.id, new Date()) });
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

/** Parent to client process, then client process to parent. */
type ToWorker =
  | { kind: 'connect'; buyers: { id: string; token: string; url: string; index: number }[] }
  | { kind: 'go'; intervalMs: number }
  | { kind: 'stop' };
type FromWorker =
  | { kind: 'connected' }
  | {
      kind: 'report';
      /** Buyer messages sent: [id, sent at]. */
      sent: [string, number][];
      /** Agent replies received by buyers: [id, received at]. */
      received: [string, number][];
      acks: number[];
      failures: number;
      /** This process's event-loop delay, ms. */
      loopP99: number;
      loopMax: number;
    };

/** A client process: its share of the buyer sockets, each sending on its own timer. */
async function clientWorker() {
  const send = (message: FromWorker) => process.send?.(message);
  const sockets: Client[] = [];
  const sent: [string, number][] = [];
  const received: [string, number][] = [];
  const acks: number[] = [];
  let failures = 0;
  let running = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', async (message: ToWorker) => {
    if (message.kind === 'connect') {
      for (let i = 0; i < message.buyers.length; i += 50) {
        const batch = message.buyers.slice(i, i + 50);
        const connected = await Promise.all(batch.map((buyer) => connect(buyer.url, buyer.token)));
        for (const socket of connected) {
          socket.on('receive-message', (chat) => {
            if (chat.sender !== 'buyer') received.push([chat.id, stamp()]);
          });
          sockets.push(socket);
        }
      }
      send({ kind: 'connected' });
    } else if (message.kind === 'go') {
      running = true;
      loop.enable();
      for (const [i, socket] of sockets.entries()) {
        let n = 0;
        const tick = () => {
          if (!running) return;
          n++;
          const id = randomUUID();
          const started = stamp();
          sent.push([id, started]);
          socket
            .timeout(30_000)
            .emitWithAck('send-message', { id, messageType: 'MESSAGE', message: `buyer ${i} message ${n}` })
            .then((answer: Ack<ChatMessage>) => {
              if ('data' in answer) acks.push(stamp() - started);
              else failures++;
            })
            .catch(() => failures++);
        };
        timers.push(
          setTimeout(() => {
            tick();
            timers.push(setInterval(tick, message.intervalMs));
          }, Math.random() * message.intervalMs),
        );
      }
    } else {
      running = false;
      for (const timer of timers) clearInterval(timer);
      // Replies still in flight arrive during the parent's drain; it asks for the report after.
      await sleep(DRAIN_MS);
      loop.disable();
      const report: FromWorker = {
        kind: 'report',
        sent,
        received,
        acks,
        failures,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
      };
      for (const socket of sockets) socket.close();
      // Sending is asynchronous: leave only once the report is handed over.
      process.send?.(report, () => process.disconnect?.());
    }
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
  // Node writes the profile when the server exits after SIGTERM, at the end of the run.
  if (values['cpu-prof']) serverEnv['NODE_OPTIONS'] = `--cpu-prof --cpu-prof-dir=${values['cpu-prof']}`;

  const agentSockets: Client[] = [];
  const workers: ChildProcess[] = [];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    console.log(
      `creating ${BUYERS} buyers and ${AGENTS} agents on ${values.db === 'postgres' ? 'PostgreSQL' : 'the embedded database'}...`,
    );
    const accounts = await createAccounts(database);
    // The embedded database allows one process; the server opens it next.
    if (values.db === 'embedded') await database.close();

    // Port 0: each server binds a free port and names it in its "open" line.
    for (let i = 0; i < PROCESSES; i += 1) servers.push(await startServer(serverEnv));
    // Memory is the sum over the server processes.
    const totalRss = () => servers.reduce((sum, s) => sum + rssKib(s.child.pid ?? 0), 0);
    const serverCpu = () => servers.reduce((sum, s) => sum + (cpuMillis(s.child.pid) ?? Number.NaN), 0);
    const rss = { idle: totalRss(), connected: Number.NaN, peak: totalRss(), end: Number.NaN };
    const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, totalRss())), 500);
    const urlFor = (i: number) => servers[i % servers.length]!.url;

    // The agents live here: [id, received at] for every buyer message each agent gets, and
    // [id, sent at] for their replies.
    const agentReceived: [string, number][] = [];
    const replySent: [string, number][] = [];
    const replyAcks: number[] = [];
    let replyFailures = 0;
    let running = true;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const connectStarted = performance.now();
    for (const [index, agent] of accounts.agents.entries()) {
      const socket = await connect(urlFor(index), agent.token);
      agentSockets.push(socket);
      socket.on('receive-message', (message) => {
        if (message.sender !== 'buyer') return;
        agentReceived.push([message.id, stamp()]);
        // Each buyer has one agent who answers them.
        if (Number.parseInt(message.buyerId.slice(0, 8), 16) % AGENTS !== index || !running) return;
        const id = randomUUID();
        const started = stamp();
        replySent.push([id, started]);
        socket
          .timeout(30_000)
          .emitWithAck('send-message', {
            id,
            messageType: 'MESSAGE',
            to: message.buyerId,
            message: `Re: ${message.message}`,
          })
          .then((answer: Ack<ChatMessage>) => {
            if ('data' in answer) replyAcks.push(stamp() - started);
            else replyFailures++;
          })
          .catch(() => replyFailures++);
      });
    }

    // The buyers, spread over the client processes.
    const script = fileURLToPath(import.meta.url);
    for (let w = 0; w < CLIENTS; w += 1) {
      workers.push(fork(script, ['--client-worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    }
    const nextMessage = (worker: ChildProcess) => once(worker, 'message').then(([message]) => message as FromWorker);
    await Promise.all(
      workers.map((worker, w) => {
        const buyers = accounts.buyers
          .map((buyer, index) => ({ id: buyer.id, token: buyer.token, url: urlFor(index), index }))
          .filter((_, index) => index % CLIENTS === w);
        const connected = nextMessage(worker);
        worker.send({ kind: 'connect', buyers } satisfies ToWorker);
        return connected;
      }),
    );
    const connectMs = performance.now() - connectStarted;
    await sleep(1000);
    rss.connected = totalRss();
    console.log(
      `connected ${BUYERS} buyers (over ${CLIENTS} client processes) and ${AGENTS} agents in ${(connectMs / 1000).toFixed(1)} s`,
    );

    // What the machine itself allows: one small insert-and-commit on the same database every
    // 100 ms, beside the load. Chat latency cannot beat the commit it waits for.
    const probe = values.db === 'postgres' ? await startCommitProbe(serverEnv['DATABASE_URL'] ?? '') : undefined;
    console.log(`exchanging messages for ${DURATION_MS / 1000} s (load average ${loadavg()[0]?.toFixed(1)})...`);
    const cpuBefore = serverCpu();
    loop.enable();
    for (const worker of workers) worker.send({ kind: 'go', intervalMs: INTERVAL_MS } satisfies ToWorker);
    await sleep(DURATION_MS);
    const loadAtEnd = loadavg()[0] ?? Number.NaN;
    running = false;
    const reports = workers.map((worker) => nextMessage(worker));
    for (const worker of workers) worker.send({ kind: 'stop' } satisfies ToWorker);
    const commits = (await probe?.stop()) ?? [];
    const workerReports = (await Promise.all(reports)).filter((r) => r.kind === 'report');
    const cpuMs = serverCpu() - cpuBefore;
    loop.disable();
    clearInterval(sampler);
    rss.end = totalRss();

    // Join sends and receipts by message id.
    const sentAt = new Map<string, number>();
    for (const report of workerReports) for (const [id, at] of report.sent) sentAt.set(id, at);
    const fromBuyers = new Set(sentAt.keys());
    const buyerMessages = fromBuyers.size;
    for (const [id, at] of replySent) sentAt.set(id, at);
    const latencies: number[] = [];
    const delivered = new Map<string, number>();
    const deliver = ([id, at]: [string, number]) => {
      const started = sentAt.get(id);
      if (started === undefined) return;
      latencies.push(at - started);
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
    };
    agentReceived.forEach(deliver);
    for (const report of workerReports) report.received.forEach(deliver);
    // A buyer message goes to every agent; a reply to its buyer.
    let expectedTotal = 0;
    let lost = 0;
    for (const id of sentAt.keys()) {
      const wanted = fromBuyers.has(id) ? AGENTS : 1;
      expectedTotal += wanted;
      lost += Math.max(0, wanted - (delivered.get(id) ?? 0));
    }
    const sendFailures = replyFailures + workerReports.reduce((sum, r) => sum + r.failures, 0);
    const sorted = latencies.sort((a, b) => a - b);
    const acks = [...replyAcks, ...workerReports.flatMap((r) => r.acks)].sort((a, b) => a - b);
    const agentMessages = replySent.length;
    const messages = buyerMessages + agentMessages;
    const loops = workerReports.map((r) => `${r.loopP99.toFixed(0)}/${r.loopMax.toFixed(0)}`).join(', ');
    console.log(
      [
        '',
        `chat load: ${BUYERS} buyers, ${AGENTS} agents, ${DURATION_MS / 1000} s, one message per buyer every ${INTERVAL_MS / 1000} s, ` +
          `${values.db === 'postgres' ? 'PostgreSQL' : 'embedded database'}${values.redis ? ' + Redis adapter' : ''}, ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}, ` +
          `${CLIENTS} client processes; ${availableParallelism()} cores, load average ${loadAtEnd.toFixed(1)} at the end of the run`,
        `  messages sent        ${messages} (${buyerMessages} by buyers, ${agentMessages} agent replies), ` +
          `${(messages / (DURATION_MS / 1000)).toFixed(0)} per second`,
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
        `  server CPU           ${(cpuMs / 1000).toFixed(1)} s over the run (${(cpuMs / DURATION_MS).toFixed(2)} cores), ${((cpuMs * 1000) / Math.max(1, messages)).toFixed(0)} µs per message`,
        `  client event loops   delay p99/max ms per client process: ${loops}; agents' process p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
        `  server memory (RSS)  idle ${mib(rss.idle)}, ${BUYERS + AGENTS} sockets connected ${mib(rss.connected)}, peak ${mib(rss.peak)}, end ${mib(rss.end)}`,
        `  memory per 1,000 sockets (connected minus idle) ${mib(((rss.connected - rss.idle) / (BUYERS + AGENTS)) * 1000)}`,
      ].join('\n'),
    );
    // What the flow asks of the server, whatever it managed: each buyer message and its reply.
    const offered = (2 * BUYERS) / (INTERVAL_MS / 1000);
    const p99 = percentile(sorted, 99);
    const met = p99 <= 100 && lost === 0 && sendFailures === 0;
    console.log(
      `  offered              ${offered.toFixed(0)} messages per second (${BUYERS} buyers writing every ${INTERVAL_MS / 1000} s, each answered)`,
    );
    console.log(
      `aim (p99 ≤ 100 ms, 0 lost): ${met ? 'met' : 'NOT met'} (p99 ${ms(p99)}, ${lost} lost, ${sendFailures} refused/failed)`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    for (const socket of agentSockets) socket.close();
    for (const worker of workers) if (worker.connected) worker.kill();
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

if (values['client-worker']) await clientWorker();
else await main();
