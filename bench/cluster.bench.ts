// A rolling deploy under load, then the read rate per number of processes (README, Operating).
//
// 1. `npm run cluster`'s deployment (HAProxy -> N processes -> PostgreSQL, Redis, s3rver) with
//    simulated buyers going through the proxy: browsing pages and the catalogue, placing an
//    order and uploading its payment proof, chatting with an agent (socket.io, as the browser
//    client: polling then WebSocket, HAProxy's cookie, retried sends, a sync after reconnect).
//    Meanwhile each process in turn gets SIGTERM, is waited for, started again and waited for
//    until HAProxy sends it traffic. Prints requests sent, non-2xx answers, uploads acknowledged
//    and found afterwards, chat messages acknowledged and delivered to the agent.
// 2. The catalogue read rate through the proxy (autocannon) with 1, 2, ... N processes in
//    rotation (the others in HAProxy maintenance).
//
// Usage: npm run bench:cluster -- [--processes 3] [--buyers 12] [--read-seconds 10]
//                                 [--connections 16] [--no-reads] [--no-rolling] [--drain-seconds 3]
// Needs PostgreSQL and Redis (CLUSTER_POSTGRES_URL, CLUSTER_REDIS_URL) and haproxy on PATH.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/server/db/client.ts';
import type { ClientToServerEvents, ServerToClientEvents, SyncPage } from '../src/shared/chat/chat.ts';
import type { Product } from '../src/shared/products/products.ts';
import { CLUSTER_DEFAULTS, startCluster } from '../scripts/cluster/local-cluster.ts';
import { createAccount } from '../tests/server/support/accounts.ts';
import { orderPayload, PDF_BYTES } from '../tests/server/support/orders-fixtures.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    buyers: { type: 'string', default: '12' },
    'read-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'no-reads': { type: 'boolean', default: false },
    'no-rolling': { type: 'boolean', default: false },
    // 0 shows what the drain protects against: the process closes as HAProxy still sends to it.
    'drain-seconds': { type: 'string', default: '3' },
  },
});
const PROCESSES = Number(values.processes);
const BUYERS = Number(values.buyers);
/** Load before the first restart and after the last, so both edges are under traffic. */
const EDGE_MS = 3000;
/** How long a send or a delivery may take to settle once the load stops. */
const SETTLE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(line);

execFileSync(process.execPath, ['scripts/build-if-missing.ts'], { stdio: 'inherit' });
const cluster = await startCluster({
  processes: PROCESSES,
  port: 0,
  ...CLUSTER_DEFAULTS,
  // Request lines of a benchmark would cost more CPU than the requests.
  logLevel: 'warn',
  drainSeconds: Number(values['drain-seconds']),
  say,
});
const base = cluster.url;

try {
  const product = ((await (await fetch(`${base}/api/product`)).json()) as { data: Product[] }).data.find(
    (p) => p.CountryTraded.length > 0,
  );
  if (!product) throw new Error('the seeded catalogue has no orderable product');
  if (!values['no-rolling']) await rollingRestart(product);
  if (!values['no-reads']) await readRates(product);
} finally {
  await cluster.stop();
}

/** A socket as the browser's (src/stores/realtime/audience-socket.ts) opens it, through the proxy. */
function openSocket(token: string): Client {
  const socket: Client = io(base, {
    path: '/socket.io',
    auth: { token },
    // Node's client keeps HAProxy's cookie, so long-polling stays on one process as in a browser.
    withCredentials: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    retries: Infinity,
    ackTimeout: 10_000,
  });
  // The library reconnects by itself except after a server-side disconnect (a process stopping).
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  return socket;
}

