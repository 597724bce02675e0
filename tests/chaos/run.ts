// npm run chaos: a buyer places orders and sends chat messages while the server process is
// killed with SIGKILL and started again, over and over. After every restart each write the
// server acknowledged must be there, and nothing may be stored twice. Prints the counts.
//
// Usage: npm run chaos -- [--db embedded|postgres|both] [--kills 200] [--port 4392]
//   --db  embedded (PGlite on disk in a temp folder), postgres (a fresh database on
//         TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test), or both (default)
//
// Orders carry a quantity no other order has, so the buyer's order list shows how often each
// request was stored. Messages carry an id the client chose; one whose acknowledgement was
// lost is sent again after the restart, as the Message Center does, and must be stored once.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/db/seed/index.ts';
import { listProducts } from '../../src/server/services/products.service.ts';
import { createSession } from '../../src/server/services/sessions.service.ts';
import type { Ack, ChatMessage, SyncPage } from '../../src/shared/chat/chat.ts';
import type { Product } from '../../src/shared/products/products.ts';
import { createAccount } from '../server/support/accounts.ts';
import { freshPostgresDatabase, LOCAL_POSTGRES_URL } from '../server/support/helper.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    kills: { type: 'string', default: '200' },
    port: { type: 'string', default: '4392' },
  },
});
if (!['embedded', 'postgres', 'both'].includes(values.db)) throw new Error('--db must be embedded, postgres or both');
const KILLS = Number(values.kills);
const SERVER = fileURLToPath(new URL('../../src/server/server.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Counts {
  ordersAcknowledged: number;
  ordersInFlightAtKill: number;
  inFlightOrdersStored: number;
  messagesAcknowledged: number;
  messagesResent: number;
  lost: string[];
  duplicates: string[];
  startMs: number[];
}

/** The server process; resolves once /api/health answers. */
async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${stderr}`);
    if (performance.now() - started > 180_000) throw new Error(`the server did not start in 3 minutes:\n${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, url, exited, startMs: performance.now() - started };
    await sleep(25);
  }
}

async function killHard(child: ChildProcess, exited: Promise<unknown>) {
  child.kill('SIGKILL');
  await exited;
}

/** Everything the buyer's conversation holds, through sync pages as the Message Center reads it. */
async function storedMessages(socket: Socket): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let after = 0;
  for (;;) {
    const ack = (await socket.timeout(20_000).emitWithAck('sync', { after })) as Ack<SyncPage>;
    if (!('data' in ack)) throw new Error(`sync failed: ${JSON.stringify(ack)}`);
    all.push(...ack.data.messages);
    if (!ack.data.more) return all;
    after = ack.data.upTo;
  }
}

