import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationDeliveries, pushSubscriptions } from '../../../src/server/db/schema/index.ts';
import type { OrderStatus } from '../../../src/shared/common/enums.ts';
import { PUSH_CONCURRENCY } from '../../../src/server/services/notifications/deliveries.ts';
import {
  EMAIL_DELAY_MS,
  GROUP_WINDOW_MS,
  MAX_PUSH_DEVICES,
  PUSH_DELAY_MS,
} from '../../../src/shared/notifications/types.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { connected, listen, sendOk, waitFor } from '../support/chat-sockets.ts';
import { TestClock } from '../support/clock.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { approvedOrder, moveOrder, uploadDocument } from '../support/order-desk-fixtures.ts';
import { type Auth, orderableProduct, PDF_BYTES } from '../support/orders-fixtures.ts';
import { eventually } from '../support/waiting.ts';

/** A push service on this machine: records each request (browsers' services are out of reach here). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let app: TestApp;
let url: string;
let pushService: Server;
let pushOrigin: string;
const received: Received[] = [];
let inFlight = 0;
let mostInFlight = 0;
const clock = new TestClock('2026-11-20T08:00:00Z');
let agent: Account;
let product: Product;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    // A slow push service (/slow/…) answers after a while, so the posts the server has out at
    // once can be counted.
    const slow = request.url?.startsWith('/slow/') ?? false;
    if (slow) mostInFlight = Math.max(mostInFlight, ++inFlight);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      // A device that unsubscribed: its push service answers 410 Gone.
      const answer = () => response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
      if (!slow) {
        answer();
        return;
      }
      setTimeout(() => {
        inFlight -= 1;
        answer();
      }, 100);
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  app = await buildTestApp({ clock: clock.now, env: { PUSH_ENDPOINT_ORIGINS: pushOrigin } });
  url = await listen(app);
  agent = await createAccount(app.db, { type: 'agent', fullName: 'Amina Bello' });
  product = await orderableProduct(app);
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser's push subscription: its own P-256 key pair and auth secret, as a real one holds them. */
function device(path = `/push/${randomBytes(6).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint: `${pushOrigin}${path}`,
    path,
    ecdh,
    auth,
    json: {
      endpoint: `${pushOrigin}${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  };
}
type Device = ReturnType<typeof device>;

/**
 * Decrypts an aes128gcm push message (RFC 8188 and RFC 8291) with the subscription's keys:
 * header salt | record size | key id (the server's ephemeral public key), then the record.
 */
function decrypt(subscriber: Device, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

const pushesTo = (subscriber: Device) => received.filter((push) => push.path === subscriber.path);

async function subscribe(buyer: Account, subscriber: Device) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: buyer.auth,
    payload: subscriber.json,
  });
  expect(res.statusCode).toBe(201);
}

const orderIn = (owner: Account, status: OrderStatus) => approvedOrder(app, owner.auth, product, status);

/** Moves the clock on and runs the delivery worker's step, as its timer would. */
async function after(ms: number) {
  clock.advance(ms);
  await app.deliverNotifications();
}

/** Every delivery of the buyer has been decided (none waits), so what was sent has been sent. */
async function settled(buyer: Account) {
  const rows = await app.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.buyerId, buyer.user.id));
  return rows.every((row) => row.status !== 'pending') ? rows : null;
}

const readAll = (auth: Auth) =>
  app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: auth, payload: {} });

