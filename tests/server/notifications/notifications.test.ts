import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../../src/server/db/schema/index.ts';
import type { NotificationItem, NotificationPage } from '../../../src/shared/notifications/notifications.contract.ts';
import type { OrderStatus } from '../../../src/shared/common/enums.ts';
import { DEFAULT_PREFERENCES } from '../../../src/shared/notifications/types.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { connected, sendOk, waitFor, socketSuite } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';
import { approvedOrder, moveOrder, uploadDocument } from '../support/order-desk-fixtures.ts';
import { type Auth, orderableProduct, PDF_BYTES } from '../support/orders-fixtures.ts';
import { quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { until } from '../support/waiting.ts';

let app: TestApp;
let url: string;
let agent: Account;
let product: Product;
const { open: sockets } = socketSuite((server) => ({ app, url } = server));

beforeAll(async () => {
  agent = await createAccount(app.db, { type: 'agent', fullName: 'Amina Bello' });
  product = await orderableProduct(app);
});

async function bell(auth: Auth, query = ''): Promise<NotificationPage> {
  const res = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A buyer's socket that collects the `notification` events it receives. */
async function bellSocket(account: Account) {
  const socket = await connected(url, account.token);
  sockets.push(socket);
  const received: NotificationItem[] = [];
  socket.on('notification', (item) => received.push(item));
  return { socket, received };
}

const orderIn = (owner: Account, status: OrderStatus) => approvedOrder(app, owner.auth, product, status);

describe('notifications of staff actions', () => {
  it('an order move reaches the buyer’s socket and bell in their language, linking to the order', async () => {
    const buyer = await createAccount(app.db);
    const french = await createAccount(app.db, { language: 'fr' });
    const { received } = await bellSocket(buyer);
    const order = await orderIn(buyer, 'PENDING');
    const frenchOrder = await orderIn(french, 'PENDING');

    expect((await moveOrder(app, agent.auth, order.id, 'PROCESSING')).statusCode).toBe(200);
    expect((await moveOrder(app, agent.auth, frenchOrder.id, 'PROCESSING')).statusCode).toBe(200);

    await waitFor(() => received.length === 1, 'the notification event');
    expect(received[0]).toMatchObject({
      type: 'order-status',
      title: `Order ${order.orderNumber} is now Processing`,
      link: `/order/details/${order.id}`,
      readAt: null,
    });
    const list = await bell(buyer.auth);
    expect(list.unread).toBe(1);
    expect(list.items).toEqual([received[0]]);
    const frenchList = await bell(french.auth);
    expect(frenchList.items[0]?.title).toBe(`Commande ${frenchOrder.orderNumber} : En cours de traitement`);
  });

  it('a refused change tells nobody: the notification rolls back with it', async () => {
    const buyer = await createAccount(app.db);
    const order = await orderIn(buyer, 'PENDING');
    expect((await moveOrder(app, agent.auth, order.id, 'DELIVERED')).statusCode).toBe(409);
    expect((await bell(buyer.auth)).items).toEqual([]);
  });

  it('a quote, a revision and a new document each notify, newest first', async () => {
    const buyer = await createAccount(app.db);
    const inquiry = await sendInquiry(app, buyer.auth);
    await quote(app, agent.auth, inquiry.id);
    await quote(app, agent.auth, inquiry.id, { pricePerMT: 1500 });
    const order = await orderIn(buyer, 'PROCESSING');
    const upload = await uploadDocument(app, agent.auth, order.id, 'PACKING_LIST', {
      bytes: PDF_BYTES,
      filename: 'packing.pdf',
    });
    expect(upload.statusCode).toBe(201);

    const { items, unread } = await bell(buyer.auth);
    expect(unread).toBe(3);
    expect(items.map((item) => item.type)).toEqual(['document', 'quote', 'quote']);
    expect(items[0]).toMatchObject({
      title: `Packing list added to order ${order.orderNumber}`,
      link: `/order/details/${order.id}`,
    });
    expect(items[1]?.title).toMatch(/^Revised quote \(version 2\) for .+: USD 1,500\.00 per MT$/);
    expect(items[1]?.link).toBe(`/inquiries?inquiry=${inquiry.id}`);
  });

  it('an agent’s chat reply notifies a buyer with no page open, once until read; not one who is there', async () => {
    const away = await createAccount(app.db);
    const present = await createAccount(app.db);
    await bellSocket(present);
    const agentSocket = await connected(url, agent.token);
    sockets.push(agentSocket);

    await sendOk(agentSocket, { to: away.user.id, message: 'Your cashew is loading today.' });
    await sendOk(agentSocket, { to: away.user.id, message: 'The vessel leaves on Friday.' });
    await sendOk(agentSocket, { to: present.user.id, message: 'Hello there.' });

    const items = await until(
      async () => (await bell(away.auth)).items,
      (found) => found.length > 0,
    );
    expect(items).toEqual([
      expect.objectContaining({
        type: 'chat-reply',
        title: 'Amina Bello replied in the Message Center',
        link: '/message-center',
      }),
    ]);
    expect((await bell(present.auth)).items).toEqual([]);
  });
});

describe('reading', () => {
  it('marks one read, then all, and keeps each buyer to their own', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const first = await orderIn(buyer, 'PENDING');
    const second = await orderIn(buyer, 'PENDING');
    await moveOrder(app, agent.auth, first.id, 'PROCESSING');
    await moveOrder(app, agent.auth, second.id, 'PROCESSING');
    const [newest, oldest] = (await bell(buyer.auth)).items;

    const stranger = await app.inject({
      method: 'POST',
      url: `/api/notifications/${newest!.id}/read`,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await bell(other.auth)).items).toEqual([]);

    const one = await app.inject({ method: 'POST', url: `/api/notifications/${newest!.id}/read`, headers: buyer.auth });
    expect(one.json()).toEqual({ data: { unread: 1 } });
    const after = await bell(buyer.auth);
    expect(after.items.find((item) => item.id === newest!.id)?.readAt).toEqual(expect.any(String));
    expect(after.items.find((item) => item.id === oldest!.id)?.readAt).toBeNull();

    const all = await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: buyer.auth });
    expect(all.json()).toEqual({ data: { unread: 0 } });
    expect((await bell(buyer.auth)).unread).toBe(0);
  });

  it('pages the list and refuses anonymous callers, staff and a bad id', async () => {
    const buyer = await createAccount(app.db);
    for (let i = 0; i < 3; i += 1) {
      const order = await orderIn(buyer, 'PENDING');
      await moveOrder(app, agent.auth, order.id, 'PROCESSING');
    }
    const page = await bell(buyer.auth, '?page=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2, unread: 3 });
    expect(page.items).toHaveLength(1);

    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/notifications', headers: agent.auth })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url: '/api/notifications/nope/read', headers: buyer.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'id' });
  });
});