async function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function chaosOne(kind: 'embedded' | 'postgres', port: number): Promise<Counts> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-chaos-'));
  const postgres =
    kind === 'postgres'
      ? await freshPostgresDatabase(process.env['TEST_DATABASE_URL'] ?? LOCAL_POSTGRES_URL)
      : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    BUILD_DIR: join(dataDir, 'no-build'),
    RATE_LIMIT_MULTIPLIER: '1000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  // The buyer, their session and the catalogue, made before the first start (the embedded
  // database takes one process at a time).
  const setup = postgres ?? (await openDatabase({ kind: 'embedded', dataDir }));
  await seedCatalogue(setup.db);
  const buyer = await createAccount(setup.db, { type: 'buyer' });
  const token = await createSession(setup.db, buyer.user.id, new Date());
  const product = (await listProducts(setup.db)).find((p: Product) => p.CountryTraded.length > 0)!;
  if (!postgres) await setup.close();

  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const counts: Counts = {
    ordersAcknowledged: 0,
    ordersInFlightAtKill: 0,
    inFlightOrdersStored: 0,
    messagesAcknowledged: 0,
    messagesResent: 0,
    lost: [],
    duplicates: [],
    startMs: [],
  };
  /** Quantity (the order's mark) -> acknowledged or still in flight when the server died. */
  const orders = new Map<number, 'acknowledged' | 'in flight'>();
  const acknowledgedMessages = new Set<string>();
  let unacknowledgedMessages: string[] = [];
  let nextQuantity = product.minOrdersAllowed + 1;

  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite on disk)'}: ${KILLS} kills ==`);
  try {
    for (let cycle = 0; cycle <= KILLS; cycle += 1) {
      const server = await startServer(env, port);
      counts.startMs.push(server.startMs);
      const socket = await connectSocket(server.url, token);

      // 1. Every acknowledged write is there, once; in-flight orders at most once.
      const listed = (await (await fetch(`${server.url}/api/buyer-hub/all-orders`, { headers: auth })).json()) as {
        data: { quantityOrdered: number }[];
      };
      const stored = new Map<number, number>();
      for (const order of listed.data)
        stored.set(Number(order.quantityOrdered), (stored.get(Number(order.quantityOrdered)) ?? 0) + 1);
      for (const [quantity, state] of orders) {
        const n = stored.get(quantity) ?? 0;
        if (n > 1) counts.duplicates.push(`order ${quantity} stored ${n} times`);
        if (state === 'acknowledged' && n === 0) counts.lost.push(`acknowledged order ${quantity} (cycle ${cycle})`);
        if (state === 'in flight' && n === 1) {
          // Stored after all: from now on it must stay.
          orders.set(quantity, 'acknowledged');
          counts.inFlightOrdersStored += 1;
        }
        if (state === 'in flight' && n === 0) orders.delete(quantity);
      }
      for (const quantity of stored.keys())
        if (!orders.has(quantity)) counts.duplicates.push(`order ${quantity} stored but never sent`);

      // 2. Messages whose acknowledgement was lost are sent again with the same id.
      for (const id of unacknowledgedMessages) {
        const ack = (await socket
          .timeout(20_000)
          .emitWithAck('send-message', { id, message: `chaos ${id}` })) as Ack<ChatMessage>;
        if (!('data' in ack)) throw new Error(`resending ${id}: ${JSON.stringify(ack)}`);
        acknowledgedMessages.add(id);
        counts.messagesResent += 1;
      }
      unacknowledgedMessages = [];
      const messageIds = new Map<string, number>();
      for (const message of await storedMessages(socket))
        messageIds.set(message.id, (messageIds.get(message.id) ?? 0) + 1);
      for (const id of acknowledgedMessages)
        if (!messageIds.has(id)) counts.lost.push(`acknowledged message ${id} (cycle ${cycle})`);
      for (const [id, n] of messageIds) if (n > 1) counts.duplicates.push(`message ${id} stored ${n} times`);

      if (cycle === KILLS) {
        socket.disconnect();
        server.child.kill('SIGTERM');
        await server.exited;
        break;
      }

      // 3. Writes in flight, then the kill at a random moment.
      let dying = false;
      const placeOrders = async () => {
        while (!dying) {
          const quantity = nextQuantity++;
          orders.set(quantity, 'in flight');
          const origin = product.CountryTraded[0]!;
          const ok = await fetch(`${server.url}/api/order/foreign`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              productID: product.id,
              quantity: String(quantity),
              country: 'DE',
              countryOfOrigin: origin.countryName,
              shipping: 'FOB',
              paymentTerm: 'LC',
              port: 'Hamburg',
              productRequirement: 'Chaos run',
            }),
          }).then(
            (res) => res.status === 201,
            () => false,
          );
          if (ok) {
            orders.set(quantity, 'acknowledged');
            counts.ordersAcknowledged += 1;
          } else if (!dying) {
            throw new Error(`an order was refused while the server was up (quantity ${quantity})`);
          }
        }
      };
      const sendMessages = async () => {
        while (!dying) {
          const id = randomUUID();
          unacknowledgedMessages.push(id);
          try {
            const ack = (await socket
              .timeout(20_000)
              .emitWithAck('send-message', { id, message: `chaos ${id}` })) as Ack<ChatMessage>;
            if ('data' in ack) {
              unacknowledgedMessages = unacknowledgedMessages.filter((pending) => pending !== id);
              acknowledgedMessages.add(id);
              counts.messagesAcknowledged += 1;
            } else if (ack.status === 429) {
              unacknowledgedMessages = unacknowledgedMessages.filter((pending) => pending !== id);
              await sleep(200);
            } else throw new Error(`message refused: ${JSON.stringify(ack)}`);
          } catch (error) {
            if (!dying) throw error;
          }
        }
      };
      const work = Promise.all([placeOrders(), placeOrders(), sendMessages()]);
      await sleep(50 + Math.random() * 700);
      dying = true;
      await killHard(server.child, server.exited);
      await work;
      socket.disconnect();
      counts.ordersInFlightAtKill += [...orders.values()].filter((state) => state === 'in flight').length;
      if ((cycle + 1) % 20 === 0) {
        console.log(
          `  ${cycle + 1} kills: ${counts.ordersAcknowledged} orders and ${counts.messagesAcknowledged} messages acknowledged, lost ${counts.lost.length}, duplicates ${counts.duplicates.length}`,
        );
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.close();
  }
  return counts;
}

const kinds = values.db === 'both' ? (['embedded', 'postgres'] as const) : [values.db as 'embedded' | 'postgres'];
let passed = true;
for (const [index, kind] of kinds.entries()) {
  const counts = await chaosOne(kind, Number(values.port) + index);
  const sorted = [...counts.startMs].sort((a, b) => a - b);
  console.log(
    [
      `  SIGKILLs: ${KILLS}; restart to first answer: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
      `  orders acknowledged: ${counts.ordersAcknowledged}; in flight at a kill: ${counts.ordersInFlightAtKill}, of which stored: ${counts.inFlightOrdersStored}`,
      `  messages acknowledged: ${counts.messagesAcknowledged}; resent after a kill with the same id: ${counts.messagesResent}`,
      `  acknowledged writes lost: ${counts.lost.length}${counts.lost.length ? ` (${counts.lost.slice(0, 5).join('; ')})` : ''}`,
      `  stored twice (or never sent): ${counts.duplicates.length}${counts.duplicates.length ? ` (${counts.duplicates.slice(0, 5).join('; ')})` : ''}`,
    ].join('\n'),
  );
  if (counts.lost.length > 0 || counts.duplicates.length > 0) passed = false;
}
console.log(`\nchaos ${passed ? 'passed' : 'FAILED'}`);
process.exit(passed ? 0 : 1);
