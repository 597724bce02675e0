// A Redis outage under load (README, Operating; docs/decisions/0010): `npm run cluster`'s
// deployment (HAProxy -> N processes -> PostgreSQL, a Redis of its own, s3rver) with readers,
// a buyer signing in and a buyer chatting with an agent on another process. After a few
// seconds the Redis server is stopped for --outage-seconds, then started again on the same port.
// Prints the requests answered non-2xx through HAProxy before, during and after the outage,
// and the chat messages acknowledged and delivered to the agent.
//
// Usage: npm run bench:redis-outage -- [--processes 2] [--readers 4] [--outage-seconds 20]
// Needs PostgreSQL (CLUSTER_POSTGRES_URL), redis-server and haproxy on PATH. The Redis it stops
// is its own (a free port, no persistence): the shared one at 6379 is never touched.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/server/db/client.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../src/shared/chat/chat.ts';
import { CLUSTER_DEFAULTS, startCluster } from '../scripts/cluster/local-cluster.ts';
import { createAccount, TEST_PASSWORD } from '../tests/server/support/accounts.ts';
import { startPrivateRedis } from '../tests/server/support/redis-server.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    readers: { type: 'string', default: '4' },
    'outage-seconds': { type: 'string', default: '20' },
  },
});
const EDGE_MS = 5000;
const OUTAGE_MS = Number(values['outage-seconds']) * 1000;
const SETTLE_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => console.log(line);

execFileSync(process.execPath, ['scripts/build-if-missing.ts'], { stdio: 'inherit' });
const redis = await startPrivateRedis();
const cluster = await startCluster({
  processes: Number(values.processes),
  port: 0,
  postgresUrl: CLUSTER_DEFAULTS.postgresUrl,
  redisUrl: redis.url,
  logLevel: 'warn',
  drainSeconds: 3,
  say,
});
const base = cluster.url;

type Phase = 'before' | 'during' | 'after';
let phase: Phase = 'before';
const answered = {
  before: new Map<string, number>(),
  during: new Map<string, number>(),
  after: new Map<string, number>(),
};
const sent = { before: 0, during: 0, after: 0 };
const tally = (at: Phase, key: string) => answered[at].set(key, (answered[at].get(key) ?? 0) + 1);

async function call(what: string, path: string, init?: RequestInit): Promise<void> {
  const at = phase;
  sent[at] += 1;
  try {
    const res = await fetch(`${base}${path}`, init);
    await res.arrayBuffer();
    if (res.status < 200 || res.status > 299) tally(at, `${res.status} ${what}`);
  } catch (error) {
    tally(at, `network error ${what}: ${(error as Error & { cause?: Error }).cause?.message ?? String(error)}`);
  }
}

function socketAt(port: number, token: string): Client {
  return io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
    retries: Infinity,
    ackTimeout: 10_000,
  });
}

try {
  const database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl });
  const agent = await createAccount(database.db, { type: 'agent', fullName: 'Bench Agent' });
  const chatter = await createAccount(database.db);
  const signer = await createAccount(database.db);
  await database.close();

  // The buyer on the first process, the agent on the last: every message crosses processes.
  const buyerSocket = socketAt(cluster.servers[0]!.port, chatter.token);
  const agentSocket = socketAt(cluster.servers.at(-1)!.port, agent.token);
  const delivered = new Map<string, Phase>();
  agentSocket.on('receive-message', (message) => {
    if (message.sender === 'buyer' && !delivered.has(message.id)) delivered.set(message.id, phase);
  });
  await Promise.all(
    [buyerSocket, agentSocket].map(
      (socket) => new Promise((resolve) => socket.once('connect', () => resolve(undefined))),
    ),
  );

  let running = true;
  const reader = async () => {
    while (running) {
      await call('GET /', '/');
      await call('GET /api/product', '/api/product');
    }
  };
  const signIns = async () => {
    while (running) {
      await call('POST /api/auth/signin-buyer', '/api/auth/signin-buyer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: signer.user.email, password: TEST_PASSWORD }),
      });
      await sleep(1000);
    }
  };
  const chat = { sent: [] as { id: string; phase: Phase }[], acked: new Set<string>() };
  const pending = new Set<Promise<unknown>>();
  const chatting = async () => {
    while (running) {
      const id = randomUUID();
      chat.sent.push({ id, phase });
      const send = buyerSocket
        .emitWithAck('send-message', { id, message: `outage bench ${chat.sent.length}` })
        .then((answer: unknown) => {
          if (answer && typeof answer === 'object' && 'data' in answer) chat.acked.add(id);
        })
        .catch(() => undefined)
        .finally(() => pending.delete(send));
      pending.add(send);
      await sleep(500);
    }
  };

  say(
    `\nRedis outage: ${values.readers} readers, one sign-in a second and a chat through ${values.processes} processes`,
  );
  const loops = [...Array.from({ length: Number(values.readers) }, reader), signIns(), chatting()];
  await sleep(EDGE_MS);
  phase = 'during';
  await redis.stop();
  say(`  Redis stopped for ${OUTAGE_MS / 1000} s`);
  await sleep(OUTAGE_MS);
  await redis.start();
  phase = 'after';
  say('  Redis started again');
  await sleep(EDGE_MS * 2);
  running = false;
  await Promise.all(loops);
  const settleBy = Date.now() + SETTLE_MS;
  while (pending.size > 0 && Date.now() < settleBy) await sleep(50);
  while ([...chat.acked].some((id) => !delivered.has(id)) && Date.now() < settleBy) await sleep(50);
  buyerSocket.disconnect();
  agentSocket.disconnect();

  for (const at of ['before', 'during', 'after'] as const) {
    const non2xx = [...answered[at].values()].reduce((a, b) => a + b, 0);
    say(`  ${at} the outage: ${sent[at]} requests, ${non2xx} not answered 2xx`);
    for (const [what, count] of answered[at]) say(`    ${count} x ${what}`);
    const ids = chat.sent.filter((m) => m.phase === at).map((m) => m.id);
    const acked = ids.filter((id) => chat.acked.has(id));
    say(
      `    chat: ${ids.length} sent, ${acked.length} acknowledged, ${acked.filter((id) => delivered.has(id)).length} delivered to the agent on the other process` +
        ` (${acked.filter((id) => delivered.get(id) === at).length} of them before the outage ${at === 'during' ? 'ended' : 'phase ended'})`,
    );
  }
  const states = await cluster.serverStates();
  say(`  HAProxy at the end: ${[...states].map(([name, state]) => `${name} ${state}`).join(', ')}`);
} finally {
  await cluster.stop();
  await redis.stop();
}