describe('web push', () => {
  it('delivers an encrypted, VAPID-signed push that the subscription’s keys decrypt', async () => {
    const buyer = await createAccount(app.db);
    const phone = device();
    await subscribe(buyer, phone);
    const order = await orderIn(buyer, 'PENDING');
    await moveOrder(app, agent.auth, order.id, 'PROCESSING');

    await after(PUSH_DELAY_MS - 1000);
    expect(pushesTo(phone)).toEqual([]);
    await after(1000);
    await waitFor(() => pushesTo(phone).length === 1, 'the push');

    const [push] = pushesTo(phone);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = (await app.inject({ method: 'GET', url: '/api/push/public-key', headers: buyer.auth })).json()
      .data.publicKey;
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(decrypt(phone, push!.body)).toEqual({
      title: `Order ${order.orderNumber} is now Processing`,
      body: '',
      link: `/order/details/${order.id}`,
      tag: `order:${order.id}`,
    });
    // Only this buyer's key opens it.
    expect(() => decrypt(device(), push!.body)).toThrow();
  });

  it('groups a burst into one push, then waits out the group’s window before the next', async () => {
    const buyer = await createAccount(app.db, { language: 'fr' });
    const phone = device();
    await subscribe(buyer, phone);
    const order = await orderIn(buyer, 'PENDING');
    await moveOrder(app, agent.auth, order.id, 'PROCESSING');
    clock.advance(10_000);
    await addDocument(order.id);

    await after(PUSH_DELAY_MS);
    await waitFor(() => pushesTo(phone).length === 1, 'the grouped push');
    expect(decrypt(phone, pushesTo(phone)[0]!.body)).toMatchObject({
      title: `Liste de colisage ajouté(e) à la commande ${order.orderNumber}`,
      body: `+1 autre(s)\nCommande ${order.orderNumber} : En cours de traitement`,
      tag: `order:${order.id}`,
    });

    // The same order again soon after: it waits for the end of the group's window...
    clock.advance(10_000);
    await addDocument(order.id);
    const other = await orderIn(buyer, 'PENDING');
    await moveOrder(app, agent.auth, other.id, 'PROCESSING');
    await after(PUSH_DELAY_MS);
    // ...while another order, another group, goes as usual.
    await waitFor(() => pushesTo(phone).length === 2, 'the other order’s push');
    expect(decrypt(phone, pushesTo(phone)[1]!.body)).toMatchObject({ tag: `order:${other.id}` });
    // The first push went out 10 s before the later document: its window ends 10 s after this.
    await after(GROUP_WINDOW_MS - PUSH_DELAY_MS - 10_000 - 1000);
    expect(pushesTo(phone)).toHaveLength(2);
    await after(1000);
    await waitFor(() => pushesTo(phone).length === 3, 'the push after the window');
    expect(decrypt(phone, pushesTo(phone)[2]!.body)).toMatchObject({ tag: `order:${order.id}`, body: '' });
  });

  it('sends nothing for what the buyer read before it fell due, and forgets a device that is gone', async () => {
    const buyer = await createAccount(app.db);
    const phone = device();
    const oldPhone = device(`/gone/${randomBytes(4).toString('hex')}`);
    await subscribe(buyer, phone);
    await subscribe(buyer, oldPhone);
    const order = await orderIn(buyer, 'PENDING');
    await moveOrder(app, agent.auth, order.id, 'PROCESSING');
    expect((await readAll(buyer.auth)).statusCode).toBe(200);
    await after(PUSH_DELAY_MS);
    const rows = await eventually(() => settled(buyer), 'the notification settled');
    expect(rows.map((row) => row.status)).toEqual(['skipped']);
    expect(pushesTo(phone)).toEqual([]);

    await addDocument(order.id);
    await after(GROUP_WINDOW_MS);
    await waitFor(() => pushesTo(oldPhone).length === 1 && pushesTo(phone).length === 1, 'both devices');
    const devices = await eventually(async () => {
      const left = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.buyerId, buyer.user.id));
      return left.length === 1 ? left : null;
    }, 'the gone device removed');
    expect(devices.map((row) => row.endpoint)).toEqual([phone.endpoint]);
  });

  it('keeps a buyer’s ten most recent devices, and posts to all devices a few at a time', async () => {
    const endpointsOf = async (buyer: Account) =>
      (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.buyerId, buyer.user.id)))
        .map((row) => row.endpoint)
        .sort();
    const slowDevice = () => device(`/slow/${randomBytes(6).toString('hex')}`);
    const buyer = await createAccount(app.db);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 2 }, slowDevice);
    for (const subscriber of devices) {
      await subscribe(buyer, subscriber);
      clock.advance(1);
    }
    // The two subscribed first were replaced.
    expect(await endpointsOf(buyer)).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    );
    // Subscribing again renews a device: the next one replaces the one after it.
    await subscribe(buyer, devices[2]!);
    clock.advance(1);
    const latest = slowDevice();
    await subscribe(buyer, latest);
    const kept = [devices[2]!, ...devices.slice(4), latest];
    expect(await endpointsOf(buyer)).toEqual(kept.map((d) => d.endpoint).sort());

    // Two buyers' ten devices each, pushed in one run: twenty posts, never more than
    // PUSH_CONCURRENCY out at once.
    const other = await createAccount(app.db);
    const othersDevices = Array.from({ length: MAX_PUSH_DEVICES }, slowDevice);
    for (const subscriber of othersDevices) await subscribe(other, subscriber);
    for (const owner of [buyer, other])
      await moveOrder(app, agent.auth, (await orderIn(owner, 'PENDING')).id, 'PROCESSING');
    mostInFlight = 0;
    await after(PUSH_DELAY_MS);
    for (const subscriber of [...kept, ...othersDevices]) expect(pushesTo(subscriber)).toHaveLength(1);
    expect(devices.slice(0, 2).flatMap(pushesTo)).toEqual([]);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(PUSH_CONCURRENCY);
  });

  it('forgets a device whose push service is no longer one the server posts to', async () => {
    const buyer = await createAccount(app.db);
    const phone = device();
    await subscribe(buyer, phone);
    // Subscribed while PUSH_ENDPOINT_ORIGINS still named its service; the setting changed since.
    const { keys } = device().json;
    await app.db.insert(pushSubscriptions).values({
      buyerId: buyer.user.id,
      endpoint: 'https://push.retired.example/device',
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    await moveOrder(app, agent.auth, (await orderIn(buyer, 'PENDING')).id, 'PROCESSING');
    await after(PUSH_DELAY_MS);
    expect(pushesTo(phone)).toHaveLength(1);
    const left = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.buyerId, buyer.user.id));
    expect(left.map((row) => row.endpoint)).toEqual([phone.endpoint]);
  });

  it('takes only endpoints of the allowed push services, and only well-formed keys', async () => {
    const buyer = await createAccount(app.db);
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: buyer.auth, payload: payload as object });
    const phone = device();
    const elsewhere = await post({ ...phone.json, endpoint: 'http://169.254.169.254/latest/meta-data' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toMatchObject({ field: 'endpoint' });
    const badKey = await post({ ...phone.json, keys: { ...phone.json.keys, p256dh: 'short' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors[0].field).toMatch(/p256dh/);
    expect((await app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);

    await subscribe(buyer, phone);
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: buyer.auth,
      payload: { endpoint: phone.endpoint },
    });
    expect(off.json()).toEqual({ data: { subscribed: false } });
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.buyerId, buyer.user.id))).toEqual(
      [],
    );
  });
});