describe('preferences', () => {
  it('starts from the defaults, changes only the types named, and refuses what is not a choice', async () => {
    const buyer = await createAccount(app.db);
    const get = () => app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: buyer.auth });
    expect((await get()).json().data).toEqual(DEFAULT_PREFERENCES);

    const put = (payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: buyer.auth,
        payload: payload as object,
      });
    const changed = await put({ 'chat-reply': { inApp: true, push: false, email: true } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({
      ...DEFAULT_PREFERENCES,
      'chat-reply': { inApp: true, push: false, email: true },
    });

    expect((await put({ 'weather-report': { inApp: true, push: true, email: true } })).statusCode).toBe(400);
    expect((await put({ quote: { inApp: 'yes', push: true, email: true } })).statusCode).toBe(400);
    expect((await get()).json().data['chat-reply']).toEqual({ inApp: true, push: false, email: true });
  });

  it('a buyer who turned order mail off gets the bell but no mail; one who turned the bell off gets the mail only', async () => {
    const quiet = await createAccount(app.db);
    const mailOnly = await createAccount(app.db);
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: quiet.auth,
      payload: { 'order-status': { inApp: true, push: false, email: false } },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: mailOnly.auth,
      payload: { 'order-status': { inApp: false, push: false, email: true } },
    });
    const quietOrder = await orderIn(quiet, 'PENDING');
    const mailOrder = await orderIn(mailOnly, 'PENDING');
    await moveOrder(app, agent.auth, quietOrder.id, 'PROCESSING');
    await moveOrder(app, agent.auth, mailOrder.id, 'PROCESSING');

    const mailTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(await mailTo(quiet.user.email)).toEqual([]);
    expect((await bell(quiet.auth)).items).toHaveLength(1);
    // The confirmation of the order they placed, and the move.
    expect((await mailTo(mailOnly.user.email)).map((mail) => mail.subject).sort()).toEqual([
      `Order ${mailOrder.orderNumber} confirmed`,
      `Order ${mailOrder.orderNumber} is now processing`,
    ]);
    expect((await bell(mailOnly.auth)).items).toEqual([]);
    expect(await app.db.select().from(notifications).where(eq(notifications.buyerId, mailOnly.user.id))).toEqual([]);
  });
});