async function rollingRestart(product: Product) {
  const database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl });
  const agent = await createAccount(database.db, { type: 'agent', fullName: 'Bench Agent' });
  const buyers: Awaited<ReturnType<typeof createAccount>>[] = [];
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await createAccount(database.db));
  await database.close();

  // The agent's console: live messages, and after every reconnect a sync from the last one held.
  const delivered = new Set<string>();
  let heldUpTo = 0;
  const agentSocket = openSocket(agent.token);
  agentSocket.on('receive-message', (message) => {
    if (message.sender === 'buyer') delivered.add(message.id);
    heldUpTo = Math.max(heldUpTo, message.seq);
  });
  let reconnects = 0;
  let firstConnect = true;
  agentSocket.on('connect', () => {
    if (firstConnect) {
      firstConnect = false;
      return;
    }
    reconnects += 1;
    void (async () => {
      for (;;) {
        const answer = (await agentSocket.emitWithAck('sync', { after: heldUpTo })) as { data?: SyncPage };
        if (!answer.data) return;
        for (const message of answer.data.messages) if (message.sender === 'buyer') delivered.add(message.id);
        heldUpTo = Math.max(heldUpTo, answer.data.upTo);
        if (!answer.data.more) return;
      }
    })().catch(() => {});
  });
  await new Promise((resolve) => agentSocket.once('connect', () => resolve(undefined)));

  const requests = { sent: 0, non2xx: new Map<string, number>(), errors: new Map<string, number>() };
  const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  async function call(what: string, path: string, init?: RequestInit): Promise<Response | undefined> {
    requests.sent += 1;
    try {
      const res = await fetch(`${base}${path}`, init);
      if (res.status < 200 || res.status > 299) {
        tally(requests.non2xx, `${res.status} ${what}`);
        await res.arrayBuffer();
        return undefined;
      }
      return res;
    } catch (error) {
      tally(requests.errors, `${what}: ${(error as Error & { cause?: Error }).cause?.message ?? String(error)}`);
      return undefined;
    }
  }

  const uploads: { orderId: string; link: string; bytes: Buffer }[] = [];
  const chat = { sent: 0, acked: [] as string[], refused: 0 };
  let running = true;

  async function buyerLoop(buyer: { token: string }, index: number) {
    const auth = { authorization: `Bearer ${buyer.token}` };
    for (let round = 0; running; round += 1) {
      await (await call('GET /', '/'))?.arrayBuffer();
      await (await call('GET /api/product', '/api/product'))?.arrayBuffer();
      await (await call('GET /details/{id}', `/details/${product.id}`))?.arrayBuffer();
      await (await call('GET /api/product/{id}', `/api/product/${product.id}`))?.arrayBuffer();
      if (round % 4 === index % 4) {
        const placed = await call('POST /api/order/foreign', '/api/order/foreign', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(orderPayload(product)),
        });
        const order = placed ? ((await placed.json()) as { data: { id: string } }).data : undefined;
        if (order) {
          const bytes = Buffer.concat([PDF_BYTES, Buffer.from(`% bench ${randomUUID()}\n`)]);
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'proof.pdf');
          const uploaded = await call('POST /api/order/image/{id}', `/api/order/image/${order.id}`, {
            method: 'POST',
            headers: auth,
            body: form,
          });
          if (uploaded) {
            const receipt = ((await uploaded.json()) as { data: { image: string } }).data;
            uploads.push({ orderId: order.id, link: receipt.image, bytes });
          }
        }
      }
      await sleep(200 + Math.random() * 200);
    }
  }

  const pendingSends = new Set<Promise<void>>();
  async function chatLoop(socket: Client, index: number) {
    await sleep(index * 80);
    while (running) {
      const id = randomUUID();
      chat.sent += 1;
      const send = socket
        .emitWithAck('send-message', { id, message: `Bench message ${chat.sent}` })
        .then((answer: unknown) => {
          if (answer && typeof answer === 'object' && 'data' in answer) chat.acked.push(id);
          else chat.refused += 1;
        })
        .finally(() => pendingSends.delete(send));
      pendingSends.add(send);
      await sleep(900 + Math.random() * 200);
    }
  }

  const sockets = buyers.map((buyer) => openSocket(buyer.token));
  await Promise.all(
    sockets.map((socket) => new Promise((resolve) => socket.once('connect', () => resolve(undefined)))),
  );

  say(`\nRolling restart: ${BUYERS} buyers browsing, ordering with a payment proof and chatting through HAProxy`);
  const started = performance.now();
  const loops = [...buyers.map(buyerLoop), ...sockets.map(chatLoop)];
  await sleep(EDGE_MS);
  for (const [index, slot] of cluster.servers.entries()) {
    const { stoppedMs, backMs } = await cluster.restart(index);
    say(
      `  ${slot.name}: SIGTERM -> exited after ${seconds(stoppedMs)}, ready and in rotation again after ${seconds(backMs)}`,
    );
  }
  await sleep(EDGE_MS);
  running = false;
  await Promise.all(loops);
  const loadMs = performance.now() - started;

  const settleBy = Date.now() + SETTLE_MS;
  while (pendingSends.size > 0 && Date.now() < settleBy) await sleep(50);
  while (chat.acked.some((id) => !delivered.has(id)) && Date.now() < settleBy) await sleep(50);

  let found = 0;
  for (const upload of uploads) {
    const res = await fetch(`${base}${upload.link}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status === 200 && bytes.equals(upload.bytes)) found += 1;
  }
  for (const socket of [...sockets, agentSocket]) socket.disconnect();

  const non2xx = [...requests.non2xx.values()].reduce((a, b) => a + b, 0);
  const errors = [...requests.errors.values()].reduce((a, b) => a + b, 0);
  const deliveredAcked = chat.acked.filter((id) => delivered.has(id)).length;
  say(`  load: ${seconds(loadMs)}, ${PROCESSES} processes restarted one after another`);
  say(`  requests sent: ${requests.sent}; non-2xx answers: ${non2xx}; network errors: ${errors}`);
  for (const [what, count] of [...requests.non2xx, ...requests.errors]) say(`    ${count} x ${what}`);
  say(`  uploads acknowledged: ${uploads.length}; found afterwards: ${found}`);
  say(
    `  chat messages sent: ${chat.sent}; acknowledged: ${chat.acked.length}; delivered to the agent: ${deliveredAcked}` +
      `${chat.refused ? `; refused: ${chat.refused}` : ''} (agent reconnected ${reconnects} times)`,
  );
  const lost = uploads.length - found + (chat.acked.length - deliveredAcked);
  say(lost === 0 && non2xx === 0 && errors === 0 ? '  nothing lost, nothing refused' : `  LOST OR FAILED: see above`);
}

async function readRates(product: Product) {
  say(
    `\nRead rate through HAProxy (GET /api/product and /api/product/{id}, ${values.connections} connections, ${values['read-seconds']} s each)`,
  );
  // Every process warmed up (JIT, caches) before the first measured phase.
  await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: 3,
    requests: readRequests(product),
  });
  for (let count = 1; count <= PROCESSES; count += 1) {
    await cluster.useProcesses(count);
    const result = await autocannon({
      url: base,
      connections: Number(values.connections),
      duration: Number(values['read-seconds']),
      requests: readRequests(product),
    });
    say(
      `  ${count} process${count === 1 ? ': ' : 'es:'} ${Math.round(result.requests.average)} req/s` +
        ` (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  }
  await cluster.useProcesses(PROCESSES);
}

function readRequests(product: Product) {
  return [{ path: '/api/product' }, { path: `/api/product/${product.id}` }];
}