describe('e-mail per type', () => {
  it('mails a burst of chat replies once, in the buyer’s language, after the delay, if still unread', async () => {
    const buyer = await createAccount(app.db, { language: 'fr' });
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: buyer.auth,
      payload: { 'chat-reply': { inApp: true, push: false, email: true } },
    });
    const agentSocket = await connected(url, agent.token);
    await sendOk(agentSocket, { to: buyer.user.id, message: 'Le navire part vendredi.' });
    await eventually(async () => {
      const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers: buyer.auth })).json().data;
      return list.items.length === 1 ? list : null;
    }, 'the first notification');
    await sendOk(agentSocket, { to: buyer.user.id, message: 'Les documents suivent.' });
    agentSocket.disconnect();

    const mails = () => app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.user.email));
    await after(EMAIL_DELAY_MS - 1000);
    expect(await mails()).toEqual([]);
    await after(1000);
    const [mail] = await eventually(async () => ((await mails()).length > 0 ? mails() : null), 'the mail');
    expect(mail!.subject).toBe('Amina Bello vous a répondu dans la messagerie');
    expect(mail!.textBody).toContain('Bonjour');
    expect(mail!.textBody).toContain('http://localhost:3000/message-center');
    expect(await mails()).toHaveLength(1);
  });
});

async function addDocument(orderId: string) {
  const res = await uploadDocument(app, agent.auth, orderId, 'PACKING_LIST', { bytes: PDF_BYTES, filename: 'p.pdf' });
  expect(res.statusCode).toBe(201);
}
