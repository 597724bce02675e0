// Notification delivery time: from an agent's order move (POST /api/staff/orders/{id}/status,
// over HTTP) to the `notification` event on the buyer's socket, with many buyers connected
// and moves running concurrently. Prints p50/p95/p99/max in milliseconds.
//
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/notifications.bench.ts \
//          [--buyers 200] [--concurrency 20]
// Without TEST_DATABASE_URL it runs on the embedded database (slower to set up).
import { parseArgs } from 'node:util';
import type { NotificationItem } from '../src/shared/notifications/notifications.contract.ts';
import { createAccount } from '../tests/server/support/accounts.ts';
import { connected } from '../tests/server/support/chat-sockets.ts';
import { buildTestApp } from '../tests/server/support/helper.ts';
import { approve } from '../tests/server/support/order-desk-fixtures.ts';
import { orderableProduct, placeOrder } from '../tests/server/support/orders-fixtures.ts';

const { values } = parseArgs({
  options: { buyers: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' } },
});
const buyerCount = Number(values.buyers);
const concurrency = Number(values.concurrency);

const app = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const agent = await createAccount(app.db, { type: 'agent', fullName: 'Bench Agent' });
const product = await orderableProduct(app);

/** Per order: when its move was sent, and the buyer socket's arrival resolves the wait. */
const waiting = new Map<string, (at: number) => void>();
const sockets = [];
const orders: string[] = [];
for (let i = 0; i < buyerCount; i += 1) {
  const buyer = await createAccount(app.db);
  const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
  await approve(app, buyer.auth, order.id);
  const socket = await connected(base, buyer.token);
  socket.on('notification', (item: NotificationItem) => {
    const orderId = item.link.split('/').at(-1) ?? '';
    waiting.get(orderId)?.(performance.now());
  });
  sockets.push(socket);
  orders.push(order.id);
}

const latencies: number[] = [];
async function move(orderId: string, status: string, note?: string) {
  const arrived = new Promise<number>((resolve) => waiting.set(orderId, resolve));
  const sent = performance.now();
  const res = await fetch(`${base}/api/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { ...agent.auth, 'content-type': 'application/json' },
    body: JSON.stringify(note ? { status, note } : { status }),
  });
  if (res.status !== 200) throw new Error(`move failed: ${res.status} ${await res.text()}`);
  latencies.push((await arrived) - sent);
  waiting.delete(orderId);
}

const jobs = orders.flatMap((id) => [() => move(id, 'PROCESSING'), () => move(id, 'CANCELLED', 'Benchmark')]);
// Each order's two moves run in order; different orders run side by side.
const perOrder = orders.map((_, i) => async () => {
  await jobs[2 * i]!();
  await jobs[2 * i + 1]!();
});
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < perOrder.length) await perOrder[next++]!();
  }),
);
const seconds = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
console.log(
  `${latencies.length} notifications to ${buyerCount} connected buyers, ${concurrency} moves at a time, ` +
    `${(latencies.length / seconds).toFixed(0)} moves/s`,
);
console.log(`staff action -> buyer socket (ms): p50 ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)}  max ${at(1)}`);
for (const socket of sockets) socket.disconnect();
await app.close();
